/**
 * At most `limit` events per key in any `windowMs` (a sliding window, not buckets: a burst across
 * a bucket boundary would pass twice the limit). Kept in memory: what it bounds is a flood, and a
 * flooding page keeps the worker alive anyway.
 */
export function slidingCap(limit: number, windowMs: number, now: () => number = Date.now) {
  const recent = new Map<number, number[]>();
  return {
    /** Counts the event and says whether it is within the cap (one over it is not counted). */
    allow(key: number): boolean {
      const at = now();
      const kept = (recent.get(key) ?? []).filter((time) => time > at - windowMs);
      const allowed = kept.length < limit;
      if (allowed) kept.push(at);
      recent.set(key, kept);
      return allowed;
    },
    /** The key's tab went: its count goes with it. */
    forget(key: number): void {
      recent.delete(key);
    },
  };
}
export type SlidingCap = ReturnType<typeof slidingCap>;
