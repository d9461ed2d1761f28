import type { MediaGuess } from '../messages/media';
import type { ScrobbleCommand } from '../scrobble/session';
import { ServiceError } from '../service/errors';
import { newEntry, type OutboxEntry } from './entry';
import type { SessionEpoch } from '../service/session-epoch';
import { OutboxExecutor, type ExecutorDeps } from './executor';
import type { Verdict } from './policy';
import type { AnswerRecord, OutboxStore } from './store';

/** In-memory OutboxStore with IndexedDB-like semantics: copies in and out, oldest pending first. */
export class MemoryOutboxStore implements OutboxStore {
  private readonly rows = new Map<number, OutboxEntry>();
  private nextSeq = 1;
  /** Entries handed out by every read so far (pending, failed, parked, read): what draining costs. */
  entriesRead = 0;
  /** The seqs of each settle() call: each is one transaction. */
  readonly settles: number[][] = [];

  /** `hops`: microtask turns each call takes, like an IndexedDB round trip. */
  constructor(private readonly hops = 2) {}

  add(command: ScrobbleCommand, now = 0): number {
    return this.addEntry(newEntry(command, now));
  }

  addEntry(entry: OutboxEntry): number {
    const seq = this.nextSeq++;
    this.rows.set(seq, { ...structuredClone(entry), seq });
    return seq;
  }

  private async turn(): Promise<void> {
    for (let i = 0; i < this.hops; i += 1) await Promise.resolve();
  }

  private byStatus(status: OutboxEntry['status']): OutboxEntry[] {
    const found = [...this.rows.values()]
      .filter((entry) => entry.status === status)
      .sort((a, b) => a.seq! - b.seq!)
      .map((entry) => structuredClone(entry));
    this.entriesRead += found.length;
    return found;
  }

  async pending(): Promise<OutboxEntry[]> {
    await this.turn();
    return this.byStatus('pending');
  }

  async failed(): Promise<OutboxEntry[]> {
    await this.turn();
    return this.byStatus('failed');
  }
  async parked(): Promise<OutboxEntry[]> {
    await this.turn();
    return this.byStatus('parked');
  }

  async read(seqs: readonly number[]): Promise<Array<OutboxEntry | undefined>> {
    await this.turn();
    this.entriesRead += seqs.length;
    return seqs.map((seq) => this.get(seq));
  }

  /** Like IndexedDB's put: an entry that is gone (cleared at sign-out) is written anew. */
  async update(entry: OutboxEntry): Promise<void> {
    await this.turn();
    if (entry.seq === undefined) throw new Error('update of an entry without a key');
    this.rows.set(entry.seq, structuredClone(entry));
  }

  /** Sign-out's clearing of the store. */
  clear(): void {
    this.rows.clear();
  }

  async remove(seq: number): Promise<void> {
    await this.turn();
    this.rows.delete(seq);
  }

  /** All at once after one round trip, like one IndexedDB transaction. */
  async settle(seqs: readonly number[], record?: AnswerRecord): Promise<void> {
    if (record) throw new Error('MemoryOutboxStore holds no other stores: a record is tested against IndexedDB');
    await this.turn();
    this.settles.push([...seqs]);
    for (const seq of seqs) this.rows.delete(seq);
  }

  async requeueFailed(): Promise<number> {
    await this.turn();
    const failed = this.byStatus('failed');
    for (const entry of failed) this.rows.set(entry.seq!, { ...entry, status: 'pending', notBefore: 0, attempts: 0, backoffs: 0 });
    return failed.length;
  }

  async countPending(): Promise<number> {
    await this.turn();
    return [...this.rows.values()].filter((entry) => entry.status === 'pending').length;
  }

  get(seq: number): OutboxEntry | undefined {
    const entry = this.rows.get(seq);
    return entry ? structuredClone(entry) : undefined;
  }

  seqs(): number[] {
    return [...this.rows.keys()].sort((a, b) => a - b);
  }
}

export function guess(n: number): MediaGuess {
  return { site: 'netflix', siteItemId: `item-${n}`, kind: 'movie', title: `Movie ${n}`, year: 2000 + n };
}

export function command(n: number, action: ScrobbleCommand['action'] = 'start'): ScrobbleCommand {
  // Recent (a minute before the harness clock): fresh commands are sent as they are.
  return { action, guess: guess(n), progress: n, at: Date.parse('2026-06-10T11:59:00Z') + n, tabId: 1 };
}

export const serviceError = (status: number, code: string, retryAfter: number | null = null) =>
  new ServiceError(status, code, `${status} ${code}`, { error: code, code: status }, retryAfter, null);

export const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface Harness {
  store: MemoryOutboxStore;
  executor: OutboxExecutor;
  sent: number[];
  /** Each send's job kind and first entry, e.g. `history:2`. */
  jobs: string[];
  wakes: number[];
  verdicts: Array<[number, Verdict]>;
  log: string[];
  clock: { now: number };
}

export function harness(
  options: {
    send?: (entry: OutboxEntry) => Promise<string>;
    pace?: () => Promise<void>;
    hops?: number;
    entries?: number;
    /** What the seeded entries are (starts unless said). */
    action?: ScrobbleCommand['action'];
    epoch?: SessionEpoch;
  } = {},
): Harness {
  const store = new MemoryOutboxStore(options.hops);
  for (let n = 1; n <= (options.entries ?? 0); n += 1) store.add(command(n, options.action));
  const sent: number[] = [];
  const jobs: string[] = [];
  const wakes: number[] = [];
  const verdicts: Array<[number, Verdict]> = [];
  const log: string[] = [];
  const clock = { now: Date.parse('2026-06-10T12:00:00Z') };
  const deps: ExecutorDeps = {
    store,
    ...(options.epoch ? { epoch: options.epoch } : {}),
    now: () => clock.now,
    random: () => 0,
    pace: async () => {
      log.push('pace');
      await options.pace?.();
    },
    wake: (atMs) => {
      wakes.push(atMs);
    },
    send: async (job) => {
      const entry = job.kind === 'scrobble' ? job.entry : job.entries[0]!;
      log.push(`send:${entry.seq}`);
      sent.push(entry.seq!);
      jobs.push(`${job.kind}:${entry.seq}`);
      return options.send ? options.send(entry) : `sent ${entry.command?.guess?.title ?? 'a library write'}`;
    },
    onVerdict: async (entries, verdict) => {
      for (const entry of entries) verdicts.push([entry.seq!, verdict]);
    },
  };
  return { store, executor: new OutboxExecutor(deps), sent, jobs, wakes, verdicts, log, clock };
}
