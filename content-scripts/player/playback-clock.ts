import type { PlayerHandle } from './player-handle';

/**
 * Where the player is, without listening to `timeupdate` (issue 17: steady playback costs
 * nothing). Every media event that fixes the time (playing, pause, seeked, ratechange, waiting)
 * anchors it; between them the position moves on at the playback rate.
 * What it is for: the position before a jump (at `seeking` the element already shows the
 * target) and an item's resting place when it is left after the element moved on (to the next
 * stream, or to an ad).
 */
export interface PlaybackClock {
  /** The element's time is known exactly now; `stalled` while it waits for data. */
  anchor(player: PlayerHandle, stalled?: boolean): void;
  /**
   * The element's time is no longer the item's (its media was emptied, an ad plays in it): the
   * clock stops where the item was, until the next anchor.
   */
  hold(): void;
  /** Where the element is by now, in its own seconds. */
  estimate(): number;
}

export function playbackClock(now: () => number = () => performance.now()): PlaybackClock {
  let time = 0;
  let at = 0;
  /** Media seconds per wall second since the anchor: 0 while paused, ended or stalled. */
  let rate = 0;
  let end = Number.POSITIVE_INFINITY;
  const clock: PlaybackClock = {
    anchor(player, stalled) {
      time = player.currentTime;
      at = now();
      rate = stalled || player.paused || player.ended ? 0 : player.playbackRate;
      end = player.duration > 0 ? player.duration : Number.POSITIVE_INFINITY;
    },
    hold() {
      time = clock.estimate();
      at = now();
      rate = 0;
    },
    estimate: () => Math.min(end, time + ((now() - at) / 1000) * rate),
  };
  return clock;
}
