import { describe, expect, it } from 'vitest';
import { BACKOFF_SECONDS, backoffDelayMs, nextNewYorkMidnight } from './backoff';

const HOUR = 3600 * 1000;

/** Wall-clock parts of an instant in New York, read through Intl (independent of the code under test). */
const newYorkFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
  hourCycle: 'h23',
});
function newYork(ms: number): { date: string; time: string } {
  const parts = newYorkFormat.formatToParts(new Date(ms));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '?';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}:${get('second')}.${get('fractionalSecond')}` };
}

/** The calendar day after `date` (YYYY-MM-DD), computed in UTC so no time zone is involved. */
function dayAfter(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function expectNextNewYorkMidnight(now: number): void {
  const midnight = nextNewYorkMidnight(now);
  const label = `now=${new Date(now).toISOString()} (${JSON.stringify(newYork(now))}) -> ${new Date(midnight).toISOString()}`;
  expect(newYork(midnight).time, label).toBe('00:00:00.000');
  expect(midnight, label).toBeGreaterThan(now);
  expect(midnight - now, label).toBeLessThanOrEqual(25 * HOUR);
  // The next midnight, not a later one: it falls on the New York day after now's New York day.
  expect(newYork(midnight).date, label).toBe(dayAfter(newYork(now).date));
}

describe('backoffDelayMs (spec 7: 1, 2, 4, 8, 16 s plus 0-1 s jitter, then give up)', () => {
  it('has the spec schedule', () => {
    expect([...BACKOFF_SECONDS]).toEqual([1, 2, 4, 8, 16]);
  });

  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16000],
  ])('attempt %d waits %d ms plus jitter in [0, 1) s', (attempt, base) => {
    expect(backoffDelayMs(attempt, () => 0, null)).toBe(base);
    expect(backoffDelayMs(attempt, () => 0.5, null)).toBe(base + 500);
    const most = backoffDelayMs(attempt, () => 0.999999, null)!;
    expect(most).toBeGreaterThanOrEqual(base);
    expect(most).toBeLessThan(base + 1000);
  });

  it.each([5, 6, 10, 100])('gives up at attempt %d', (attempt) => {
    expect(backoffDelayMs(attempt, () => 0, null)).toBeNull();
    expect(backoffDelayMs(attempt, () => 0, 1)).toBeNull();
  });

  it.each([
    [0, 30, 30_000],
    [4, 60, 60_000],
    [2, 4.5, 4500],
  ])('attempt %d with Retry-After %d s waits %d ms (Retry-After larger)', (attempt, retryAfter, expected) => {
    expect(backoffDelayMs(attempt, () => 0.25, retryAfter)).toBe(expected);
  });

  it.each([
    [0, 0, 1250],
    [3, 2, 8250],
    [4, 16, 16250],
  ])('attempt %d with a smaller Retry-After %d s keeps the backoff (%d ms)', (attempt, retryAfter, expected) => {
    expect(backoffDelayMs(attempt, () => 0.25, retryAfter)).toBe(expected);
  });
});

describe('nextNewYorkMidnight (spec 8: daily reset at midnight America/New_York)', () => {
  const fixed: Array<[string, string]> = [
    // Ordinary winter (EST, UTC-5) and summer (EDT, UTC-4) days.
    ['2026-01-15T17:00:00.000Z', '2026-01-16T05:00:00.000Z'],
    ['2026-07-04T03:59:59.999Z', '2026-07-04T04:00:00.000Z'],
    ['2026-07-04T04:00:00.000Z', '2026-07-05T04:00:00.000Z'],
    ['2026-07-04T04:00:00.001Z', '2026-07-05T04:00:00.000Z'],
    // Spring forward, Sunday 2026-03-08 02:00 EST -> 03:00 EDT: that day has 23 hours.
    ['2026-03-07T17:00:00.000Z', '2026-03-08T05:00:00.000Z'],
    ['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z'],
    ['2026-03-08T06:30:00.000Z', '2026-03-09T04:00:00.000Z'],
    ['2026-03-08T07:30:00.000Z', '2026-03-09T04:00:00.000Z'],
    ['2026-03-09T03:59:59.000Z', '2026-03-09T04:00:00.000Z'],
    // Fall back, Sunday 2026-11-01 02:00 EDT -> 01:00 EST: that day has 25 hours.
    ['2026-10-31T16:00:00.000Z', '2026-11-01T04:00:00.000Z'],
    ['2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z'],
    ['2026-11-01T05:30:00.000Z', '2026-11-02T05:00:00.000Z'],
    ['2026-11-01T06:30:00.000Z', '2026-11-02T05:00:00.000Z'],
    ['2026-11-02T04:59:59.999Z', '2026-11-02T05:00:00.000Z'],
  ];

  it.each(fixed)('%s -> %s', (now, expected) => {
    expect(new Date(nextNewYorkMidnight(Date.parse(now))).toISOString()).toBe(expected);
  });

  it('is exactly the next 00:00:00.000 New York time, every 7 minutes across both 2026 DST switch days', () => {
    for (const [from, to] of [
      ['2026-03-06T00:00:00Z', '2026-03-10T00:00:00Z'],
      ['2026-10-30T00:00:00Z', '2026-11-03T00:00:00Z'],
    ] as const) {
      for (let now = Date.parse(from) + 13; now < Date.parse(to); now += 7 * 60 * 1000) {
        expectNextNewYorkMidnight(now);
      }
    }
  });

  it('is exactly the next 00:00:00.000 New York time at 2000 instants spread over 2026', () => {
    let seed = 2026;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const start = Date.parse('2026-01-01T00:00:00Z');
    const span = Date.parse('2027-01-01T00:00:00Z') - start;
    for (let i = 0; i < 2000; i += 1) expectNextNewYorkMidnight(start + Math.floor(random() * span));
  });

  it('at New York midnight itself, is the midnight after (strictly later)', () => {
    for (const midnight of ['2026-01-01T05:00:00Z', '2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z', '2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z']) {
      expectNextNewYorkMidnight(Date.parse(midnight));
    }
  });

  it('the day of the spring switch is 23 hours long and the day of the autumn switch 25', () => {
    const springStart = Date.parse('2026-03-08T05:00:00Z');
    expect(nextNewYorkMidnight(springStart) - springStart).toBe(23 * HOUR);
    const autumnStart = Date.parse('2026-11-01T04:00:00Z');
    expect(nextNewYorkMidnight(autumnStart) - autumnStart).toBe(25 * HOUR);
  });
});
