import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../index.ts';
import { admin, call, rawRequest, startTestSim, tokenFor, url, violations } from '../test-helpers.ts';

/** Spec 7: the envelopes, and bad input of every kind answered with the spec's errors (never a crash or a hang). */
let sim: Simulator;
let token: string;
beforeAll(async () => {
  sim = await startTestSim();
});
afterAll(() => sim.close());
beforeEach(async () => {
  await admin(sim, 'reset', {});
  token = await tokenFor(sim, 'pro');
});

const WRITES = [
  '/scrobble/start',
  '/scrobble/pause',
  '/scrobble/stop',
  '/scrobble/checkin',
  '/sync/history',
  '/sync/history/remove',
  '/sync/watched',
  '/sync/add-to-list',
  '/sync/ratings',
  '/sync/ratings/remove',
  '/search/file',
  '/search/random',
  '/users/settings',
];

describe('the standard envelope (spec 7)', () => {
  it('{error, code, message?} with code = HTTP status; unknown URLs are 404 id_err', async () => {
    const r = await call(sim, '/no/such/endpoint');
    expect([r.status, r.json]).toEqual([404, { error: 'id_err', code: 404, message: expect.any(String) }]);
    await admin(sim, 'faults', { path: '/sync/activities', status: 500 });
    expect((await call(sim, '/sync/activities', { token })).json).toEqual({ error: 'internal', code: 500, message: 'injected fault' });
    const oauth = await call(sim, '/oauth2/token', { form: { client_id: 'watchmark-dev' } });
    expect(Object.keys(oauth.json).sort()).toEqual(['error', 'error_description']);
  });
});

describe("bad input (spec 7: 400 with the spec's errors)", () => {
  it('malformed JSON on every write endpoint: 400 wrong_parameter (oauth2: invalid_request) and a violation', async () => {
    for (const path of WRITES) {
      const r = await call(sim, path, { token, body: '{"movies": [' });
      expect([path, r.status, r.json.error]).toEqual([path, 400, 'wrong_parameter']);
    }
    const o = await call(sim, '/oauth2/token', { body: '{nope' });
    expect([o.status, o.json]).toEqual([400, { error: 'invalid_request', error_description: expect.any(String) }]);
    expect((await violations(sim)).filter((v) => v.rule === 'malformed-json')).toHaveLength(WRITES.length + 1);
  });

  it('wrong JSON types (array, string, number, null bodies; wrong field types) never crash', async () => {
    for (const body of ['[]', '"text"', '42', 'null', 'true']) {
      for (const path of WRITES) {
        const r = await call(sim, path, { token, body });
        expect([path, body, r.status < 500, r.json?.error === undefined ? 'ok' : typeof r.json.error]).toEqual([
          path,
          body,
          true,
          r.status < 300 ? 'ok' : 'string',
        ]);
      }
    }
    const odd = [
      { movie: 'Inception', progress: 5 },
      { movie: { ids: 'tt1375666' }, progress: 5 },
      { movie: { ids: { svc: { deep: true } } }, progress: 5 },
      { show: { ids: { svc: 20001 } }, episode: { season: '1', number: 1 }, progress: 5 },
      { movie: { ids: { svc: 10004 } }, progress: Number.MAX_VALUE },
    ];
    for (const body of odd) {
      const r = await call(sim, '/scrobble/start', { token, body });
      expect([JSON.stringify(body), r.status]).toEqual([JSON.stringify(body), r.status === 404 ? 404 : 400]);
    }
  });

  it('unknown fields are ignored', async () => {
    const r = await call(sim, '/scrobble/start', {
      token,
      body: { movie: { ids: { svc: 10004, foo: 'bar' }, colour: 'red' }, progress: 10, extra: [1, 2, 3] },
    });
    expect(r.status).toBe(201);
    expect((await call(sim, '/sync/history', { token, body: { movies: [{ ids: { svc: 10004 }, mood: 'happy' }], books: [] } })).status).toBe(201);
  });

  it('a huge body (over 1 MB) is 400 wrong_parameter, promptly, and the server keeps serving', async () => {
    const huge = JSON.stringify({ movies: Array.from({ length: 60_000 }, () => ({ ids: { imdb: 'tt1375666' }, title: 'Inception padding padding' })) });
    expect(huge.length).toBeGreaterThan(1_000_000);
    const started = Date.now();
    const r = await rawRequest(url(sim, '/sync/history'), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: huge,
    });
    expect([r.status, r.json.error]).toEqual([400, 'wrong_parameter']);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await violations(sim)).map((v) => v.rule)).toEqual(['body-too-large']);
    expect((await call(sim, '/movies/10004')).status).toBe(200);
  });

  it('odd paths, methods and encodings are 404/400, never 500', async () => {
    for (const path of [
      '/movies/%E0%A4%A',
      '/tv/episodes/99999999999999999999',
      '/sync/playback/abc',
      '/lists/%00',
      '/users/recently-watched-background/%FF',
    ]) {
      const r = await call(sim, path, { token });
      expect([path, r.status < 500]).toEqual([path, true]);
    }
    expect((await call(sim, '/sync/activities', { token, method: 'PUT' })).status).toBe(404);
    const form = await call(sim, '/scrobble/start', { token, form: { movie: 'x', progress: '5' } });
    expect([form.status, form.json.error]).toEqual([400, 'wrong_parameter']);
  });
});
