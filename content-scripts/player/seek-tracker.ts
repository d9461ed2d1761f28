import type { Seek } from '../../lib/messages/media';
import type { PlaybackClock } from './playback-clock';

/**
 * Remembers the user's last jump in the timeline, from media events alone: a scrub to the end is
 * then told apart from watching the end. Where the jump began is the clock's estimate at
 * `seeking`; what played since is how far the element moved on from where it landed.
 */
export interface SeekTracker {
  onSeeking(): void;
  onSeeked(currentTime: number): void;
  /** The last jump, with what played since it as of `currentTime`; none before the first. */
  lastAt(currentTime: number): Seek | undefined;
  /** A new item starts with no jumps behind it. */
  reset(): void;
}

export function seekTracker(clock: PlaybackClock): SeekTracker {
  let seekingFrom: number | null = null;
  let landed: { from: number; to: number } | null = null;
  return {
    onSeeking() {
      seekingFrom ??= clock.estimate();
    },
    onSeeked(currentTime) {
      landed = { from: seekingFrom ?? clock.estimate(), to: currentTime };
      seekingFrom = null;
    },
    lastAt: (currentTime) => (landed ? { ...landed, playedSince: Math.max(0, currentTime - landed.to) } : undefined),
    reset() {
      seekingFrom = landed = null;
    },
  };
}
