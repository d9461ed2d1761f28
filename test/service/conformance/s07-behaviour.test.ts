import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../index.ts';
import { REPEAT_WINDOW_MS } from '../behaviour.ts';
import { admin, advance, call, startTestSim, tokenFor, violations } from '../test-helpers.ts';

/** Behaviour over time (issue 12): each rule catches a misbehaving client and lets a good one be. */
let sim: Simulator;
let rated: Simulator;
beforeAll(async () => {
  sim = await startTestSim();
  rated = await startTestSim({ rates: true });
});
afterAll(async () => {
  await sim.close();
  await rated.close();
});
beforeEach(async () => {
  await admin(sim, 'reset', {});
  await admin(rated, 'reset', {});
});

const rules = async (on: Simulator) => (await violations(on)).map((v) => v.rule);

describe('spec 7: a refused request (400/401/403/404/409/412) is not sent again unchanged', () => {
  it('the same refused request again is recorded; a changed one is not', async () => {
    const token = await tokenFor(sim, 'demo');
    const bad = { movies: 'not-an-array' };
    expect((await call(sim, '/sync/history', { token, body: bad })).status).toBe(400);
    expect(await rules(sim)).not.toContain('repeated-refused-request');
    await call(sim, '/sync/history', { token, body: { movies: [{ ids: { svc: 10004 } }] } });
    await call(sim, '/sync/history', { token, body: bad });
    expect(await rules(sim)).toContain('repeated-refused-request');
  });

  it('after the window the same request is a new attempt, not a hammer', async () => {
    const token = await tokenFor(sim, 'demo');
    await call(sim, '/sync/history', { token, body: { movies: 'x' } });
    await advance(sim, REPEAT_WINDOW_MS);
    await call(sim, '/sync/history', { token, body: { movies: 'x' } });
    expect(await rules(sim)).not.toContain('repeated-refused-request');
  });

  it('an injected fault and the write lock invite a retry: not recorded', async () => {
    const token = await tokenFor(sim, 'demo');
    await admin(sim, 'faults', { path: '/sync/history', method: 'POST', status: 412, error: 'client_id_failed' });
    const body = { movies: [{ ids: { svc: 10004 } }] };
    expect((await call(sim, '/sync/history', { token, body })).status).toBe(412);
    expect((await call(sim, '/sync/history', { token, body })).status).toBe(201);
    expect(await rules(sim)).toEqual([]);
  });
});

describe('spec 8: going over the rates is recorded, not only answered', () => {
  it('a second POST in the same second is a recorded rate-exceeded', async () => {
    const token = await tokenFor(rated, 'demo');
    const body = { movies: [{ ids: { svc: 10004 } }] };
    await call(rated, '/sync/history', { token, body });
    expect((await call(rated, '/sync/history', { token, body: { movies: [{ ids: { svc: 10001 } }] } })).status).toBe(429);
    expect(await rules(rated)).toEqual(['rate-exceeded']);
  });

  it('POSTs a second apart are not', async () => {
    const token = await tokenFor(rated, 'demo');
    await call(rated, '/sync/history', { token, body: { movies: [{ ids: { svc: 10004 } }] } });
    await advance(rated, 1000);
    await call(rated, '/sync/history', { token, body: { movies: [{ ids: { svc: 10001 } }] } });
    expect(await rules(rated)).toEqual([]);
  });
});

describe('spec 4.7: no token to the CDN or the image host', () => {
  it.each(['cdn', 'image'] as const)('an Authorization header to the %s is recorded', async (host) => {
    const path = host === 'cdn' ? '/calendar/tv.json' : '/posters/x_m.webp';
    await fetch(`${sim.urls[host]}${path}?client_id=watchmark-dev&app-name=watchmark&app-version=0.1.0`, { headers: { 'user-agent': 'watchmark/0.1.0', authorization: 'Bearer secret' } });
    expect(await rules(sim)).toEqual(['token-to-static-host']);
  });

  it('without one, nothing is recorded', async () => {
    await fetch(`${sim.urls.cdn}/calendar/tv.json?client_id=watchmark-dev&app-name=watchmark&app-version=0.1.0`, { headers: { 'user-agent': 'watchmark/0.1.0' } });
    expect(await rules(sim)).toEqual([]);
  });
});

describe('spec 4.2: the 301 from /redirect is read, never followed', () => {
  it('the item page fetched with the app\'s User-Agent is recorded; a browser tab is not', async () => {
    await fetch(`${sim.urls.web}/movies/10004/inception`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' } });
    expect(await rules(sim)).toEqual([]);
    await fetch(`${sim.urls.web}/movies/10004/inception`, { headers: { 'user-agent': 'watchmark/0.1.0' } });
    expect(await rules(sim)).toEqual(['redirect-followed']);
  });
});
