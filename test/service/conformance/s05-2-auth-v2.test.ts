import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../index.ts';
import { admin, APP, call, HOUR, pkce, startTestSim, violations } from '../test-helpers.ts';

let sim: Simulator;
beforeAll(async () => {
  sim = await startTestSim();
});
afterAll(() => sim.close());
beforeEach(async () => {
  await admin(sim, 'reset', {});
});

const REDIRECT = 'https://abcdefghijklmnop.chromiumapp.org/callback';

function authorizeUrl(challenge: string, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: APP.client_id,
    redirect_uri: REDIRECT,
    state: 'st-123',
    scope: 'media:read media:write',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    'app-name': APP['app-name'],
    'app-version': APP['app-version'],
    ...extra,
  });
  return `${sim.urls.web}/oauth2/authorize?${q.toString()}`;
}

/** Loads the consent page, then submits its own form as a browser would. */
async function consent(challenge: string, decision: 'approve' | 'deny', user = 'demo'): Promise<URL> {
  const page = await fetch(authorizeUrl(challenge));
  const html = await page.text();
  expect(page.status).toBe(200);
  expect(html).toContain('<button id="approve"');
  expect(html).toContain('<select id="user"');
  const form = new URLSearchParams();
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) form.set(m[1] as string, (m[2] as string).replace(/&#38;/g, '&'));
  form.set('user', user);
  form.set('decision', decision);
  const res = await fetch(`${sim.urls.web}/oauth2/authorize/decision`, { method: 'POST', body: form, redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

async function exchange(code: string, verifier: string, redirectUri = REDIRECT) {
  return call(sim, '/oauth2/token', {
    form: { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri, client_id: APP.client_id },
  });
}

async function signIn(user = 'demo') {
  const { verifier, challenge } = pkce();
  const back = await consent(challenge, 'approve', user);
  return (await exchange(back.searchParams.get('code') ?? '', verifier)).json;
}

describe('V2 authorization code + PKCE', () => {
  it('consent -> code -> token -> the bearer works', async () => {
    const { verifier, challenge } = pkce();
    const back = await consent(challenge, 'approve', 'pro');
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('st-123');
    expect(back.searchParams.get('iss')).toBe(sim.urls.web);
    const tok = await exchange(back.searchParams.get('code') ?? '', verifier);
    expect(tok.status).toBe(200);
    expect(tok.json).toMatchObject({ token_type: 'Bearer', expires_in: 604800, scope: 'media:read media:write' });
    expect(tok.json.refresh_token).toBeTypeOf('string');
    expect((await call(sim, '/sync/activities', { token: tok.json.access_token })).status).toBe(200);
    expect((await admin(sim, 'users/pro')).json.connections).toHaveLength(1);
  });

  it('the authorize GET is side-effect free (Firefox loads it twice)', async () => {
    const { challenge } = pkce();
    expect((await fetch(authorizeUrl(challenge))).status).toBe(200);
    expect((await fetch(authorizeUrl(challenge))).status).toBe(200);
    expect(sim.state.auth.codes.size).toBe(0);
  });

  it('a wrong verifier and a replayed code both give invalid_grant (oauth2 envelope, no code)', async () => {
    const { verifier, challenge } = pkce();
    const wrong = await exchange((await consent(challenge, 'approve')).searchParams.get('code') ?? '', pkce().verifier);
    expect([wrong.status, wrong.json]).toEqual([400, { error: 'invalid_grant', error_description: expect.any(String) }]);
    const code = (await consent(challenge, 'approve')).searchParams.get('code') ?? '';
    expect((await exchange(code, verifier)).status).toBe(200);
    expect((await exchange(code, verifier)).json.error).toBe('invalid_grant');
  });

  it('a code expires after 10 minutes and needs the same redirect_uri', async () => {
    const { verifier, challenge } = pkce();
    const other = (await consent(challenge, 'approve')).searchParams.get('code') ?? '';
    expect((await exchange(other, verifier, 'https://x.chromiumapp.org/other')).json.error).toBe('invalid_grant');
    const code = (await consent(challenge, 'approve')).searchParams.get('code') ?? '';
    await admin(sim, 'clock', { advanceMs: 601_000 });
    expect((await exchange(code, verifier)).json.error).toBe('invalid_grant');
  });

  it('a short verifier is a violation', async () => {
    const { challenge } = pkce();
    const code = (await consent(challenge, 'approve')).searchParams.get('code') ?? '';
    expect((await exchange(code, 'short')).json.error).toBe('invalid_grant');
    expect((await violations(sim)).map((v) => v.rule)).toContain('pkce-verifier-format');
  });

  it('deny redirects with error=access_denied, state and iss', async () => {
    const back = await consent(pkce().challenge, 'deny');
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', state: 'st-123', iss: sim.urls.web });
  });

  it('untrusted redirects are shown as a page; trusted errors go back to the client', async () => {
    const bad = await fetch(authorizeUrl(pkce().challenge, { redirect_uri: 'https://evil.example/cb' }), { redirect: 'manual' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('id="error"');
    const v1 = await fetch(authorizeUrl(pkce().challenge, { client_id: 'watchmark-dev-v1' }), { redirect: 'manual' });
    expect(v1.status).toBe(401);
    const plain = await fetch(authorizeUrl(pkce().challenge, { code_challenge_method: 'plain' }), { redirect: 'manual' });
    expect(plain.status).toBe(302);
    expect(new URL(plain.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_request');
  });

  it('the authorize URL must carry client_id, app-name and app-version', async () => {
    const u = new URL(authorizeUrl(pkce().challenge));
    u.searchParams.delete('app-version');
    expect((await fetch(u)).status).toBe(200);
    expect((await violations(sim)).map((v) => v.rule)).toEqual(['missing-app-version']);
  });

  it('publishes a discovery document', async () => {
    const d = await (await fetch(`${sim.urls.web}/.well-known/oauth-authorization-server`)).json();
    expect(d).toMatchObject({
      issuer: sim.urls.web,
      authorization_endpoint: `${sim.urls.web}/oauth2/authorize`,
      token_endpoint: `${sim.urls.api}/oauth2/token`,
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['media:read', 'media:write'],
    });
  });
});

describe('tokens: refresh, revoke, expiry, scope', () => {
  it('refresh rotates: the old refresh token dies, the scope never widens', async () => {
    const first = await signIn();
    const refresh = (rt: string, scope?: string) =>
      call(sim, '/oauth2/token', { form: { grant_type: 'refresh_token', refresh_token: rt, client_id: APP.client_id, ...(scope ? { scope } : {}) } });
    const narrowed = await refresh(first.refresh_token, 'media:read');
    expect(narrowed.json.scope).toBe('media:read');
    expect((await refresh(first.refresh_token)).json.error).toBe('invalid_grant');
    const widened = await refresh(narrowed.json.refresh_token, 'media:read media:write');
    expect(widened.json.scope).toBe('media:read');
    expect((await call(sim, '/sync/activities', { token: widened.json.access_token })).status).toBe(200);
  });

  it('revoke always answers 200 empty, and revoked tokens stop working', async () => {
    const t = await signIn();
    const r = await call(sim, '/oauth2/revoke', { form: { token: t.refresh_token, client_id: APP.client_id } });
    expect([r.status, r.text]).toEqual([200, '']);
    expect((await call(sim, '/oauth2/revoke', { form: { token: 'unknown', client_id: APP.client_id } })).status).toBe(200);
    const after = await call(sim, '/sync/activities', { token: t.access_token });
    expect([after.status, after.json.error]).toEqual([401, 'invalid_token']);
    expect(after.headers.get('www-authenticate')).toContain('error=invalid_token');
  });

  it('access tokens expire after 7 days on the virtual clock', async () => {
    const t = await signIn();
    await admin(sim, 'clock', { advanceMs: 7 * 24 * HOUR - 1000 });
    expect((await call(sim, '/sync/activities', { token: t.access_token })).status).toBe(200);
    await admin(sim, 'clock', { advanceMs: 2000 });
    expect((await call(sim, '/sync/activities', { token: t.access_token })).json.error).toBe('invalid_token');
  });

  it('a media:read token cannot write: 403 insufficient_scope naming the scope', async () => {
    const read = (await admin(sim, 'tokens', { user: 'demo', scope: 'media:read' })).json.access_token;
    const r = await call(sim, '/scrobble/start', { token: read, body: { movie: { ids: { svc: 10004 } }, progress: 1 } });
    expect([r.status, r.json.error]).toEqual([403, 'insufficient_scope']);
    expect(r.headers.get('www-authenticate')).toContain('scope="media:write"');
  });

  it('a V1 client id on /oauth2/* gets 401 invalid_client', async () => {
    const r = await call(sim, '/oauth2/token', { query: { client_id: 'watchmark-dev-v1' }, form: { grant_type: 'refresh_token', refresh_token: 'x' } });
    expect([r.status, r.json.error, r.json.code]).toEqual([401, 'invalid_client', undefined]);
  });
});

describe('device flow (RFC 8628)', () => {
  it('pending, slow_down, approval, then tokens; the code is single-use', async () => {
    const d = (await call(sim, '/oauth2/device', { form: { client_id: APP.client_id, scope: 'media:read media:write' } })).json;
    expect(d).toMatchObject({ verification_uri: `${sim.urls.web}/device`, expires_in: 600, interval: 5 });
    expect(d.user_code).toMatch(/^[A-Z]{8}$/);
    const poll = () =>
      call(sim, '/oauth2/token', {
        form: { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: d.device_code, client_id: APP.client_id },
      });
    expect((await poll()).json.error).toBe('authorization_pending');
    expect((await poll()).json.error).toBe('slow_down');
    const page = await fetch(`${sim.urls.web}/device`, {
      method: 'POST',
      body: new URLSearchParams({ user_code: d.user_code, user: 'vip', decision: 'approve' }),
    });
    expect(page.status).toBe(200);
    await admin(sim, 'clock', { advanceMs: 10_000 });
    const ok = await poll();
    expect(ok.json.scope).toBe('media:read media:write');
    expect((await admin(sim, 'users/vip')).json.connections).toHaveLength(1);
    await admin(sim, 'clock', { advanceMs: 10_000 });
    expect((await poll()).json.error).toBe('invalid_grant');
  });

  it('expires after 600 s', async () => {
    const d = (await call(sim, '/oauth2/device', { form: { client_id: APP.client_id } })).json;
    await admin(sim, 'clock', { advanceMs: 601_000 });
    expect((await admin(sim, 'approve-device', { user_code: d.user_code, user: 'demo' })).status).toBe(404);
    const r = await call(sim, '/oauth2/token', {
      form: { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: d.device_code, client_id: APP.client_id },
    });
    expect(r.json.error).toBe('expired_token');
  });
});
