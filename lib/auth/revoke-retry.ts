import { nextNewYorkMidnight } from '../limits/backoff';
import { DAILY_QUOTA_CODES, ServiceError } from '../service/errors';

/**
 * spec 5.2: a revoke is what ends a connection's 180-day refresh token, and the service answers it
 * 200 whatever the token; so a failed revoke is the network, a burst, a block or an outage, and is
 * worth trying again for as long as the token could live. The waits grow (1 s, 2 s, 4 s, ... an
 * hour at most), never shorter than a `Retry-After`; a daily quota waits for its reset.
 */
export const REVOKE_WORTH_TRYING_MS = 180 * 24 * 3600 * 1000;
const LONGEST_WAIT_MS = 3600 * 1000;

/** When to try a failed revoke again (epoch ms), or null when trying again cannot help. */
export function nextRevokeAttempt(error: unknown, attempts: number, firstTriedAt: number, now: number, random: () => number): number | null {
  if (now - firstTriedAt >= REVOKE_WORTH_TRYING_MS) return null;
  if (error instanceof ServiceError) {
    // spec 7: a request the service refused as malformed (400) or not ours (401) is not sent unchanged.
    if (error.status === 400 || error.status === 401) return null;
    if (error.status === 429 && DAILY_QUOTA_CODES.has(error.code) && error.retryAfterSeconds === null) return nextNewYorkMidnight(now);
  }
  const grown = Math.min(LONGEST_WAIT_MS, 1000 * 2 ** Math.min(attempts, 12) + random() * 1000);
  const told = error instanceof ServiceError ? (error.retryAfterSeconds ?? 0) * 1000 : 0;
  return now + Math.max(grown, told);
}
