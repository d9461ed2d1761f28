import { ACTIVITY_BUCKETS, type Activities, type ActivityBucket, type ActivityField } from '../service/sync-reads';

/** What one library open must reread, decided from the activity timestamps alone. */
export interface RefreshPlan {
  playback: boolean;
  /** Buckets whose Watchlist moved, each with the `date_from` of a delta read (absent: read all). */
  watchlist: Array<{ bucket: ActivityBucket; since?: string }>;
  ratings: ActivityBucket[];
  stats: boolean;
}

function moved(before: Activities | undefined, after: Activities, bucket: ActivityBucket, field: ActivityField): boolean {
  return before === undefined || before[bucket][field] !== after[bucket][field];
}

/**
 * spec 4.3 refetch rule: compare each category's timestamp with the stored one and reread only
 * what moved. With nothing stored (first open, or after sign-out) everything is read in full.
 *
 * - Saved playbacks depend on pauses (`playback`) and, through hide_watched (spec 3.1), on watches
 *   recorded elsewhere (`watched_at`).
 * - The Watchlist moves with `watchlisted_at` (history writes that change a status move it too);
 *   a delta read from the stored timestamp brings every row changed since. Titles removed on the
 *   website leave no row to see, so a bucket whose last full read is stale is read whole instead.
 * - Ratings have no delta read: a moved type is read whole (removals must disappear).
 * - The stats count watches and ratings.
 */
export function planRefresh(before: Activities | undefined, after: Activities, fullReadFresh: (bucket: ActivityBucket) => boolean = () => true): RefreshPlan {
  const any = (field: ActivityField) => ACTIVITY_BUCKETS.some((bucket) => moved(before, after, bucket, field));
  return {
    playback: any('playback') || any('watched_at'),
    watchlist: ACTIVITY_BUCKETS.filter((bucket) => moved(before, after, bucket, 'watchlisted_at')).map((bucket) => {
      // A delta shows changed rows, never removed ones: once in a while a moved bucket is read whole.
      const since = fullReadFresh(bucket) ? before?.[bucket].watchlisted_at : undefined;
      return since ? { bucket, since } : { bucket };
    }),
    ratings: ACTIVITY_BUCKETS.filter((bucket) => moved(before, after, bucket, 'rated_at')),
    stats: any('watched_at') || any('rated_at'),
  };
}

export function isEmptyPlan(plan: RefreshPlan): boolean {
  return !plan.playback && plan.watchlist.length === 0 && plan.ratings.length === 0 && !plan.stats;
}
