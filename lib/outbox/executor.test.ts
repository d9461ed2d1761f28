import { describe, expect, it } from 'vitest';
import { NetworkError } from '../service/errors';
import { OutboxExecutor } from './executor';
import { command, serviceError, tick, harness } from './executor.fixtures';

describe('OutboxExecutor: order and removal', () => {
  it('sends every entry once, oldest first, and removes each once done', async () => {
    const h = harness({ entries: 4 });
    await h.executor.drain();
    expect(h.sent).toEqual([1, 2, 3, 4]);
    expect(h.store.seqs()).toEqual([]);
    expect(h.verdicts.map(([seq, verdict]) => [seq, verdict.kind])).toEqual([
      [1, 'done'],
      [2, 'done'],
      [3, 'done'],
      [4, 'done'],
    ]);
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
    const h = harness({
      entries: 2,
      send: async (entry) => {
        if (entry.seq === 1) throw serviceError(500, 'internal');
        return 'ok';
      },
    });
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
