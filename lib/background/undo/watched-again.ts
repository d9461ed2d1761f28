import { titleKey, type TitleRef } from '../../media/keys';
import type { TitleLastWatched } from '../../service/last-watched';
import { BUCKET_OF_KIND, type ActivityBucket, type ActivityBucketStamps } from '../../service/sync-reads';
import type { WrittenWatch } from '../../undo/written';

// Issue 30: "Undo never removes a viewing the user made in another way". Pure: the caller reads
// the service (activities, then the library read) and the extension's own watches.

/**
 * An own watch this near a title's latest watch is taken to be that watch: a scrobble's held time
 * is the user's stop, the service's its arrival, and the two clocks differ a little.
 */
export const OWN_WATCH_SLACK_MS = 10 * 60_000;

/**
 * The buckets the library read must look at: those of the watches' titles whose history moved
 * after the write was answered (spec 4.3 refetch rule). A bucket without a readable stamp is read.
 */
export function movedBuckets(watches: readonly WrittenWatch[], writtenAt: number, stamps: Record<ActivityBucket, ActivityBucketStamps>): ActivityBucket[] {
  const buckets = new Set(watches.flatMap((watch) => BUCKET_OF_KIND[watch.target.item.kind]));
  return [...buckets].filter((bucket) => {
    const moved = Date.parse(stamps[bucket].watched_at ?? '');
    return Number.isNaN(moved) || moved > writtenAt;
  });
}

/**
 * When the service's history shows a later watch of one of the watches' titles that this
 * extension did not write: the title's latest watch is after the watch being undone and near
 * none of the extension's own watches of it. The library read names titles, not episodes, so a
 * later episode of the same show asks too: asking once too often is the safe side.
 */
export function watchedAgainAt(
  watches: readonly WrittenWatch[],
  latest: readonly TitleLastWatched[],
  ownTimes: (title: TitleRef) => readonly number[],
): number | undefined {
  const latestOf = new Map(latest.map((row) => [titleKey(row), row.lastWatchedAt]));
  const later = watches.flatMap((watch) => {
    const at = latestOf.get(titleKey(watch.target.item));
    if (at === undefined || at <= watch.at) return [];
    const own = ownTimes(watch.target.item).some((time) => Math.abs(time - at) <= OWN_WATCH_SLACK_MS);
    return own ? [] : [at];
  });
  return later.length > 0 ? Math.max(...later) : undefined;
}
