import { describe, expect, it } from 'vitest';
import { playbackClock } from './playback-clock';
import { seekTracker } from './seek-tracker';

/** A tracker whose clock plays from `currentTime` on a hand-moved wall clock: no timeupdate at all. */
function trackerPlayingFrom(currentTime: number) {
  let now = 0;
  const clock = playbackClock(() => now);
  const player = { currentTime, duration: 2700, paused: false, ended: false, muted: false, volume: 1, playbackRate: 1 };
  clock.anchor(player);
  const tracker = seekTracker(clock);
  return {
    tracker,
    wait: (seconds: number) => void (now += seconds * 1000),
    /** The element landed at `to` after a jump (its `seeked`): the clock is anchored there. */
    landAt: (to: number) => {
      tracker.onSeeked(to);
      clock.anchor({ ...player, currentTime: to });
    },
  };
}

describe('SeekTracker', () => {
  it('knows nothing of jumps before the first one', () => {
    const { tracker, wait } = trackerPlayingFrom(0);
    wait(30);
    expect(tracker.lastAt(30)).toBeUndefined();
  });

  it('records where a jump started (the clock at `seeking`) and landed, and what played since', () => {
    const { tracker, wait, landAt } = trackerPlayingFrom(0);
    wait(60);
    tracker.onSeeking();
    wait(0.3);
    landAt(2550);
    const seek = tracker.lastAt(2580);
    expect(seek?.from).toBeCloseTo(60);
    expect(seek?.to).toBe(2550);
    expect(seek?.playedSince).toBeCloseTo(30);
  });

  it('a second `seeking` before the element landed keeps where the jump began', () => {
    const { tracker, wait, landAt } = trackerPlayingFrom(100);
    tracker.onSeeking();
    wait(5);
    tracker.onSeeking();
    landAt(900);
    expect(tracker.lastAt(900)).toEqual({ from: 100, to: 900, playedSince: 0 });
  });

  it('a jump back counts nothing as played before it lands again', () => {
    const { tracker, landAt } = trackerPlayingFrom(100);
    tracker.onSeeking();
    landAt(40);
    expect(tracker.lastAt(40)?.playedSince).toBe(0);
  });

  it('a new item forgets the old jumps', () => {
    const { tracker, landAt } = trackerPlayingFrom(0);
    tracker.onSeeking();
    landAt(100);
    tracker.reset();
    expect(tracker.lastAt(100)).toBeUndefined();
  });
});
