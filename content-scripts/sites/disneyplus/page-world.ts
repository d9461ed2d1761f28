import { isTime, type TimelineReader } from '../../page-world/reader';

/** The part of Disney+'s `disney-web-player.mediaPlayer` expando we read (milliseconds). */
interface DisneyMediaPlayer {
  timeline?: { info?: { playheadPositionMs?: unknown; programDurationMs?: unknown } };
}

/**
 * Disney+: the <video> says Infinity (or a segment's length) and a position inside the current
 * segment. The player element's expando knows the program's playhead; the seek bar's thumb in
 * its shadow root (seconds) is the fallback when the expando changes shape.
 */
export const disneyplusTimeline: TimelineReader = (win) => {
  const host = win.document.querySelector('disney-web-player') as (Element & { mediaPlayer?: DisneyMediaPlayer }) | null;
  const info = host?.mediaPlayer?.timeline?.info;
  if (info && isTime(info.playheadPositionMs) && isTime(info.programDurationMs) && info.programDurationMs > 0) {
    return { position: info.playheadPositionMs / 1000, duration: info.programDurationMs / 1000 };
  }
  const thumb = win.document.querySelector('progress-bar')?.shadowRoot?.querySelector('.progress-bar__thumb');
  const position = Number(thumb?.getAttribute('aria-valuenow'));
  const duration = Number(thumb?.getAttribute('aria-valuemax'));
  return isTime(position) && isTime(duration) && duration > 0 ? { position, duration } : null;
};
