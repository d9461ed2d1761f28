/**
 * Daily quotas reset at midnight America/New_York, the same instant for everyone (spec 8). The
 * offset (-05:00 or -04:00) comes from the platform's time-zone data, so DST is handled for free.
 */
const FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface Wall {
  y: number;
  m: number;
  d: number;
  h: number;
  mi: number;
  s: number;
}

function wall(ms: number): Wall {
  const get = (type: string) => Number(FORMAT.formatToParts(ms).find((p) => p.type === type)?.value ?? 0);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), mi: get('minute'), s: get('second') };
}

/** Milliseconds to add to UTC to get New York wall-clock time at `ms`. */
function offsetAt(ms: number): number {
  const w = wall(ms);
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.mi, w.s) - (ms - (((ms % 1000) + 1000) % 1000));
}

/** The New York calendar day of `ms`, e.g. '2026-05-01': the key of a day's quota counts. */
export function easternDay(ms: number): string {
  const w = wall(ms);
  return `${w.y}-${String(w.m).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`;
}

/** The next midnight in New York after `ms` (DST switches happen at 02:00, never at midnight). */
export function nextEasternMidnight(ms: number): number {
  const w = wall(ms);
  const localMidnight = Date.UTC(w.y, w.m - 1, w.d + 1);
  const guess = localMidnight - offsetAt(ms);
  return localMidnight - offsetAt(guess);
}
