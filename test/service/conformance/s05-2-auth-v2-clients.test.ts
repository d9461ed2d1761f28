import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_REDIRECT } from '../accounts.ts';
import type { Simulator } from '../index.ts';
import { admin, advance, APP, call, DAY, pkce, rawRequest, startTestSim, tokenFor, url } from '../test-helpers.ts';

/** Spec 5.2: client kinds and secrets, generation mismatches, scopes, lifetimes, challenges, envelope. */
let sim: Simulator;
beforeAll(async () => {
  sim = await startTestSim();
});
afterAll(() => sim.close());
beforeEach(async () => {
  await admin(sim, 'reset', {});
});

/** Consent through the web host for any V2 client; returns the code. */
async function codeFor(clientId: string, redirectUri: string, challenge: string, scope = 'media:read media:write'): Promise<string> {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    state: 's',
    scope,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    'app-name': 'watchmark',
    'app-version': '0.1.0',
  });
  const page = await (await fetch(`${sim.urls.web}/oauth2/authorize?${q.toString()}`)).text();
  const form = new URLSearchParams();
  for (const m of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) form.set(m[1] as string, m[2] as string);
  form.set('user', 'pro');
  form.set('decision', 'approve');
  const res = await fetch(`${sim.urls.web}/oauth2/authorize/decision`, { method: 'POST', body: form, redirect: 'manual' });
  return new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
}

const basic = (id: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` });
const SERVER = { query: { client_id: 'watchmark-server' } };

describe('confidential V2 server client (spec 5.2)', () => {
  it('authenticates with client_secret_basic or client_secret_post; PKCE still mandatory', async () => {
    const { verifier, challenge } = pkce();
    const form = (code: string) => ({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: SERVER_REDIRECT });
    const viaBasic = await call(sim, '/oauth2/token', {
      ...SERVER,
      form: form(await codeFor('watchmark-server', SERVER_REDIRECT, challenge)),
      headers: basic('watchmark-server', 'watchmark-server-secret'),
    });
    expect(viaBasic.status).toBe(200);
    const viaPost = await call(sim, '/oauth2/token', {
      ...SERVER,
      form: { ...form(await codeFor('watchmark-server', SERVER_REDIRECT, challenge)), client_id: 'watchmark-server', client_secret: 'watchmark-server-secret' },
    });
    expect(viaPost.status).toBe(200);
  });

  it('a failed secret via Basic is 401 invalid_client with WWW-Authenticate: Basic realm=oauth2; via the body, no challenge', async () => {
    const wrongBasic = await call(sim, '/oauth2/token', {
      ...SERVER,
      form: { grant_type: 'refresh_token', refresh_token: 'x' },
      headers: basic('watchmark-server', 'nope'),
    });
    expect([wrongBasic.status, wrongBasic.json, wrongBasic.headers.get('www-authenticate')]).toEqual([
      401,
      { error: 'invalid_client', error_description: expect.any(String) },
      'Basic realm=oauth2',
    ]);
    const wrongBody = await call(sim, '/oauth2/token', {
      ...SERVER,
      form: { grant_type: 'refresh_token', refresh_token: 'x', client_id: 'watchmark-server', client_secret: 'nope' },
    });
    expect([wrongBody.status, wrongBody.headers.get('www-authenticate')]).toEqual([401, null]);
    const missing = await call(sim, '/oauth2/token', { ...SERVER, form: { grant_type: 'refresh_token', refresh_token: 'x', client_id: 'watchmark-server' } });
    expect(missing.json.error).toBe('invalid_client');
  });

  it('rotating the secret does not affect existing grants', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor('watchmark-server', SERVER_REDIRECT, challenge);
    const tok = (
      await call(sim, '/oauth2/token', {
        ...SERVER,
        form: { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: SERVER_REDIRECT },
        headers: basic('watchmark-server', 'watchmark-server-secret'),
      })
    ).json;
    const rotated = (await admin(sim, 'clients/watchmark-server/rotate-secret', {})).json.client_secret;
    expect((await call(sim, '/sync/activities', { ...SERVER, token: tok.access_token })).status).toBe(200);
    const old = await call(sim, '/oauth2/token', {
      ...SERVER,
      form: { grant_type: 'refresh_token', refresh_token: tok.refresh_token },
      headers: basic('watchmark-server', 'watchmark-server-secret'),
    });
    expect(old.json.error).toBe('invalid_client');
    const fresh = await call(sim, '/oauth2/token', {
      ...SERVER,
      form: { grant_type: 'refresh_token', refresh_token: tok.refresh_token },
      headers: basic('watchmark-server', rotated),
    });
    expect(fresh.status).toBe(200);
  });
});

describe('generations, scopes and lifetimes (spec 5, 5.2, 8)', () => {
  it('V1 client id on /oauth2/*: 401 invalid_client (oauth2 envelope, no code, no Bearer challenge)', async () => {
    for (const path of ['/oauth2/token', '/oauth2/device', '/oauth2/revoke']) {
      const r = await call(sim, path, { query: { client_id: 'watchmark-dev-v1' }, form: { client_id: 'watchmark-dev-v1', token: 'x' } });
      expect([path, r.status, r.json.error, r.json.code, r.headers.get('www-authenticate')]).toEqual([path, 401, 'invalid_client', undefined, null]);
    }
  });

  it('a V1 token sent to a V2-only endpoint is 403 oauth2_token_required', async () => {
    const v1 = await tokenFor(sim, 'pro', '', 'watchmark-dev-v1');
    const r = await call(sim, '/lists/user/pro', { token: v1, query: { client_id: 'watchmark-dev-v1' } });
    expect([r.status, r.json.error, r.json.code]).toEqual([403, 'oauth2_token_required', 403]);
  });

  it('scope defaults to media:read; misspelled/miscased scopes are ignored; read tokens cannot write', async () => {
    const dev = await call(sim, '/oauth2/device', { form: { client_id: APP.client_id, scope: 'Media:Write media:wirte' } });
    await admin(sim, 'approve-device', { user_code: dev.json.user_code, user: 'pro' });
    await advance(sim, 5000);
    const tok = await call(sim, '/oauth2/token', {
      form: { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: dev.json.device_code, client_id: APP.client_id },
    });
    expect(tok.json.scope).toBe('media:read');
    const w = await call(sim, '/sync/ratings', { token: tok.json.access_token, body: { movies: [{ ids: { svc: 10004 }, rating: 9 }] } });
    expect([w.status, w.json.error, w.headers.get('www-authenticate')]).toEqual([
      403,
      'insufficient_scope',
      `Bearer realm=${new URL(sim.urls.api).host}, error=insufficient_scope, scope="media:write"`,
    ]);
    // A GET carrying a body counts as a write (spec 7).
    const getWithBody = await rawRequest(url(sim, '/sync/activities'), {
      headers: { authorization: `Bearer ${tok.json.access_token}`, 'content-type': 'application/json' },
      body: '{"x":1}',
    });
    expect([getWithBody.status, getWithBody.json?.error, getWithBody.text]).toEqual([403, 'insufficient_scope', expect.any(String)]);
  });

  it('refresh tokens live 180 days and are renewed on use; each sign-in is its own connection', async () => {
    const a = (await admin(sim, 'tokens', { user: 'pro' })).json;
    const b = (await admin(sim, 'tokens', { user: 'pro' })).json;
    expect(a.access_token).not.toBe(b.access_token);
    await advance(sim, 179 * DAY);
    const r1 = await call(sim, '/oauth2/token', { form: { grant_type: 'refresh_token', refresh_token: a.refresh_token, client_id: APP.client_id } });
    expect(r1.status).toBe(200);
    await advance(sim, 179 * DAY);
    expect(
      (await call(sim, '/oauth2/token', { form: { grant_type: 'refresh_token', refresh_token: r1.json.refresh_token, client_id: APP.client_id } })).status,
    ).toBe(200);
    expect(
      (await call(sim, '/oauth2/token', { form: { grant_type: 'refresh_token', refresh_token: b.refresh_token, client_id: APP.client_id } })).json.error,
    ).toBe('invalid_grant');
    expect((await admin(sim, 'users/pro')).json.connections).toHaveLength(2);
  });

  it("a token of one V2 app sent with another app's client id is invalid_token; /oauth2 errors never carry code", async () => {
    const t = await tokenFor(sim, 'pro');
    const r = await call(sim, '/sync/activities', { token: t, query: { client_id: 'watchmark-companion' } });
    expect([r.status, r.json.error]).toEqual([401, 'invalid_token']);
    const bad = await call(sim, '/oauth2/token', { form: { client_id: APP.client_id, grant_type: 'password' } });
    expect([bad.status, bad.json]).toEqual([400, { error: 'unsupported_grant_type', error_description: expect.any(String) }]);
    const missing = await call(sim, '/oauth2/token', { form: { client_id: APP.client_id, grant_type: 'authorization_code' } });
    expect(missing.json).toEqual({ error: 'invalid_request', error_description: expect.any(String) });
  });

  it('device polling ends with expired_token; denial is access_denied; the discovery document lists every endpoint', async () => {
    const tv = { query: { client_id: 'watchmark-tv' } };
    const d = (await call(sim, '/oauth2/device', { ...tv, form: { client_id: 'watchmark-tv' } })).json;
    expect(d.user_code).toMatch(/^[A-Z]{8}$/);
    await admin(sim, 'approve-device', { user_code: d.user_code, deny: true });
    const poll = await call(sim, '/oauth2/token', {
      ...tv,
      form: { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: d.device_code, client_id: 'watchmark-tv' },
    });
    expect(poll.json.error).toBe('access_denied');
    const d2 = (await call(sim, '/oauth2/device', { ...tv, form: { client_id: 'watchmark-tv' } })).json;
    await advance(sim, 600_000);
    const late = await call(sim, '/oauth2/token', {
      ...tv,
      form: { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: d2.device_code, client_id: 'watchmark-tv' },
    });
    expect([late.status, late.json.error]).toEqual([400, 'expired_token']);
    const disc = await (await fetch(`${sim.urls.web}/.well-known/oauth-authorization-server`)).json();
    expect(disc).toMatchObject({
      device_authorization_endpoint: `${sim.urls.api}/oauth2/device`,
      revocation_endpoint: `${sim.urls.api}/oauth2/revoke`,
      grant_types_supported: ['authorization_code', 'refresh_token', 'urn:ietf:params:oauth:grant-type:device_code'],
    });
  });
});
