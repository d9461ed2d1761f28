import type { PlayerHandle } from './player-handle';

/**
 * Where the player is, without listening to `timeupdate` (issue 17: steady playback costs
 * nothing). Every media event that fixes the time (playing, pause, seeked, ratechange, waiting)
 * anchors it; between them the position moves on at the playback rate.
 * What it is for: the position before a jump (at `seeking` the element already shows the
 * target) and an item's resting place when it is left after the element moved on (to the next
 * stream, or to an ad). A value: the wall time (`now`, in ms) is handed in, so the player machine
 * that keeps it stays pure.
 */
export interface PlaybackClock {
  /** The element's time at the anchor, and the wall time then. */
  time: number;
  at: number;
  /** Media seconds per wall second since the anchor: 0 while paused, ended, stalled or held. */
  rate: number;
  /** The element's length: the clock never runs past it. */
  end: number;
}

export const STOPPED_CLOCK: PlaybackClock = { time: 0, at: 0, rate: 0, end: Number.POSITIVE_INFINITY };

/** The element's time is known exactly now; `stalled` while it waits for data. */
export const anchorClock = (player: PlayerHandle, now: number, stalled?: boolean): PlaybackClock => ({
  time: player.currentTime,
  at: now,
  rate: stalled || player.paused || player.ended ? 0 : player.playbackRate,
  end: player.duration > 0 ? player.duration : Number.POSITIVE_INFINITY,
});

/** Where the element is by `now`, in its own seconds. */
export const estimate = (clock: PlaybackClock, now: number): number => Math.min(clock.end, clock.time + ((now - clock.at) / 1000) * clock.rate);

/**
 * The element's time is no longer the item's (its media was emptied, an ad plays in it): the
 * clock stops where the item was, until the next anchor.
 */
export const holdClock = (clock: PlaybackClock, now: number): PlaybackClock => ({ ...clock, time: estimate(clock, now), at: now, rate: 0 });
