import { describe, expect, it } from 'vitest';
import type { StepResult } from '../../scrobble/machine';
import type { TabSession } from '../../scrobble/session';
import { unwrittenOutcomes } from './unwritten';

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const outcome = (tabId: number, progress: number, commands = 1): StepResult => ({
  session: { tabId, progress } as unknown as TabSession,
  commands: Array.from({ length: commands }, () => ({ action: 'start', progress, at: 1, tabId }) as never),
  wakeAt: null,
});

/** A store that refuses writes while `full` is set, like IndexedDB over its quota. */
function store() {
  const written: Array<[number, number]> = [];
  const disk = { full: false };
  const write = async (tabId: number, result: StepResult) => {
    if (disk.full) throw quotaError();
    written.push([tabId, (result.session as unknown as { progress: number }).progress]);
  };
  return { written, disk, write };
}

describe('storage full: the report is kept in memory until it can be written', () => {
  it('keeps refused outcomes in order, shows it, and writes them first once there is room', async () => {
    const s = store();
    const outcomes = unwrittenOutcomes(s.write, () => 42);
    expect(await outcomes.commit(1, outcome(1, 10))).toBe('stored');
    s.disk.full = true;
    expect(await outcomes.commit(1, outcome(1, 20))).toBe('kept');
    expect(await outcomes.commit(2, outcome(2, 5))).toBe('kept');
    expect(outcomes.notice()).toEqual({ waiting: 2, since: 42, lost: 0 });
    // The machine decides on what it last decided, not on the older stored session.
    expect(outcomes.session(1)).toEqual({ session: expect.objectContaining({ progress: 20 }) });
    expect(outcomes.session(3)).toBeUndefined();
    s.disk.full = false;
    expect(await outcomes.commit(1, outcome(1, 30))).toBe('stored');
    expect(s.written).toEqual([
      [1, 10],
      [1, 20],
      [2, 5],
      [1, 30],
    ]);
    expect(outcomes.notice()).toBeNull();
  });

  it('any other storage error is not swallowed', async () => {
    const outcomes = unwrittenOutcomes(async () => {
      throw new Error('boom');
    });
    await expect(outcomes.commit(1, outcome(1, 1))).rejects.toThrow('boom');
  });

  it('sign-out drops what waits in memory: none of it is written for the next account', async () => {
    const s = store();
    const outcomes = unwrittenOutcomes(s.write, () => 42);
    s.disk.full = true;
    expect(await outcomes.commit(1, outcome(1, 20))).toBe('kept');
    outcomes.forget();
    expect(outcomes.notice()).toBeNull();
    expect(outcomes.session(1)).toBeUndefined();
    s.disk.full = false;
    expect(await outcomes.commit(2, outcome(2, 5))).toBe('stored');
    expect(s.written).toEqual([[2, 5]]);
  });
});
