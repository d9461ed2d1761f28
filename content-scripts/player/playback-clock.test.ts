import { describe, expect, it } from 'vitest';
import { playbackClock } from './playback-clock';

/** A clock on a hand-moved wall clock, and the element state it is anchored at. */
function clockAt() {
  let now = 0;
  const clock = playbackClock(() => now);
  const player = { currentTime: 0, duration: 2400, paused: false, ended: false, muted: false, volume: 1, playbackRate: 1 };
  return { clock, player, wait: (seconds: number) => void (now += seconds * 1000) };
}

describe('PlaybackClock: where the element is between media events', () => {
  it('moves on at the playback rate while playing, without a single timeupdate', () => {
    const { clock, player, wait } = clockAt();
    clock.anchor({ ...player, currentTime: 600 });
    wait(600);
    expect(clock.estimate()).toBeCloseTo(1200);
    clock.anchor({ ...player, currentTime: 1200, playbackRate: 2 });
    wait(30);
    expect(clock.estimate()).toBeCloseTo(1260);
  });

  it('stands still while paused, ended or waiting for data', () => {
    const { clock, player, wait } = clockAt();
    clock.anchor({ ...player, currentTime: 100, paused: true });
    wait(60);
    expect(clock.estimate()).toBe(100);
    clock.anchor({ ...player, currentTime: 100 }, true);
    wait(60);
    expect(clock.estimate()).toBe(100);
  });

  it('held (the media was emptied, an ad took the element): stays where the item was until anchored again', () => {
    const { clock, player, wait } = clockAt();
    clock.anchor({ ...player, currentTime: 100 });
    wait(20);
    clock.hold();
    wait(30);
    expect(clock.estimate()).toBe(120);
    clock.anchor({ ...player, currentTime: 120 });
    wait(5);
    expect(clock.estimate()).toBe(125);
  });

  it('never runs past the end', () => {
    const { clock, player, wait } = clockAt();
    clock.anchor({ ...player, currentTime: 2390 });
    wait(60);
    expect(clock.estimate()).toBe(2400);
  });
});
