import { backoffDelayMs, nextNewYorkMidnight } from '../limits/backoff';
import { UnresolvedError } from '../resolve/errors';
import { DAILY_QUOTA_CODES, NetworkError, ServiceError, SignedOutError } from '../service/errors';
import { t } from '../i18n/t';
import type { OutboxEntry } from './entry';

/** What to do with an entry after one attempt. */
export type Verdict =
  /** `nothingSent`: the job left the queue without a write (a repeat kept back, a skipped entry). */
  | { kind: 'done'; summary: string; nothingSent?: true }
  /**
   * `counts`: which budget this retry draws on. `backoff`: the spec 7 budget of five (429
   * `rate_limit` and 5xx only); `throttle`: a 412 block in a row. Anything else draws on none.
   */
  | { kind: 'retry'; atMs: number; reason: string; counts?: 'backoff' | 'throttle' }
  /**
   * Wait for the user: signed out, or (reauth) a sign-in with the write scope is needed, or
   * (untilMs) the service refuses the registration: the queue waits and tries again rarely.
   */
  | { kind: 'hold'; reason: string; reauth?: boolean; untilMs?: number }
  | { kind: 'failed'; reason: string }
  /** Not sure which item this is: wait for the user to pick it; `subject` says which entries. */
  | { kind: 'parked'; reason: string; subject: string };

/** What a sender resolves with: the answer in words, or, when it wrote nothing, the reason marked so. */
export type SendOutcome = string | { summary: string; nothingSent: true };

export const doneVerdict = (outcome: SendOutcome): Verdict => (typeof outcome === 'string' ? { kind: 'done', summary: outcome } : { kind: 'done', ...outcome });

/** spec 8: the per-user write lock lasts up to 20 s; retry shortly, it is not a failure. */
const WRITE_LOCK_RETRY_MS = 5_000;
/**
 * spec 7 412 `client_id_failed`: a throttling block that grows with further overage, or a client id
 * that is wrong or suspended. Wait minutes, growing (1, 2, 4, ... capped); once the 412s have lasted
 * REGISTRATION_REFUSED_AFTER_MS the user is told and the queue held, tried again only hourly.
 */
const THROTTLE_FIRST_WAIT_MS = 60_000;
const THROTTLE_MAX_WAIT_MS = 60 * 60_000;
export const REGISTRATION_REFUSED_AFTER_MS = 30 * 60_000;
/** What the user is told once the 412s have lasted REGISTRATION_REFUSED_AFTER_MS. */
export const registrationRefused = () => t('reason_appRefused');
/** Offline or a dropped connection: keep trying, at most this far apart. */
const NETWORK_RETRY_CAP_MS = 60_000;

export interface PolicyContext {
  /** Every earlier retry of the entry, whatever the cause (paces network retries). */
  attempts: number;
  /** Earlier retries on the spec 7 budget: 429 `rate_limit` and 5xx only. */
  backoffs?: number;
  /** 412 answers in a row so far, and when the first of them came. */
  throttles?: number;
  throttledSince?: number;
  now: number;
  random: () => number;
}

/** Classifies a failed attempt per spec 7 and 8. Pure: the executor applies the verdict. */
export function verdictForError(error: unknown, context: PolicyContext): Verdict {
  const { attempts, now, random, backoffs = 0, throttles = 0 } = context;
  if (error instanceof SignedOutError) return { kind: 'hold', reason: error.message };
  if (error instanceof UnresolvedError) return { kind: 'parked', reason: error.message, subject: error.subject };
  if (error instanceof NetworkError) {
    const delay = Math.min(NETWORK_RETRY_CAP_MS, 1000 * 2 ** Math.min(attempts, 6) + random() * 1000);
    return { kind: 'retry', atMs: now + delay, reason: t('reason_unreachable') };
  }
  if (!(error instanceof ServiceError)) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
  // spec 5.2 / 7: a token without media:write, or a V1 token on a V2 endpoint: only a new sign-in helps.
  if (error.status === 403 && (error.code === 'insufficient_scope' || error.code === 'oauth2_token_required')) {
    return { kind: 'hold', reauth: true, reason: t('reason_reauth') };
  }
  if (error.status === 400 && error.code === 'RATE_LIMIT') {
    return { kind: 'retry', atMs: now + Math.max(WRITE_LOCK_RETRY_MS, (error.retryAfterSeconds ?? 0) * 1000), reason: t('reason_writeLock') };
  }
  if (error.status === 429 && DAILY_QUOTA_CODES.has(error.code)) {
    // spec 7: Retry-After gives the seconds until the reset; without it, New York midnight.
    const atMs = error.retryAfterSeconds !== null ? now + error.retryAfterSeconds * 1000 : nextNewYorkMidnight(now);
    return { kind: 'retry', atMs, reason: t('reason_dailyLimit') };
  }
  if (error.status === 412) return throttleVerdict(error, context, throttles);
  if (error.status === 429 || error.status >= 500) {
    const delay = backoffDelayMs(backoffs, random, error.retryAfterSeconds);
    return delay === null
      ? { kind: 'failed', reason: t('reason_keptFailing', error.code) }
      : { kind: 'retry', atMs: now + delay, reason: t('reason_answered', error.status), counts: 'backoff' };
  }
  return { kind: 'failed', reason: `${error.message} (${error.code})` };
}

function throttleVerdict(error: ServiceError, context: PolicyContext, throttles: number): Verdict {
  const { now } = context;
  const grown = Math.min(THROTTLE_MAX_WAIT_MS, THROTTLE_FIRST_WAIT_MS * 2 ** Math.min(throttles, 10));
  const atMs = now + Math.max(grown, (error.retryAfterSeconds ?? 0) * 1000);
  const since = context.throttledSince ?? now;
  if (now - since >= REGISTRATION_REFUSED_AFTER_MS) return { kind: 'hold', reason: registrationRefused(), untilMs: atMs };
  return { kind: 'retry', atMs, reason: t('reason_throttling'), counts: 'throttle' };
}

/**
 * The entry's budgets after one more retry of this kind: only 429 `rate_limit` and 5xx draw on the
 * spec 7 backoff budget; a 412 extends the run of throttles, and any other answer ends that run.
 */
export function counted(entry: OutboxEntry, counts: 'backoff' | 'throttle' | undefined, now: number): OutboxEntry {
  const { throttles: _throttles, throttledSince: _since, ...rest } = entry;
  const next: OutboxEntry = counts === 'backoff' ? { ...rest, backoffs: (entry.backoffs ?? 0) + 1 } : rest;
  return counts === 'throttle' ? { ...next, throttles: (entry.throttles ?? 0) + 1, throttledSince: entry.throttledSince ?? now } : next;
}
