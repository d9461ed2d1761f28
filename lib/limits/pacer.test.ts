import { describe, expect, it } from 'vitest';
import { createPacer, createSerialPacer, lastWriteEnd } from './pacer';

/** A clock the test moves: sleep(ms) resolves when the clock passes its end. */
function fakeClock() {
  let now = 0;
  const sleepers: Array<{ until: number; wake: () => void }> = [];
  return {
    now: () => now,
    sleep: (ms: number) => new Promise<void>((resolve) => sleepers.push({ until: now + ms, wake: resolve })),
    /** The machine's clock is set back: nothing sleeping wakes. */
    setBack(ms: number) {
      now = ms;
    },
    async advanceTo(ms: number) {
      now = ms;
      for (const sleeper of sleepers.splice(0)) {
        if (sleeper.until <= now) sleeper.wake();
        else sleepers.push(sleeper);
      }
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    },
  };
}

describe('createPacer: one slot per gap, even for callers that wait at the same time', () => {
  it('three callers at once go at 0, 1 s and 2 s, never two in the same second', async () => {
    const clock = fakeClock();
    const pace = createPacer(1000, clock.now, clock.sleep);
    const went: number[] = [];
    const callers = [pace(), pace(), pace()].map((waiting) => waiting.then(() => went.push(clock.now())));
    for (const at of [0, 500, 1000, 1500, 2000]) await clock.advanceTo(at);
    await Promise.all(callers);
    expect(went).toEqual([0, 1000, 2000]);
  });

  it('starts with a full gap after a recent call (a worker restart)', async () => {
    const clock = fakeClock();
    await clock.advanceTo(100);
    const pace = createPacer(1000, clock.now, clock.sleep, 0);
    let went = -1;
    const waiting = pace().then(() => (went = clock.now()));
    await clock.advanceTo(999);
    expect(went).toBe(-1);
    await clock.advanceTo(1000);
    await waiting;
    expect(went).toBe(1000);
  });
});

describe('createSerialPacer: the next write starts a full gap after the previous one ended', () => {
  it('a slow answer pushes the next write back; callers go one at a time, in order', async () => {
    const clock = fakeClock();
    const pace = createSerialPacer(1000, clock.now, clock.sleep);
    const started: Array<[string, number]> = [];
    const first = pace().then((release) => (started.push(['a', clock.now()]), release));
    const second = pace().then((release) => (started.push(['b', clock.now()]), release));
    await clock.advanceTo(0);
    const releaseFirst = await first;
    // The first answer takes 700 ms: the second may start at 1700, not at 1000.
    await clock.advanceTo(700);
    releaseFirst();
    for (const at of [1000, 1500, 1699]) await clock.advanceTo(at);
    expect(started).toEqual([['a', 0]]);
    await clock.advanceTo(1700);
    (await second)();
    expect(started).toEqual([
      ['a', 0],
      ['b', 1700],
    ]);
  });
});

describe("createSerialPacer after a worker restart: the previous worker's write times", () => {
  it('a last write that ended long ago: the first write goes at once', async () => {
    const clock = fakeClock();
    await clock.advanceTo(10_000);
    const pace = createSerialPacer(1000, clock.now, clock.sleep, Promise.resolve(lastWriteEnd({ startedAt: 2_000, endedAt: 2_300 }, 10_000)));
    const release = pace();
    await clock.advanceTo(10_000);
    expect(typeof (await release)).toBe('function');
  });

  it('a write that ended 400 ms ago: the first write waits out the rest of the gap', async () => {
    const clock = fakeClock();
    await clock.advanceTo(10_000);
    const pace = createSerialPacer(1000, clock.now, clock.sleep, Promise.resolve(lastWriteEnd({ startedAt: 9_300, endedAt: 9_600 }, 10_000)));
    let granted = false;
    const release = pace().then((done) => ((granted = true), done));
    await clock.advanceTo(10_599);
    expect(granted).toBe(false);
    await clock.advanceTo(10_600);
    (await release)();
    expect(granted).toBe(true);
  });

  it('a write under way when the worker stopped, or times that cannot be read: a full gap from now', async () => {
    expect(lastWriteEnd({ startedAt: 9_300, endedAt: 9_000 }, 10_000)).toBe(10_000);
    expect(lastWriteEnd({ startedAt: 9_300 }, 10_000)).toBe(10_000);
    expect(lastWriteEnd(undefined, 10_000)).toBe(-Infinity);
    const clock = fakeClock();
    await clock.advanceTo(10_000);
    const pace = createSerialPacer(1000, clock.now, clock.sleep, Promise.reject(new Error('storage unavailable')));
    let granted = false;
    const release = pace().then((done) => ((granted = true), done));
    for (const at of [10_000, 10_999]) await clock.advanceTo(at);
    expect(granted).toBe(false);
    await clock.advanceTo(11_000);
    (await release)();
    expect(granted).toBe(true);
  });

  it("records each write's start before it is granted, and its end when released", async () => {
    const clock = fakeClock();
    const log: string[] = [];
    const pace = createSerialPacer(1000, clock.now, clock.sleep, -Infinity, {
      started: async (at) => void log.push(`started ${at}`),
      ended: (at) => void log.push(`ended ${at}`),
    });
    const first = pace();
    await clock.advanceTo(0);
    const release = await first;
    expect(log).toEqual(['started 0']);
    await clock.advanceTo(250);
    release();
    expect(log).toEqual(['started 0', 'ended 250']);
  });

  it('times from a clock that was later set back (a write "ended" an hour ahead): at most one gap', async () => {
    expect(lastWriteEnd({ startedAt: 3_609_000, endedAt: 3_610_000 }, 10_000)).toBe(10_000);
    const clock = fakeClock();
    await clock.advanceTo(10_000);
    const pace = createSerialPacer(1000, clock.now, clock.sleep, 3_610_000);
    let granted = false;
    const release = pace().then((done) => ((granted = true), done));
    await clock.advanceTo(10_000);
    await clock.advanceTo(11_000);
    expect(granted).toBe(true);
    (await release)();
  });
});

describe('the pacers when the clock is set back while the worker lives', () => {
  it('createSerialPacer: the next write waits at most one gap, not the hour the clock went back', async () => {
    const clock = fakeClock();
    await clock.advanceTo(3_600_000);
    const pace = createSerialPacer(1000, clock.now, clock.sleep);
    (await pace())();
    clock.setBack(3_600_000 - 5_000);
    let granted = false;
    const release = pace().then((done) => ((granted = true), done));
    await clock.advanceTo(5_000);
    await clock.advanceTo(6_000);
    expect(granted).toBe(true);
    (await release)();
  });

  it('createPacer: likewise', async () => {
    const clock = fakeClock();
    await clock.advanceTo(3_600_000);
    const pace = createPacer(1000, clock.now, clock.sleep);
    await pace();
    clock.setBack(5_000);
    let granted = false;
    const next = pace().then(() => (granted = true));
    await clock.advanceTo(6_000);
    expect(granted).toBe(true);
    await next;
  });
});
