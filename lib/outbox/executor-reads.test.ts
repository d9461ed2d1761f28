import { describe, expect, it } from 'vitest';
import type { MediaGuess } from '../messages/media';
import type { LibraryWrite } from '../messages/library-writes';
import { UnresolvedError } from '../resolve/errors';
import { subjectKey } from '../media/keys';
import type { ScrobbleCommand } from '../scrobble/session';
import { newEntry, newLibraryEntry, type OutboxEntry } from './entry';
import { OutboxExecutor } from './executor';
import { command, harness, MemoryOutboxStore } from './executor.fixtures';
import { planNext, STALE_SCROBBLE_MS, type Job, type SendJob } from './plan';

const NOW = Date.parse('2026-06-10T12:00:00Z');
const WEEK_AGO = NOW - 7 * 24 * 3600 * 1000;
const UNRESOLVED = 'two titles fit';

describe('OutboxExecutor: draining N entries reads each a bounded number of times', () => {
  it('a backlog of fresh commands: about two reads per entry, not one reread of the queue per job', async () => {
    const n = 400;
    const h = harness({ entries: n });
    await h.executor.drain();
    expect(h.sent).toHaveLength(n);
    // One read of the queue, then each job's own entries checked before it is sent.
    expect(h.store.entriesRead).toBeLessThanOrEqual(2 * n + 2);
  });

  it('a week offline (start, pause and a counted stop per viewing, all stale): linear too', async () => {
    const store = new MemoryOutboxStore();
    const viewings = 300;
    for (const cmd of weekOffline(viewings)) store.add(cmd, cmd.at);
    const jobs: string[] = [];
    const executor = executorOn(store, jobs);
    await executor.drain();
    expect(store.seqs()).toEqual([]);
    expect(store.entriesRead).toBeLessThanOrEqual(2 * 3 * viewings + 2);
  });

  it('reads the queue again after drain() (an entry queued, requeued or picked meanwhile)', async () => {
    const h = harness({ entries: 2 });
    await h.executor.drain();
    h.store.add(command(3));
    await h.executor.drain();
    expect(h.sent).toEqual([1, 2, 3]);
  });

  it('an entry another writer removed after the queue was read (an import cancelled) is not sent or written back', async () => {
    const store = new MemoryOutboxStore();
    for (let n = 1; n <= 3; n += 1) store.add(command(n));
    const jobs: string[] = [];
    const executor = executorOn(store, jobs, async (job) => {
      // While the first job is on the wire, the others are deleted without a drain().
      if (jobSeqs(job)[0] === 1) for (const seq of [2, 3]) await store.remove(seq);
      return 'ok';
    });
    await executor.drain();
    expect(jobs).toEqual(['scrobble:1:start']);
    expect(store.seqs()).toEqual([]);
  });
});

describe('OutboxExecutor: the queue kept in memory plans the same jobs as rereading it for each one', () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    it(`a mixed queue (seed ${seed}): fresh and stale scrobbles, targets, library writes, an unresolvable title`, async () => {
      const random = seeded(seed);
      const entries = mixedQueue(random, 250);
      const unresolvable = subjectKey(guessOf(0));
      const store = new MemoryOutboxStore();
      for (const entry of entries) store.addEntry(entry);
      const jobs: string[] = [];
      const executor = executorOn(store, jobs, async (job) => {
        if (job.kind === 'scrobble' && job.command.guess && !job.command.target && subjectKey(job.command.guess) === unresolvable) {
          throw new UnresolvedError(job.command.guess, UNRESOLVED);
        }
        return 'ok';
      });
      await executor.drain();
      expect(jobs).toEqual(rereadingEveryJob(entries, unresolvable));
      expect(store.entriesRead).toBeLessThanOrEqual(2 * entries.length + 2);
    });
  }
});

/** What the executor did before it kept the queue: the whole queue planned anew for every job. */
function rereadingEveryJob(entries: OutboxEntry[], unresolvable: string): string[] {
  let pending = entries.map((entry, index) => ({ ...entry, seq: index + 1 }));
  const parked = new Set<string>();
  const jobs: string[] = [];
  const leave = (seqs: number[]) => (pending = pending.filter((entry) => !seqs.includes(entry.seq)));
  for (;;) {
    const head = pending[0];
    if (!head) return jobs;
    const guess = head.command?.target ? undefined : head.command?.guess;
    if (guess && parked.has(subjectKey(guess))) {
      jobs.push(`parked:${head.seq}`);
      leave([head.seq]);
      continue;
    }
    const planned = planNext(pending, NOW)!;
    // Entries waiting for a retry: the executor sends nothing more now.
    if (planned.kind === 'wait') return jobs;
    // No tab plays anything here: a stale start alone is dropped (stale-start.ts).
    const job: SendJob | Extract<Job, { kind: 'drop' }> =
      planned.kind === 'restart' ? { kind: 'drop', entries: [planned.entry], reason: 'not playing' } : planned;
    jobs.push(describeJob(job));
    if (job.kind === 'scrobble' && job.command.guess && !job.command.target && subjectKey(job.command.guess) === unresolvable) parked.add(unresolvable);
    leave(jobSeqs(job));
  }
}

function executorOn(store: MemoryOutboxStore, jobs: string[], send: (job: SendJob) => Promise<string> = async () => 'ok'): OutboxExecutor {
  return new OutboxExecutor({
    store,
    now: () => NOW,
    random: () => 0,
    wake: () => undefined,
    send: async (job) => {
      jobs.push(describeJob(job));
      return send(job);
    },
    onVerdict: async (entries, verdict) => {
      if (verdict.kind === 'done' && verdict.summary.startsWith('Skipped')) jobs.push(`drop:${entries.map((entry) => entry.seq).join(',')}`);
      // Parked without a send: its title already waits for the user's pick.
      if (verdict.kind === 'parked' && verdict.reason !== UNRESOLVED) jobs.push(`parked:${entries.map((entry) => entry.seq).join(',')}`);
    },
  });
}

function jobSeqs(job: SendJob | Extract<Job, { kind: 'drop' }>): number[] {
  return (job.kind === 'scrobble' ? [job.entry] : job.entries).map((entry) => entry.seq!);
}

function describeJob(job: SendJob | Extract<Job, { kind: 'drop' }>): string {
  if (job.kind === 'scrobble') return `scrobble:${job.entry.seq}:${job.command.action}`;
  return `${job.kind}:${jobSeqs(job).join(',')}`;
}

function guessOf(n: number): MediaGuess {
  return { site: 'netflix', siteItemId: `item-${n}`, kind: 'movie', title: `Movie ${n}`, year: 2000 + n };
}

function weekOffline(viewings: number): ScrobbleCommand[] {
  return Array.from({ length: viewings }, (_, n) => {
    const at = WEEK_AGO + n * 60_000;
    return [
      { action: 'start' as const, guess: guessOf(n), progress: 1, at },
      { action: 'pause' as const, guess: guessOf(n), progress: 40, at: at + 1000 },
      { action: 'stop' as const, guess: guessOf(n), progress: 95, at: at + 2000, counts: true },
    ];
  }).flat();
}

function mixedQueue(random: () => number, length: number): OutboxEntry[] {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  return Array.from({ length }, (): OutboxEntry => {
    const n = Math.floor(random() * 12);
    if (random() < 0.2) {
      const item = { kind: 'movie' as const, svcId: 100 + (n % 4), title: `M${n}` };
      const write: LibraryWrite = pick([
        { kind: 'rate', item, rating: 7 },
        { kind: 'unrate', item },
        { kind: 'list', item, status: 'planned' },
      ] as LibraryWrite[]);
      return newLibraryEntry(write, NOW);
    }
    const at = random() < 0.5 ? NOW - STALE_SCROBBLE_MS - 60_000 : NOW - 5_000;
    const target = { item: { kind: 'show' as const, svcId: 500 + (n % 3), title: `S${n}` }, episode: { season: 1, number: n % 2 } };
    const subject = pick(['guess', 'guess', 'both', 'target'] as const);
    const about = subject === 'guess' ? { guess: guessOf(n) } : subject === 'both' ? { guess: guessOf(n), target } : { target };
    const action = pick(['start', 'pause', 'stop', 'stop', 'checkin'] as const);
    return newEntry({ ...about, action, progress: 50, at, ...(action === 'stop' ? { counts: random() < 0.7 } : {}) } as ScrobbleCommand, at);
  });
}

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}
