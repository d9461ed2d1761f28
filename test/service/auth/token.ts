import { createHash } from 'node:crypto';
import type { ClientReg } from '../accounts.ts';
import { oauthError } from '../errors.ts';
import { bodyString, type Ctx, sendEmpty, sendJson, violate } from '../http.ts';
import type { Router } from '../router.ts';
import { deviceAuthorization } from './device.ts';
import { readCredentials, secretCheck } from './client-auth.ts';
import type { TokenResponse } from './store.ts';

/** API-host OAuth 2.0 endpoints (spec 5.2): token (3 grants), device authorization, revocation. */
export function registerOauthApi(router: Router): void {
  router.post('/oauth2/token', token, { signIn: true });
  router.post(
    '/oauth2/device',
    (ctx) => {
      const client = oauthClient(ctx);
      if (client) deviceAuthorization(ctx, client);
    },
    { signIn: true },
  );
  router.post('/oauth2/revoke', revoke, { signIn: true });
}

export const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/**
 * The client of an /oauth2/* call: HTTP Basic, body `client_id` (RFC 6749) or the spec 1 query
 * parameter. A V1 registration is "not enabled for OAuth 2.0": 401 invalid_client (spec 5).
 * Confidential clients must authenticate with their secret; a failed secret sent via Basic is the
 * one /oauth2 401 that carries a challenge: `WWW-Authenticate: Basic realm=oauth2` (spec 5.2).
 */
export function oauthClient(ctx: Ctx): ClientReg | undefined {
  const creds = readCredentials(ctx);
  if (creds.conflict) {
    violate(ctx, 'client-id-mismatch', creds.conflict);
    oauthError(ctx, 400, 'invalid_request', 'the request names two different clients');
    return undefined;
  }
  const basicChallenge: Record<string, string> = creds.via === 'basic' ? { 'www-authenticate': 'Basic realm=oauth2' } : {};
  const client = creds.id ? ctx.sim.clients.find((c) => c.id === creds.id) : undefined;
  if (!client) {
    oauthError(ctx, 401, 'invalid_client', creds.id ? `unknown client_id ${creds.id}` : 'client_id is required', basicChallenge);
    return undefined;
  }
  if (client.version !== 2) {
    oauthError(ctx, 401, 'invalid_client', 'this client is not enabled for OAuth 2.0', basicChallenge);
    return undefined;
  }
  const secret = secretCheck(client, creds);
  if (secret !== 'ok') {
    const why = secret === 'missing' ? 'this confidential client must authenticate with its client_secret' : 'client authentication failed';
    oauthError(ctx, 401, 'invalid_client', why, basicChallenge);
    return undefined;
  }
  return client;
}

function token(ctx: Ctx): void {
  const client = oauthClient(ctx);
  if (!client) return;
  const grant = bodyString(ctx, 'grant_type');
  if (grant === 'authorization_code') return codeGrant(ctx, client);
  if (grant === 'refresh_token') return refreshGrant(ctx, client);
  // The short name is tolerated; discovery advertises the RFC 8628 URN.
  if (grant === DEVICE_GRANT || grant === 'device_code') return deviceGrant(ctx, client);
  if (!grant) return oauthError(ctx, 400, 'invalid_request', 'grant_type is required');
  oauthError(ctx, 400, 'unsupported_grant_type', `grant_type ${grant} is not supported`);
}

function issued(ctx: Ctx, tokens: TokenResponse): void {
  sendJson(ctx, 200, tokens, { 'cache-control': 'no-store', pragma: 'no-cache' });
}

/** Any exchange attempt burns the code, so a wrong verifier cannot be retried against it. */
function codeGrant(ctx: Ctx, client: ClientReg): void {
  const code = bodyString(ctx, 'code');
  const verifier = bodyString(ctx, 'code_verifier');
  const redirectUri = bodyString(ctx, 'redirect_uri');
  if (!code || !verifier || !redirectUri) return oauthError(ctx, 400, 'invalid_request', 'code, code_verifier and redirect_uri are required');
  const rec = ctx.sim.auth.codes.get(code);
  const usable = rec && !rec.used && rec.expiresAt > ctx.sim.clock.now() && rec.clientId === client.id;
  if (rec) rec.used = true;
  if (!VERIFIER.test(verifier)) {
    violate(ctx, 'pkce-verifier-format', `code_verifier must be 43-128 characters of A-Z a-z 0-9 - . _ ~ (got ${verifier.length} characters)`);
    return oauthError(ctx, 400, 'invalid_grant', 'the authorization grant is invalid');
  }
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  // Wrong verifier, replayed or expired code, other client, other redirect: deliberately one answer (spec 7).
  if (!rec || !usable || rec.redirectUri !== redirectUri || rec.challenge !== challenge) {
    return oauthError(ctx, 400, 'invalid_grant', 'the authorization grant is invalid');
  }
  const tokens = ctx.sim.auth.grant(client.id, rec.userId, rec.scope, 'code');
  ctx.sim.behaviour.signIns.signedIn(ctx, tokens.access_token);
  issued(ctx, tokens);
}

function refreshGrant(ctx: Ctx, client: ClientReg): void {
  const refresh = bodyString(ctx, 'refresh_token');
  if (!refresh) return oauthError(ctx, 400, 'invalid_request', 'refresh_token is required');
  const tokens = ctx.sim.auth.rotate(refresh, client.id, bodyString(ctx, 'scope'));
  if (!tokens) return oauthError(ctx, 400, 'invalid_grant', 'the refresh token is invalid, expired, revoked or already used');
  issued(ctx, tokens);
}

function deviceGrant(ctx: Ctx, client: ClientReg): void {
  const deviceCode = bodyString(ctx, 'device_code');
  if (!deviceCode) return oauthError(ctx, 400, 'invalid_request', 'device_code is required');
  const r = ctx.sim.auth.poll(deviceCode, client.id);
  if ('tokens' in r) {
    ctx.sim.behaviour.signIns.signedIn(ctx, r.tokens.access_token);
    return issued(ctx, r.tokens);
  }
  oauthError(ctx, 400, r.error);
}

/** Always 200 with an empty body, even for unknown or already revoked tokens (spec 5.2, RFC 7009). */
function revoke(ctx: Ctx): void {
  const client = oauthClient(ctx);
  if (!client) return;
  const t = bodyString(ctx, 'token');
  if (t) ctx.sim.auth.revoke(t, client.id);
  else violate(ctx, 'revoke-without-token', 'POST /oauth2/revoke without a token parameter');
  sendEmpty(ctx, 200);
}
