/**
 * The years a release can carry: from the first films to a bound no typo passes. One place for
 * the page extractors (which must not offer what the messages refuse) and the message schemas.
 */
export const EARLIEST_YEAR = 1870;
export const LATEST_YEAR = 2200;

/** Takes anything: Number.isInteger is false for what is no number, so checkers need no typeof first. */
export const isPlausibleYear = (year: unknown): year is number =>
  Number.isInteger(year) && (year as number) >= EARLIEST_YEAR && (year as number) <= LATEST_YEAR;

/** The year at the start of a date such as "2019-11-01", when it is a plausible one. */
export function yearOfDate(date: string | undefined): number | undefined {
  const year = Number.parseInt(date?.trim().slice(0, 4) ?? '', 10);
  return isPlausibleYear(year) ? year : undefined;
}
