import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../index.ts';
import { admin, advance, call, startTestSim, tokenFor } from '../test-helpers.ts';

/** Spec 4.5 (users), 4.6 and 2.10 (custom lists). */
let sim: Simulator;
beforeAll(async () => {
  sim = await startTestSim();
});
afterAll(() => sim.close());
beforeEach(async () => {
  await admin(sim, 'reset', {});
});

describe('users (spec 4.5)', () => {
  it('recently-watched-background is public: title, large poster and fanart on the image host (immutable)', async () => {
    const token = await tokenFor(sim, 'pro');
    expect((await call(sim, '/users/recently-watched-background/41002')).json).toEqual([]);
    await call(sim, '/sync/history', { token, body: { movies: [{ ids: { svc: 10004 }, watched_at: '2026-04-01T00:00:00Z' }, { ids: { svc: 10005 } }] } });
    const r = await call(sim, '/users/recently-watched-background/pro');
    expect(r.json).toMatchObject({
      title: 'The Matrix',
      poster: `${sim.urls.image}/posters/10005-the-matrix_l.webp`,
      fanart: `${sim.urls.image}/fanart/10005-the-matrix-fanart_l.webp`,
    });
    const img = await fetch(r.json.poster);
    expect([img.status, img.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    expect((await call(sim, '/users/recently-watched-background/nobody')).status).toBe(404);
  });

  it('POST /users/{id}/stats aggregates plays, minutes and ratings', async () => {
    const token = await tokenFor(sim, 'vip');
    await call(sim, '/sync/history', {
      token,
      body: { movies: [{ ids: { svc: 10004 } }], shows: [{ ids: { svc: 20001 }, seasons: [{ number: 1, episodes: [{ number: 1 }, { number: 2 }] }] }] },
    });
    await call(sim, '/sync/ratings', { token, body: { movies: [{ ids: { svc: 10004 }, rating: 10 }] } });
    const r = await call(sim, '/users/41003/stats', { token, method: 'POST' });
    expect(r.json).toMatchObject({
      movies: { plays: 1, watched: 1, minutes: 148 },
      episodes: { plays: 2, minutes: 100 },
      shows: { watched: 1 },
      ratings: { total: 1, distribution: { 10: 1 } },
    });
    expect((await call(sim, '/users/41003/stats', { method: 'POST' })).status).toBe(401);
  });

  it("POST /users/settings updates the caller's settings; wrong types are 400, unknown fields ignored", async () => {
    const token = await tokenFor(sim, 'demo');
    const r = await call(sim, '/users/settings', { token, body: { hide_spoilers: true, language: 'de', shoe_size: 44 } });
    expect(r.json.account).toMatchObject({ name: 'demo', type: 'free' });
    expect([r.status, r.json.hide_spoilers, r.json.language, r.json.shoe_size]).toEqual([200, true, 'de', undefined]);
    expect((await call(sim, '/users/settings', { token, body: { hide_spoilers: 'yes' } })).json.error).toBe('wrong_parameter');
    expect((await admin(sim, 'users/demo')).json.settings.hide_spoilers).toBe(true);
    const read = await tokenFor(sim, 'demo', 'media:read');
    expect((await call(sim, '/users/settings', { token: read, body: { language: 'fr' } })).status).toBe(403);
  });
});

describe('custom lists (spec 4.6, 2.10)', () => {
  it('free and anonymous callers get 200 premium_only with one renderable item, no items/pagination', async () => {
    for (const token of [await tokenFor(sim, 'demo'), undefined]) {
      const r = await call(sim, '/lists/7001', token ? { token } : {});
      expect(r.status).toBe(200);
      expect(r.json).toEqual({
        error: 'premium_only',
        message: expect.any(String),
        item: { title: expect.any(String), description: expect.any(String), poster: expect.stringContaining(sim.urls.image) },
      });
    }
  });

  it('PRO/VIP: list with items and pagination; limit 1-500 and page x limit <= 10000 clamped; sort free-form', async () => {
    const token = await tokenFor(sim, 'pro');
    const r = await call(sim, '/lists/7003', { token, query: { limit: '5', page: '2' } });
    expect(r.json.list).toMatchObject({ id: 7003, name: 'Everything, ranked', user: { name: 'vip' } });
    expect(r.json.items.map((i: { rank: number }) => i.rank)).toEqual([6, 7, 8, 9, 10]);
    expect(r.json.pagination).toMatchObject({ page: 2, limit: 5 });
    expect((await call(sim, '/lists/7003', { token, query: { limit: '9999' } })).json.pagination.limit).toBe(500);
    expect((await call(sim, '/lists/7003', { token, query: { limit: '0' } })).json.pagination.limit).toBe(1);
    expect((await call(sim, '/lists/7003', { token, query: { limit: '500', page: '99' } })).json.pagination.page).toBe(20);
    const byTitle = (await call(sim, '/lists/7001', { token, query: { sort: 'title', direction: 'desc' } })).json.items.map(
      (i: { movie?: { title: string }; show?: { title: string } }) => (i.movie ?? i.show)?.title,
    );
    expect(byTitle[0]).toBe('The Matrix');
    const stored = (await call(sim, '/lists/7001', { token, query: { sort: 'whatever' } })).json.items.map((i: { rank: number }) => i.rank);
    expect(stored).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await call(sim, '/lists/7001', { token, query: { direction: 'up' } })).json.error).toBe('wrong_parameter');
    expect((await call(sim, '/lists/99', { token })).status).toBe(404);
    // Read-only: creating or changing lists is not in the API.
    expect((await call(sim, '/lists/7001', { token, body: { name: 'x' } })).json.error).toBe('id_err');
  });

  it('malformed limit/page: 400 naming the parameter, or defaults with 200 while the list is edge-cached', async () => {
    const token = await tokenFor(sim, 'vip');
    const cold = await call(sim, '/lists/7002', { token, query: { limit: 'ten' } });
    expect([cold.status, cold.json.error, cold.json.message]).toEqual([400, 'wrong_parameter', expect.stringContaining('limit')]);
    expect((await call(sim, '/lists/7002', { token })).headers.get('x-cache')).toBe('MISS');
    const warm = await call(sim, '/lists/7002', { token, query: { page: 'two' } });
    expect([warm.status, warm.headers.get('x-cache'), warm.json.pagination.page]).toEqual([200, 'HIT', 1]);
    await advance(sim, 301_000);
    expect((await call(sim, '/lists/7002', { token, query: { page: 'two' } })).json.message).toContain('page');
  });

  it('/lists/user/{id}: sort one of seven values (else 400), direction asc|desc, not edge-cached', async () => {
    const token = await tokenFor(sim, 'pro');
    const r = await call(sim, '/lists/user/41002', { token, query: { sort: 'likes', direction: 'asc' } });
    expect([r.headers.get('cache-control'), r.json.items.map((l: { id: number }) => l.id)]).toEqual(['no-store', [7001, 7002]]);
    expect((await call(sim, '/lists/user/pro', { token })).json.items.map((l: { id: number }) => l.id)).toEqual([7001, 7002]);
    for (const sort of ['updated', 'created', 'name', 'likes', 'followers', 'items', 'popularity']) {
      expect((await call(sim, '/lists/user/vip', { token, query: { sort } })).status).toBe(200);
    }
    expect((await call(sim, '/lists/user/vip', { token, query: { sort: 'rank' } })).json.error).toBe('wrong_parameter');
    expect((await call(sim, '/lists/user/vip', { token, query: { limit: 'x' } })).json.message).toContain('limit');
    expect((await call(sim, '/lists/user/vip', { token: await tokenFor(sim, 'demo') })).json.error).toBe('premium_only');
  });
});
