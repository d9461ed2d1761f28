import type { TimelineReader } from '../../page-world/reader';

interface NetflixPlayer {
  getCurrentTime(): number;
  getDuration(): number;
}
interface NetflixGlobal {
  appContext?: {
    state?: {
      playerApp?: { getAPI?(): { videoPlayer?: { getAllPlayerSessionIds(): string[]; getVideoPlayerBySessionId(id: string): NetflixPlayer | undefined } } };
    };
  };
}

/** Netflix's player API, in milliseconds; the session id of what the user watches starts with "watch-". */
export const netflixTimeline: TimelineReader = (win) => {
  const api = (win as Window & { netflix?: NetflixGlobal }).netflix?.appContext?.state?.playerApp?.getAPI?.().videoPlayer;
  const session = api?.getAllPlayerSessionIds().find((id) => id.startsWith('watch-'));
  const player = session ? api?.getVideoPlayerBySessionId(session) : undefined;
  if (!player) return null;
  return { position: player.getCurrentTime() / 1000, duration: player.getDuration() / 1000 };
};
