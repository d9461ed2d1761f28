import { describe, expect, it } from 'vitest';
import { isPlausibleYear, yearOfDate } from './year';

describe('release years', () => {
  it('reads the year of a date and refuses implausible ones', () => {
    expect(yearOfDate('2019-11-01')).toBe(2019);
    expect(yearOfDate(' 1895 ')).toBe(1895);
    // The fuzz suite's counterexample: a page's og:video:release_date of "2201".
    expect(yearOfDate('2201')).toBeUndefined();
    expect(yearOfDate('1869-01-01')).toBeUndefined();
    expect(yearOfDate('soon')).toBeUndefined();
    expect(yearOfDate(undefined)).toBeUndefined();
  });

  it('bounds the same years the message schemas accept', () => {
    expect([1870, 2200].every(isPlausibleYear)).toBe(true);
    expect([1869, 2201, 2000.5, Number.NaN].some(isPlausibleYear)).toBe(false);
  });
});
