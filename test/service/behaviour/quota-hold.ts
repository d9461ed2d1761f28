import { type Ctx, violate } from '../http.ts';
import { secondsToReset } from '../limits/quota.ts';

/**
 * Spec 7: "Do not use exponential backoff on daily quota 429s"; spec 8: the quota resets at midnight
 * America/New_York and `Retry-After` gives the seconds until then. A client told 429
 * `user_limit_exceeded` / `app_limit_exceeded` holds every request that draws on that quota until
 * the reset; one sent before it is `request-after-quota` (and is answered as the quota says).
 *
 * Choices where the contract is silent:
 * - the hold lasts the `Retry-After` of the 429 (the next New York midnight when it has none), so
 *   an injected quota 429 with a short `Retry-After` is judged by the time it announced: the client
 *   cannot tell it from a real one;
 * - it binds the client that was told, for the quota it was told about: the V2 user's quota under
 *   that client_id (another app of the same user never saw the 429), or the V1 client_id's;
 * - only requests that draw on the quota are judged: not exempt reads, not the sign-in endpoints
 *   (signing out during a hold is fine), not anonymous V2 requests;
 * - `debug_limit` 429s are the client's own test request and bind nothing.
 */
const QUOTA_ERRORS = new Set(['user_limit_exceeded', 'app_limit_exceeded']);

export class QuotaHolds {
  /** `<quota key>|<client_id>` -> end of the hold (virtual ms) and the 429 that started it. */
  private readonly holds = new Map<string, { until: number; error: string }>();

  /** Before the limits of a request that draws on a quota. */
  check(ctx: Ctx): void {
    const key = holdKey(ctx);
    const hold = key === undefined ? undefined : this.holds.get(key);
    const now = ctx.sim.clock.now();
    if (!key || !hold) return;
    if (now >= hold.until) {
      this.holds.delete(key);
      return;
    }
    violate(
      ctx,
      'request-after-quota',
      `${ctx.method} ${ctx.path} ${Math.ceil((hold.until - now) / 1000)} s before the reset announced with 429 ${hold.error} (spec 7: hold until Retry-After, no backoff on daily quota 429s)`,
    );
  }

  /** After the answer went out: a quota 429 starts a hold for the quota it names. */
  answered(ctx: Ctx, status: number): void {
    const error = (ctx.responseJson as { error?: unknown } | undefined)?.error;
    if (status !== 429 || typeof error !== 'string' || !QUOTA_ERRORS.has(error)) return;
    const debug = ctx.query.get('debug_limit');
    if (debug === 'user' || debug === 'app') return;
    const key = holdKey(ctx);
    if (!key) return;
    const now = ctx.sim.clock.now();
    const header = Number(ctx.res.getHeader('retry-after'));
    const seconds = Number.isFinite(header) && header >= 0 ? header : secondsToReset(now);
    this.holds.set(key, { until: now + seconds * 1000, error });
  }
}

/**
 * Whose quota a request draws on, also for a fault answered before authentication: the V1
 * client_id's allowance, or the V2 token owner's (bound to the client that sent it).
 */
function holdKey(ctx: Ctx): string | undefined {
  const client = ctx.client;
  if (client?.version === 1) return `client:${client.id}|${client.id}`;
  const connection = ctx.auth?.connection ?? bearerConnection(ctx);
  if (!connection || connection.version !== 2) return undefined;
  return `user:${connection.userId}|${client?.id ?? connection.clientId}`;
}

function bearerConnection(ctx: Ctx) {
  const m = /^Bearer ([^\s]+)$/.exec(ctx.req.headers.authorization ?? '');
  return m ? ctx.sim.auth.lookupAccess(m[1] as string)?.connection : undefined;
}
