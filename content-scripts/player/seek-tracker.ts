import type { Seek } from '../../lib/messages/media';

/**
 * Remembers the user's last jump in the timeline and how much has really played since, from
 * media events alone: a scrub to the end is then told apart from watching the end.
 */
export class SeekTracker {
  private steady = 0;
  private seekingFrom: number | null = null;
  last: Seek | undefined;

  /** timeupdate: small forward steps are playback; anything else is a jump seen elsewhere. */
  onTimeUpdate(currentTime: number, playbackRate: number): void {
    const delta = currentTime - this.steady;
    if (this.seekingFrom === null && delta > 0 && delta <= Math.max(1, playbackRate) * 1.5 && this.last) {
      this.last.playedSince += delta;
    }
    if (this.seekingFrom === null) this.steady = currentTime;
  }

  onSeeking(): void {
    this.seekingFrom ??= this.steady;
  }

  onSeeked(currentTime: number): void {
    this.last = { from: this.seekingFrom ?? this.steady, to: currentTime, playedSince: 0 };
    this.seekingFrom = null;
    this.steady = currentTime;
  }

  /** A new item starts with no jumps behind it. */
  reset(currentTime: number): void {
    this.steady = currentTime;
    this.seekingFrom = null;
    this.last = undefined;
  }
}
