import { describe, expect, it } from 'vitest';
import { NetworkError } from '../service/errors';
import { harness, serviceError } from './executor.fixtures';
import { registrationRefused } from './policy';

/** Runs drain() and moves the clock to the head's next try, `rounds` times. */
async function rounds(h: ReturnType<typeof harness>, count: number): Promise<void> {
  for (let round = 0; round < count; round += 1) {
    await h.executor.drain();
    const head = h.store.get(1);
    if (!head) return;
    h.clock.now = Math.max(h.clock.now, head.notBefore);
  }
}

describe('OutboxExecutor: the spec 7 budget of five counts only 429 rate_limit and 5xx', () => {
  it('timeouts before a run of five 5xx do not make the write fail', async () => {
    const answers: Error[] = [
      new NetworkError('POST /scrobble/start: no answer within 30 s.'),
      new NetworkError('POST /scrobble/start: no answer within 30 s.'),
      new NetworkError('POST /scrobble/start: no answer within 30 s.'),
      ...Array.from({ length: 5 }, () => serviceError(503, 'http_503')),
    ];
    const h = harness({
      entries: 1,
      send: async () => {
        const next = answers.shift();
        if (next) throw next;
        return 'ok';
      },
    });
    await rounds(h, 9);
    expect(h.sent).toHaveLength(9);
    expect(h.verdicts.map(([, verdict]) => verdict.kind)).not.toContain('failed');
    expect(h.verdicts.at(-1)?.[1].kind).toBe('done');
    expect(h.store.seqs()).toEqual([]);
  });

  it('a sixth 5xx in a row still fails the write', async () => {
    const h = harness({ entries: 1, send: async () => Promise.reject(serviceError(500, 'internal')) });
    await rounds(h, 6);
    expect(h.store.get(1)).toMatchObject({ status: 'failed', backoffs: 5 });
  });
});

describe('OutboxExecutor: 412 client_id_failed', () => {
  it('waits growing minutes, then tells the user and holds the queue (the entries behind wait too)', async () => {
    // Pauses: they stay sendable through the half hour (a start that old is never sent, plan.ts).
    const h = harness({ entries: 2, action: 'pause', send: async () => Promise.reject(serviceError(412, 'client_id_failed')) });
    const start = h.clock.now;
    for (let round = 0; round < 6; round += 1) {
      if (round > 0) h.clock.now = h.store.get(1)!.notBefore;
      await h.executor.drain();
    }
    const waits = h.verdicts.filter(([seq]) => seq === 1).map(([, verdict]) => verdict);
    expect(waits.slice(0, 5).map((verdict) => verdict.kind)).toEqual(['retry', 'retry', 'retry', 'retry', 'retry']);
    // 1 + 2 + 4 + 8 + 16 minutes: past the bounded half hour, the sixth 412 holds with a notice.
    expect(waits[5]).toMatchObject({ kind: 'hold', reason: registrationRefused() });
    expect(h.store.get(1)).toMatchObject({ status: 'pending', throttles: 6, throttledSince: start, lastError: registrationRefused() });
    expect(h.store.get(1)!.notBefore).toBeGreaterThan(h.clock.now);
    expect(h.sent.every((seq) => seq === 1)).toBe(true);
    expect(h.wakes.at(-1)).toBe(h.store.get(1)!.notBefore);
  });
});
