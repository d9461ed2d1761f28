import type { TimelineReader } from '../../page-world/reader';

/** The part of Disney+'s `disney-web-player.mediaPlayer` expando we read (milliseconds). */
interface DisneyMediaPlayer {
  timeline?: { info?: { playheadPositionMs?: unknown; programDurationMs?: unknown } };
}

/**
 * Disney+: the <video> says Infinity (or a segment's length) and a position inside the current
 * segment. The player element's expando knows the program's playhead; the seek bar's thumb in
 * its shadow root (seconds) is the fallback when the expando changes shape. Serialised into the
 * page (page-world/reader.ts): nothing from outside its body.
 */
function readDisneyTimeline(win: Window | null): { position: unknown; duration: unknown } | null {
  const { document } = win ?? window;
  const counts = (value: unknown): value is number => typeof value === 'number' && value > 0 && Number.isFinite(value);
  const host = document.querySelector('disney-web-player') as (Element & { mediaPlayer?: DisneyMediaPlayer }) | null;
  const info = host?.mediaPlayer?.timeline?.info;
  const playhead = info?.playheadPositionMs;
  const length = info?.programDurationMs;
  // A playhead of 0 is the program's start; a length of 0 is no program.
  if (counts(length) && (playhead === 0 || counts(playhead))) return { position: playhead / 1000, duration: length / 1000 };
  const thumb = document.querySelector('progress-bar')?.shadowRoot?.querySelector('.progress-bar__thumb');
  if (!thumb) return null;
  return { position: Number(thumb.getAttribute('aria-valuenow')), duration: Number(thumb.getAttribute('aria-valuemax')) };
}

export const disneyplusTimeline: TimelineReader = { read: readDisneyTimeline, args: [] };
