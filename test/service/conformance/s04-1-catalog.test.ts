import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../index.ts';
import { admin, call, startTestSim, tokenFor, violations } from '../test-helpers.ts';

let sim: Simulator;
let token: string;
beforeAll(async () => {
  sim = await startTestSim();
});
afterAll(() => sim.close());
beforeEach(async () => {
  await admin(sim, 'reset', {});
  token = await tokenFor(sim, 'demo', 'media:read');
});

describe('catalog detail and episode lists (anonymous)', () => {
  it('movie detail carries ids under svc, runtime and ratings', async () => {
    const r = await call(sim, '/movies/10001');
    expect(r.json).toMatchObject({
      title: 'Glass Onion: A Knives Out Mystery',
      year: 2022,
      type: 'movie',
      runtime: 139,
      ids: { svc: 10001, slug: 'glass-onion-a-knives-out-mystery', imdb: 'tt11564570', tmdb: '661374' },
      ratings: { imdb: { rating: 7.1 } },
    });
    expect(r.json.poster).toBeTypeOf('string');
  });

  it('unknown ids answer 200 with an empty array', async () => {
    for (const path of ['/movies/999', '/tv/abc', '/anime/10001', '/tv/episodes/1']) {
      const r = await call(sim, path);
      expect([path, r.status, r.json]).toEqual([path, 200, []]);
    }
  });

  it('tv detail has status; episodes have aired flags on the virtual clock', async () => {
    expect((await call(sim, '/tv/20001')).json).toMatchObject({ status: 'ended', runtime: 50, ids: { tvdb: '305288' } });
    const eps = (await call(sim, '/tv/episodes/20001')).json;
    expect(eps[0]).toMatchObject({ season: 1, number: 1, title: 'Chapter One: The Vanishing of Will Byers', aired: true, type: 'episode' });
    expect(eps[0].date).toMatch(/-05:00$/);
    expect(eps.filter((e: { season: number }) => e.season === 1)).toHaveLength(8);
    await admin(sim, 'clock', { setMs: Date.parse('2016-07-01T00:00:00Z') });
    expect((await call(sim, '/tv/episodes/20001')).json[0].aired).toBe(false);
  });

  it('anime detail adds mapped_tvdb_seasons only when asked', async () => {
    const plain = (await call(sim, '/anime/30002')).json;
    expect(plain.mapped_tvdb_seasons).toBeUndefined();
    const full = (await call(sim, '/anime/30002', { query: { extended: 'full_anime_seasons' } })).json;
    expect(full.mapped_tvdb_seasons).toEqual([
      expect.objectContaining({ tvdb_season: 1, ids: expect.objectContaining({ svc: 30002, mal: '16498' }) }),
      expect.objectContaining({ tvdb_season: 2, ids: expect.objectContaining({ svc: 30003, mal: '25777' }) }),
    ]);
    const eps = (await call(sim, '/anime/episodes/30001')).json;
    expect(eps.at(-1)).toMatchObject({ type: 'special', season: 0 });
    expect(eps[0]).toMatchObject({ season: 1, number: 1, tvdb_season: 1, tvdb_number: 1 });
  });
});

describe('search', () => {
  it('needs a user token under a V2 client id', async () => {
    const r = await call(sim, '/search/tv', { query: { q: 'office' } });
    expect(r.status).toBe(401);
    expect(r.json).toMatchObject({ error: 'user_token_required', code: 401 });
    expect(r.headers.get('www-authenticate')).toBe(`Bearer realm=${new URL(sim.urls.api).host}, error=user_token_required`);
    expect((await violations(sim)).map((v) => v.rule)).toEqual(['missing-bearer-token']);
  });

  it('is anonymous under a V1 client id', async () => {
    const r = await call(sim, '/search/movie', { query: { q: 'inception', client_id: 'watchmark-dev-v1' } });
    expect(r.status).toBe(200);
    expect(r.json[0].ids.svc).toBe(10004);
  });

  it('matches substrings, alternate titles and ignores case and diacritics', async () => {
    const office = await call(sim, '/search/tv', { token, query: { q: 'OFFICE' } });
    expect(office.json.map((m: { year: number }) => m.year)).toEqual([2005, 2001]);
    expect(office.json[0]).toEqual({
      title: 'The Office',
      year: 2005,
      type: 'tv',
      ids: expect.objectContaining({ svc: 20002, slug: 'the-office' }),
      poster: expect.any(String),
    });
    expect((await call(sim, '/search/anime', { token, query: { q: 'スパイ' } })).json[0].title).toBe('Spy x Family');
    expect((await call(sim, '/search/movie', { token, query: { q: 'incéption' } })).json[0].title).toBe('Inception');
    expect((await call(sim, '/search/anime', { token, query: { q: 'titan' } })).json).toHaveLength(2);
  });

  it('paginates with clamped page/limit and X-Pagination headers', async () => {
    const r = await call(sim, '/search/anime', { token, query: { q: 'titan', limit: '1', page: '2' } });
    expect(r.json.map((m: { title: string }) => m.title)).toEqual(['Attack on Titan Season 2']);
    expect(Object.fromEntries([...r.headers.entries()].filter(([k]) => k.startsWith('x-pagination')))).toEqual({
      'x-pagination-page': '2',
      'x-pagination-limit': '1',
      'x-pagination-page-count': '2',
      'x-pagination-item-count': '2',
    });
    const clamped = await call(sim, '/search/anime', { token, query: { q: 'titan', limit: '500', page: '99' } });
    expect([clamped.headers.get('x-pagination-limit'), clamped.headers.get('x-pagination-page')]).toEqual(['50', '20']);
  });

  it('rejects an unknown type and a missing q', async () => {
    expect((await call(sim, '/search/book', { token, query: { q: 'x' } })).json.error).toBe('wrong_parameter');
    expect((await call(sim, '/search/tv', { token })).json.error).toBe('empty_field');
  });
});
