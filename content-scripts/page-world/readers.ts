/**
 * Page-world timeline readers, one per site that needs one; they run in the page's own world,
 * so they may read the site's globals. Seconds, or null when the player is not there.
 */
export type TimelineReader = (win: Window) => { position: number; duration: number } | null;

interface NetflixPlayer {
  getCurrentTime(): number;
  getDuration(): number;
}
interface NetflixGlobal {
  appContext?: { state?: { playerApp?: { getAPI?(): { videoPlayer?: { getAllPlayerSessionIds(): string[]; getVideoPlayerBySessionId(id: string): NetflixPlayer | undefined } } } } };
}

/** The part of Disney+'s `disney-web-player.mediaPlayer` expando we read (milliseconds). */
interface DisneyMediaPlayer {
  timeline?: { info?: { playheadPositionMs?: unknown; programDurationMs?: unknown } };
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** "1:02:03" or "48:25" -> seconds. */
function clockSeconds(clock: string): number {
  return clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

export const TIMELINE_READERS: Record<string, TimelineReader> = {
  /** Netflix's player API, in milliseconds; the session id of what the user watches starts with "watch-". */
  netflix(win) {
    const api = (win as Window & { netflix?: NetflixGlobal }).netflix?.appContext?.state?.playerApp?.getAPI?.().videoPlayer;
    const session = api?.getAllPlayerSessionIds().find((id) => id.startsWith('watch-'));
    const player = session ? api?.getVideoPlayerBySessionId(session) : undefined;
    if (!player) return null;
    return { position: player.getCurrentTime() / 1000, duration: player.getDuration() / 1000 };
  },

  /**
   * Disney+: the <video> says Infinity (or a segment's length) and a position inside the current
   * segment. The player element's expando knows the program's playhead; the seek bar's thumb in
   * its shadow root (seconds) is the fallback when the expando changes shape.
   */
  disneyplus(win) {
    const host = win.document.querySelector('disney-web-player') as (Element & { mediaPlayer?: DisneyMediaPlayer }) | null;
    const info = host?.mediaPlayer?.timeline?.info;
    if (info && isTime(info.playheadPositionMs) && isTime(info.programDurationMs) && info.programDurationMs > 0) {
      return { position: info.playheadPositionMs / 1000, duration: info.programDurationMs / 1000 };
    }
    const thumb = win.document.querySelector('progress-bar')?.shadowRoot?.querySelector('.progress-bar__thumb');
    const position = Number(thumb?.getAttribute('aria-valuenow'));
    const duration = Number(thumb?.getAttribute('aria-valuemax'));
    return isTime(position) && isTime(duration) && duration > 0 ? { position, duration } : null;
  },

  /**
   * Prime Video: ads are spliced into the stream, so the <video> counts them. The open player's
   * time indicator shows the feature's own "elapsed / remaining"; it is gone while an ad plays.
   */
  primevideo(win) {
    const indicator = win.document.querySelector('div[id^="dv-web-player"].dv-player-fullscreen .atvwebplayersdk-timeindicator-text');
    const clocks = indicator?.textContent?.match(/\d+(?::\d{2}){1,2}/g);
    if (!clocks || clocks.length < 2) return null;
    const elapsed = clockSeconds(clocks[0]!);
    return { position: elapsed, duration: elapsed + clockSeconds(clocks[1]!) };
  },
};
