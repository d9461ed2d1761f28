import { ACTIVITY_BUCKETS, type Activities } from '../../service/sync-reads';

/**
 * What the cached header picture was read under. spec 2.8 names no bucket field for "watched"
 * (only `playback`, and "further per-category timestamps"), so every timestamp of every bucket
 * but `playback` counts, in whatever order they came: the picture is of what was recently
 * watched, and a pause (which moves only `playback`) watched nothing.
 */
export function backgroundKey(userId: number, activities: Activities | undefined): string {
  const stamps = ACTIVITY_BUCKETS.map((bucket) =>
    Object.entries(activities?.[bucket] ?? {})
      .filter(([field]) => field !== 'playback')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return JSON.stringify([userId, stamps]);
}
