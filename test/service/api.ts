import { registerOauthApi } from './auth/token.ts';
import { registerV1Api } from './auth/v1-api.ts';
import { authenticate } from './bearer.ts';
import { registerCatalogRoutes } from './catalog/routes.ts';
import { checkCommon } from './common.ts';
import { apiError, oauthError } from './errors.ts';
import { applyFault } from './faults.ts';
import { corsPreflight, type Ctx, MAX_BODY, sendEmpty, violate } from './http.ts';
import { applyLimits, debugLimit } from './limits/gate.ts';
import { registerRedirect } from './redirect.ts';
import { type Handler, Router } from './router.ts';
import { registerScrobbleRoutes } from './scrobble-routes.ts';
import { registerSearch } from './search.ts';
import { registerSearchExtra } from './search-extra.ts';
import { registerSyncRoutes } from './sync.ts';
import { registerUserRoutes } from './users/routes.ts';
import { registerListsRoutes } from './lists/routes.ts';

export function buildApiRouter(): Router {
  const r = new Router();
  registerCatalogRoutes(r);
  registerSearch(r);
  registerSearchExtra(r);
  registerRedirect(r);
  registerOauthApi(r);
  registerV1Api(r);
  registerScrobbleRoutes(r);
  registerSyncRoutes(r);
  registerUserRoutes(r);
  registerListsRoutes(r);
  return r;
}

/**
 * The API host pipeline, in the order the real service would meet a request: common parameters
 * (spec 1), injected faults, body, route, debug_limit, user token (spec 5.2), throttle, rates and
 * daily quota (spec 8), write lock (spec 4.3), handler. The behaviour rules (behaviour.ts) watch
 * along the way and only record.
 */
export async function handleApi(ctx: Ctx, router: Router, admin: Handler): Promise<void> {
  if (ctx.path === '/__admin' || ctx.path.startsWith('/__admin/')) return admin(ctx);
  // CORS preflights carry none of the spec 1 parameters; they are answered and not judged.
  if (ctx.method === 'OPTIONS') return sendEmpty(ctx, 204, corsPreflight());
  const oauth = ctx.path.startsWith('/oauth2/');
  const client = checkCommon(ctx, oauth ? 'oauth' : 'api');
  if (client === 'rejected') return;
  if (client) ctx.client = client;

  const behaviour = ctx.sim.behaviour;
  behaviour.signIns.sweep(ctx.sim);
  behaviour.refused.check(ctx);
  const fault = ctx.sim.faults.take('api', ctx.method, ctx.path);
  ctx.res.once('finish', () => {
    behaviour.refused.answered(ctx, ctx.res.statusCode, fault !== undefined);
    // An injected quota 429 binds the client too: it cannot tell it from a real one.
    behaviour.quotaHolds.answered(ctx, ctx.res.statusCode);
  });
  if (fault && (await applyFault(ctx, fault))) return;

  if (ctx.bodyTooLarge) {
    violate(ctx, 'body-too-large', `request body over ${MAX_BODY} bytes`);
    if (oauth) return oauthError(ctx, 400, 'invalid_request', 'body too large');
    return apiError(ctx, 400, 'wrong_parameter', `body: larger than ${MAX_BODY} bytes`);
  }
  if (ctx.bodyError !== undefined) {
    violate(ctx, 'malformed-json', `request body is not valid JSON: ${ctx.bodyError}`);
    if (oauth) return oauthError(ctx, 400, 'invalid_request', 'body is not valid JSON');
    return apiError(ctx, 400, 'wrong_parameter', 'body is not valid JSON');
  }
  const match = router.match(ctx.method, ctx.path);
  if (!match) return apiError(ctx, 404, 'id_err', `unknown URL ${ctx.method} ${ctx.path}`);
  ctx.params = match.params;
  const { opts, handler } = match.route;
  if (debugLimit(ctx)) return;
  if (!authenticate(ctx, opts)) return;
  behaviour.cadence.observe(ctx);
  if (!applyLimits(ctx, opts)) return;
  const user = ctx.auth?.user;
  if (user) ctx.sim.settle(user);
  behaviour.polling.observe(ctx);
  behaviour.activitiesPoll.observe(ctx);

  if (!opts.lock || !user) {
    await ctx.sim.faults.delay(ctx.delayMs);
    return handler(ctx);
  }
  const token = ctx.sim.locks.acquire(user.id, ctx.sim.clock.now());
  if (token === undefined) {
    violate(ctx, 'write-while-in-flight', `${ctx.method} ${ctx.path} for user ${user.name} while their previous write is still running`);
    return apiError(ctx, 400, 'RATE_LIMIT', 'a write for this user is still being processed; serialise writes and retry shortly');
  }
  try {
    await ctx.sim.faults.delay(ctx.delayMs);
    await handler(ctx);
  } finally {
    ctx.sim.locks.release(user.id, token);
  }
}
