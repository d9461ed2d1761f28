import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { V1_SERVER_REDIRECT } from '../accounts.ts';
import type { Simulator } from '../index.ts';
import { admin, advance, call, DAY, pkce, startTestSim, violations } from '../test-helpers.ts';

/** Spec 5.1 (V1 code flow and PIN flow), 3.2, 3.4 and the V1 lifetimes of spec 8. */
let sim: Simulator;
beforeAll(async () => {
  sim = await startTestSim();
});
afterAll(() => sim.close());
beforeEach(async () => {
  await admin(sim, 'reset', {});
});

const EXT_REDIRECT = 'https://abcdefghijklmnop.chromiumapp.org/v1';
const APP_Q = { 'app-name': 'watchmark', 'app-version': '0.1.0' };

function authorizeUrl(params: Record<string, string>, host: 'web' | 'api' = 'web'): string {
  const q = new URLSearchParams({ response_type: 'code', state: 'v1-state', ...APP_Q, ...params });
  return `${sim.urls[host]}/oauth/authorize?${q.toString()}`;
}

/** Renders the V1 consent page and submits it; returns the decision response. */
async function approve(params: Record<string, string>, decision = 'approve', user = 'demo'): Promise<Response> {
  const page = await fetch(authorizeUrl(params));
  expect(page.status).toBe(200);
  const form = new URLSearchParams();
  for (const m of (await page.text()).matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) form.set(m[1] as string, m[2] as string);
  form.set('user', user);
  form.set('decision', decision);
  return fetch(`${sim.urls.web}/oauth/authorize/decision`, { method: 'POST', body: form, redirect: 'manual' });
}

async function codeFrom(params: Record<string, string>): Promise<string> {
  const res = await approve(params);
  expect(res.status).toBe(302);
  const loc = new URL(res.headers.get('location') ?? '');
  expect(loc.searchParams.get('state')).toBe('v1-state');
  return loc.searchParams.get('code') ?? '';
}

const token = (form: Record<string, string>, clientId = 'watchmark-dev-v1', extra: { headers?: Record<string, string>; json?: boolean } = {}) =>
  call(sim, '/oauth/token', {
    query: { client_id: clientId },
    ...(extra.json ? { body: form } : { form }),
    ...(extra.headers ? { headers: extra.headers } : {}),
  });

describe('V1 authorization code flow (spec 5.1)', () => {
  it('PKCE S256 (default method): authorize on the web host, exchange without secret, 5-year token, no refresh', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFrom({ client_id: 'watchmark-dev-v1', redirect_uri: EXT_REDIRECT, code_challenge: challenge });
    const r = await token({ grant_type: 'authorization_code', code, client_id: 'watchmark-dev-v1', code_verifier: verifier, redirect_uri: EXT_REDIRECT });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 157_680_000 });
    expect(r.json.refresh_token).toBeUndefined();
    const v1 = { client_id: 'watchmark-dev-v1' };
    expect((await call(sim, '/sync/activities', { token: r.json.access_token, query: v1 })).status).toBe(200);
    await advance(sim, 4 * 365 * DAY);
    expect((await call(sim, '/sync/activities', { token: r.json.access_token, query: v1 })).status).toBe(200);
    await advance(sim, 400 * DAY);
    const expired = await call(sim, '/sync/activities', { token: r.json.access_token, query: v1 });
    expect([expired.status, expired.json.error]).toEqual([401, 'user_token_failed']);
    expect(expired.headers.get('www-authenticate')).toContain('error=user_token_failed');
  });

  it('PKCE plain, JSON body; a wrong or malformed verifier is 401 secret_error', async () => {
    const verifier = randomBytes(40).toString('base64url');
    const code = await codeFrom({ client_id: 'watchmark-dev-v1', redirect_uri: EXT_REDIRECT, code_challenge: verifier, code_challenge_method: 'plain' });
    const ok = await token(
      { grant_type: 'authorization_code', code, client_id: 'watchmark-dev-v1', code_verifier: verifier, redirect_uri: EXT_REDIRECT },
      undefined,
      { json: true },
    );
    expect(ok.status).toBe(200);
    const { challenge } = pkce();
    for (const bad of [pkce().verifier, 'short']) {
      const c = await codeFrom({ client_id: 'watchmark-dev-v1', redirect_uri: EXT_REDIRECT, code_challenge: challenge });
      const r = await token({ grant_type: 'authorization_code', code: c, client_id: 'watchmark-dev-v1', code_verifier: bad, redirect_uri: EXT_REDIRECT });
      expect([r.status, r.json]).toEqual([401, { error: 'secret_error', code: 401, message: 'PKCE verification failed' }]);
    }
  });

  it('code_challenge_method is case-sensitive: anything but S256/plain is 400 invalid_request', async () => {
    const r = await fetch(
      authorizeUrl({ client_id: 'watchmark-dev-v1', redirect_uri: EXT_REDIRECT, code_challenge: pkce().challenge, code_challenge_method: 's256' }),
    );
    expect(r.status).toBe(400);
    expect(await r.text()).toContain('data-error="invalid_request"');
  });

  it('confidential: client_secret + exact redirect_uri, in the body or via HTTP Basic; mismatch 403 redirect_failed', async () => {
    const params = { client_id: 'watchmark-server-v1', redirect_uri: V1_SERVER_REDIRECT };
    const body = (code: string, redirect = V1_SERVER_REDIRECT) => ({ grant_type: 'authorization_code', code, redirect_uri: redirect });
    const inBody = await token(
      { ...body(await codeFrom(params)), client_id: 'watchmark-server-v1', client_secret: 'watchmark-server-v1-secret' },
      'watchmark-server-v1',
    );
    expect(inBody.status).toBe(200);
    const basic = `Basic ${Buffer.from('watchmark-server-v1:watchmark-server-v1-secret').toString('base64')}`;
    const viaBasic = await token(body(await codeFrom(params)), 'watchmark-server-v1', { headers: { authorization: basic } });
    expect(viaBasic.status).toBe(200);
    const wrongRedirect = await token(
      { ...body(await codeFrom(params), `${V1_SERVER_REDIRECT}/x`), client_id: 'watchmark-server-v1', client_secret: 'watchmark-server-v1-secret' },
      'watchmark-server-v1',
    );
    expect([wrongRedirect.status, wrongRedirect.json.error]).toEqual([403, 'redirect_failed']);
    const wrongSecret = await token({ ...body(await codeFrom(params)), client_id: 'watchmark-server-v1', client_secret: 'nope' }, 'watchmark-server-v1');
    expect([wrongSecret.status, wrongSecret.json.error]).toEqual([401, 'invalid_client']);
    const page = await fetch(authorizeUrl({ ...params, redirect_uri: 'https://evil.example/cb' }));
    expect([page.status, (await page.text()).includes('redirect_failed')]).toEqual([403, true]);
  });

  it('a PKCE client without a registered redirect may omit redirect_uri (the code is shown on a page)', async () => {
    const { verifier, challenge } = pkce();
    const res = await approve({ client_id: 'watchmark-cli-v1', code_challenge: challenge });
    const code = /<code id="code">([^<]+)<\/code>/.exec(await res.text())?.[1] ?? '';
    const r = await token({ grant_type: 'authorization_code', code, client_id: 'watchmark-cli-v1', code_verifier: verifier }, 'watchmark-cli-v1');
    expect(r.status).toBe(200);
  });

  it('codes are single-use and expire (invalid_grant); denial goes to / with no error parameter', async () => {
    const { verifier, challenge } = pkce();
    const params = { client_id: 'watchmark-dev-v1', redirect_uri: EXT_REDIRECT, code_challenge: challenge };
    const form = (code: string) => ({
      grant_type: 'authorization_code',
      code,
      client_id: 'watchmark-dev-v1',
      code_verifier: verifier,
      redirect_uri: EXT_REDIRECT,
    });
    const code = await codeFrom(params);
    expect((await token(form(code))).status).toBe(200);
    expect((await token(form(code))).json.error).toBe('invalid_grant');
    const late = await codeFrom(params);
    await advance(sim, 601_000);
    expect((await token(form(late))).json.error).toBe('invalid_grant');
    const denied = await approve(params, 'deny');
    expect([denied.status, denied.headers.get('location')]).toEqual([302, `${sim.urls.web}/`]);
  });

  it('the API host has no /oauth/authorize (404); a V2 client id on V1 endpoints is 400 unauthorized_client', async () => {
    expect((await fetch(authorizeUrl({ client_id: 'watchmark-dev-v1' }, 'api') + '&client_id=watchmark-dev-v1')).status).toBe(404);
    const pin = await call(sim, '/oauth/pin', { query: { client_id: 'watchmark-dev' } });
    expect([pin.status, pin.json]).toEqual([400, { error: 'unauthorized_client', code: 400, message: expect.any(String) }]);
    const tok = await token({ grant_type: 'authorization_code', code: 'x', client_id: 'watchmark-dev', code_verifier: pkce().verifier }, 'watchmark-dev');
    expect(tok.json.error).toBe('unauthorized_client');
    const page = await fetch(authorizeUrl({ client_id: 'watchmark-dev', redirect_uri: EXT_REDIRECT, code_challenge: pkce().challenge }));
    expect(await page.text()).toContain('unauthorized_client');
  });
});

describe('V1 PIN flow (spec 5.1, 3.2)', () => {
  const q = { client_id: 'watchmark-dev-v1' };
  it('issue -> KO while pending -> OK with a token once approved at {web}/pin; the code is then gone', async () => {
    const pin = await call(sim, '/oauth/pin', { query: q });
    expect(pin.json).toEqual({
      result: 'OK',
      device_code: 'device_code',
      user_code: expect.stringMatching(/^[A-Z0-9]{5}$/),
      verification_uri: `${sim.urls.web}/pin`,
      verification_url: `${sim.urls.web}/pin`,
      expires_in: 900,
      interval: 5,
    });
    const code = pin.json.user_code as string;
    expect((await call(sim, `/oauth/pin/${code}`, { query: q })).json).toEqual({ result: 'KO', message: 'Authorization pending' });
    const page = await fetch(`${sim.urls.web}/pin`, {
      method: 'POST',
      body: new URLSearchParams({ user_code: code.toLowerCase(), user: 'pro', decision: 'approve' }),
    });
    expect(page.status).toBe(200);
    await advance(sim, 5000);
    const ok = await call(sim, `/oauth/pin/${code}`, { query: q });
    expect(ok.json).toMatchObject({ result: 'OK', access_token: expect.any(String), expires_in: 157_680_000 });
    expect((await admin(sim, 'users/pro')).json.connections).toEqual([expect.objectContaining({ version: 1, clientId: 'watchmark-dev-v1' })]);
    const again = await call(sim, `/oauth/pin/${code}`, { query: q });
    expect(again.json.user_code).not.toBe(code);
    expect(again.json.device_code).toBe('device_code');
  });

  it('an unknown code or one past 900 s answers a new pending code; polling faster than 5 s is a violation', async () => {
    const unknown = await call(sim, '/oauth/pin/ZZZZZ', { query: q });
    expect(unknown.json).toMatchObject({ result: 'OK', user_code: expect.any(String), interval: 5 });
    const code = (await call(sim, '/oauth/pin', { query: q })).json.user_code;
    await call(sim, `/oauth/pin/${code}`, { query: q });
    await call(sim, `/oauth/pin/${code}`, { query: q });
    expect((await violations(sim)).map((v) => v.rule)).toEqual(['pin-poll-too-fast']);
    await advance(sim, 900_000);
    expect((await admin(sim, 'approve-pin', { user_code: code })).status).toBe(404);
    expect((await call(sim, `/oauth/pin/${code}`, { query: q })).json.user_code).not.toBe(code);
  });

  it('a V1 token reads and writes (no scopes) but is 403 oauth2_token_required on V2-only endpoints', async () => {
    const v1 = (await admin(sim, 'tokens', { user: 'vip', client_id: 'watchmark-dev-v1' })).json.access_token;
    const w = await call(sim, '/scrobble/start', { token: v1, query: q, body: { movie: { ids: { svc: 10004 } }, progress: 1 } });
    expect(w.status).toBe(201);
    const lists = await call(sim, '/lists/7001', { token: v1, query: q });
    expect([lists.status, lists.json.error]).toEqual([403, 'oauth2_token_required']);
    // A V1 token cannot be exchanged for a V2 token (spec 9).
    const swap = await call(sim, '/oauth2/token', { form: { grant_type: 'refresh_token', refresh_token: v1, client_id: 'watchmark-dev' } });
    expect(swap.json.error).toBe('invalid_grant');
    // Tokens last until the user revokes the app; then 401 and the flow restarts.
    expect((await admin(sim, 'revoke-app', { user: 'vip', client_id: 'watchmark-dev-v1' })).json.revoked).toBe(1);
    expect((await call(sim, '/sync/activities', { token: v1, query: q })).json.error).toBe('user_token_failed');
  });
});
