import { backoffDelayMs } from '../limits/backoff';
import { DAILY_QUOTA_CODES, ServiceError } from '../service/errors';

/**
 * What a failed sign-in poll (device code or PIN) leads to. spec 3.4 / 7: a 429 `rate_limit` burst
 * and a 5xx are waits with the 1, 2, 4, 8, 16 s backoff (honouring `Retry-After`), then the flow
 * gives up; a 412 block is waited out; any other refusal ends it, never polled again unchanged; no answer at all (the network)
 * tries again at the next interval. A retry never comes sooner than the service's poll interval.
 */
export type PollFailure = { kind: 'retry'; delayMs: number; busy: boolean } | { kind: 'end' };

/** `busyInRow`: the 429 / 5xx answers met in a row before this one. */
export function afterFailedPoll(error: unknown, busyInRow: number, intervalSec: number, random: () => number): PollFailure {
  const intervalMs = intervalSec * 1000;
  if (!(error instanceof ServiceError)) return { kind: 'retry', delayMs: intervalMs, busy: false };
  // spec 7 / 8: a 412 throttling block (the service's or the shared hold's, throttle-hold.ts) is
  // waited out, never polled into; the flow's own expiry bounds how long.
  if (error.status === 412) return { kind: 'retry', delayMs: Math.max(intervalMs, (error.retryAfterSeconds ?? 60) * 1000), busy: false };
  const burst = error.status === 429 && !DAILY_QUOTA_CODES.has(error.code);
  if (!burst && error.status < 500) return { kind: 'end' };
  const backoff = backoffDelayMs(busyInRow, random, error.retryAfterSeconds);
  return backoff === null ? { kind: 'end' } : { kind: 'retry', delayMs: Math.max(intervalMs, backoff), busy: true };
}
