import { describe, expect, it } from 'vitest';
import { newEntry } from './entry';
import { command, MemoryOutboxStore, serviceError } from './executor.fixtures';
import { OutboxExecutor } from './executor';

const NOW = Date.parse('2026-06-10T12:00:00Z');
const RESET = NOW + 3600_000;

/** An executor over `store` whose sends answer with `answer`, recording what it says when idle. */
function executorOver(store: MemoryOutboxStore, answer: () => Promise<string>, onIdle?: (until: number | null) => Promise<void>) {
  const idle: Array<number | null> = [];
  const sent: number[] = [];
  const executor = new OutboxExecutor({
    store,
    now: () => NOW,
    random: () => 0,
    wake: () => undefined,
    send: async (job) => {
      sent.push(job.kind === 'scrobble' ? job.entry.seq! : job.entries[0]!.seq!);
      return answer();
    },
    onVerdict: async () => undefined,
    onIdle: async (until) => {
      idle.push(until);
      await onIdle?.(until);
    },
  });
  return { executor, idle, sent };
}

describe('OutboxExecutor: it says when nothing more is due', () => {
  it('a head waiting for the quota reset holds the stop behind it: idle until the reset, nothing sent', async () => {
    const store = new MemoryOutboxStore();
    store.addEntry({ ...newEntry(command(1, 'start'), NOW), attempts: 1, notBefore: RESET });
    store.add(command(1, 'stop'), NOW);
    const { executor, idle, sent } = executorOver(store, async () => 'ok');
    await executor.drain();
    expect(sent).toEqual([]);
    expect(idle).toEqual([RESET]);
  });

  it('a quota 429 answer: idle until the reset it announced; an emptied queue: idle with nothing waiting', async () => {
    const quotaStore = new MemoryOutboxStore();
    quotaStore.add(command(1, 'start'), NOW);
    const quota = executorOver(quotaStore, () => Promise.reject(serviceError(429, 'user_limit_exceeded', 3600)));
    await quota.executor.drain();
    expect(quota.idle).toEqual([RESET]);

    const doneStore = new MemoryOutboxStore();
    doneStore.add(command(2, 'start'), NOW);
    const done = executorOver(doneStore, async () => 'ok');
    await done.executor.drain();
    expect(done.sent).toEqual([1]);
    expect(done.idle).toEqual([null]);
  });

  it('an entry queued while it says so is not left behind: the loop runs again and says so again', async () => {
    const store = new MemoryOutboxStore();
    store.add(command(1, 'start'), NOW);
    let queuedLate = false;
    const { executor, idle, sent } = executorOver(
      store,
      async () => 'ok',
      async () => {
        if (queuedLate) return;
        queuedLate = true;
        store.add(command(2, 'start'), NOW);
        void executor.drain();
      },
    );
    await executor.drain();
    expect(sent).toEqual([1, 2]);
    expect(idle).toEqual([null, null]);
  });
});
