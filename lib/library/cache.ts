import { stampFor } from '../auth/sign-in-generation';
import type { Db } from '../db/database';
import type { CommunityRating } from '../service/community-ratings';
import type { PlaybackRow } from '../service/saved-playbacks';
import type { StaticFile } from '../service/static-files';
import type { Activities, ActivityBucket, RatingRow, WatchlistRow } from '../service/sync-reads';
import type { UserStats } from '../service/user-profile';

/** What the library page keeps between opens (IndexedDB `library` store; cleared on sign-out). */
export interface LibraryCacheKeys {
  /** The activity timestamps the cached reads below correspond to. */
  activities: Activities;
  playback: PlaybackRow[];
  /** The activity timestamps `playback` was read at (the popup's gate reads only playbacks). */
  playbackActivities: Activities;
  watchlist: WatchlistRow[];
  /** When each activity bucket's Watchlist was last read whole (epoch ms). */
  watchlistFullReads: Partial<Record<ActivityBucket, number>>;
  ratings: RatingRow[];
  /** The service's rating of each Watchlist title, reread with the Watchlist bucket it belongs to. */
  communityRatings: CommunityRating[];
  stats: UserStats;
  /** The user's profile number on the service, as they gave it (options page). */
  profile: { userId: number };
  /** Site pages the user last watched an item on, by `<kind>:<svcId>`. */
  siteLinks: Record<string, string>;
  /** Poster and fanart fragments per title (`<kind>:<svcId>`), read once from its detail record. */
  artwork: Record<string, { poster: string | null; fanart: string | null }>;
  /** The header background (spec 4.5) and the watch timestamps it was read under. */
  background: { readUnder: string; title?: string; image?: string };
}

export interface LibraryCache {
  get<K extends keyof LibraryCacheKeys>(key: K): Promise<LibraryCacheKeys[K] | undefined>;
  set<K extends keyof LibraryCacheKeys>(key: K, value: LibraryCacheKeys[K]): Promise<void>;
  delete(key: keyof LibraryCacheKeys): Promise<void>;
  getFile(path: string): Promise<StaticFile | undefined>;
  setFile(file: StaticFile): Promise<void>;
}

/**
 * `madeUnder`: the sign-in generation the caller's work began under (a refresh's reads). Its
 * account data is then written only while that sign-in is current, checked in the writing
 * transaction itself: after a sign-out or another sign-in nothing is written (SignedOutError).
 */
export function idbLibraryCache(db: () => Promise<Db>, madeUnder?: number): LibraryCache {
  const write = async (
    change: (library: { put(value: unknown, key: string): Promise<unknown>; delete(key: string): Promise<unknown> }) => Promise<unknown>,
  ) => {
    const tx = (await db()).transaction(['library', 'state'], 'readwrite');
    const writing = (async () => {
      await stampFor(tx.objectStore('state'), madeUnder);
      await change(tx.objectStore('library'));
    })();
    await Promise.all([writing, tx.done]);
  };
  return {
    get: async (key) => (await (await db()).get('library', key)) as never,
    set: (key, value) => write((library) => library.put(value, key)),
    delete: (key) => write((library) => library.delete(key)),
    getFile: async (path) => (await (await db()).get('library', `cdn:${path}`)) as StaticFile | undefined,
    setFile: async (file) => {
      await (await db()).put('library', file, `cdn:${file.path}`);
    },
  };
}

/** An in-memory cache with the same contract, for unit tests of the refresh logic. */
export function memoryLibraryCache(): LibraryCache & { dump(): Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    get: async (key) => map.get(key) as never,
    set: async (key, value) => {
      map.set(key, structuredClone(value));
    },
    delete: async (key) => {
      map.delete(key);
    },
    getFile: async (path) => map.get(`cdn:${path}`) as StaticFile | undefined,
    setFile: async (file) => {
      map.set(`cdn:${file.path}`, structuredClone(file));
    },
    dump: () => map,
  };
}
