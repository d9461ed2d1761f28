import { describe, expect, it } from 'vitest';
import { SeekTracker } from './seek-tracker';

/** Plays from `from` to `to` in timeupdate steps of `step` media seconds. */
function play(tracker: SeekTracker, from: number, to: number, step = 0.25, rate = 1): void {
  for (let t = from + step; t <= to + 1e-9; t += step) tracker.onTimeUpdate(t, rate);
}

describe('SeekTracker', () => {
  it('knows nothing of jumps before the first one', () => {
    const tracker = new SeekTracker();
    play(tracker, 0, 30);
    expect(tracker.last).toBeUndefined();
  });

  it('records where a jump started and landed, and what played since', () => {
    const tracker = new SeekTracker();
    play(tracker, 0, 60);
    tracker.onSeeking();
    tracker.onTimeUpdate(2550, 1);
    tracker.onSeeked(2550);
    play(tracker, 2550, 2580);
    expect(tracker.last?.from).toBeCloseTo(60);
    expect(tracker.last?.to).toBe(2550);
    expect(tracker.last?.playedSince).toBeCloseTo(30);
  });

  it('counts fast playback (playbackRate) as played, but not a jump', () => {
    const tracker = new SeekTracker();
    tracker.onSeeking();
    tracker.onSeeked(100);
    play(tracker, 100, 140, 2, 8);
    expect(tracker.last?.playedSince).toBeCloseTo(40);
    tracker.onTimeUpdate(900, 8);
    expect(tracker.last?.playedSince).toBeCloseTo(40);
  });

  it('a new item forgets the old jumps', () => {
    const tracker = new SeekTracker();
    tracker.onSeeking();
    tracker.onSeeked(100);
    tracker.reset(0);
    expect(tracker.last).toBeUndefined();
  });
});
