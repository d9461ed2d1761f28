// Runs in a plain Chromium page (bundled by outbox-drain.ts): the executor on the real
// IndexedDB store, with a sender that answers at once, so what is measured is the executor's own
// planning and reading, not the 1 POST/s pacing.
import { openDatabase } from '../../lib/db/database';
import { newEntry } from '../../lib/outbox/entry';
import { OutboxExecutor } from '../../lib/outbox/executor';
import { idbOutboxStore, type OutboxStore } from '../../lib/outbox/store';
import type { ScrobbleCommand } from '../../lib/scrobble/session';

export interface DrainRun {
  entries: number;
  jobs: number;
  ms: number;
  /** Entries handed out by the store's reads (pending, parked, each job's check). */
  entriesRead: number;
  /** IndexedDB read requests the store made. */
  readRequests: number;
}

function counting(store: OutboxStore, run: DrainRun): OutboxStore {
  const count = <T>(found: T[]) => {
    run.entriesRead += found.length;
    return found;
  };
  return {
    ...store,
    pending: async () => (run.readRequests++, count(await store.pending())),
    parked: async () => (run.readRequests++, count(await store.parked())),
    read: async (seqs) => ((run.readRequests += seqs.length), count(await store.read(seqs))),
  };
}

/** `count` commands for different films, each its own job (the case that was quadratic). */
async function seed(count: number): Promise<void> {
  const db = await openDatabase();
  await db.clear('outbox');
  const tx = db.transaction('outbox', 'readwrite');
  const at = Date.now() - 60_000;
  for (let n = 0; n < count; n += 1) {
    const command: ScrobbleCommand = {
      action: n % 2 === 0 ? 'start' : 'pause',
      progress: 10,
      at,
      tabId: 1,
      guess: { site: 'netflix', siteItemId: `film-${n}`, kind: 'movie', title: `Film ${n}` },
    };
    void tx.store.add(newEntry(command, at));
  }
  await tx.done;
}

async function drain(count: number): Promise<DrainRun> {
  await seed(count);
  const run: DrainRun = { entries: count, jobs: 0, ms: 0, entriesRead: 0, readRequests: 0 };
  const executor = new OutboxExecutor({
    store: counting(idbOutboxStore(openDatabase), run),
    now: Date.now,
    random: Math.random,
    wake: () => undefined,
    onVerdict: async () => undefined,
    send: async () => {
      run.jobs += 1;
      return 'ok';
    },
  });
  const started = performance.now();
  await executor.drain();
  run.ms = Math.round(performance.now() - started);
  if ((await (await openDatabase()).count('outbox')) !== 0) throw new Error('the outbox was not drained');
  return run;
}

(globalThis as unknown as { drainBench: typeof drain }).drainBench = drain;
