// Whether an imported viewing is already on the service. A file rarely agrees with the service to
// the second: the full export's time is when the last session ended, a scrobble's when the player
// passed its threshold; the "Download all" file knows only the viewer's local day.
import type { Viewing } from './viewing';

/** A watch the user's history already holds: `key` is lib/media/keys.ts watchKey. */
export interface HistoryWatch {
  key: string;
  watchedAt: number;
}

/** Exact times count as the same watch this close together (a long episode's start vs end). */
export const SAME_WATCH_MS = 3 * 3600_000;
/** A day-only viewing is stored at noon UTC; every zone's local day lies within ±14 h of it. */
export const SAME_DAY_MS = 14 * 3600_000;

export function isSameWatch(viewing: Pick<Viewing, 'watchedAt' | 'exactTime'>, existing: number): boolean {
  const tolerance = viewing.exactTime ? SAME_WATCH_MS : SAME_DAY_MS;
  return Math.abs(viewing.watchedAt - existing) <= tolerance;
}

/** Indexes the history by watch key for many look-ups. */
export function indexHistory(watches: readonly HistoryWatch[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  for (const watch of watches) {
    const times = index.get(watch.key);
    if (times) times.push(watch.watchedAt);
    else index.set(watch.key, [watch.watchedAt]);
  }
  return index;
}

export function alreadyInHistory(index: ReadonlyMap<string, readonly number[]>, key: string, viewing: Pick<Viewing, 'watchedAt' | 'exactTime'>): boolean {
  return (index.get(key) ?? []).some((at) => isSameWatch(viewing, at));
}

/**
 * What a finished import remembers per source and profile, so a re-import of the same (or a
 * longer, newer) file skips what was written before even if the history read missed it.
 */
export function importMemoryKey(viewing: Pick<Viewing, 'rawTitle' | 'watchedAt' | 'profile'>): string {
  return `${viewing.profile ?? ''}\u0000${viewing.rawTitle}\u0000${viewing.watchedAt}`;
}

export function importSourceKey(format: string, profile: string | undefined): string {
  return `${format}:${profile ?? ''}`;
}
