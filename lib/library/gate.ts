import { ACTIVITY_BUCKETS, ACTIVITY_FIELDS, type Activities, type ActivityBucket, type ActivityField } from '../service/sync-reads';

/** What one library open must reread, decided from the activity timestamps alone. */
export interface RefreshPlan {
  playback: boolean;
  /** Buckets whose Watchlist moved, each with the `date_from` of a delta read (absent: read all). */
  watchlist: Array<{ bucket: ActivityBucket; since?: string }>;
  ratings: ActivityBucket[];
  stats: boolean;
}

const KNOWN_FIELDS: ReadonlySet<string> = new Set(ACTIVITY_FIELDS);

/**
 * A bucket moved as a whole: a field we cannot read precisely (one the contract does not name, or
 * one that appeared or went away) changed. Then everything of that bucket is reread.
 */
function movedWhole(before: Activities | undefined, after: Activities, bucket: ActivityBucket): boolean {
  if (before === undefined) return true;
  const fields = new Set([...Object.keys(before[bucket]), ...Object.keys(after[bucket])]);
  return [...fields].some(
    (field) => before[bucket][field] !== after[bucket][field] && (!KNOWN_FIELDS.has(field) || !(field in before[bucket]) || !(field in after[bucket])),
  );
}

function moved(before: Activities | undefined, after: Activities, bucket: ActivityBucket, field: ActivityField): boolean {
  return before === undefined || before[bucket][field] !== after[bucket][field] || (field !== 'playback' && movedWhole(before, after, bucket));
}

/** A delta read's `date_from`: the stored Watchlist stamp, or the newest of the bucket's stamps. */
function deltaSince(before: Activities | undefined, bucket: ActivityBucket): string | undefined {
  const stamps = before?.[bucket];
  if (!stamps) return undefined;
  if (stamps.watchlisted_at) return stamps.watchlisted_at;
  // Any change after our last read carries a time after every stamp we stored then.
  const values = Object.values(stamps).filter((value): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value)));
  return values.sort((a, b) => Date.parse(b) - Date.parse(a))[0];
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
      const since = fullReadFresh(bucket) ? deltaSince(before, bucket) : undefined;
      return since ? { bucket, since } : { bucket };
    }),
    ratings: ACTIVITY_BUCKETS.filter((bucket) => moved(before, after, bucket, 'rated_at')),
    stats: any('watched_at') || any('rated_at'),
  };
}

export function isEmptyPlan(plan: RefreshPlan): boolean {
  return !plan.playback && plan.watchlist.length === 0 && plan.ratings.length === 0 && !plan.stats;
}
