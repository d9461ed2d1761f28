import type { Db } from '../../db/database';
import { idbLibraryCache } from '../../library/cache';
import { sharedGatedPlayback } from '../../library/refresh';
import type { SavedPlayback } from '../../messages/popup';
import type { HttpDeps } from '../../service/http';
import { readPlaybackRows } from '../../service/saved-playbacks';
import { readActivities } from '../../service/sync-reads';

/** The popup shows the newest few saved places; the library page shows them all. */
const CONTINUE_WATCHING_ROWS = 5;

/**
 * The popup's "continue watching": saved playbacks, reread only when /sync/activities says they
 * moved (spec 4.3), like the library. `get`: a read paced like every GET, with the shared token.
 */
export function continueWatching(deps: { http: HttpDeps; db: () => Promise<Db>; get: <T>(call: (token: string) => Promise<T>) => Promise<T> }) {
  const { http, get } = deps;
  const savedPlaybacks = sharedGatedPlayback(
    { activities: () => get((token) => readActivities(http, token)), playback: () => get((token) => readPlaybackRows(http, token)) },
    () => idbLibraryCache(deps.db),
  );
  return async (): Promise<SavedPlayback[]> => {
    const rows = await savedPlaybacks();
    return rows.slice(0, CONTINUE_WATCHING_ROWS).map(({ title, progress, pausedAt, season, episode }) => ({
      title,
      progress,
      pausedAt,
      ...(episode !== undefined ? { season: season ?? 1, episode } : {}),
    }));
  };
}
