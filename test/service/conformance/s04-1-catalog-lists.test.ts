import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../index.ts';
import { admin, call, startTestSim, tokenFor, violations } from '../test-helpers.ts';

/** Spec 4.1 (and 2.2, 2.4, 8 pagination): airing, premieres, best-of, genres, file/random search, bulk ratings. */
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
const get = (path: string, query: Record<string, string> = {}) => call(sim, path, { token, query });

describe('GET /tv/airing and /anime/airing (spec 4.1, 2.2)', () => {
  it('today (-05:00 day of the virtual clock): TV items carry episode.season, anime items anime_type and no season', async () => {
    const tv = await get('/tv/airing');
    expect(tv.status).toBe(200);
    expect(tv.headers.get('cache-control')).toBe('no-store');
    expect(tv.json[0]).toEqual({
      title: 'Jeopardy!',
      year: 2026,
      date: '2026-05-01T19:00:00-05:00',
      poster: '20007-jeopardy',
      rank: 1500,
      url: '/tv/20007/jeopardy',
      ids: { svc: 20007, slug: 'jeopardy' },
      episode: { season: 42, episode: 170, url: '/tv/20007/jeopardy/season-42/episode-170' },
    });
    const anime = (await get('/anime/airing')).json;
    expect(anime[0]).toMatchObject({
      title: 'Pokémon Horizons: The Series',
      date: '2026-05-01T04:55:00-05:00',
      anime_type: 'tv',
      en_title: 'Pokémon Horizons: The Series',
      ids: { svc: 30005 },
    });
    for (const a of anime) {
      expect(a.episode.season).toBeUndefined();
      expect(['tv', 'ona', 'ova', 'movie', 'special', 'music']).toContain(a.anime_type);
    }
  });

  it('no air time on file: date and year null; rank 999999 reads as null', async () => {
    const anime = (await get('/anime/airing')).json;
    expect(anime.find((a: { ids: { svc: number } }) => a.ids.svc === 30007)).toMatchObject({ date: null, year: null, rank: null });
  });

  it('date=tomorrow and DD-MM-YYYY; an invalid date falls back to today, never 400', async () => {
    expect((await get('/anime/airing', { date: 'tomorrow' })).json.map((a: { title: string }) => a.title)).toEqual(['One Piece']);
    expect((await get('/tv/airing', { date: '02-05-2026' })).json[0].title).toBe('Saturday Night Live');
    const today = (await get('/tv/airing')).json;
    for (const date of ['31-02-2026', 'yesterday', '2026-05-01', '']) {
      const r = await get('/tv/airing', { date });
      expect([date, r.status, r.json]).toEqual([date, 200, today]);
    }
  });

  it('sort=time|rank|popularity; an invalid sort falls back to time; an empty day is []', async () => {
    const byTime = (await get('/anime/airing')).json.map((a: { ids: { svc: number } }) => a.ids.svc);
    expect(byTime).toEqual([30005, 30007]);
    expect((await get('/anime/airing', { sort: 'rank' })).json.map((a: { rank: number | null }) => a.rank)).toEqual([900, null]);
    expect((await get('/anime/airing', { sort: 'popularity' })).json[0].ids.svc).toBe(30005);
    expect((await get('/anime/airing', { sort: 'bogus' })).json.map((a: { ids: { svc: number } }) => a.ids.svc)).toEqual(byTime);
    const empty = await get('/tv/airing', { date: '01-01-1950' });
    expect([empty.status, empty.json]).toEqual([200, []]);
  });

  it('needs a user token under V2, not under V1', async () => {
    expect((await call(sim, '/tv/airing')).status).toBe(401);
    expect((await call(sim, '/tv/airing', { query: { client_id: 'watchmark-dev-v1' } })).status).toBe(200);
  });
});

describe('detail records (spec 4.1, 2.4, 2.5)', () => {
  it('TV detail: status (ended|tba|airing), first/last aired, airs schedule, trailers, recommendations; edge-cached', async () => {
    const r = await call(sim, '/tv/20012');
    expect(r.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(r.json).toMatchObject({
      status: 'ended',
      network: 'AMC',
      country: 'us',
      certification: 'TV-MA',
      first_aired: '2008-01-20T22:00:00-05:00',
      airs: { day: 'Sunday', time: '22:00', timezone: 'UTC-05:00' },
      total_episodes: 20,
      ids: { imdb: 'tt0903747', tmdb: '1396', tvdb: '81189' },
    });
    expect(r.json.recommendations.length).toBeGreaterThan(0);
    expect((await call(sim, '/tv/20008')).json.status).toBe('tba');
    expect((await call(sim, '/tv/20007')).json.status).toBe('airing');
    expect((await call(sim, '/movies/10004')).json.trailers).toHaveLength(1);
  });

  it('ratings: a provider key only with data; mal has rank; anime detail has studios, related titles, anime_type, en_title', async () => {
    expect((await call(sim, '/movies/10023')).json.ratings).toEqual({});
    const frieren = (await call(sim, '/anime/30008')).json;
    expect(frieren.ratings.mal).toEqual({ rating: 9.3, votes: 900_000, rank: 1 });
    expect(frieren).toMatchObject({ anime_type: 'tv', en_title: "Frieren: Beyond Journey's End", studios: ['Madhouse'], episode_count: 28 });
    expect(frieren.related.map((r: { ids: { svc: number } }) => r.ids.svc)).toEqual([30009]);
    expect((await call(sim, '/anime/30008', { query: { extended: 'full_anime_seasons' } })).json.mapped_tvdb_seasons[1]).toMatchObject({
      tvdb_season: 2,
      ids: { svc: 30009, mal: '59978' },
      episode_count: 10,
    });
    const op = (await call(sim, '/anime/episodes/30004')).json;
    expect(op[1099]).toMatchObject({ number: 1100, season: 1, tvdb_season: 21, aired: true });
  });
});

describe('premieres, best-of, genres (spec 4.1, 8 pagination)', () => {
  it('premieres: new and season premieres with X-Pagination headers; unknown param 400', async () => {
    const all = await get('/tv/premieres/all');
    expect(all.json.map((p: { title: string; premiere: string }) => `${p.title}:${p.premiere}`)).toEqual([
      'Harbor Lights:new',
      'Jeopardy!:season',
      'The Simpsons:season',
      'Saturday Night Live:season',
    ]);
    expect(all.headers.get('x-pagination-limit')).toBe('60');
    expect((await get('/tv/premieres/new')).json).toHaveLength(1);
    expect((await get('/anime/premieres/season')).json[0].ids.svc).toBe(30007);
    expect((await get('/tv/premieres/bogus')).json.error).toBe('wrong_parameter');
  });

  it('best: top-rated by filter; unknown filter 400', async () => {
    const tv = (await get('/tv/best/all')).json;
    expect(tv[0]).toMatchObject({ title: 'Breaking Bad', rating: 9.3 });
    expect((await get('/tv/best/airing')).json.every((s: { ids: { svc: number } }) => [20005, 20006, 20007, 20015].includes(s.ids.svc))).toBe(true);
    expect((await get('/anime/best/movie')).json.map((a: { title: string }) => a.title)).toEqual(['Cowboy Bebop: The Movie']);
    expect((await get('/anime/best/music')).json).toHaveLength(1);
    expect((await get('/tv/best/bogus')).status).toBe(400);
  });

  it('genres: segments ending with a sort segment; page 1-20 and limit <= 60 clamped silently', async () => {
    const r = await get('/movies/genres/action/rating', { limit: '2', page: '2' });
    expect(r.json.map((m: { title: string }) => m.title)).toEqual(['The Matrix', 'Top Gun: Maverick']);
    expect([
      r.headers.get('x-pagination-page'),
      r.headers.get('x-pagination-limit'),
      r.headers.get('x-pagination-item-count'),
      r.headers.get('x-pagination-page-count'),
    ]).toEqual(['2', '2', '8', '4']);
    const clamped = await get('/movies/genres/action/rating', { limit: '500', page: '99' });
    expect([clamped.headers.get('x-pagination-limit'), clamped.headers.get('x-pagination-page')]).toEqual(['60', '20']);
    const defaults = await get('/movies/genres/drama/title', { limit: 'x', page: '-3' });
    expect([defaults.status, defaults.headers.get('x-pagination-limit'), defaults.headers.get('x-pagination-page')]).toEqual([200, '60', '1']);
    expect((await get('/tv/genres/comedy/drama/year')).json).toEqual([]);
    expect((await get('/anime/genres/fantasy/popularity')).json[0].title).toBe('Attack on Titan');
    expect((await get('/tv/genres/comedy/bogus')).json.error).toBe('wrong_parameter');
  });
});

describe('search by type, file name and at random (spec 4.1)', () => {
  it('search/{type} pages: default limit 10, max 50', async () => {
    const r = await get('/search/movie', { q: 'e' });
    expect(r.headers.get('x-pagination-limit')).toBe('10');
    expect(r.json).toHaveLength(10);
    expect(Number(r.headers.get('x-pagination-item-count'))).toBeGreaterThan(10);
    expect((await get('/search/tv', { q: 'battlestar' })).json.map((s: { year: number }) => s.year)).toEqual([2004, 1978]);
  });

  it('POST /search/file identifies episodes (SxxEyy, NxMM, absolute anime numbers) and movies', async () => {
    const file = (file_name: string) => call(sim, '/search/file', { token, body: { file_name } });
    expect((await file('Stranger.Things.S02E03.1080p.WEB.x264.mkv')).json[0]).toMatchObject({
      type: 'episode',
      show: { ids: { svc: 20001 } },
      episode: { season: 2, number: 3 },
    });
    expect((await file('/media/Breaking Bad 1x04 Cancer Man.avi')).json[0].episode.title).toBe('Cancer Man');
    expect((await file('[SubsPlease] One Piece - 1100 (1080p).mkv')).json[0]).toMatchObject({
      anime: { ids: { svc: 30004 } },
      episode: { number: 1100, tvdb_season: 21 },
    });
    expect((await file('Dune.1984.720p.BluRay.mkv')).json[0]).toMatchObject({ type: 'movie', movie: { ids: { svc: 10011 } } });
    expect((await file('Unknown.Film.2031.mkv')).json).toEqual([]);
    expect((await call(sim, '/search/file', { token, body: {} })).json.error).toBe('empty_field');
    expect((await call(sim, '/search/file', { token, body: { file_name: 42 } })).json.error).toBe('wrong_parameter');
  });

  it('POST /search/file: a name with folders is still answered, and recorded (file-path-sent); a base name is not', async () => {
    const pathSent = async () => (await violations(sim)).filter((v) => v.rule === 'file-path-sent').length;
    const answer = await call(sim, '/search/file', { token, body: { file_name: 'Dune.1984.720p.BluRay.mkv' } });
    expect(answer.json[0]).toMatchObject({ movie: { ids: { svc: 10011 } } });
    expect(await pathSent()).toBe(0);
    await call(sim, '/search/file', { token, body: { file_name: 'D:\\Users\\ana\\Movies\\Dune.1984.720p.BluRay.mkv' } });
    await call(sim, '/search/file', { token, body: { file_name: '/home/ana/Movies/Dune.1984.720p.BluRay.mkv' } });
    expect(await pathSent()).toBe(2);
  });

  it('POST /search/random: one item matching the filters, reproducible after reset', async () => {
    const pick = async () => (await call(sim, '/search/random', { token, body: { type: 'movie', genre: 'drama', rating: 8 } })).json;
    const first = await pick();
    expect(first.type).toBe('movie');
    await admin(sim, 'reset', {});
    token = await tokenFor(sim, 'pro');
    expect(await pick()).toEqual(first);
    expect((await call(sim, '/search/random', { token, body: { year: 1900 } })).json).toEqual([]);
    expect((await call(sim, '/search/random', { token, body: { year: '2020' } })).json.error).toBe('wrong_parameter');
    expect((await call(sim, '/search/random', { token, method: 'POST' })).status).toBe(200);
  });
});

describe('GET /ratings/{type} (spec 4.1, 2.4)', () => {
  it('returns {id, svc:{rating, votes, droprate}} for Watchlist titles with the given statuses', async () => {
    await call(sim, '/sync/add-to-list', {
      token,
      body: {
        shows: [
          { ids: { svc: 20001 }, status: 'watching' },
          { ids: { svc: 20004 }, status: 'dropped' },
        ],
      },
    });
    expect((await get('/ratings/tv', { user_watchlist: 'watching' })).json).toEqual([{ id: 20001, svc: { rating: 8.6, votes: 88_410, droprate: 3.1 } }]);
    expect((await get('/ratings/tv', { user_watchlist: '1' })).json).toHaveLength(2);
    expect((await get('/ratings/tv', { user_watchlist: 'watching,dropped' })).json).toHaveLength(2);
    expect((await get('/ratings/movies', { user_watchlist: '1' })).json).toEqual([]);
    expect((await get('/ratings/tv', { user_watchlist: 'nope' })).json.error).toBe('wrong_parameter');
    expect((await get('/ratings/tv')).json.error).toBe('empty_field');
    expect((await call(sim, '/ratings/tv', { query: { user_watchlist: '1' } })).status).toBe(401);
  });
});
