import type { Db } from '../../db/database';
import { idbLibraryCache } from '../../library/cache';
import { signInNow } from '../../outbox/store';
import { playbackGate, sharedGatedPlayback, type GatedPlayback } from '../../library/refresh';
import type { SavedPlayback } from '../../messages/popup';
import type { HttpDeps } from '../../service/http';
import { readPlaybackRows } from '../../service/saved-playbacks';
import { readActivities, type Activities } from '../../service/sync-reads';

/** The popup shows the newest few saved places; the library page shows them all. */
const CONTINUE_WATCHING_ROWS = 5;

type PacedGet = <T>(call: (token: string) => Promise<T>) => Promise<T>;

/**
 * The one gate for saved playbacks, shared by the popup and the library page (lib/library/refresh.ts).
 * Each turn's cache is bound to the sign-in current as it begins: rows answered across a sign-out
 * are not written back.
 */
export function savedPlaybackGate(deps: { http: HttpDeps; db: () => Promise<Db>; get: PacedGet }): (after: Activities) => Promise<GatedPlayback> {
  return playbackGate(
    () => deps.get((token) => readPlaybackRows(deps.http, token)),
    async () => idbLibraryCache(deps.db, await signInNow(await deps.db())),
  );
}

/**
 * The popup's "continue watching": saved playbacks, reread only when /sync/activities says they
 * moved (spec 4.3), through the gate the library page uses too. `get`: a read paced like every
 * GET, with the shared token.
 */
export function continueWatching(deps: { http: HttpDeps; get: PacedGet; playbackAt: (after: Activities) => Promise<GatedPlayback> }) {
  const savedPlaybacks = sharedGatedPlayback({ activities: () => deps.get((token) => readActivities(deps.http, token)), playbackAt: deps.playbackAt });
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
