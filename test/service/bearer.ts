import { apiError, bearerChallenge } from './errors.ts';
import { type Ctx, violate } from './http.ts';
import type { RouteOptions } from './router.ts';

/**
 * User-token checks of spec 5.2 and 7. Returns true when the handler may run; otherwise the
 * 401/403 has been sent. On success with a token, ctx.auth is set.
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
    // Custom lists answer anonymous callers themselves (spec 4.6: 200 premium_only).
    if (opts.bearer === 'optional') return true;
    violate(ctx, 'missing-bearer-token', `${ctx.method} ${ctx.path} needs Authorization: Bearer <token>`);
    return fail401('user_token_required', 'this endpoint needs a user token');
  }
  const m = /^Bearer ([^\s]+)$/.exec(header);
  if (!m) {
    violate(ctx, 'malformed-authorization', 'Authorization header is not of the form "Bearer <token>"');
    return fail401('user_token_required', 'Authorization must be "Bearer <token>"');
  }
  const token = m[1] as string;
  // A V1 registration's token error has its own name (spec 7).
  const invalid = client?.version === 1 ? 'user_token_failed' : 'invalid_token';
  const found = ctx.sim.auth.lookupAccess(token);
  if (!found) return fail401(invalid, 'the access token is unknown or revoked');
  if (found.expired) return fail401(invalid, 'the access token has expired');
  if (client && found.connection.clientId !== client.id) {
    violate(ctx, 'token-client-mismatch', `token of ${found.connection.clientId} sent with client_id ${client.id}`);
    return fail401(invalid, 'the access token belongs to another client');
  }
  const user = ctx.sim.users.find((u) => u.id === found.connection.userId);
  if (!user) return fail401(invalid, 'the token owner no longer exists');
  // New APIs (custom lists first) require V2 (spec 5.2, 9).
  if (opts.v2Only && found.connection.version === 1) {
    apiError(ctx, 403, 'oauth2_token_required', 'this endpoint needs an OAuth 2.0 (V2) token; authorise the V2 registration once');
    return false;
  }
  // V1 tokens carry no scopes: they read and write (spec 5.1 names none).
  const writes = opts.write === true || (ctx.method === 'GET' && ctx.rawBody.length > 0);
  if (writes && found.connection.version === 2 && !found.connection.scope.includes('media:write')) {
    apiError(
      ctx,
      403,
      'insufficient_scope',
      'this write needs scope media:write; sign in again with media:read media:write',
      bearerChallenge(ctx, 'insufficient_scope', 'media:write'),
    );
    return false;
  }
  ctx.auth = { user, scope: found.connection.scope, connection: found.connection, token };
  return true;
}
