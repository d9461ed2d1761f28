import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../index.ts';
import { admin, call, rawGet, startTestSim, url, violations } from '../test-helpers.ts';

let sim: Simulator;
beforeAll(async () => {
  sim = await startTestSim();
});
afterAll(() => sim.close());
beforeEach(async () => {
  await admin(sim, 'reset', {});
});

describe('spec 1: common parameters and User-Agent', () => {
  it('a well-formed request leaves no violation', async () => {
    const r = await call(sim, '/movies/10001');
    expect(r.status).toBe(200);
    expect(r.json.title).toBe('Glass Onion: A Knives Out Mystery');
    expect(await violations(sim)).toEqual([]);
  });

  it('records a missing User-Agent but still answers', async () => {
    expect(await rawGet(url(sim, '/movies/10001'))).toBe(200);
    expect((await violations(sim)).map((v) => v.rule)).toEqual(['missing-user-agent']);
  });

  it('records a User-Agent that is not <app-name>/<app-version>', async () => {
    await call(sim, '/movies/10001', { ua: 'Mozilla/5.0' });
    const [v] = await violations(sim);
    expect(v?.rule).toBe('user-agent-mismatch');
    expect(v?.detail).toContain('watchmark/0.1.0');
  });

  it('records missing app-name and app-version', async () => {
    const r = await call(sim, '/tv/20001', { omit: ['app-name', 'app-version'] });
    expect(r.status).toBe(200);
    expect((await violations(sim)).map((v) => v.rule).sort()).toEqual(['missing-app-name', 'missing-app-version']);
  });

  it('answers 412 client_id_failed for an unknown or missing client id', async () => {
    const unknown = await call(sim, '/movies/10001', { query: { client_id: 'nope' } });
    expect(unknown.status).toBe(412);
    expect(unknown.json).toMatchObject({ error: 'client_id_failed', code: 412 });
    const missing = await call(sim, '/movies/10001', { omit: ['client_id'] });
    expect(missing.status).toBe(412);
    expect((await violations(sim)).map((v) => v.rule)).toEqual(['unknown-client-id', 'missing-client-id']);
  });

  it('records malformed JSON and answers 400', async () => {
    const token = (await admin(sim, 'tokens', { user: 'demo' })).json.access_token as string;
    const r = await call(sim, '/scrobble/start', { token, body: '{"movie": ' });
    expect(r.status).toBe(400);
    expect((await violations(sim)).map((v) => v.rule)).toEqual(['malformed-json']);
  });

  it('keeps a request log without token values', async () => {
    await call(sim, '/sync/activities', { token: 'secret-token-value' });
    const log = (await admin(sim, 'requests?path=/sync/')).json;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ host: 'api', method: 'GET', path: '/sync/activities', hasAuth: true, status: 401, userAgent: 'watchmark/0.1.0' });
    expect(JSON.stringify(log)).not.toContain('secret-token-value');
  });

  it('checks CDN requests too, but never rejects them (the CDN ignores query strings)', async () => {
    const r = await call(sim, '/calendar/tv.json', { host: 'cdn', query: { client_id: 'nope' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('last-modified')).toBeTruthy();
    expect((await violations(sim)).map((v) => `${v.rule}`)).toEqual(['unknown-client-id']);
  });
});

describe('fault injection', () => {
  it('answers a queued fault once, with Retry-After', async () => {
    await admin(sim, 'faults', { path: '/movies/', status: 429, retryAfter: 7 });
    const hit = await call(sim, '/movies/10001');
    expect(hit.status).toBe(429);
    expect(hit.json).toEqual({ error: 'rate_limit', code: 429, message: 'injected fault' });
    expect(hit.headers.get('retry-after')).toBe('7');
    expect((await call(sim, '/movies/10001')).status).toBe(200);
  });

  it('drops the connection', async () => {
    await admin(sim, 'faults', { path: '/tv/', drop: true });
    await expect(call(sim, '/tv/20001')).rejects.toThrow();
    const log = (await admin(sim, 'requests?path=/tv/')).json;
    expect(log[0].status).toBe(0);
  });
});
