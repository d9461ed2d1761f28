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

export const TIMELINE_READERS: Record<string, TimelineReader> = {
  /** Netflix's player API, in milliseconds; the session id of what the user watches starts with "watch-". */
  netflix(win) {
    const api = (win as Window & { netflix?: NetflixGlobal }).netflix?.appContext?.state?.playerApp?.getAPI?.().videoPlayer;
    const session = api?.getAllPlayerSessionIds().find((id) => id.startsWith('watch-'));
    const player = session ? api?.getVideoPlayerBySessionId(session) : undefined;
    if (!player) return null;
    return { position: player.getCurrentTime() / 1000, duration: player.getDuration() / 1000 };
  },
};
