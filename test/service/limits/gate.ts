import { readCredentials } from '../auth/client-auth.ts';
import { apiError, oauthError } from '../errors.ts';
import { type Ctx, violate } from '../http.ts';
import { DEFAULT_QUOTAS, type QuotaSubject, Quotas, type QuotaTable, secondsToReset } from './quota.ts';
import type { RouteOptions } from '../router.ts';
import { RateLimiter } from './rates.ts';

/**
 * The limits step of the API pipeline (spec 8), after the user token is known: throttle block and
 * per-second rates, then the daily quota and its `X-RateLimit-Remaining` header. Exempt routes
 * (detail lookups, episode lists, /redirect; the CDN never reaches here) skip all of it; sign-in
 * routes skip the quota. A request drawing on a quota the client was told is spent is recorded
 * first (behaviour/quota-hold.ts).
 */
export interface LimitConfig {
  /** Per-second rates and the 412 throttle. On by default; tests may relax them (admin API). */
  rates: boolean;
  quotas: boolean;
  quota: QuotaTable;
}

export function defaultLimitConfig(rates = true): LimitConfig {
  return { rates, quotas: true, quota: { ...DEFAULT_QUOTAS } };
}

export class Limits {
  readonly rates = new RateLimiter();
  readonly quotas = new Quotas();
  /** Access tokens already seen: the very first request with a new token gets no header. */
  private readonly seen = new Set<string>();

  constructor(public config: LimitConfig) {}

  firstUse(token: string): boolean {
    if (this.seen.has(token)) return false;
    this.seen.add(token);
    return true;
  }
}

/** `debug_limit=user|app` answers the matching 429 at once and consumes nothing (spec 8). */
export function debugLimit(ctx: Ctx): boolean {
  const which = ctx.query.get('debug_limit');
  if (which !== 'user' && which !== 'app') return false;
  const error = which === 'user' ? 'user_limit_exceeded' : 'app_limit_exceeded';
  const retry = secondsToReset(ctx.sim.clock.now());
  apiError(ctx, 429, error, `debug_limit=${which}: the daily quota is exhausted (test aid)`, { 'retry-after': String(retry) });
  return true;
}

/**
 * Returns false after answering 412/429. Sign-in endpoints count against the rates of the client_id
 * of their OAuth credentials (Basic, the body, else the query), even when a refresh or revoke carries
 * a token, and stay outside the daily quota.
 */
export function applyLimits(ctx: Ctx, opts: Pick<RouteOptions, 'exempt' | 'signIn'>): boolean {
  if (opts.exempt) return true;
  const limits = ctx.sim.limits;
  const now = ctx.sim.clock.now();
  const subject = opts.signIn ? undefined : quotaSubject(ctx);
  if (subject) ctx.sim.behaviour.quotaHolds.check(ctx);
  if (limits.config.rates) {
    const key = opts.signIn ? `client:${readCredentials(ctx).id ?? '-'}` : ctx.auth ? `token:${ctx.auth.connection.id}` : `client:${ctx.client?.id ?? '-'}`;
    const v = limits.rates.check(key, ctx.method !== 'GET' && ctx.method !== 'HEAD', now);
    if (!v.ok) {
      // Recorded, not only answered: a client that paces itself never meets these (issue 12).
      violate(ctx, v.status === 412 ? 'request-during-throttle-block' : 'rate-exceeded', `${ctx.method} ${ctx.path}: ${v.message}`);
      const headers = { 'retry-after': String(v.retryAfterS) };
      if (ctx.path.startsWith('/oauth2/')) oauthError(ctx, v.status, v.error, v.message, headers);
      else apiError(ctx, v.status, v.error, v.message, headers);
      return false;
    }
  }
  if (!limits.config.quotas || !subject) return true;
  const v2 = subject.error === 'user_limit_exceeded';
  const q = limits.quotas.take(subject, now);
  if (!q.ok) {
    const headers: Record<string, string> = { 'retry-after': String(q.retryAfterS) };
    if (v2) headers['x-ratelimit-remaining'] = '0';
    apiError(ctx, 429, q.error, 'the daily quota is exhausted; it resets at midnight America/New_York', headers);
    return false;
  }
  // Only V2 bearer tokens see the header, and not on the first request with a new token.
  const token = ctx.auth?.token;
  if (v2 && token !== undefined && !limits.firstUse(token)) ctx.res.setHeader('x-ratelimit-remaining', String(q.remaining));
  return true;
}

function quotaSubject(ctx: Ctx): QuotaSubject | undefined {
  const quota = ctx.sim.limits.config.quota;
  if (ctx.client?.version === 1) return { key: `client:${ctx.client.id}`, limit: quota.v1, error: 'app_limit_exceeded' };
  const auth = ctx.auth;
  if (auth && auth.connection.version === 2) return { key: `user:${auth.user.id}`, limit: quota[auth.user.plan], error: 'user_limit_exceeded' };
  return undefined;
}
