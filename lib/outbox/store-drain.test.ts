import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { newEntry } from './entry';
import { command } from './executor.fixtures';
import { OutboxExecutor } from './executor';
import { idbOutboxStore, queueEntries, type OutboxStore } from './store';

// The executor on the real store over an in-memory IndexedDB: what a drain reads there.

/** The store, counting the entries each read hands out. */
function counting(store: OutboxStore): OutboxStore & { entriesRead: number } {
  const counted = {
    ...store,
    entriesRead: 0,
    async pending() {
      const found = await store.pending();
      counted.entriesRead += found.length;
      return found;
    },
    async parked() {
      const found = await store.parked();
      counted.entriesRead += found.length;
      return found;
    },
    async read(seqs: readonly number[]) {
      const found = await store.read(seqs);
      counted.entriesRead += found.length;
      return found;
    },
  };
  return counted;
}

async function seed(count: number): Promise<number[]> {
  // Stamped with the current sign-in, as every writer stores its entries; fresh starts, each sent as it is.
  return queueEntries(
    await openDatabase(),
    Array.from({ length: count }, (_, n) => newEntry({ ...command(n + 1), at: Date.now() }, 0)),
  );
}

beforeEach(async () => {
  await (await openDatabase()).clear('outbox');
});

describe('draining the IndexedDB outbox', () => {
  it('reads each of 500 entries about twice (once with the queue, once before its job), and sends each once', async () => {
    await seed(500);
    const store = counting(idbOutboxStore(openDatabase));
    const sent: number[] = [];
    const executor = new OutboxExecutor({
      store,
      now: Date.now,
      random: () => 0,
      wake: () => undefined,
      onVerdict: async () => undefined,
      send: async (job) => {
        if (job.kind === 'scrobble') sent.push(job.entry.seq!);
        return 'ok';
      },
    });
    await executor.drain();
    expect(sent).toHaveLength(500);
    expect(new Set(sent).size).toBe(500);
    expect(await store.countPending()).toBe(0);
    expect(store.entriesRead).toBeLessThanOrEqual(2 * 500 + 2);
  });

  it('entries deleted by another writer mid-drain (an import cancelled) are neither sent nor written back', async () => {
    const seqs = await seed(5);
    const db = await openDatabase();
    const sent: number[] = [];
    const executor = new OutboxExecutor({
      store: idbOutboxStore(openDatabase),
      now: Date.now,
      random: () => 0,
      wake: () => undefined,
      onVerdict: async () => undefined,
      send: async (job) => {
        if (job.kind !== 'scrobble') return 'ok';
        sent.push(job.entry.seq!);
        if (sent.length === 1) for (const seq of seqs.slice(2)) await db.delete('outbox', seq);
        return 'ok';
      },
    });
    await executor.drain();
    expect(sent).toEqual(seqs.slice(0, 2));
    expect(await db.count('outbox')).toBe(0);
  });
});
