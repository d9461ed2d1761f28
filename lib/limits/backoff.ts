/** spec 7: 429 `rate_limit` and 5xx wait 1, 2, 4, 8, 16 s (plus 0-1 s jitter), then give up. */
export const BACKOFF_SECONDS = [1, 2, 4, 8, 16] as const;

export function backoffDelayMs(attempt: number, random: () => number, retryAfterSeconds: number | null): number | null {
  const base = BACKOFF_SECONDS[attempt];
  if (base === undefined) return null;
  const jitter = random() * 1000;
  return Math.max(base * 1000 + jitter, (retryAfterSeconds ?? 0) * 1000);
}

// Building a time-zone formatter costs far more than using one: build each once, on first use.
let clockFormat: Intl.DateTimeFormat | undefined;
let hourFormat: Intl.DateTimeFormat | undefined;

/** spec 8: daily quotas reset at midnight America/New_York, the same instant for everyone. */
export function nextNewYorkMidnight(now: number): number {
  clockFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hourCycle: 'h23', hour: 'numeric', minute: 'numeric', second: 'numeric' });
  hourFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hourCycle: 'h23', hour: 'numeric' });
  const parts = clockFormat.formatToParts(new Date(now));
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const elapsed = (field('hour') * 3600 + field('minute') * 60 + field('second')) * 1000 + (now % 1000);
  // A DST change inside the remaining hours shifts midnight by an hour; re-anchor once to absorb it.
  const guess = now - elapsed + 24 * 3600 * 1000;
  const check = hourFormat.formatToParts(new Date(guess)).find((part) => part.type === 'hour');
  const hour = Number(check?.value ?? 0);
  if (hour === 0) return guess;
  return hour === 23 ? guess + 3600 * 1000 : guess - hour * 3600 * 1000;
}
