// The "Download all" file writes dates in the account's locale with no hint which one: "4/21/25"
// (en-US), "24.01.23" (de), "2021-12-15" (fr-CA), "2/01/2016" (en-AU). One file uses one format, so
// the format is decided from every row together, never per row: "5/2/26" alone is May or February.

/** A calendar date without time or zone: the file gives only the viewer's local day. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export type DateOrder = 'ymd' | 'mdy' | 'dmy';

export type DateDecision =
  { ok: true; order: DateOrder; dates: LocalDate[] } | { ok: false; reason: 'unreadable'; row: number; text: string } | { ok: false; reason: 'ambiguous' };

interface Parts {
  numbers: [number, number, number];
  yearFirst: boolean;
  dotted: boolean;
}

const DATE_TEXT = /^\s*(\d{1,4})([./-])(\d{1,2})\2(\d{1,4})\s*$/u;

function splitDate(text: string): Parts | null {
  const match = DATE_TEXT.exec(text);
  if (!match) return null;
  const [, a = '', separator, b = '', c = ''] = match;
  const yearFirst = a.length === 4;
  if (!yearFirst && (c.length === 3 || a.length > 2)) return null;
  return { numbers: [Number(a), Number(b), Number(c)], yearFirst, dotted: separator === '.' };
}

function fullYear(year: number): number {
  // Two-digit years: Netflix streaming began in 2007, so every two-digit year is this century.
  return year < 100 ? 2000 + year : year;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function toDate(parts: Parts, order: DateOrder): LocalDate | null {
  const [a, b, c] = parts.numbers;
  const [year, month, day] = order === 'ymd' ? [a, b, c] : order === 'mdy' ? [fullYear(c), a, b] : [fullYear(c), b, a];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function dateKey(date: LocalDate): number {
  return date.year * 10_000 + date.month * 100 + date.day;
}

/** Rows come newest first; a reading that keeps them in that order is the one the file means. */
function keepsNewestFirst(dates: LocalDate[]): boolean {
  return dates.every((date, i) => i === 0 || dateKey(date) <= dateKey(dates[i - 1] as LocalDate));
}

function readAll(parts: Parts[], order: DateOrder): LocalDate[] | null {
  const dates: LocalDate[] = [];
  for (const part of parts) {
    const date = toDate(part, order);
    if (!date) return null;
    dates.push(date);
  }
  return dates;
}

/** Decides one order for all of a file's date texts (given in file order, newest first). */
export function decideDates(texts: readonly string[]): DateDecision {
  const parts: Parts[] = [];
  for (const [row, text] of texts.entries()) {
    const split = splitDate(text);
    if (!split) return { ok: false, reason: 'unreadable', row, text };
    parts.push(split);
  }
  if (parts.length > 0 && parts.every((part) => part.yearFirst)) {
    const dates = readAll(parts, 'ymd');
    return dates ? { ok: true, order: 'ymd', dates } : { ok: false, reason: 'ambiguous' };
  }
  if (parts.some((part) => part.yearFirst)) return { ok: false, reason: 'ambiguous' };

  const readings: Array<{ order: DateOrder; dates: LocalDate[] }> = [];
  for (const order of ['mdy', 'dmy'] as const) {
    const dates = readAll(parts, order);
    if (dates) readings.push({ order, dates });
  }
  const only = readings.length === 1 ? readings[0] : undefined;
  if (only) return { ok: true, ...only };
  if (readings.length === 0) return { ok: false, reason: 'ambiguous' };

  const ordered = readings.filter((reading) => keepsNewestFirst(reading.dates));
  const orderedOnly = ordered.length === 1 ? ordered[0] : undefined;
  if (orderedOnly) return { ok: true, ...orderedOnly };
  // Every value fits both readings in order (e.g. one date, or all on days 1-12 of one month).
  // Dots are the day-first locales' separator (de, ru, pl…); no month-first locale uses them.
  const dmy = readings.find((reading) => reading.order === 'dmy');
  if (dmy && parts.every((part) => part.dotted)) return { ok: true, ...dmy };
  return { ok: false, reason: 'ambiguous' };
}
