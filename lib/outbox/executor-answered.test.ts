import { describe, expect, it } from 'vitest';
import { OutboxExecutor } from './executor';
import { command, MemoryOutboxStore } from './executor.fixtures';
import type { Answered } from './store';

const NOW = Date.parse('2026-06-10T12:00:00Z');

/** Finished watches queued an hour ago: the planner sends them to history in one batch. */
function storeWithStaleWatches(count: number): MemoryOutboxStore {
  const store = new MemoryOutboxStore();
  for (let n = 1; n <= count; n += 1) store.add({ ...command(n, 'stop'), counts: true, at: NOW - 3600_000 + n });
  return store;
}

function executor(store: MemoryOutboxStore, send: (answered: Answered) => Promise<string>): OutboxExecutor {
  return new OutboxExecutor({
    store,
    now: () => NOW,
    random: () => 0,
    wake: () => undefined,
    send: (_job, _guard, answered) => send(answered),
    onVerdict: async () => undefined,
  });
}

describe('OutboxExecutor: an answered batch leaves the queue in one transaction', () => {
  it('a batch the sender did not settle itself is settled whole once it answers, not entry by entry', async () => {
    const store = storeWithStaleWatches(5);
    await executor(store, async () => 'written').drain();
    expect(store.settles).toEqual([[1, 2, 3, 4, 5]]);
    expect(store.seqs()).toEqual([]);
  });

  it('the sender settles the batch with the answer, before its other bookkeeping; it is not settled twice', async () => {
    const store = storeWithStaleWatches(3);
    const queuedAfterAnswer: number[][] = [];
    await executor(store, async (answered) => {
      await answered();
      queuedAfterAnswer.push(store.seqs());
      return 'written';
    }).drain();
    expect(queuedAfterAnswer).toEqual([[]]);
    expect(store.settles).toEqual([[1, 2, 3]]);
  });
});
