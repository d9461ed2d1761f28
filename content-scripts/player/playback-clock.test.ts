import { describe, expect, it } from 'vitest';
import { anchorClock, estimate, holdClock } from './playback-clock';

/** The element state a clock is anchored at; wall times in ms. */
const player = { currentTime: 0, duration: 2400, paused: false, ended: false, muted: false, volume: 1, playbackRate: 1 };

describe('PlaybackClock: where the element is between media events', () => {
  it('moves on at the playback rate while playing, without a single timeupdate', () => {
    expect(estimate(anchorClock({ ...player, currentTime: 600 }, 0), 600_000)).toBeCloseTo(1200);
    expect(estimate(anchorClock({ ...player, currentTime: 1200, playbackRate: 2 }, 600_000), 630_000)).toBeCloseTo(1260);
  });

  it('stands still while paused, ended or waiting for data', () => {
    expect(estimate(anchorClock({ ...player, currentTime: 100, paused: true }, 0), 60_000)).toBe(100);
    expect(estimate(anchorClock({ ...player, currentTime: 100, ended: true }, 0), 60_000)).toBe(100);
    expect(estimate(anchorClock({ ...player, currentTime: 100 }, 0, true), 60_000)).toBe(100);
  });

  it('held (the media was emptied, an ad took the element): stays where the item was until anchored again', () => {
    const held = holdClock(anchorClock({ ...player, currentTime: 100 }, 0), 20_000);
    expect(estimate(held, 50_000)).toBe(120);
    expect(estimate(anchorClock({ ...player, currentTime: 120 }, 50_000), 55_000)).toBe(125);
  });

  it('never runs past the end', () => {
    expect(estimate(anchorClock({ ...player, currentTime: 2390 }, 0), 60_000)).toBe(2400);
  });
});
