import { titleKey } from '../media/keys';
import type { CommunityRating } from '../service/community-ratings';
import type { PlaybackRow } from '../service/saved-playbacks';
import { BUCKET_OF_KIND, TYPE_OF_BUCKET, type Activities, type ActivityBucket, type RatingRow, type WatchlistRow } from '../service/sync-reads';
import type { ContainerKind } from '../service/media-ref';
import type { UserStats } from '../service/user-profile';
import type { LibraryCache } from './cache';
import { planRefresh } from './gate';

/** The service reads the refresh may make (each paced and authorised by the caller). */
export interface LibraryReads {
  activities(): Promise<Activities>;
  /** Saved playbacks judged against the activities just read, through the one gate (playbackGate). */
  playbackAt(after: Activities): Promise<GatedPlayback>;
  watchlist(type: 'movies' | 'shows' | 'anime', since?: string): Promise<WatchlistRow[]>;
  ratings(type: 'movies' | 'shows' | 'anime'): Promise<RatingRow[]>;
  communityRatings(kind: ContainerKind): Promise<CommunityRating[]>;
  /** null: no profile number given, so nothing to read. */
  stats(): Promise<UserStats | null>;
}

export interface LibrarySnapshot {
  playback: PlaybackRow[];
  watchlist: WatchlistRow[];
  ratings: RatingRow[];
  /** The service's rating of each Watchlist title (its users' score and drop rate). */
  community: CommunityRating[];
  stats: UserStats | null;
  /** The reads this open made besides activities (e.g. `watchlist:shows`), for the page and tests. */
  reread: string[];
}

/** How long Watchlist deltas are trusted before a moved bucket is read whole again. */
export const FULL_WATCHLIST_READ_MS = 7 * 24 * 3600 * 1000;

const KIND_OF_BUCKET: Record<ActivityBucket, ContainerKind> = { movies: 'movie', tv_shows: 'show', anime: 'anime' };

/** A delta replaces changed rows; a full read of a bucket replaces that bucket. */
function mergeWatchlist(cached: WatchlistRow[], bucket: ActivityBucket, rows: WatchlistRow[], delta: boolean): WatchlistRow[] {
  const incoming = new Map(rows.map((row) => [titleKey(row), row]));
  const kept = cached.filter((row) => !incoming.has(titleKey(row)) && (delta || BUCKET_OF_KIND[row.kind] !== bucket));
  return [...kept, ...incoming.values()].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/**
 * One library open: read /sync/activities, compare with what the cache was read at, reread only
 * the parts that moved (spec 4.3), and store the new timestamps last, so a read that fails half
 * way is simply redone on the next open.
 */
export async function refreshLibrary(reads: LibraryReads, cache: LibraryCache, now: number): Promise<LibrarySnapshot> {
  const [after, before, fullReads] = await Promise.all([reads.activities(), cache.get('activities'), cache.get('watchlistFullReads')]);
  const fullReadAt = { ...fullReads };
  const plan = planRefresh(before, after, (bucket) => now - (fullReadAt[bucket] ?? 0) < FULL_WATCHLIST_READ_MS);
  const reread: string[] = [];

  // The cached playbacks may be newer than the rest (the popup rereads only them): the gate judges
  // them by the timestamps they were read at, so a first library open right after the popup's read
  // does not read them again.
  const { rows: playback, reread: playbackReread } = await reads.playbackAt(after);
  if (playbackReread) reread.push('playback');

  let watchlist = (await cache.get('watchlist')) ?? [];
  for (const { bucket, since } of plan.watchlist) {
    const type = TYPE_OF_BUCKET[bucket];
    watchlist = mergeWatchlist(watchlist, bucket, await reads.watchlist(type, since), since !== undefined);
    if (since === undefined) fullReadAt[bucket] = now;
    reread.push(`watchlist:${type}${since ? ':delta' : ''}`);
  }
  if (plan.watchlist.length) {
    await cache.set('watchlist', watchlist);
    await cache.set('watchlistFullReads', fullReadAt);
  }

  // Community ratings follow the Watchlist's titles: one bulk read for a kind that gained a title
  // (or was read whole); a status change alone leaves every title's rating as it was.
  let community = (await cache.get('communityRatings')) ?? [];
  for (const { bucket, since } of plan.watchlist) {
    const kind = KIND_OF_BUCKET[bucket];
    const titles = new Set(watchlist.filter((row) => row.kind === kind).map(titleKey));
    community = community.filter((row) => row.kind !== kind || titles.has(titleKey(row)));
    const rated = new Set(community.map(titleKey));
    if (titles.size === 0 || (since !== undefined && [...titles].every((key) => rated.has(key)))) continue;
    // Extra like the stats card: a refusal keeps what was shown before.
    const rows = await reads.communityRatings(kind).catch(() => null);
    if (!rows) continue;
    community = [...community.filter((row) => row.kind !== kind), ...rows];
    reread.push(`community:${kind}`);
  }
  if (plan.watchlist.length) await cache.set('communityRatings', community);

  let ratings = (await cache.get('ratings')) ?? [];
  for (const bucket of plan.ratings) {
    const type = TYPE_OF_BUCKET[bucket];
    const rows = await reads.ratings(type);
    ratings = [...ratings.filter((row) => BUCKET_OF_KIND[row.kind] !== bucket), ...rows].sort((a, b) => b.ratedAt.localeCompare(a.ratedAt));
    reread.push(`ratings:${type}`);
  }
  if (plan.ratings.length) await cache.set('ratings', ratings);

  let stats = (await cache.get('stats')) ?? null;
  if (plan.stats || stats === null) {
    // The stats card is extra: a refusal (e.g. a V1 token on this V2 endpoint), or no profile
    // number given yet (null, nothing read), leaves it empty.
    stats = await reads.stats().catch(() => null);
    if (stats) {
      await cache.set('stats', stats);
      reread.push('stats');
    }
  }

  await cache.set('activities', after);
  return { playback, watchlist, ratings, community, stats, reread };
}

export interface GatedPlayback {
  rows: PlaybackRow[];
  /** Whether the service was asked (the stamps moved, or nothing was cached). */
  reread: boolean;
}

/**
 * The one gate for saved playbacks (spec 4.3 refetch rule): the popup's continue watching and the
 * library's open judge and read them one at a time, each after the other stored its rows and the
 * stamps they were read at, so two opening at once read them once, not twice.
 */
export function playbackGate(
  read: () => Promise<PlaybackRow[]>,
  cache: () => LibraryCache | Promise<LibraryCache>,
): (after: Activities) => Promise<GatedPlayback> {
  let turn: Promise<unknown> = Promise.resolve();
  return (after) => {
    const mine = turn.then(async (): Promise<GatedPlayback> => {
      const store = await cache();
      const [stamp, cached] = await Promise.all([store.get('playbackActivities'), store.get('playback')]);
      if (cached && !planRefresh(stamp, after).playback) return { rows: cached, reread: false };
      const rows = await read();
      await store.set('playback', rows);
      await store.set('playbackActivities', after);
      return { rows, reread: true };
    });
    turn = mine.catch(() => undefined);
    return mine;
  };
}

/**
 * The popup's "continue watching": saved playbacks gated on /sync/activities like the library page,
 * never reread on every open, as one shared read: requests arriving while one runs (two popups open
 * at once, e.g. one left open while the user signs in from another) get its answer.
 */
export function sharedGatedPlayback(reads: {
  activities(): Promise<Activities>;
  playbackAt: (after: Activities) => Promise<GatedPlayback>;
}): () => Promise<PlaybackRow[]> {
  let running: Promise<PlaybackRow[]> | null = null;
  return () => {
    running ??= reads
      .activities()
      .then(async (after) => (await reads.playbackAt(after)).rows)
      .finally(() => {
        running = null;
      });
    return running;
  };
}

/** After our own DELETE: drop the row locally; the moved `playback` timestamp rereads it next open. */
export async function forgetPlayback(cache: LibraryCache, id: string): Promise<void> {
  const rows = (await cache.get('playback')) ?? [];
  await cache.set(
    'playback',
    rows.filter((row) => row.id !== id),
  );
}
