import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../index.ts';
import { admin, call, HOUR, startTestSim, T0, tokenFor, violations } from '../test-helpers.ts';

let sim: Simulator;
let token: string;
beforeAll(async () => {
  sim = await startTestSim();
});
afterAll(() => sim.close());
beforeEach(async () => {
  await admin(sim, 'reset', {});
  token = await tokenFor(sim);
});

const ST = { ids: { svc: 20001 }, title: 'Stranger Things', year: 2016 };
/** A saved playback the documented way (spec 3.1): a session started, then paused. */
const pause = async (body: object, progress: number) => {
  await call(sim, '/scrobble/start', { token, body: { ...body, progress } });
  return call(sim, '/scrobble/pause', { token, body: { ...body, progress } });
};
const history = (body: unknown, query?: Record<string, string>) => call(sim, '/sync/history', { token, body, ...(query ? { query } : {}) });

describe('GET/DELETE /sync/playback', () => {
  it('lists saved playbacks in the spec 2.7 shape, filtered by type', async () => {
    await pause({ movie: { ids: { svc: 10002 } } }, 33.3);
    await pause({ show: ST, episode: { season: 2, number: 1 } }, 12);
    const all = await call(sim, '/sync/playback', { token });
    expect(all.json).toHaveLength(2);
    const movies = (await call(sim, '/sync/playback/movies', { token })).json;
    expect(movies).toEqual([
      {
        id: expect.any(Number),
        progress: 33.3,
        paused_at: new Date(T0).toISOString(),
        type: 'movie',
        movie: expect.objectContaining({ title: 'The Irishman' }),
      },
    ]);
    const episodes = (await call(sim, '/sync/playback/episodes', { token })).json;
    expect(episodes[0]).toMatchObject({ type: 'episode', show: { title: 'Stranger Things' }, episode: { season: 2, number: 1, title: 'Chapter One: MADMAX' } });
    expect((await call(sim, '/sync/playback/shows', { token })).status).toBe(400);
  });

  it('deletes by the exact 64-bit id; an id rounded through a double is a 404 and a violation', async () => {
    await pause({ movie: { ids: { svc: 10002 } } }, 20);
    const text = (await call(sim, '/sync/playback', { token })).text;
    const exact = /"id":(\d+)/.exec(text)?.[1] ?? '';
    const rounded = BigInt(Number(exact)).toString();
    expect(rounded).not.toBe(exact);
    const miss = await call(sim, `/sync/playback/${rounded}`, { token, method: 'DELETE' });
    expect([miss.status, miss.json.error]).toEqual([404, 'id_err']);
    expect((await violations(sim)).map((v) => v.rule)).toEqual(['playback-id-precision-lost']);
    expect((await call(sim, `/sync/playback/${exact}`, { token, method: 'DELETE' })).status).toBe(204);
    expect((await call(sim, '/sync/playback', { token })).json).toEqual([]);
  });

  it('hide_watched hides a pause later marked watched, but keeps a pause made after watching', async () => {
    await pause({ show: ST, episode: { season: 1, number: 1 } }, 40);
    await admin(sim, 'clock', { advanceMs: HOUR });
    await history({ episodes: [{ ids: { svc: 20001001 } }] });
    expect((await call(sim, '/sync/playback', { token })).json).toEqual([]);
    expect((await call(sim, '/sync/playback', { token, query: { hide_watched: 'false' } })).json).toHaveLength(1);
    await admin(sim, 'clock', { advanceMs: HOUR });
    await pause({ show: ST, episode: { season: 1, number: 1 } }, 10);
    expect((await call(sim, '/sync/playback', { token })).json).toHaveLength(1);
  });

  it('Free-plan playbacks are removed after 7 days', async () => {
    await pause({ movie: { ids: { svc: 10002 } } }, 20);
    await admin(sim, 'clock', { advanceMs: 6 * 24 * HOUR });
    expect((await call(sim, '/sync/playback', { token })).json).toHaveLength(1);
    await admin(sim, 'clock', { advanceMs: 2 * 24 * HOUR });
    // The first token has expired by now (7 days); sign in again.
    token = await tokenFor(sim);
    expect((await call(sim, '/sync/playback', { token })).json).toEqual([]);
  });
});

describe('GET /sync/activities', () => {
  it('timestamps move with each write', async () => {
    const before = (await call(sim, '/sync/activities', { token })).json;
    expect(before.movies.playback).toBe(new Date(T0).toISOString());
    await admin(sim, 'clock', { advanceMs: 60_000 });
    await pause({ movie: { ids: { svc: 10002 } } }, 20);
    await admin(sim, 'clock', { advanceMs: 60_000 });
    await history({ shows: [{ ids: { imdb: 'tt4574334' }, seasons: [{ number: 1, episodes: [{ number: 1 }] }] }] });
    const after = (await call(sim, '/sync/activities', { token })).json;
    expect(after.movies.playback).toBe(new Date(T0 + 60_000).toISOString());
    expect(after.tv_shows.watched_at).toBe(new Date(T0 + 120_000).toISOString());
    expect(after.anime.watched_at).toBe(before.anime.watched_at);
    expect(after.all).toBe(new Date(T0 + 120_000).toISOString());
  });
});

describe('POST /sync/history', () => {
  it('adds movies, episodes by season, anime episodes and episode ids; reports not_found', async () => {
    const r = await history({
      movies: [{ ids: { imdb: 'tt1375666' }, watched_at: '2026-04-01T20:00:00.000Z' }, { ids: { imdb: 'tt0000000' } }],
      shows: [{ ids: { tvdb: '305288' }, seasons: [{ number: 1, episodes: [{ number: 1 }, { number: 2 }, { number: 99 }] }] }, { title: 'Nope' }],
      anime: [{ ids: { mal: '50265' }, episodes: [{ number: 1 }] }, { ids: { mal: '99999999' } }],
      episodes: [{ ids: { svc: 20004001 } }, { ids: { svc: 1 } }],
    });
    expect(r.status).toBe(201);
    expect(r.json.added).toEqual({ movies: 1, episodes: 4 });
    expect(r.json.not_found.movies).toEqual([{ ids: { imdb: 'tt0000000' } }]);
    expect(r.json.not_found.shows).toEqual([{ title: 'Nope' }, { ids: { mal: '99999999' } }]);
    expect(r.json.not_found.episodes).toHaveLength(2);
    const { history: rows } = (await admin(sim, 'users/demo')).json;
    expect(rows.find((h: { type: string }) => h.type === 'movie')).toMatchObject({ title: 'Inception', watched_at: '2026-04-01T20:00:00.000Z' });
    expect(rows.filter((h: { title: string }) => h.title === 'Dark')).toEqual([expect.objectContaining({ season: 1, number: 1, episode_title: 'Secrets' })]);
  });

  it('a show without seasons marks every aired episode; duplicates record nothing', async () => {
    expect((await history({ shows: [{ ids: { svc: 20004 } }] })).json.added.episodes).toBe(26);
    expect((await history({ shows: [{ ids: { svc: 20004 } }] })).json.added.episodes).toBe(0);
  });

  it('an empty body is 400 empty_field and a violation', async () => {
    const r = await history({});
    expect([r.status, r.json.error]).toEqual([400, 'empty_field']);
    expect((await violations(sim)).map((v) => v.rule)).toEqual(['history-empty-body']);
  });
});
