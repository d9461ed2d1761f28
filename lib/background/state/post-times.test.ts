import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storage } from 'wxt/utils/storage';
import { storedPostTimes } from './post-times';

beforeEach(() => fakeBrowser.reset());

describe("the last POST's times, kept for the next worker", () => {
  it('a write that ended: the next worker paces from its end', async () => {
    const first = storedPostTimes();
    expect(await first.lastEnd(() => 1_000)).toBe(-Infinity);
    await first.started(2_000);
    first.ended(2_300);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await storedPostTimes().lastEnd(() => 9_000)).toBe(2_300);
  });

  it('a write the worker never saw end (stopped mid-way): counted as just now', async () => {
    const first = storedPostTimes();
    await first.lastEnd(() => 0);
    await first.started(5_000);
    expect(await storedPostTimes().lastEnd(() => 9_000)).toBe(9_000);
  });

  it('times of another shape: counted as just now', async () => {
    await storage.setItem('local:postTimes', { startedAt: 'yesterday' });
    expect(await storedPostTimes().lastEnd(() => 9_000)).toBe(9_000);
  });
});
