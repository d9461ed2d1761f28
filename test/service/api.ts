import { registerOauthApi } from './auth/token.ts';
import { authenticate } from './bearer.ts';
import { registerCatalogRoutes } from './catalog/routes.ts';
import { checkCommon } from './common.ts';
import { apiError, oauthError } from './errors.ts';
import { applyFault } from './faults.ts';
import { corsPreflight, type Ctx, sendEmpty, sleep, violate } from './http.ts';
import { registerRedirect } from './redirect.ts';
import { type Handler, Router } from './router.ts';
import { registerScrobbleRoutes } from './scrobble-routes.ts';
import { registerSearch } from './search.ts';
import { registerSyncRoutes } from './sync.ts';

export function buildApiRouter(): Router {
  const r = new Router();
  registerCatalogRoutes(r);
  registerSearch(r);
  registerRedirect(r);
  registerOauthApi(r);
  registerScrobbleRoutes(r);
  registerSyncRoutes(r);
  return r;
}

/**
 * The API host pipeline, in the order the real service would meet a request: common parameters
 * (spec 1), injected faults, body, route, user token (spec 5.2), write lock (spec 4.3), handler.
 */
export async function handleApi(ctx: Ctx, router: Router, admin: Handler): Promise<void> {
  if (ctx.path === '/__admin' || ctx.path.startsWith('/__admin/')) return admin(ctx);
  // CORS preflights carry none of the spec 1 parameters; they are answered and not judged.
  if (ctx.method === 'OPTIONS') return sendEmpty(ctx, 204, corsPreflight());
  const oauth = ctx.path.startsWith('/oauth2/');
  const client = checkCommon(ctx, oauth ? 'oauth' : 'api');
  if (client === 'rejected') return;
  if (client) ctx.client = client;

  const fault = ctx.sim.faults.take('api', ctx.method, ctx.path);
  if (fault && (await applyFault(ctx, fault))) return;

  if (ctx.bodyError !== undefined) {
    violate(ctx, 'malformed-json', `request body is not valid JSON: ${ctx.bodyError}`);
    if (oauth) return oauthError(ctx, 400, 'invalid_request', 'body is not valid JSON');
    return apiError(ctx, 400, 'wrong_parameter', 'body is not valid JSON');
  }
  const match = router.match(ctx.method, ctx.path);
  if (!match) return apiError(ctx, 404, 'id_err', `unknown URL ${ctx.method} ${ctx.path}`);
  ctx.params = match.params;
  const { opts, handler } = match.route;
  if (!authenticate(ctx, opts)) return;
  const user = ctx.auth?.user;
  if (user) ctx.sim.settle(user);

  if (!opts.lock || !user) {
    await sleep(ctx.delayMs);
    return handler(ctx);
  }
  const token = ctx.sim.locks.acquire(user.id, ctx.sim.clock.now());
  if (token === undefined) {
    violate(ctx, 'write-while-in-flight', `${ctx.method} ${ctx.path} for user ${user.name} while their previous write is still running`);
    return apiError(ctx, 400, 'RATE_LIMIT', 'a write for this user is still being processed; serialise writes and retry shortly');
  }
  try {
    await sleep(ctx.delayMs);
    await handler(ctx);
  } finally {
    ctx.sim.locks.release(user.id, token);
  }
}
