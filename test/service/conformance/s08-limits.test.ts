import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../index.ts';
import { admin, advance, call, startTestSim, tokenFor, violations } from '../test-helpers.ts';

/**
 * Spec 8 (and 7: 429/412, Retry-After): per-second rates on the virtual clock, the escalating 412
 * throttle, exempt endpoints, daily quotas with the New York midnight reset, X-RateLimit-Remaining
 * and debug_limit. This suite runs with the rates enforced, as `npm run service` does.
 */
let sim: Simulator;
beforeAll(async () => {
  sim = await startTestSim({ rates: true });
});
afterAll(() => sim.close());
beforeEach(async () => {
  await admin(sim, 'reset', {});
});

const SECOND = 1000;
const rating = (token: string) => call(sim, '/sync/ratings', { token, body: { movies: [{ ids: { svc: 10004 }, rating: 8 }] } });

describe('per-second rates (spec 8: 10 GET/s, 1 POST/s; sliding one-second windows on the virtual clock)', () => {
  it('the 11th GET in one virtual second is 429 rate_limit with Retry-After in seconds; the next second is free', async () => {
    const token = await tokenFor(sim, 'pro');
    for (let i = 0; i < 10; i++) expect((await call(sim, '/sync/activities', { token })).status).toBe(200);
    const over = await call(sim, '/sync/activities', { token });
    expect([over.status, over.json.error, over.json.code, over.headers.get('retry-after')]).toEqual([429, 'rate_limit', 429, '1']);
    await advance(sim, SECOND);
    expect((await call(sim, '/sync/activities', { token })).status).toBe(200);
  });

  it('counts per token: another user is not affected', async () => {
    const [a, b] = [await tokenFor(sim, 'pro'), await tokenFor(sim, 'vip')];
    expect((await rating(a)).status).toBe(201);
    expect((await rating(a)).status).toBe(429);
    expect((await rating(b)).status).toBe(201);
  });

  it('a client pacing POSTs 1 s apart never fails; 50 ms of transport jitter is forgiven, a 0.9 s cadence is not', async () => {
    const token = await tokenFor(sim, 'pro');
    expect((await rating(token)).status).toBe(201);
    await advance(sim, 950);
    expect((await rating(token)).status).toBe(201);
    await advance(sim, 900);
    expect((await rating(token)).status).toBe(429);
    for (let i = 0; i < 5; i++) {
      await advance(sim, SECOND);
      expect((await rating(token)).status).toBe(201);
    }
  });

  it('the POST window slides: two POSTs a few ms apart across a second boundary are caught', async () => {
    const token = await tokenFor(sim, 'pro');
    await advance(sim, 998);
    expect((await rating(token)).status).toBe(201);
    await advance(sim, 4);
    const over = await rating(token);
    expect([over.status, over.json.error, over.headers.get('retry-after')]).toEqual([429, 'rate_limit', '1']);
    expect((await violations(sim)).map((v) => v.rule)).toEqual(['rate-exceeded']);
  });

  it('the GET window slides: 11 GETs within any 1000 ms are caught, whatever second they fall in', async () => {
    const token = await tokenFor(sim, 'pro');
    await advance(sim, 500);
    for (let i = 0; i < 10; i++) expect((await call(sim, '/sync/activities', { token })).status).toBe(200);
    await advance(sim, 600);
    expect((await call(sim, '/sync/activities', { token })).status).toBe(429);
    await advance(sim, 400);
    expect((await call(sim, '/sync/activities', { token })).status).toBe(200);
  });

  it('repeated POST overage places a 412 client_id_failed block on the token, extended by further overage', async () => {
    const token = await tokenFor(sim, 'pro');
    expect((await rating(token)).status).toBe(201);
    expect((await rating(token)).status).toBe(429);
    expect((await rating(token)).status).toBe(429);
    const blocked = await rating(token);
    expect([blocked.status, blocked.json.error, blocked.headers.get('retry-after')]).toEqual([412, 'client_id_failed', '60']);
    await advance(sim, 30 * SECOND);
    expect((await call(sim, '/sync/activities', { token })).status).toBe(412);
    // Further overage (a POST during the block) extends it to 60 s from now.
    expect((await rating(token)).status).toBe(412);
    await advance(sim, 45 * SECOND);
    expect((await call(sim, '/sync/activities', { token })).status).toBe(412);
    await advance(sim, 16 * SECOND);
    expect((await call(sim, '/sync/activities', { token })).status).toBe(200);
    expect((await rating(await tokenFor(sim, 'vip'))).status).toBe(201);
  });

  it('exempt: detail lookups, episode lists and /redirect (and the CDN) are never limited nor counted', async () => {
    for (let i = 0; i < 25; i++) {
      for (const path of ['/movies/10001', '/tv/episodes/20001', '/anime/30001']) {
        const r = await call(sim, path, { token: await tokenFor(sim, 'pro') });
        expect(r.status).toBe(200);
        expect(r.headers.get('x-ratelimit-remaining')).toBeNull();
      }
      expect((await call(sim, '/redirect', { query: { imdb: 'tt1375666' } })).status).toBe(301);
      expect((await call(sim, '/calendar/tv.json', { host: 'cdn' })).status).toBe(200);
    }
    expect((await admin(sim, 'limits')).json.users.pro).toBe(0);
  });

  it('anonymous V1 traffic is limited per client_id', async () => {
    const v1 = { query: { client_id: 'watchmark-dev-v1', q: 'office' } };
    for (let i = 0; i < 10; i++) expect((await call(sim, '/search/tv', v1)).status).toBe(200);
    expect((await call(sim, '/search/tv', v1)).status).toBe(429);
  });

  it('the admin API can relax the rates (reset restores them)', async () => {
    await admin(sim, 'limits', { rates: false });
    const token = await tokenFor(sim, 'pro');
    for (let i = 0; i < 5; i++) expect((await rating(token)).status).toBe(201);
    await admin(sim, 'reset', {});
    expect((await admin(sim, 'limits')).json.config.rates).toBe(true);
  });
});

describe('daily quotas (spec 8)', () => {
  it('V2: per user, shared across apps; X-RateLimit-Remaining not on the first request with a new token; 0 arrives on a success', async () => {
    await admin(sim, 'limits', { quota: { free: 3 } });
    const token = await tokenFor(sim, 'demo');
    const first = await call(sim, '/sync/activities', { token });
    expect([first.status, first.headers.get('x-ratelimit-remaining')]).toEqual([200, null]);
    await advance(sim, SECOND);
    expect((await call(sim, '/sync/activities', { token })).headers.get('x-ratelimit-remaining')).toBe('1');
    await advance(sim, SECOND);
    const last = await call(sim, '/sync/playback', { token });
    expect([last.status, last.headers.get('x-ratelimit-remaining')]).toEqual([200, '0']);
    await advance(sim, SECOND);
    const over = await call(sim, '/sync/activities', { token });
    // T0 is 08:00 in New York (EDT): the reset is 16 h away.
    expect([over.status, over.json.error, over.headers.get('retry-after')]).toEqual([429, 'user_limit_exceeded', String(16 * 3600 - 3)]);
    const companion = await tokenFor(sim, 'demo', 'media:read', 'watchmark-companion');
    const other = await call(sim, '/sync/activities', { token: companion, query: { client_id: 'watchmark-companion' } });
    expect([other.status, other.json.error]).toEqual([429, 'user_limit_exceeded']);
    // V1 traffic does not draw on the V2 user quota, and never carries the header.
    const v1 = await tokenFor(sim, 'demo', '', 'watchmark-dev-v1');
    const v1r = await call(sim, '/sync/activities', { token: v1, query: { client_id: 'watchmark-dev-v1' } });
    expect([v1r.status, v1r.headers.get('x-ratelimit-remaining')]).toEqual([200, null]);
    expect((await call(sim, '/sync/activities', { token: await tokenFor(sim, 'guest') })).status).toBe(200);
  });

  it('resets at midnight America/New_York, the same instant for everyone', async () => {
    await admin(sim, 'limits', { quota: { pro: 1 } });
    const token = await tokenFor(sim, 'pro');
    expect((await call(sim, '/sync/activities', { token })).status).toBe(200);
    await advance(sim, SECOND);
    expect((await call(sim, '/sync/activities', { token })).status).toBe(429);
    // 2026-05-02T03:59:59Z is still May 1 in New York; 04:00:00Z is midnight.
    await admin(sim, 'clock', { setMs: Date.parse('2026-05-02T03:59:59Z') });
    expect((await call(sim, '/sync/activities', { token })).status).toBe(429);
    await admin(sim, 'clock', { setMs: Date.parse('2026-05-02T04:00:00Z') });
    expect((await call(sim, '/sync/activities', { token })).status).toBe(200);
  });

  it('V1: one allowance per client_id (app_limit_exceeded), no X-RateLimit-Remaining', async () => {
    await admin(sim, 'limits', { quota: { v1: 2 } });
    const v1 = { query: { client_id: 'watchmark-dev-v1', q: 'dune' } };
    for (let i = 0; i < 2; i++) {
      const r = await call(sim, '/search/movie', v1);
      expect([r.status, r.headers.get('x-ratelimit-remaining')]).toEqual([200, null]);
    }
    const over = await call(sim, '/search/movie', v1);
    expect([over.status, over.json.error]).toEqual([429, 'app_limit_exceeded']);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(sim, '/search/movie', { query: { client_id: 'watchmark-cli-v1', q: 'dune' } })).status).toBe(200);
  });

  it('debug_limit=user|app answers the matching 429 at once and consumes no quota', async () => {
    const token = await tokenFor(sim, 'pro');
    const user = await call(sim, '/sync/activities', { token, query: { debug_limit: 'user' } });
    expect([user.status, user.json.error, Number(user.headers.get('retry-after')) > 0]).toEqual([429, 'user_limit_exceeded', true]);
    const app = await call(sim, '/sync/activities', { token, query: { debug_limit: 'app' } });
    expect([app.status, app.json.error]).toEqual([429, 'app_limit_exceeded']);
    expect((await admin(sim, 'limits')).json.users.pro).toBe(0);
  });
});

describe('spec 7: after a daily quota 429 the client holds until the reset (request-after-quota)', () => {
  const rules = async () => (await violations(sim)).map((v) => v.rule);

  it('a request drawing on the spent quota before its reset is recorded; at the reset it is not', async () => {
    await admin(sim, 'limits', { quota: { free: 1 } });
    const token = await tokenFor(sim, 'demo');
    expect((await call(sim, '/sync/activities', { token })).status).toBe(200);
    await advance(sim, SECOND);
    expect((await call(sim, '/sync/playback', { token })).status).toBe(429);
    expect(await rules()).toEqual([]);
    await advance(sim, 3600 * SECOND);
    expect((await call(sim, '/sync/activities', { token })).status).toBe(429);
    expect(await rules()).toEqual(['request-after-quota']);
    // New York midnight (EDT) is 04:00Z; the Retry-After of the 429 pointed there.
    await admin(sim, 'clock', { setMs: Date.parse('2026-05-02T04:00:00Z') });
    expect((await call(sim, '/sync/activities', { token })).status).toBe(200);
    expect(await rules()).toEqual(['request-after-quota']);
  });

  it('an injected quota 429 binds for its own Retry-After; exempt reads, sign-in, other users and apps, and debug_limit are free', async () => {
    const token = await tokenFor(sim, 'demo');
    await admin(sim, 'faults', { path: '/sync/history', status: 429, error: 'user_limit_exceeded', retryAfter: 5 });
    expect((await call(sim, '/sync/history', { token, body: { movies: [{ ids: { svc: 10004 } }] } })).status).toBe(429);
    await advance(sim, 2 * SECOND);
    expect((await call(sim, '/movies/10004', { token })).status).toBe(200);
    await call(sim, '/sync/activities', { token: await tokenFor(sim, 'pro') });
    await call(sim, '/sync/activities', {
      token: await tokenFor(sim, 'demo', 'media:read', 'watchmark-companion'),
      query: { client_id: 'watchmark-companion' },
    });
    await call(sim, '/oauth2/revoke', { form: { client_id: 'watchmark-dev', token } });
    expect(await rules()).toEqual([]);
    const fresh = await tokenFor(sim, 'demo');
    await call(sim, '/sync/activities', { token: fresh });
    expect(await rules()).toEqual(['request-after-quota']);
    await advance(sim, 3 * SECOND);
    await call(sim, '/sync/activities', { token: fresh });
    await call(sim, '/sync/activities', { token: fresh, query: { debug_limit: 'user' } });
    await advance(sim, SECOND);
    await call(sim, '/sync/playback', { token: fresh });
    expect(await rules()).toEqual(['request-after-quota']);
  });
});

describe('spec 8: the sign-in endpoints are rate-limited per client_id like the rest', () => {
  const device = (clientId = 'watchmark-dev') => call(sim, '/oauth2/device', { form: { client_id: clientId }, query: { client_id: clientId } });

  it('a second sign-in POST in one second is 429 rate_limit in the OAuth envelope, recorded', async () => {
    expect((await device()).status).toBe(200);
    const over = await device();
    expect([over.status, over.json, over.headers.get('retry-after')]).toEqual([
      429,
      { error: 'rate_limit', error_description: 'more than 1 POST request per second' },
      '1',
    ]);
    expect((await device('watchmark-tv')).status).toBe(200);
    const v1 = (code: string) => ({
      form: { client_id: 'watchmark-dev-v1', grant_type: 'authorization_code', code, code_verifier: 'v'.repeat(43) },
      query: { client_id: 'watchmark-dev-v1' },
    });
    expect((await call(sim, '/oauth/token', v1('a'))).status).toBe(400);
    expect((await call(sim, '/oauth/token', v1('b'))).status).toBe(429);
    expect((await violations(sim)).map((v) => v.rule)).toEqual(['rate-exceeded', 'rate-exceeded']);
  });

  it("device polling at the service's interval never meets the limit, and signing in spends no quota", async () => {
    await admin(sim, 'limits', { quota: { free: 0 } });
    const grant = (await device()).json;
    const poll = () =>
      call(sim, '/oauth2/token', {
        form: { client_id: 'watchmark-dev', grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: grant.device_code },
      });
    for (let i = 0; i < 3; i++) {
      await advance(sim, grant.interval * SECOND);
      expect((await poll()).json.error).toBe('authorization_pending');
    }
    await admin(sim, 'approve-device', { user_code: grant.user_code, user: 'demo' });
    await advance(sim, grant.interval * SECOND);
    expect((await poll()).status).toBe(200);
    expect(await violations(sim)).toEqual([]);
  });
});
