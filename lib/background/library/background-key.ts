import { ACTIVITY_BUCKETS, type Activities } from '../../service/sync-reads';

/**
 * What the cached header picture was read under. spec 2.8 names no bucket field for "watched"
 * (only `playback`, and "further per-category timestamps"), so every timestamp of every bucket
 * counts: the picture is read again when any of them moved, in whatever order they came.
 */
export function backgroundKey(userId: number, activities: Activities | undefined): string {
  const stamps = ACTIVITY_BUCKETS.map((bucket) => Object.entries(activities?.[bucket] ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return JSON.stringify([userId, stamps]);
}
