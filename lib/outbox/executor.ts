import type { OutboxEntry } from './entry';
import { verdictForError, type Verdict } from './policy';
import type { OutboxStore } from './store';

export interface ExecutorDeps {
  store: OutboxStore;
  /** Sends one entry; resolves with a plain-language summary of the service's answer. */
  send: (entry: OutboxEntry) => Promise<string>;
  now: () => number;
  random: () => number;
  /** Waits out the POST pacing before each send. */
  pace: () => Promise<void>;
  /** Arrange for drain() to run again at this time, even if the worker dies meanwhile. */
  wake: (atMs: number) => void;
  onVerdict: (entry: OutboxEntry, verdict: Verdict) => Promise<void>;
}

/**
 * Sends stored entries strictly one at a time and in order (one writer per user, spec 4.3): an
 * entry waiting for a retry holds back everything behind it, so a stop never overtakes its start.
 */
export class OutboxExecutor {
  private running: Promise<void> | null = null;
  private dirty = false;

  constructor(private readonly deps: ExecutorDeps) {}

  drain(): Promise<void> {
    this.dirty = true;
    this.running ??= this.loop();
    return this.running;
  }

  private async loop(): Promise<void> {
    try {
      while (this.dirty) {
        this.dirty = false;
        while (await this.sendHead()) {
          // keep going while entries are due
        }
      }
    } finally {
      // Cleared in the same turn as the last dirty check, so a drain() after it starts a new loop.
      this.running = null;
    }
  }

  /** Returns true when the next entry may be tried right away. */
  private async sendHead(): Promise<boolean> {
    const { store, now } = this.deps;
    const entry = await store.head();
    if (!entry || entry.seq === undefined) return false;
    if (entry.notBefore > now()) {
      this.deps.wake(entry.notBefore);
      return false;
    }
    await this.deps.pace();
    let verdict: Verdict;
    try {
      verdict = { kind: 'done', summary: await this.deps.send(entry) };
    } catch (error) {
      verdict = verdictForError(error, { attempts: entry.attempts, now: now(), random: this.deps.random });
    }
    await this.apply(entry, entry.seq, verdict);
    return verdict.kind === 'done' || verdict.kind === 'failed';
  }

  private async apply(entry: OutboxEntry, seq: number, verdict: Verdict): Promise<void> {
    const { store } = this.deps;
    switch (verdict.kind) {
      case 'done':
        await store.remove(seq);
        break;
      case 'retry':
        await store.update({ ...entry, attempts: entry.attempts + 1, notBefore: verdict.atMs, lastError: verdict.reason });
        this.deps.wake(verdict.atMs);
        break;
      case 'hold':
        await store.update({ ...entry, lastError: verdict.reason });
        break;
      case 'failed':
        // Kept, not dropped: the user sees it and can retry once the cause is fixed.
        await store.update({ ...entry, status: 'failed', attempts: entry.attempts + 1, lastError: verdict.reason });
        break;
    }
    await this.deps.onVerdict(entry, verdict);
  }
}
