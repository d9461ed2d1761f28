import type { Seek } from '../../lib/messages/media';

/**
 * The user's last jump in the timeline, from media events alone: a scrub to the end is then told
 * apart from watching the end. Where the jump began is the clock's estimate at `seeking`; what
 * played since is how far the element moved on from where it landed. A value (a new item starts
 * with none: `{}`), kept by the player machine.
 */
export interface Seeks {
  /** Where a jump under way began. */
  from?: number;
  /** The last jump that landed. */
  landed?: { from: number; to: number };
}

/** A jump begins at `estimate`; a second `seeking` before it landed keeps where the first began. */
export const seeking = (seeks: Seeks, estimate: number): Seeks => ({ ...seeks, from: seeks.from ?? estimate });

/** The element landed at `currentTime`. */
export const seeked = (seeks: Seeks, estimate: number, currentTime: number): Seeks => ({ landed: { from: seeks.from ?? estimate, to: currentTime } });

/**
 * The last jump, with what played since it as of `currentTime`; none before the first. The seeks
 * count in the element's seconds; where the site's timeline differs (ads spliced in, a
 * segment-relative position) the jump is moved by `offset` into it.
 */
export const lastSeek = ({ landed }: Seeks, currentTime: number, offset = 0): Seek | undefined =>
  landed && { from: Math.max(0, landed.from + offset), to: Math.max(0, landed.to + offset), playedSince: Math.max(0, currentTime - landed.to) };
