import { DAILY_QUOTA_CODES, ServiceError } from '../service/errors';
import { nextNewYorkMidnight } from './backoff';
import { t } from '../i18n/t';

/**
 * spec 7 and 8: a daily quota 429 (`user_limit_exceeded` / `app_limit_exceeded`) means the quota is
 * spent until its reset, which `Retry-After` announces (else midnight America/New_York). Until then
 * nothing that draws on the quota may go out, from any part of the extension (the popup, the library
 * page, the resolver's search, the outbox). A held request is not sent but refused here with the
 * same 429 and the seconds still to wait: every caller already knows what a quota 429 means (the
 * outbox retries at the reset, reads show it), and a popup must not wait hours for an answer.
 *
 * What draws on the quota is the contract's: every API request except the exempt reads (detail
 * lookups, episode lists, `/redirect`) and the CDN. The sign-in endpoints go through, so the user can
 * still sign out (and the revoke reach the service) or refresh a token during a hold.
 *
 * The hold lives in memory: a restarted worker forgets it and meets the 429 once more (the outbox
 * keeps its own retry time in IndexedDB).
 */
export interface QuotaHold {
  /** Throws the held 429 when `path` on `host` draws on a quota that is spent. */
  check(host: 'api' | 'web' | 'cdn', path: string): void;
  /** A 429 answered by the service: a daily quota one starts (or extends) the hold. */
  noteAnswer(error: ServiceError): void;
  /**
   * spec 8: `X-RateLimit-Remaining: 0` on a success means the quota is spent and the next request
   * is a sure 429: the hold starts now, until the reset, instead of after that 429.
   */
  noteRemaining(host: 'api' | 'web' | 'cdn', path: string, headers: Headers): void;
  /** A new sign-in (or none) has its own quota. */
  clear(): void;
}

/** spec 8: served from the edge cache, exempt from both rates and from the daily quota. */
export const RATE_EXEMPT_PATHS = [/^\/(movies|tv|anime)\/\d+$/, /^\/(tv|anime)\/episodes\/\d+$/, /^\/redirect$/];
const EXEMPT_PATHS = [...RATE_EXEMPT_PATHS, /^\/oauth2?\//];

export function drawsOnQuota(host: 'api' | 'web' | 'cdn', path: string): boolean {
  return host === 'api' && !EXEMPT_PATHS.some((pattern) => pattern.test(path));
}

export function createQuotaHold(now: () => number): QuotaHold {
  let held: { until: number; error: ServiceError } | null = null;
  return {
    check(host, path) {
      if (!held || !drawsOnQuota(host, path)) return;
      const left = held.until - now();
      if (left <= 0) {
        held = null;
        return;
      }
      throw held.error.heldFor(left);
    },
    noteAnswer(error) {
      if (error.status !== 429 || !DAILY_QUOTA_CODES.has(error.code)) return;
      const at = now();
      const until = error.retryAfterSeconds !== null ? at + error.retryAfterSeconds * 1000 : nextNewYorkMidnight(at);
      held = { until: Math.max(until, held?.until ?? 0), error };
    },
    noteRemaining(host, path, headers) {
      if (!drawsOnQuota(host, path) || headers.get('x-ratelimit-remaining')?.trim() !== '0') return;
      const at = now();
      const until = nextNewYorkMidnight(at);
      // V2 is the only generation that sends the header, and its quota is the user's (spec 8).
      const spent = new ServiceError(429, 'user_limit_exceeded', t('reason_dailyLimit'), null, Math.ceil((until - at) / 1000), null);
      held = { until: Math.max(until, held?.until ?? 0), error: spent };
    },
    clear() {
      held = null;
    },
  };
}
