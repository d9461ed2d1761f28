import { describe, expect, it } from 'vitest';
import type { MediaGuess } from '../messages/media';
import type { ScrobbleCommand } from '../scrobble/session';
import { UnresolvedError } from '../resolve/errors';
import { NetworkError, ServiceError, SignedOutError } from '../service/errors';
import { newEntry, type OutboxEntry } from './entry';
import { OutboxExecutor, type ExecutorDeps } from './executor';
import type { Verdict } from './policy';
import type { OutboxStore } from './store';

/** In-memory OutboxStore with IndexedDB-like semantics: copies in and out, oldest pending first. */
class MemoryOutboxStore implements OutboxStore {
  private readonly rows = new Map<number, OutboxEntry>();
  private nextSeq = 1;

  /** `hops`: microtask turns each call takes, like an IndexedDB round trip. */
  constructor(private readonly hops = 2) {}

  add(command: ScrobbleCommand, now = 0): number {
    const seq = this.nextSeq++;
    this.rows.set(seq, { ...structuredClone(newEntry(command, now)), seq });
    return seq;
  }

  private async turn(): Promise<void> {
    for (let i = 0; i < this.hops; i += 1) await Promise.resolve();
  }

  private byStatus(status: OutboxEntry['status']): OutboxEntry[] {
    return [...this.rows.values()].filter((entry) => entry.status === status).sort((a, b) => a.seq! - b.seq!).map((entry) => structuredClone(entry));
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

  async update(entry: OutboxEntry): Promise<void> {
    await this.turn();
    if (entry.seq === undefined || !this.rows.has(entry.seq)) throw new Error(`update of unknown entry ${entry.seq}`);
    this.rows.set(entry.seq, structuredClone(entry));
  }

  async remove(seq: number): Promise<void> {
    await this.turn();
    this.rows.delete(seq);
  }

  async requeueFailed(): Promise<number> {
    await this.turn();
    const failed = this.byStatus('failed');
    for (const entry of failed) this.rows.set(entry.seq!, { ...entry, status: 'pending', notBefore: 0, attempts: 0 });
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

function guess(n: number): MediaGuess {
  return { site: 'netflix', siteItemId: `item-${n}`, kind: 'movie', title: `Movie ${n}`, year: 2000 + n };
}

function command(n: number, action: ScrobbleCommand['action'] = 'start'): ScrobbleCommand {
  // Recent (a minute before the harness clock): fresh commands are sent as they are.
  return { action, guess: guess(n), progress: n, at: Date.parse('2026-06-10T11:59:00Z') + n, tabId: 1 };
}

const serviceError = (status: number, code: string, retryAfter: number | null = null) =>
  new ServiceError(status, code, `${status} ${code}`, { error: code, code: status }, retryAfter, null);

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Harness {
  store: MemoryOutboxStore;
  executor: OutboxExecutor;
  sent: number[];
  wakes: number[];
  verdicts: Array<[number, Verdict]>;
  log: string[];
  clock: { now: number };
}

function harness(options: {
  send?: (entry: OutboxEntry) => Promise<string>;
  pace?: () => Promise<void>;
  hops?: number;
  entries?: number;
} = {}): Harness {
  const store = new MemoryOutboxStore(options.hops);
  for (let n = 1; n <= (options.entries ?? 0); n += 1) store.add(command(n));
  const sent: number[] = [];
  const wakes: number[] = [];
  const verdicts: Array<[number, Verdict]> = [];
  const log: string[] = [];
  const clock = { now: Date.parse('2026-06-10T12:00:00Z') };
  const deps: ExecutorDeps = {
    store,
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
      return options.send ? options.send(entry) : `sent ${entry.command?.guess?.title ?? 'a library write'}`;
    },
    onVerdict: async (entries, verdict) => {
      for (const entry of entries) verdicts.push([entry.seq!, verdict]);
    },
  };
  return { store, executor: new OutboxExecutor(deps), sent, wakes, verdicts, log, clock };
}

describe('OutboxExecutor: order and removal', () => {
  it('sends every entry once, oldest first, and removes each once done', async () => {
    const h = harness({ entries: 4 });
    await h.executor.drain();
    expect(h.sent).toEqual([1, 2, 3, 4]);
    expect(h.store.seqs()).toEqual([]);
    expect(h.verdicts.map(([seq, verdict]) => [seq, verdict.kind])).toEqual([[1, 'done'], [2, 'done'], [3, 'done'], [4, 'done']]);
    expect(h.verdicts[0]![1]).toEqual({ kind: 'done', summary: 'sent Movie 1' });
  });

  it('does nothing on an empty outbox', async () => {
    const h = harness();
    await h.executor.drain();
    expect(h.sent).toEqual([]);
    expect(h.wakes).toEqual([]);
  });

  it('a second drain after everything is sent sends nothing again', async () => {
    const h = harness({ entries: 2 });
    await h.executor.drain();
    await h.executor.drain();
    expect(h.sent).toEqual([1, 2]);
  });

  it('sends entries added later, after the earlier ones', async () => {
    const h = harness({ entries: 1 });
    await h.executor.drain();
    h.store.add(command(2));
    h.store.add(command(3));
    await h.executor.drain();
    expect(h.sent).toEqual([1, 2, 3]);
  });
});

describe('OutboxExecutor: pacing (spec 8: 1 POST per second)', () => {
  it('waits for pace() to finish before every single send', async () => {
    let paced = false;
    const h = harness({
      entries: 3,
      pace: async () => {
        await tick();
        paced = true;
      },
      send: async () => {
        const wasPaced = paced;
        paced = false;
        if (!wasPaced) throw new Error('sent without pacing');
        return 'ok';
      },
    });
    await h.executor.drain();
    expect(h.log).toEqual(['pace', 'send:1', 'pace', 'send:2', 'pace', 'send:3']);
    expect(h.verdicts.map(([, verdict]) => verdict.kind)).toEqual(['done', 'done', 'done']);
  });
});

describe('OutboxExecutor: retries hold the line', () => {
  it('an entry waiting for a retry holds back every later entry, then all go in order', async () => {
    let failures = 1;
    const h = harness({
      entries: 3,
      send: async (entry) => {
        if (entry.seq === 1 && failures-- > 0) throw serviceError(503, 'http_503');
        return 'ok';
      },
    });
    const start = h.clock.now;
    await h.executor.drain();
    expect(h.sent).toEqual([1]);
    expect(h.store.seqs()).toEqual([1, 2, 3]);
    const first = h.store.get(1)!;
    expect(first.status).toBe('pending');
    expect(first.attempts).toBe(1);
    expect(first.notBefore).toBe(start + 1000);
    expect(first.lastError).toBeTruthy();
    expect(h.wakes).toEqual([start + 1000]);

    // Not due yet: nothing goes out, and the wake-up is re-armed for the retry time.
    h.clock.now = start + 999;
    await h.executor.drain();
    expect(h.sent).toEqual([1]);
    expect(h.wakes).toEqual([start + 1000, start + 1000]);

    h.clock.now = start + 1000;
    await h.executor.drain();
    expect(h.sent).toEqual([1, 1, 2, 3]);
    expect(h.store.seqs()).toEqual([]);
  });

  it('calls wake() with the retry time the policy chose (Retry-After honoured)', async () => {
    const h = harness({ entries: 2, send: async () => Promise.reject(serviceError(429, 'rate_limit', 40)) });
    await h.executor.drain();
    expect(h.wakes).toEqual([h.clock.now + 40_000]);
    expect(h.store.get(1)!.notBefore).toBe(h.clock.now + 40_000);
    const [seq, verdict] = h.verdicts[0]!;
    expect(seq).toBe(1);
    expect(verdict).toMatchObject({ kind: 'retry', atMs: h.clock.now + 40_000 });
  });

  it('counts attempts across retries and gives up after the backoff schedule (5 retries)', async () => {
    const h = harness({ entries: 2, send: async (entry) => {
      if (entry.seq === 1) throw serviceError(500, 'internal');
      return 'ok';
    } });
    for (let round = 0; round < 6; round += 1) {
      await h.executor.drain();
      h.clock.now = Math.max(h.clock.now, h.store.get(1)!.notBefore);
    }
    expect(h.sent.filter((seq) => seq === 1)).toHaveLength(6);
    expect(h.store.get(1)).toMatchObject({ status: 'failed', attempts: 6 });
    expect(h.sent.at(-1)).toBe(2);
    expect(h.store.seqs()).toEqual([1]);
  });

  it('a network failure retries later and holds back later entries', async () => {
    const h = harness({ entries: 2, send: async () => Promise.reject(new NetworkError('offline')) });
    await h.executor.drain();
    expect(h.sent).toEqual([1]);
    expect(h.wakes).toHaveLength(1);
    expect(h.wakes[0]).toBeGreaterThan(h.clock.now);
    expect(h.store.get(1)!.notBefore).toBe(h.wakes[0]);
  });
});

describe('OutboxExecutor: failed entries', () => {
  it('keeps a failed entry with status failed and goes on with the next ones', async () => {
    const h = harness({
      entries: 3,
      send: async (entry) => {
        if (entry.seq === 2) throw serviceError(404, 'id_err');
        return 'ok';
      },
    });
    await h.executor.drain();
    expect(h.sent).toEqual([1, 2, 3]);
    expect(h.store.seqs()).toEqual([2]);
    const failed = h.store.get(2)!;
    expect(failed.status).toBe('failed');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('id_err');
    expect(failed.command).toEqual(command(2));
    expect(await h.store.countPending()).toBe(0);
  });

  it('never sends a failed entry again', async () => {
    const h = harness({ entries: 1, send: async () => Promise.reject(serviceError(400, 'wrong_parameter')) });
    await h.executor.drain();
    h.store.add(command(2));
    await h.executor.drain();
    await h.executor.drain();
    expect(h.sent).toEqual([1, 2]);
    expect(h.wakes).toEqual([]);
  });
});

describe('OutboxExecutor: signed out', () => {
  it('holds the entry unchanged (no attempt counted) and sends nothing behind it', async () => {
    let signedIn = false;
    const h = harness({
      entries: 3,
      send: async () => {
        if (!signedIn) throw new SignedOutError('Sign in to start scrobbling.');
        return 'ok';
      },
    });
    await h.executor.drain();
    expect(h.sent).toEqual([1]);
    expect(h.store.get(1)).toMatchObject({ status: 'pending', attempts: 0, notBefore: 0, lastError: 'Sign in to start scrobbling.' });
    expect(h.wakes).toEqual([]);

    signedIn = true;
    await h.executor.drain();
    expect(h.sent).toEqual([1, 1, 2, 3]);
    expect(h.store.seqs()).toEqual([]);
  });
});

describe('OutboxExecutor: concurrent drain()', () => {
  it('sends each entry exactly once, in order, never two sends at a time', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const h = harness({
      entries: 6,
      send: async (entry) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await Promise.resolve();
        await tick();
        if (entry.seq === 3) {
          // A new command arrives while a send is in flight, and asks for a drain.
          h.store.add(command(7));
          void h.executor.drain();
        }
        await tick();
        inFlight -= 1;
        return 'ok';
      },
    });
    const drains = [h.executor.drain(), h.executor.drain(), h.executor.drain(), h.executor.drain()];
    await tick();
    drains.push(h.executor.drain());
    await tick();
    await tick();
    drains.push(h.executor.drain(), h.executor.drain());
    await Promise.all(drains);
    await h.executor.drain();
    expect(h.sent).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(maxInFlight).toBe(1);
    expect(h.store.seqs()).toEqual([]);
  });

  it('a drain() promise resolves only once the entries present when it was called are sent', async () => {
    const h = harness({
      entries: 3,
      send: async () => {
        await tick();
        return 'ok';
      },
    });
    const first = h.executor.drain();
    await tick();
    const second = h.executor.drain();
    await second;
    expect(h.sent).toEqual([1, 2, 3]);
    await first;
  });

  it('a drain() that arrives while the previous run is winding down still sends the new entry', async () => {
    // Sweep the moment of the second drain() over every microtask turn of the first run's ending.
    const missed: number[] = [];
    for (let offset = 0; offset <= 40; offset += 1) {
      const h = harness({ entries: 1, hops: 0 });
      const first = h.executor.drain();
      let second: Promise<void> = Promise.resolve();
      const late = (async () => {
        for (let turn = 0; turn < offset; turn += 1) await Promise.resolve();
        h.store.add(command(2));
        second = h.executor.drain();
      })();
      await Promise.all([first, late]);
      await second;
      if (h.sent.join(',') !== '1,2') missed.push(offset);
    }
    expect(missed, 'microtask offsets at which drain() resolved without sending the entry added just before it').toEqual([]);
  });
});

describe('OutboxExecutor: unresolved items are parked, never guessed', () => {
  const episodeCommand = (show: string, n: number, action: ScrobbleCommand['action'] = 'start'): ScrobbleCommand => ({
    action,
    guess: { site: 'netflix', siteItemId: `${show}-${n}`, siteShowId: show, kind: 'episode', title: show, episode: n },
    progress: 10,
    at: Date.parse('2026-06-10T11:59:00Z') + n,
  });

  it('parks the entry, parks later ones of the same show without trying them, and lets other items flow', async () => {
    const h = harness({
      send: async (entry) => {
        if (entry.command?.guess?.siteShowId === 'ambiguous') throw new UnresolvedError(entry.command!.guess!, 'which one?');
        return 'ok';
      },
    });
    h.store.add(episodeCommand('ambiguous', 1));
    h.store.add(episodeCommand('clear', 1));
    h.store.add(episodeCommand('ambiguous', 2, 'stop'));
    h.store.add(episodeCommand('clear', 2));
    await h.executor.drain();
    // The ambiguous show is tried once; its second entry is parked without a send (no second search).
    expect(h.sent).toEqual([1, 2, 4]);
    expect(h.store.seqs()).toEqual([1, 3]);
    expect(h.store.get(1)).toMatchObject({ status: 'parked', lastError: 'which one?' });
    expect(h.store.get(3)).toMatchObject({ status: 'parked' });
    expect(h.verdicts.filter(([, verdict]) => verdict.kind === 'parked').map(([seq]) => seq)).toEqual([1, 3]);
    expect(h.wakes).toEqual([]);
  });

  it('an entry that already carries its picked item is sent even while others of its show are parked', async () => {
    const h = harness({ send: async (entry) => (entry.command?.target ? 'ok' : Promise.reject(new UnresolvedError(entry.command!.guess!, 'which one?'))) });
    h.store.add(episodeCommand('ambiguous', 1));
    await h.executor.drain();
    const picked = { ...episodeCommand('ambiguous', 2), target: { item: { kind: 'show' as const, svcId: 5, title: 'Picked' }, episode: { season: 1, number: 2 } } };
    h.store.add(picked);
    await h.executor.drain();
    expect(h.sent).toEqual([1, 2]);
    expect(h.store.seqs()).toEqual([1]);
  });

  it('a history batch parks only the unresolved item; the other stale watches still go out', async () => {
    const stale = Date.parse('2026-06-10T10:00:00Z');
    const h = harness({
      send: async (entry) => {
        if (entry.command?.guess?.siteShowId === 'ambiguous') throw new UnresolvedError(entry.command!.guess!, 'which one?');
        return 'ok';
      },
    });
    h.store.add({ ...episodeCommand('ambiguous', 1, 'stop'), counts: true, at: stale });
    h.store.add({ ...episodeCommand('clear', 1, 'stop'), counts: true, at: stale + 1 });
    await h.executor.drain();
    expect(h.sent).toEqual([1, 2]);
    expect(h.store.seqs()).toEqual([1]);
    expect(h.store.get(1)!.status).toBe('parked');
  });
});
