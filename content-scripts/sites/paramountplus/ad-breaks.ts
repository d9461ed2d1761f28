import type { PlayerHandle } from '../../player/player-handle';
import type { Timeline } from '../../player/report';

// Paramount+ splices its ad breaks into the program's stream (NPAS skips one by moving currentTime
// on by the countdown), so the <video>'s time and length count every ad. The page marks a break
// only while it plays: a countdown of the seconds left. Each break is noted where the <video> was
// when it showed; the program's time is the element's less the breaks noted before it.

/** The ad countdown (seconds left in the break); `div.ad-click-overlay` lies over the ad beside it. */
const COUNTDOWN = 'div.ad-info-manager-circular-loader-copy';
/** The player's video: the movie pages' marquee trailer is not in it. */
export const PARAMOUNT_VIDEO = '.video__player-area video:not(.marqueeVideo)';

interface Break {
  start: number;
  end: number;
}

/** Breaks seen per element and stream: the next episode's stream starts a ledger of its own. */
const ledgers = new WeakMap<object, { src: string; breaks: Break[] }>();

function breaksOf(video: { currentSrc?: string }): Break[] {
  const src = video.currentSrc ?? '';
  let ledger = ledgers.get(video);
  if (ledger?.src !== src) {
    ledger = { src, breaks: [] };
    ledgers.set(video, ledger);
  }
  return ledger.breaks;
}

/** Seconds left in the break on screen; 0 when none plays. */
function secondsLeft(document: Document): number {
  const left = Number.parseFloat(document.querySelector(COUNTDOWN)?.textContent ?? '');
  return Number.isFinite(left) && left > 0 ? left : 0;
}

/** Where a break lies: `left` seconds on from `at`, or ended by `at` if no countdown shows. */
export function noteBreak(breaks: Break[], at: number, left: number): void {
  const open = breaks.find((entry) => at >= entry.start - 0.5 && at <= entry.end + 0.5);
  if (left > 0) {
    // The countdown is whole seconds rounded up: the lowest end it ever implied is the truest.
    if (open) open.end = Math.max(at, Math.min(open.end, at + left));
    else breaks.push({ start: at, end: at + left });
  } else if (open && at > open.start && at < open.end) {
    open.end = at;
  }
}

/** True while an ad plays in the player; notes the break in the stream's ledger as it goes. */
export function adPlaying(document: Document): boolean {
  const left = secondsLeft(document);
  const video = document.querySelector<HTMLVideoElement>(PARAMOUNT_VIDEO);
  if (video) noteBreak(breaksOf(video), video.currentTime, left);
  return left > 0;
}

/** The breaks' seconds before `at`, and in all. */
export function adSeconds(breaks: readonly Break[], at: number): { before: number; total: number } {
  let before = 0;
  let total = 0;
  for (const { start, end } of breaks) {
    before += Math.max(0, Math.min(end, at) - start);
    total += end - start;
  }
  return { before, total };
}

/**
 * The program's own time: the element's less the breaks seen. A break not yet seen is still in
 * the length, so progress is understated until it has played, never overstated.
 */
export async function programTimeline(player: PlayerHandle): Promise<Timeline | null> {
  if (!Number.isFinite(player.duration)) return null;
  const { before, total } = adSeconds(breaksOf(player as PlayerHandle & { currentSrc?: string }), player.currentTime);
  return { position: Math.max(0, Math.min(player.currentTime, player.duration) - before), duration: Math.max(0, player.duration - total) };
}
