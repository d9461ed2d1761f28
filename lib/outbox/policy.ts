import { backoffDelayMs, nextNewYorkMidnight } from '../limits/backoff';
import { UnresolvedError } from '../resolve/errors';
import { DAILY_QUOTA_CODES, NetworkError, ServiceError, SignedOutError } from '../service/errors';

/** What to do with an entry after one attempt. */
export type Verdict =
  | { kind: 'done'; summary: string }
  | { kind: 'retry'; atMs: number; reason: string }
  /** Wait for the user: signed out, or (reauth) a sign-in with the write scope is needed. */
  | { kind: 'hold'; reason: string; reauth?: boolean }
  | { kind: 'failed'; reason: string }
  /** Not sure which item this is: wait for the user to pick it; `subject` says which entries. */
  | { kind: 'parked'; reason: string; subject: string };

/** spec 8: the per-user write lock lasts up to 20 s; retry shortly, it is not a failure. */
const WRITE_LOCK_RETRY_MS = 5_000;
/** spec 7 412: a throttling block that grows with further overage; wait, never hammer. */
const THROTTLE_WAIT_MS = 60_000;
/** Offline or a dropped connection: keep trying, at most this far apart. */
const NETWORK_RETRY_CAP_MS = 60_000;

export interface PolicyContext {
  attempts: number;
  now: number;
  random: () => number;
}

/** Classifies a failed attempt per spec 7 and 8. Pure: the executor applies the verdict. */
export function verdictForError(error: unknown, context: PolicyContext): Verdict {
  const { attempts, now, random } = context;
  if (error instanceof SignedOutError) return { kind: 'hold', reason: error.message };
  if (error instanceof UnresolvedError) return { kind: 'parked', reason: error.message, subject: error.subject };
  if (error instanceof NetworkError) {
    const delay = Math.min(NETWORK_RETRY_CAP_MS, 1000 * 2 ** Math.min(attempts, 6) + random() * 1000);
    return { kind: 'retry', atMs: now + delay, reason: 'The service could not be reached; will retry.' };
  }
  if (!(error instanceof ServiceError)) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
  // spec 5.2 / 7: a token without media:write, or a V1 token on a V2 endpoint: only a new sign-in helps.
  if (error.status === 403 && (error.code === 'insufficient_scope' || error.code === 'oauth2_token_required')) {
    return { kind: 'hold', reauth: true, reason: 'Watchmark needs permission to update your library. Please sign in again.' };
  }
  if (error.status === 400 && error.code === 'RATE_LIMIT') {
    return { kind: 'retry', atMs: now + Math.max(WRITE_LOCK_RETRY_MS, (error.retryAfterSeconds ?? 0) * 1000), reason: 'Another write was in progress; retrying.' };
  }
  if (error.status === 429 && DAILY_QUOTA_CODES.has(error.code)) {
    return { kind: 'retry', atMs: nextNewYorkMidnight(now), reason: 'Daily limit reached; resumes after midnight New York time.' };
  }
  if (error.status === 412) {
    return { kind: 'retry', atMs: now + Math.max(THROTTLE_WAIT_MS, (error.retryAfterSeconds ?? 0) * 1000), reason: 'The service is throttling requests; waiting.' };
  }
  if (error.status === 429 || error.status >= 500) {
    const delay = backoffDelayMs(attempts, random, error.retryAfterSeconds);
    return delay === null
      ? { kind: 'failed', reason: `The service kept failing (${error.code}).` }
      : { kind: 'retry', atMs: now + delay, reason: `The service answered ${error.status}; retrying.` };
  }
  return { kind: 'failed', reason: `${error.message} (${error.code})` };
}
