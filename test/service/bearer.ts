import { apiError, bearerChallenge } from './errors.ts';
import { type Ctx, violate } from './http.ts';
import type { RouteOptions } from './router.ts';

/**
 * User-token checks of spec 5.2 and 7. Returns true when the handler may run; otherwise the
 * 401/403 has been sent. On success ctx.auth is set.
 */
export function authenticate(ctx: Ctx, opts: RouteOptions): boolean {
  if (!opts.bearer) return true;
  const client = ctx.client;
  // Catalog lookups need no user token under V1 registrations (spec 4).
  if (opts.bearer === 'v2' && client?.version === 1) return true;
  const header = ctx.req.headers.authorization;
  const fail401 = (error: string, message: string) => {
    apiError(ctx, 401, error, message, bearerChallenge(ctx, error));
    return false;
  };
  if (!header) {
    violate(ctx, 'missing-bearer-token', `${ctx.method} ${ctx.path} needs Authorization: Bearer <token>`);
    return fail401('user_token_required', 'this endpoint needs a user token');
  }
  const m = /^Bearer ([^\s]+)$/.exec(header);
  if (!m) {
    violate(ctx, 'malformed-authorization', 'Authorization header is not of the form "Bearer <token>"');
    return fail401('user_token_required', 'Authorization must be "Bearer <token>"');
  }
  // A V1 registration's token error has its own name (spec 7).
  const invalid = client?.version === 1 ? 'user_token_failed' : 'invalid_token';
  const found = ctx.sim.auth.lookupAccess(m[1] as string);
  if (!found) return fail401(invalid, 'the access token is unknown or revoked');
  if (found.expired) return fail401(invalid, 'the access token has expired');
  if (client && found.connection.clientId !== client.id) {
    violate(ctx, 'token-client-mismatch', `token of ${found.connection.clientId} sent with client_id ${client.id}`);
    return fail401(invalid, 'the access token belongs to another client');
  }
  const user = ctx.sim.users.find((u) => u.id === found.connection.userId);
  if (!user) return fail401(invalid, 'the token owner no longer exists');
  const writes = opts.write === true || (ctx.method === 'GET' && ctx.rawBody.length > 0);
  if (writes && !found.connection.scope.includes('media:write')) {
    apiError(ctx, 403, 'insufficient_scope', 'this write needs scope media:write; sign in again with media:read media:write', bearerChallenge(ctx, 'insufficient_scope', 'media:write'));
    return false;
  }
  ctx.auth = { user, scope: found.connection.scope, connection: found.connection };
  return true;
}
