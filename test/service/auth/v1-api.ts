import { createHash } from 'node:crypto';
import { type ClientReg, redirectUriAllowed } from '../accounts.ts';
import { apiError } from '../errors.ts';
import { bodyString, type Ctx, sendJson, violate } from '../http.ts';
import type { Router } from '../router.ts';
import { readCredentials, secretCheck } from './client-auth.ts';
import { PIN_DEVICE_CODE, PIN_INTERVAL_S, PIN_TTL } from './v1-store.ts';

/**
 * V1 endpoints on the API host (spec 5.1): code exchange and the PIN flow. Standard error
 * envelope (they are not /oauth2/*). A V2 client id here is 400 unauthorized_client (spec 5).
 */
export function registerV1Api(router: Router): void {
  router.post('/oauth/token', exchange, { signIn: true });
  router.get(
    '/oauth/pin',
    (ctx) => {
      const client = v1Client(ctx, ctx.query.get('client_id') ?? undefined);
      if (client) issuePin(ctx, client);
    },
    { signIn: true },
  );
  router.get('/oauth/pin/:code', pollPin, { signIn: true });
}

const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

function v1Client(ctx: Ctx, id: string | undefined): ClientReg | undefined {
  const client = id ? ctx.sim.clients.find((c) => c.id === id) : undefined;
  if (!id) apiError(ctx, 400, 'empty_field', 'client_id is required');
  else if (!client) apiError(ctx, 401, 'invalid_client', `unknown client_id ${id}`);
  else if (client.version !== 1) apiError(ctx, 400, 'unauthorized_client', 'this is a V2 (OAuth 2.0) registration; use /oauth2/*');
  return client?.version === 1 ? client : undefined;
}

/**
 * POST /oauth/token, form or JSON, credentials in the body or Basic. Order: the code (burnt by
 * any attempt), then the redirect_uri (403 redirect_failed), then the secret or PKCE verifier
 * (401 secret_error for a malformed or wrong verifier).
 */
function exchange(ctx: Ctx): void {
  const creds = readCredentials(ctx);
  if (creds.conflict) {
    violate(ctx, 'client-id-mismatch', creds.conflict);
    return apiError(ctx, 400, 'wrong_parameter', 'the request names two different clients');
  }
  const client = v1Client(ctx, creds.id);
  if (!client) return;
  const grant = bodyString(ctx, 'grant_type');
  if (!grant) return apiError(ctx, 400, 'empty_field', 'grant_type is required');
  if (grant !== 'authorization_code') return apiError(ctx, 400, 'wrong_parameter', 'grant_type must be authorization_code (V1 has no refresh tokens)');
  const code = bodyString(ctx, 'code');
  if (!code) return apiError(ctx, 400, 'empty_field', 'code is required');
  const verifier = bodyString(ctx, 'code_verifier');
  const redirectUri = bodyString(ctx, 'redirect_uri');
  if (creds.secret === undefined && verifier === undefined) {
    return apiError(ctx, 400, 'empty_field', 'client_secret (with redirect_uri) or code_verifier is required');
  }
  const rec = ctx.sim.v1.takeCode(code, client.id);
  if (!rec) return apiError(ctx, 400, 'invalid_grant', 'the code is unknown, expired or already used');
  const registered = client.redirectUris.length > 0 || client.extensionRedirects === true;
  const redirectOk =
    redirectUri === undefined
      ? !registered && verifier !== undefined
      : redirectUriAllowed(client, redirectUri) && (rec.redirectUri === undefined || rec.redirectUri === redirectUri);
  if (!redirectOk) return apiError(ctx, 403, 'redirect_failed', 'redirect_uri does not match the registered value');
  if (creds.secret !== undefined) {
    if (secretCheck(client, creds) !== 'ok') return apiError(ctx, 401, 'invalid_client', 'client authentication failed');
  } else if (client.kind === 'confidential' && verifier === undefined) {
    return apiError(ctx, 401, 'invalid_client', 'client_secret is required');
  }
  if (verifier !== undefined || rec.challenge !== undefined) {
    if (verifier === undefined || !VERIFIER.test(verifier)) {
      violate(ctx, 'pkce-verifier-format', 'code_verifier must be 43-128 characters of A-Z a-z 0-9 - . _ ~');
      return apiError(ctx, 401, 'secret_error', 'PKCE verification failed');
    }
    const expected = rec.method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
    if (rec.challenge !== expected) return apiError(ctx, 401, 'secret_error', 'PKCE verification failed');
  }
  sendJson(ctx, 200, ctx.sim.auth.grantV1(client.id, rec.userId), { 'cache-control': 'no-store' });
}

function pinJson(ctx: Ctx, userCode: string): Record<string, unknown> {
  const uri = `${ctx.sim.urls.web}/pin`;
  return {
    result: 'OK',
    device_code: PIN_DEVICE_CODE,
    user_code: userCode,
    verification_uri: uri,
    verification_url: uri,
    expires_in: PIN_TTL / 1000,
    interval: PIN_INTERVAL_S,
  };
}

function issuePin(ctx: Ctx, client: ClientReg): void {
  sendJson(ctx, 200, pinJson(ctx, ctx.sim.v1.issuePin(client.id).userCode), { 'cache-control': 'no-store' });
}

/** KO while pending, OK once approved (the code is then deleted), a fresh code otherwise (spec 3.2). */
function pollPin(ctx: Ctx): void {
  const client = v1Client(ctx, ctx.query.get('client_id') ?? undefined);
  if (!client) return;
  const r = ctx.sim.v1.poll(ctx.params.code ?? '', client.id);
  if (r.kind === 'unknown') return issuePin(ctx, client);
  if (r.kind === 'pending') {
    if (r.tooFast) violate(ctx, 'pin-poll-too-fast', `polled sooner than the ${PIN_INTERVAL_S} s interval`);
    return sendJson(ctx, 200, { result: 'KO', message: 'Authorization pending' }, { 'cache-control': 'no-store' });
  }
  sendJson(ctx, 200, { result: 'OK', ...ctx.sim.auth.grantV1(client.id, r.userId) }, { 'cache-control': 'no-store' });
}
