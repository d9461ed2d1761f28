// The "Download all" file writes dates in the account's locale with no hint which one: "4/21/25"
// (en-US), "24.01.23" (de), "2021-12-15" (fr-CA), "2/01/2016" (en-AU), "5. 1. 2024" (sk),
// "05.01.24." (sr), "2024. 01. 05." (hu), "24. 1. 5." (ko), "2024/01/05" (ja, zh). One file uses
// one format, so the format is decided from every row together, never per row: "5/2/26" alone is
// May or February. When more than one reading fits every row all through, the file is refused
// rather than read wrong.
import { splitDate, type DateParts } from './date-parts';

/** A calendar date without time or zone: the file gives only the viewer's local day. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export type DateOrder = 'ymd' | 'mdy' | 'dmy';

export type DateDecision =
  { ok: true; order: DateOrder; dates: LocalDate[] } | { ok: false; reason: 'unreadable'; row: number; text: string } | { ok: false; reason: 'ambiguous' };

/** Netflix streaming began in January 2007: no viewing in the file is older. */
const STREAMING_BEGAN = 20070101;
const DAY_MS = 86_400_000;
const ORDERS: readonly DateOrder[] = ['ymd', 'mdy', 'dmy'];

function fullYear(year: number): number {
  // Two-digit years: streaming began in 2007, so every two-digit year is this century.
  return year < 100 ? 2000 + year : year;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function dateKey(date: LocalDate): number {
  return date.year * 10_000 + date.month * 100 + date.day;
}

function utcDateKey(ms: number): number {
  const date = new Date(ms);
  return dateKey({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

/**
 * Which field is the year in `order`, and whether the text's shape allows it there: a four-digit
 * first field is only ever a year; a two-digit year comes first only in Korea's "yy. M. d." shape.
 */
function fits(parts: DateParts, order: DateOrder): boolean {
  const [first, , last] = parts.widths;
  if (order === 'ymd') return first === 4 || (first === 2 && parts.koreanShape);
  return first <= 2 && (last === 2 || last === 4);
}

function toDate(parts: DateParts, order: DateOrder, latest: number): LocalDate | null {
  if (!fits(parts, order)) return null;
  const [a, b, c] = parts.numbers;
  const [year, month, day] = order === 'ymd' ? [fullYear(a), b, c] : order === 'mdy' ? [fullYear(c), a, b] : [fullYear(c), b, a];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const date = { year, month, day };
  const key = dateKey(date);
  return key >= STREAMING_BEGAN && key <= latest ? date : null;
}

/** Rows come newest first; a reading that keeps them in that order is the one the file means. */
function keepsNewestFirst(dates: LocalDate[]): boolean {
  return dates.every((date, i) => i === 0 || dateKey(date) <= dateKey(dates[i - 1] as LocalDate));
}

interface Reading {
  order: DateOrder;
  dates: LocalDate[];
  /** The first row this order cannot read, or -1. */
  failsAt: number;
}

function readAll(parts: DateParts[], order: DateOrder, latest: number): Reading {
  const dates: LocalDate[] = [];
  for (const [row, part] of parts.entries()) {
    const date = toDate(part, order, latest);
    if (!date) return { order, dates, failsAt: row };
    dates.push(date);
  }
  return { order, dates, failsAt: -1 };
}

/** Of several readings that fit every row, the one the file's shape and row order leave, if one. */
function breakTie(readings: Reading[], parts: DateParts[]): Reading | undefined {
  const ordered = readings.filter((reading) => keepsNewestFirst(reading.dates));
  let left = ordered.length > 0 ? ordered : readings;
  // Dots are the day-first and year-first locales' separator (de, ru, pl, ko…); no month-first
  // locale uses them.
  if (parts.every((part) => part.separator === '.')) left = left.filter((reading) => reading.order !== 'mdy');
  return left.length === 1 ? left[0] : undefined;
}

/**
 * Decides one order for all of a file's date texts (given in file order, newest first). `now`
 * bounds the newest date (tomorrow, for the zones ahead of UTC).
 */
export function decideDates(texts: readonly string[], now: number = Date.now()): DateDecision {
  if (texts.length === 0) return { ok: true, order: 'dmy', dates: [] };
  const parts: DateParts[] = [];
  for (const [row, text] of texts.entries()) {
    const split = splitDate(text);
    if (!split) return { ok: false, reason: 'unreadable', row, text };
    parts.push(split);
  }
  const latest = utcDateKey(now + DAY_MS);
  const readings = ORDERS.map((order) => readAll(parts, order, latest));
  const whole = readings.filter((reading) => reading.failsAt < 0);
  if (whole.length === 0) {
    // Name the line where the reading that got furthest stopped: that is the date to look at.
    const furthest = readings.reduce((best, reading) => (reading.failsAt > best.failsAt ? reading : best));
    return { ok: false, reason: 'unreadable', row: furthest.failsAt, text: texts[furthest.failsAt] ?? '' };
  }
  const chosen = whole.length === 1 ? whole[0] : breakTie(whole, parts);
  return chosen ? { ok: true, order: chosen.order, dates: chosen.dates } : { ok: false, reason: 'ambiguous' };
}
