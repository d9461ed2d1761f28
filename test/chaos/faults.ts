import type { Rng } from './rng';

export interface Fault {
  path: string;
  method?: string;
  status?: number;
  error?: string;
  retryAfter?: number;
  latencyMs?: number;
  drop?: boolean;
  /** No answer at all: the extension's own deadline must end the wait (lib/service/bounded-fetch.ts). */
  hang?: boolean;
  /** Processed, then the answer is lost: the retry meets the result (e.g. 409 already_watched). */
  loseAnswer?: boolean;
  times?: number;
}

/** A write that never gets an answer: every run has at least one (run.ts), whatever the seed. */
export function hangingWrite(rng: Rng): { fault: Fault; label: string } {
  const path = rng.pick(['/scrobble/start', '/scrobble/stop', '/sync/history']);
  return { fault: { path, method: 'POST', hang: true, times: 1 }, label: 'request that hangs with no answer' };
}

/**
 * The access token ends and the refresh it forces is throttled, then fails: the sign-in must
 * survive (spec 7 backoff; only `invalid_grant` ends it) and the write it was for must still land.
 */
export function refreshThrottledThenFailing(): { faults: Fault[]; label: string; expireAccess: true } {
  return {
    faults: [
      { path: '/oauth2/token', method: 'POST', status: 429, error: 'rate_limit', retryAfter: 1, times: 1 },
      { path: '/oauth2/token', method: 'POST', status: 503, times: 1 },
    ],
    label: 'access token ended; its refresh answered 429, then 503',
    expireAccess: true,
  };
}

/** The failures a real service and network produce, aimed at the writes that must not be lost. */
export function randomFault(rng: Rng): { fault: Fault; label: string } {
  const path = rng.pick(['/scrobble/', '/scrobble/start', '/scrobble/pause', '/scrobble/stop', '/sync/history']);
  const kind = rng.int(0, 9);
  switch (kind) {
    case 0: {
      const status = rng.pick([500, 502, 503]);
      return { fault: { path, method: 'POST', status, error: status === 500 ? 'internal' : undefined, times: rng.int(1, 2) }, label: `${status}` };
    }
    case 1:
      return { fault: { path, method: 'POST', status: 429, error: 'rate_limit', retryAfter: rng.int(1, 2), times: 1 }, label: '429 rate_limit' };
    case 2:
      return { fault: { path, method: 'POST', status: 400, error: 'RATE_LIMIT', times: 1 }, label: '400 RATE_LIMIT lock' };
    case 3:
      return { fault: { path, method: 'POST', drop: true, times: 1 }, label: 'dropped connection' };
    case 4:
      return { fault: { path, method: 'POST', latencyMs: rng.int(300, 1500), times: rng.int(1, 3) }, label: 'latency' };
    case 5:
      return { fault: { ...hangingWrite(rng).fault, path }, label: 'request that hangs with no answer' };
    case 6:
      // spec 7: a throttling block; the outbox waits minutes, growing, never hammers.
      return { fault: { path, method: 'POST', status: 412, error: 'client_id_failed', times: 1 }, label: '412 client_id_failed throttle' };
    case 7:
      // spec 7: a daily quota whose Retry-After (seconds) says when it resets.
      return {
        fault: { path, method: 'POST', status: 429, error: 'user_limit_exceeded', retryAfter: rng.int(2, 6), times: 1 },
        label: '429 user_limit_exceeded with Retry-After',
      };
    case 8:
      // A finish the service recorded whose answer never came: the retry gets 409 already_watched.
      return { fault: { path: '/scrobble/stop', method: 'POST', loseAnswer: true, times: 1 }, label: 'stop recorded, answer lost (then 409 already_watched)' };
    default:
      return { fault: { path: '/redirect', method: 'GET', status: 503, times: 1 }, label: '503 on lookup' };
  }
}
