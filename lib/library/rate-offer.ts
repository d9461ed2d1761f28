import type { LibraryItem } from '../messages/library-writes';
import { titleKey } from '../media/keys';
import type { MarksTable } from './marks';

/** An offer to rate stands this long after the finish; later the moment has passed. */
export const RATE_OFFER_MS = 24 * 3600 * 1000;
/** Titles the user said "not now" to are remembered up to this many; the oldest are forgotten. */
export const DISMISSED_LIMIT = 500;

export interface RateOffer {
  item: LibraryItem;
  at: number;
}

/**
 * Whether a finished item should be offered for rating: only when the user asked for offers, and
 * never for a title they already rated or dismissed an offer for (a rating is the title's, not
 * the episode's, so a dismissal covers every later episode of it).
 */
export function shouldOffer(wanted: boolean, item: LibraryItem, marks: MarksTable, dismissed: readonly string[]): boolean {
  if (!wanted) return false;
  const key = titleKey(item);
  return marks[key]?.rating?.value == null && !dismissed.includes(key);
}

/** The offer the popup shows now, if it still stands (same rules as when it was made). */
export function standingOffer(offer: RateOffer | undefined, marks: MarksTable, dismissed: readonly string[], now: number): LibraryItem | null {
  if (!offer || now - offer.at > RATE_OFFER_MS) return null;
  return shouldOffer(true, offer.item, marks, dismissed) ? offer.item : null;
}

/** Remembers a dismissal; the newest are kept. */
export function withDismissed(dismissed: readonly string[], item: Pick<LibraryItem, 'kind' | 'svcId'>): string[] {
  const key = titleKey(item);
  return [...dismissed.filter((existing) => existing !== key), key].slice(-DISMISSED_LIMIT);
}
