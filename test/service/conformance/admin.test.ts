import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../index.ts';
import { admin, call, startTestSim, tokenFor } from '../test-helpers.ts';

/** The test controls (admin API): faults by count or seeded share, user view, logs, reset, seeded registrations. */
let sim: Simulator;
beforeAll(async () => {
  sim = await startTestSim();
});
afterAll(() => sim.close());
beforeEach(async () => {
  await admin(sim, 'reset', {});
});

async function statuses(path: string, n: number, host: 'api' | 'cdn' = 'api'): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await call(sim, path, { host })).status);
  return out;
}

describe('fault injection', () => {
  it('the next N requests: status, error, Retry-After; then normal again', async () => {
    await admin(sim, 'faults', { path: '/movies/', status: 503, error: 'unavailable', retryAfter: 3, times: 2 });
    const r = await call(sim, '/movies/10001');
    expect([r.status, r.json.error, r.headers.get('retry-after')]).toEqual([503, 'unavailable', '3']);
    expect(await statuses('/movies/10001', 2)).toEqual([503, 200]);
  });

  it('a seeded share of requests: the same seed gives the same run', async () => {
    const run = async () => {
      await admin(sim, 'faults', { path: '/movies/', status: 500, probability: 0.3, seed: 42 });
      const s = await statuses('/movies/10001', 40);
      await admin(sim, 'faults', undefined, 'DELETE');
      return s;
    };
    const a = await run();
    const b = await run();
    expect(a).toEqual(b);
    const failures = a.filter((s) => s === 500).length;
    expect(failures).toBeGreaterThan(4);
    expect(failures).toBeLessThan(20);
    await admin(sim, 'faults', { path: '/movies/', status: 500, probability: 0.3, seed: 7 });
    expect(await statuses('/movies/10001', 40)).not.toEqual(a);
  });

  it('latency, dropped connections and other hosts', async () => {
    await admin(sim, 'faults', [
      { path: '/calendar/', host: 'cdn', status: 502 },
      { path: '/tv/', latencyMs: 150 },
    ]);
    expect(await statuses('/calendar/tv.json', 2, 'cdn')).toEqual([502, 200]);
    const t = Date.now();
    expect((await call(sim, '/tv/20001')).status).toBe(200);
    expect(Date.now() - t).toBeGreaterThanOrEqual(140);
    await admin(sim, 'faults', { path: '/anime/', drop: true });
    await expect(call(sim, '/anime/30001')).rejects.toThrow();
    expect((await admin(sim, 'faults', { path: '/x', status: 200, bogus: 1 })).status).toBe(400);
  });
  it('a hanging request gets no answer at all, and the simulator records nothing of it', async () => {
    const token = await tokenFor(sim, 'vip');
    await admin(sim, 'faults', { path: '/scrobble/start', method: 'POST', hang: true });
    const gaveUp = await call(sim, '/scrobble/start', { token, body: { movie: { ids: { svc: 10004 } }, progress: 1 }, signal: AbortSignal.timeout(400) }).then(
      () => 'answered',
      (error: unknown) => (error as Error).name,
    );
    expect(gaveUp).toBe('TimeoutError');
    expect((await admin(sim, 'users/vip')).json.sessions).toEqual([]);
    // The fault was used up: the next request is answered.
    expect((await call(sim, '/scrobble/start', { token, body: { movie: { ids: { svc: 10004 } }, progress: 1 } })).status).toBe(201);
  });

  it('a lost answer: the write is recorded, no answer comes, the retry meets 409 already_watched', async () => {
    const token = await tokenFor(sim, 'vip');
    const stop = { movie: { ids: { svc: 10004 } }, progress: 95 };
    await call(sim, '/scrobble/start', { token, body: { ...stop, progress: 90 } });
    await admin(sim, 'faults', { path: '/scrobble/stop', method: 'POST', loseAnswer: true });
    await expect(call(sim, '/scrobble/stop', { token, body: stop, signal: AbortSignal.timeout(400) })).rejects.toThrow();
    expect((await admin(sim, 'users/vip')).json.history).toHaveLength(1);
    const retry = await call(sim, '/scrobble/stop', { token, body: stop });
    expect(retry.status).toBe(409);
    expect(retry.json.error).toBe('already_watched');
  });
});

describe('read-only state views, logs and reset', () => {
  it('the user view holds everything stored; the request log keeps write bodies and responses', async () => {
    const token = await tokenFor(sim, 'vip');
    await call(sim, '/scrobble/pause', { token, body: { movie: { ids: { svc: 10004 } }, progress: 12 } });
    await call(sim, '/sync/ratings', { token, body: { movies: [{ ids: { svc: 10004 }, rating: 8 }] } });
    const v = (await admin(sim, 'users/vip')).json;
    expect(Object.keys(v).sort()).toEqual([
      'activities',
      'connections',
      'history',
      'lists',
      'playback',
      'quota',
      'ratings',
      'rewatches',
      'sessions',
      'settings',
      'user',
      'watchlist',
    ]);
    expect(v.lists).toHaveLength(2);
    const log = (await admin(sim, 'requests?path=/scrobble/')).json;
    expect(log[0]).toMatchObject({ method: 'POST', status: 201, body: { progress: 12 }, response: { action: 'pause' } });
    expect((await admin(sim, 'users/nobody')).status).toBe(404);
  });

  it('seeded users of each plan and clients of each generation and kind', async () => {
    expect((await admin(sim, 'users')).json.map((u: { plan: string }) => u.plan)).toEqual(['free', 'pro', 'vip', 'free']);
    const clients = (await admin(sim, 'clients')).json.map((c: { id: string; version: number; kind: string }) => `${c.id}:${c.version}:${c.kind}`);
    expect(clients).toEqual(
      expect.arrayContaining([
        'watchmark-dev:2:public',
        'watchmark-companion:2:public',
        'watchmark-server:2:confidential',
        'watchmark-tv:2:device',
        'watchmark-dev-v1:1:public',
        'watchmark-server-v1:1:confidential',
        'watchmark-cli-v1:1:public',
      ]),
    );
  });

  it('reset clears state, logs, faults and limit changes and puts the clock back', async () => {
    await tokenFor(sim, 'pro');
    await admin(sim, 'clock', { advanceMs: 5000 });
    await admin(sim, 'faults', { path: '/x', status: 500 });
    await admin(sim, 'limits', { quota: { pro: 1 } });
    await call(sim, '/nope');
    await admin(sim, 'reset', {});
    expect((await admin(sim, 'clock')).json.iso).toBe('2026-05-01T12:00:00.000Z');
    expect((await admin(sim, 'faults')).json).toEqual([]);
    expect((await admin(sim, 'requests')).json).toEqual([]);
    expect((await admin(sim, 'users/pro')).json.connections).toEqual([]);
    expect((await admin(sim, 'limits')).json.config.quota.pro).toBe(5000);
  });
});

describe('a watch made elsewhere (website or another app)', () => {
  it('joins the history beside the API-written watch of the same episode and moves the library read and activities', async () => {
    const token = await tokenFor(sim, 'pro');
    const episode = { ids: { svc: 20001 }, seasons: [{ number: 1, episodes: [{ number: 1 }] }] };
    expect((await call(sim, '/sync/history', { token, body: { shows: [episode] } })).status).toBe(201);
    await admin(sim, 'clock', { advanceMs: 3600_000 });
    const seeded = await admin(sim, 'watched-elsewhere', { user: 'pro', svc: 20001001 });
    expect(seeded.status).toBe(201);
    const history = (await admin(sim, 'users/pro')).json.history as Array<{ via: string; watched_at: string }>;
    expect(history.map((row) => row.via)).toEqual(['history', 'elsewhere']);
    const [row] = (await call(sim, '/sync/all-items/shows', { token })).json as Array<{ last_watched_at: string; plays: number }>;
    expect(row).toMatchObject({ last_watched_at: seeded.json.watched_at, plays: 2 });
    expect((await call(sim, '/sync/activities', { token })).json.tv_shows.watched_at).toBe(seeded.json.watched_at);
    expect((await admin(sim, 'watched-elsewhere', { user: 'pro', svc: 1 })).status).toBe(404);
  });
});
