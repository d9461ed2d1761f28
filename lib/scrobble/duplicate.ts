// The duplicate-watch rule (issue 30): before a history write, the viewings the extension holds of
// the same item (same episode or movie) say whether this one is already on record. Pure: the
// caller reads the held viewings and logs or skips.

/** A viewing the service recorded from this extension (IndexedDB `viewings`, by watch key). */
export interface HeldViewing {
  /** Epoch ms the viewing finished; noon UTC of its day when only the day is known. */
  at: number;
  /** The site it was watched on, when one is known (an import row names none). */
  site?: string;
  dayOnly?: true;
}

/** A history write about to be sent: a live stop, an import row, a mark watched. */
export interface WriteToCheck {
  at: number;
  /** Only the day is known (a "Download all" row): `at` is noon UTC of that day. */
  dayOnly?: boolean;
  /** The item's runtime, when known: two finishes closer than this are one viewing. */
  runtimeMs?: number;
  /** The user said "I'm watching this again": it is never a duplicate. */
  deliberateRewatch?: boolean;
}

/** Without a runtime, finishes within an hour are one viewing (the service's duplicate stop window, spec 8). */
export const DEFAULT_RUNTIME_MS = 3600_000;
/** A day-only time is noon UTC; every zone's local day lies within ±14 h of it (lib/import/dedupe.ts). */
export const SAME_DAY_MS = 14 * 3600_000;
/** Viewings held per item: enough for the rule, which looks at nearby times only. */
export const HELD_VIEWINGS_PER_ITEM = 5;

/** The held viewing this write repeats, if any (the nearest in time). */
export function duplicateOf(write: WriteToCheck, held: readonly HeldViewing[]): HeldViewing | undefined {
  if (write.deliberateRewatch) return undefined;
  const within = (viewing: HeldViewing) => (write.dayOnly || viewing.dayOnly ? SAME_DAY_MS : (write.runtimeMs ?? DEFAULT_RUNTIME_MS));
  const repeats = held.filter((viewing) => Math.abs(viewing.at - write.at) <= within(viewing));
  return repeats.sort((a, b) => Math.abs(a.at - write.at) - Math.abs(b.at - write.at))[0];
}

/** The held viewings with one more, the newest kept, oldest first. */
export function withViewing(held: readonly HeldViewing[], viewing: HeldViewing): HeldViewing[] {
  return [...held, viewing].sort((a, b) => a.at - b.at).slice(-HELD_VIEWINGS_PER_ITEM);
}
