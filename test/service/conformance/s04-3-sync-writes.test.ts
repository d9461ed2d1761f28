import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../index.ts';
import { admin, advance, call, DAY, HOUR, startTestSim, T0, tokenFor, violations } from '../test-helpers.ts';

/** Spec 4.3 (with 2.6, 2.7, 2.8, 3.1 retention and hide_watched): every sync endpoint. */
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

const post = (path: string, body: unknown, query?: Record<string, string>, t = token) => call(sim, path, { token: t, body, ...(query ? { query } : {}) });
const get = (path: string, query?: Record<string, string>) => call(sim, path, { token, ...(query ? { query } : {}) });
const pro = async () => (await admin(sim, 'users/pro')).json;
const iso = (ms: number) => new Date(ms).toISOString();

describe('history add/remove and the legacy /sync/watched (spec 4.3)', () => {
  it('remove un-marks episodes, whole shows and movies; unresolved items come back in not_found (anime under shows)', async () => {
    await post('/sync/history', {
      movies: [{ ids: { svc: 10004 } }],
      shows: [{ ids: { svc: 20004 } }],
      anime: [{ ids: { mal: '52991' }, episodes: [{ number: 1 }, { number: 2 }] }],
    });
    const r = await post('/sync/history/remove', {
      shows: [{ ids: { svc: 20004 }, seasons: [{ number: 1, episodes: [{ number: 1 }] }] }, { ids: { svc: 20002 } }],
      anime: [{ ids: { svc: 30008 } }, { ids: { anilist: '99999999' } }],
      movies: [{ ids: { tmdb: '27205' } }, { title: 'No Such Film', year: 1901 }],
    });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      deleted: { movies: 1, episodes: 3 },
      not_found: { movies: [{ title: 'No Such Film', year: 1901 }], shows: [{ ids: { anilist: '99999999' } }], episodes: [] },
    });
    expect((await pro()).history).toHaveLength(25);
  });

  it('anime works under shows[] as well as anime[]', async () => {
    const r = await post('/sync/history', { shows: [{ ids: { mal: '16498' }, seasons: [{ number: 2, episodes: [{ number: 1 }] }] }] });
    expect(r.json.added.episodes).toBe(1);
    expect((await pro()).history[0]).toMatchObject({ title: 'Attack on Titan Season 2', number: 1 });
  });

  it('/sync/watched writes like /sync/history (not under the write lock)', async () => {
    const r = await post('/sync/watched', { episodes: [{ ids: { svc: 20001001 } }], anime: [{ ids: { svc: 30001 }, episodes: [{ number: 3 }] }] });
    expect([r.status, r.json.added]).toEqual([201, { movies: 0, episodes: 2 }]);
  });

  it('the body is validated before anything is written; wrong types are 400 wrong_parameter', async () => {
    for (const body of [
      { movies: {} },
      { shows: [{ ids: { svc: 20001 }, seasons: [{ number: 'one' }] }] },
      { movies: [{ ids: { svc: 10004 }, watched_at: 'yesterday' }] },
      { shows: [{ ids: { svc: 20001 }, seasons: {} }] },
    ]) {
      const r = await post('/sync/history', { episodes: [{ ids: { svc: 20001001 } }], ...body });
      expect([JSON.stringify(body), r.status, r.json.error]).toEqual([JSON.stringify(body), 400, 'wrong_parameter']);
    }
    expect((await pro()).history).toEqual([]);
  });
});

describe('Watchlist: add-to-list and all-items (spec 4.3, 2.6)', () => {
  it('moves titles between the five statuses; invalid or missing status is 400', async () => {
    const r = await post('/sync/add-to-list', {
      movies: [{ ids: { svc: 10005 }, status: 'plantowatch' }],
      shows: [{ ids: { svc: 20012 }, status: 'hold' }, { ids: { svc: 30012 } }],
      status: 'watching',
    });
    expect([r.status, r.json.added]).toEqual([201, { movies: 1, shows: 1, anime: 1 }]);
    const moved = await post('/sync/add-to-list', { movies: [{ ids: { svc: 10005 }, status: 'dropped' }] });
    expect(moved.json.updated.movies).toBe(1);
    expect((await pro()).watchlist.map((e: { status: string }) => e.status).sort()).toEqual(['dropped', 'hold', 'watching']);
    expect((await post('/sync/add-to-list', { movies: [{ ids: { svc: 10005 }, status: 'finished' }] })).json.error).toBe('wrong_parameter');
    expect((await post('/sync/add-to-list', { movies: [{ ids: { svc: 10005 } }] })).json.error).toBe('empty_field');
  });

  it('history writes move titles to watching/completed; all-items filters by type, status and date_from', async () => {
    await post('/sync/history', { movies: [{ ids: { svc: 10004 } }], shows: [{ ids: { svc: 20001 }, seasons: [{ number: 1, episodes: [{ number: 1 }] }] }] });
    await advance(sim, HOUR);
    await post('/sync/add-to-list', { anime: [{ ids: { svc: 30008 }, status: 'plantowatch' }] });
    const all = (await get('/sync/all-items')).json;
    expect(all.map((r: { type: string; status: string }) => `${r.type}:${r.status}`)).toEqual(['anime:plantowatch', 'movie:completed', 'show:watching']);
    expect(all[1]).toMatchObject({ movie: { ids: { svc: 10004 } }, plays: 1, last_watched_at: iso(T0), added_at: iso(T0) });
    expect((await get('/sync/all-items/shows')).json).toHaveLength(1);
    expect((await get('/sync/all-items/movies/completed')).json).toHaveLength(1);
    expect((await get('/sync/all-items/movies/watching')).json).toEqual([]);
    expect((await get('/sync/all-items', { date_from: iso(T0 + 1) })).json.map((r: { type: string }) => r.type)).toEqual(['anime']);
    expect((await get('/sync/all-items/books')).status).toBe(400);
    expect((await get('/sync/all-items', { date_from: 'soon' })).status).toBe(400);
  });
});

describe('ratings (spec 4.3)', () => {
  it('rate 1-10, read by type and rating values, remove; bad values are 400', async () => {
    const r = await post('/sync/ratings', {
      movies: [
        { ids: { svc: 10004 }, rating: 9 },
        { ids: { svc: 10005 }, rating: 7 },
      ],
      shows: [{ ids: { svc: 20001 }, rating: 9 }],
      anime: [{ ids: { mal: '52991' }, rating: 10 }],
    });
    expect([r.status, r.json.added]).toEqual([201, { movies: 2, shows: 1, anime: 1 }]);
    expect((await get('/sync/ratings/movies/9')).json).toEqual([
      expect.objectContaining({ rating: 9, type: 'movie', movie: expect.objectContaining({ title: 'Inception' }) }),
    ]);
    expect((await get('/sync/ratings/all/9,10')).json).toHaveLength(3);
    expect((await get('/sync/ratings')).json).toHaveLength(4);
    for (const rating of [0, 11, 7.5, '8'])
      expect((await post('/sync/ratings', { movies: [{ ids: { svc: 10004 }, rating }] })).json.error).toBe('wrong_parameter');
    expect((await get('/sync/ratings/movies/11')).status).toBe(400);
    const removed = await post('/sync/ratings/remove', { movies: [{ ids: { svc: 10004 } }, { ids: { imdb: 'tt0000000' } }] });
    expect(removed.json).toEqual({
      deleted: { movies: 1, shows: 0, anime: 0 },
      not_found: { movies: [{ ids: { imdb: 'tt0000000' } }], shows: [], episodes: [] },
    });
    expect((await get('/sync/ratings/movies')).json).toHaveLength(1);
  });
});

describe('activities move with every write (spec 2.8, 4.3 refetch rule)', () => {
  it('each write kind moves its own timestamp and `all`', async () => {
    const act = async () => (await get('/sync/activities')).json;
    const before = await act();
    const step = async (path: string, body: unknown) => {
      await advance(sim, 60_000);
      await post(path, body);
      return act();
    };
    expect((await step('/sync/ratings', { shows: [{ ids: { svc: 20001 }, rating: 8 }] })).tv_shows.rated_at).toBe(iso(T0 + 60_000));
    expect((await step('/sync/add-to-list', { anime: [{ ids: { svc: 30001 }, status: 'hold' }] })).anime.watchlisted_at).toBe(iso(T0 + 120_000));
    expect((await step('/sync/history', { movies: [{ ids: { svc: 10004 }, watched_at: '2020-01-01T00:00:00Z' }] })).movies.watched_at).toBe(iso(T0 + 180_000));
    const removed = await step('/sync/history/remove', { movies: [{ ids: { svc: 10004 } }] });
    expect([removed.movies.watched_at, removed.all]).toEqual([iso(T0 + 240_000), iso(T0 + 240_000)]);
    expect(removed.anime.playback).toBe(before.anime.playback);
  });
});

describe('playback reads, hide_watched and retention (spec 4.3, 3.1)', () => {
  const pause = (body: object, progress: number, t = token) => call(sim, '/scrobble/pause', { token: t, body: { ...body, progress } });
  it('date_from, date_to and limit filter; one playback per title', async () => {
    await pause({ movie: { ids: { svc: 10004 } } }, 10);
    await advance(sim, HOUR);
    await pause({ movie: { ids: { svc: 10005 } } }, 20);
    await advance(sim, HOUR);
    await pause({ show: { ids: { svc: 20001 } }, episode: { season: 1, number: 1 } }, 30);
    await pause({ show: { ids: { svc: 20001 } }, episode: { season: 1, number: 2 } }, 40);
    expect((await get('/sync/playback')).json.map((p: { progress: number }) => p.progress)).toEqual([40, 20, 10]);
    expect((await get('/sync/playback', { date_from: iso(T0 + 1), date_to: iso(T0 + HOUR) })).json.map((p: { progress: number }) => p.progress)).toEqual([20]);
    expect((await get('/sync/playback', { limit: '1' })).json).toHaveLength(1);
    await pause({ anime: { ids: { svc: 30003 } }, episode: { number: 2 } }, 15);
    const anime = (await get('/sync/playback/episodes')).json.find((p: { anime?: unknown }) => p.anime);
    expect(anime).toMatchObject({
      type: 'episode',
      anime: { title: 'Attack on Titan Season 2', year: 2017 },
      episode: { season: 1, number: 2, title: "I'm Home", tvdb_season: 2, tvdb_number: 2 },
    });
  });

  it('with the watched-date-unknown placeholder, a completed movie and the pointed-at episode are still hidden', async () => {
    await pause({ movie: { ids: { svc: 10004 } } }, 50);
    await pause({ show: { ids: { svc: 20001 } }, episode: { season: 1, number: 3 } }, 50);
    await post('/sync/history', { movies: [{ ids: { svc: 10004 }, watched_at: 'unknown' }], episodes: [{ ids: { svc: 20001003 }, watched_at: 'unknown' }] });
    expect((await pro()).history.every((h: { watched_at: string; watched_at_unknown: boolean }) => h.watched_at === iso(0) && h.watched_at_unknown)).toBe(true);
    expect((await get('/sync/playback')).json).toEqual([]);
    expect((await get('/sync/playback', { hide_watched: 'false' })).json).toHaveLength(2);
  });

  it('retention per plan (PRO 30 days, VIP 90 days), deleted by the daily cleanup job (00:00 UTC)', async () => {
    const vip = await tokenFor(sim, 'vip');
    await pause({ movie: { ids: { svc: 10004 } } }, 10);
    await pause({ movie: { ids: { svc: 10004 } } }, 10, vip);
    // PRO: expired at T0 + 30 d (12:00), deleted by the next run at 00:00 UTC.
    await admin(sim, 'clock', { setMs: T0 + 30 * DAY + HOUR });
    expect((await admin(sim, 'users/pro')).json.playback).toHaveLength(1);
    await admin(sim, 'clock', { setMs: T0 + 31 * DAY });
    expect((await admin(sim, 'users/pro')).json.playback).toEqual([]);
    expect((await admin(sim, 'users/vip')).json.playback).toHaveLength(1);
    await admin(sim, 'clock', { setMs: T0 + 91 * DAY });
    expect((await admin(sim, 'users/vip')).json.playback).toEqual([]);
  });
});

describe('write lock (spec 4.3): 400 RATE_LIMIT while the previous write runs', () => {
  it('POST /sync/history is locked with the scrobbles; the lock is per user', async () => {
    await admin(sim, 'faults', { path: '/sync/history', method: 'POST', latencyMs: 300 });
    const [slow, blocked] = await Promise.all([
      post('/sync/history', { movies: [{ ids: { svc: 10004 } }] }),
      new Promise((r) => setTimeout(r, 100)).then(() => call(sim, '/scrobble/start', { token, body: { movie: { ids: { svc: 10005 } }, progress: 1 } })),
    ]);
    expect(slow.status).toBe(201);
    expect([blocked.status, blocked.json.error]).toEqual([400, 'RATE_LIMIT']);
    expect((await violations(sim)).map((v) => v.rule)).toEqual(['write-while-in-flight']);
  });
});
