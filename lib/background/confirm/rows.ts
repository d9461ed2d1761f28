import type { Db } from '../../db/database';
import type { WaitingRow } from '../../messages/popup';
import type { WaitingWatch } from '../../scrobble/waiting';
import { guessFields } from '../playback/parked';

/** The popup shows this many waiting viewings; the library page lists them all. */
export const POPUP_ROWS = 5;

/** How a waiting viewing reads in the popup and the library page (the guess, as the site named it). */
export function rowOf(watch: WaitingWatch): WaitingRow {
  return {
    id: watch.id!,
    ...guessFields(watch.guess),
    watchedAt: watch.watchedAt,
    ...(watch.target ? { picked: watch.target.item.title } : {}),
  };
}

/** For the status (badge and popup): how many wait, and the oldest few; nothing when none does. */
export async function waitingSummary(db: Db): Promise<{ count: number; rows: WaitingRow[] } | null> {
  const count = await db.count('toConfirm');
  if (count === 0) return null;
  return { count, rows: (await db.getAll('toConfirm', null, POPUP_ROWS)).map(rowOf) };
}
