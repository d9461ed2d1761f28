import type { ServiceError } from '../service/errors';
import { RATE_EXEMPT_PATHS } from './quota-hold';

/**
 * spec 7 / 8: a 412 `client_id_failed` is a throttling block on the token or the client id, and
 * "extended by further overage"; a 412 is not retried unchanged. After one, nothing that the block
 * covers goes out from any part of the extension (the outbox, the library's stats POST, a playback
 * DELETE, Discover's random POST, sign-in polling, reads) until the hold ends: the first lasts a
 * minute (or the `Retry-After`), and each 412 met right after a hold doubles it, to an hour at
 * most. A held request is refused here with the same 412 and the seconds left, so every caller
 * handles it as it handles the service's own 412.
 *
 * Covered: every API request but the edge-cached ones exempt from the rates (spec 8), sign-in
 * endpoints included (their POSTs count toward the overage too). Lives in memory like the quota
 * hold: a restarted worker meets the 412 once more.
 */
export interface ThrottleHold {
  /** Throws the held 412 when `path` on `host` is covered by a block still running. */
  check(host: 'api' | 'web' | 'cdn', path: string): void;
  /**
   * The service's answer to a covered request (`refusal`: its error, null for a success): a 412
   * starts (or extends) the hold; any other answer says the block is over, so the next starts short.
   */
  noteAnswer(host: 'api' | 'web' | 'cdn', path: string, refusal: ServiceError | null): void;
}

const FIRST_HOLD_MS = 60_000;
const LONGEST_HOLD_MS = 3600_000;

export function coveredByThrottle(host: 'api' | 'web' | 'cdn', path: string): boolean {
  return host === 'api' && !RATE_EXEMPT_PATHS.some((pattern) => pattern.test(path));
}

export function createThrottleHold(now: () => number): ThrottleHold {
  let held: { until: number; error: ServiceError } | null = null;
  /** 412s met in a row (each after the previous hold ended): the hold doubles with each. */
  let inRow = 0;
  return {
    check(host, path) {
      if (!held || !coveredByThrottle(host, path)) return;
      const left = held.until - now();
      if (left <= 0) return;
      throw held.error.heldFor(left);
    },
    noteAnswer(host, path, refusal) {
      if (!coveredByThrottle(host, path)) return;
      if (refusal?.status !== 412) {
        held = null;
        inRow = 0;
        return;
      }
      const grown = Math.min(LONGEST_HOLD_MS, FIRST_HOLD_MS * 2 ** Math.min(inRow, 6));
      inRow += 1;
      const until = now() + Math.max(grown, (refusal.retryAfterSeconds ?? 0) * 1000);
      held = { until: Math.max(until, held?.until ?? 0), error: refusal };
    },
  };
}
