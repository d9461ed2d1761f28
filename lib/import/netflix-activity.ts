// The viewing-activity page's "Download all" file: `Title,Date`, newest first, local days only.
import { decideDates } from './locale-dates';
import { parseNetflixTitle } from './netflix-title';
import type { FileReading, Viewing } from './viewing';

export const ACTIVITY_HEADER = ['Title', 'Date'] as const;

const NOON_MS = 12 * 3600_000;

/** Reads the rows after the header. */
export function readActivityRows(body: string[][]): FileReading {
  const bad = body.findIndex((row) => row.length !== 2 || (row[0] ?? '').trim() === '');
  if (bad >= 0) return { ok: false, error: { code: 'row-malformed', line: bad + 2 } };
  const decision = decideDates(body.map((row) => row[1] ?? ''));
  if (!decision.ok) {
    return decision.reason === 'ambiguous'
      ? { ok: false, error: { code: 'dates-ambiguous' } }
      : { ok: false, error: { code: 'date-unreadable', line: decision.row + 2, text: decision.text } };
  }
  const viewings = body.map((row, i): Viewing => {
    const date = decision.dates[i] as { year: number; month: number; day: number };
    const rawTitle = (row[0] ?? '').trim();
    return { title: parseNetflixTitle(rawTitle), rawTitle, watchedAt: Date.UTC(date.year, date.month - 1, date.day) + NOON_MS, exactTime: false };
  });
  return { ok: true, format: 'netflix-activity', viewings, dateOrder: decision.order, skipped: 0 };
}
