import { describe, expect, it } from 'vitest';
import { historyBody, notFoundCount } from './history';
import type { ServiceItem } from './items';

const dark: ServiceItem = { kind: 'show', svcId: 20003, title: 'Dark', year: 2017 };
const spy: ServiceItem = { kind: 'anime', svcId: 30001, title: 'Spy x Family', year: 2022 };
const heat: ServiceItem = { kind: 'movie', svcId: 10009, title: 'Heat', year: 1995 };
const T = Date.parse('2026-11-20T21:00:00Z');

describe('historyBody (spec 4.3: writes accept arrays, batch them)', () => {
  it('groups episodes under one show entry per show and season, each with its own watched_at', () => {
    const body = historyBody([
      { target: { item: dark, episode: { season: 1, number: 1 } }, watchedAt: T },
      { target: { item: dark, episode: { season: 1, number: 2 } }, watchedAt: T + 3600_000 },
      { target: { item: dark, episode: { season: 2, number: 1 } }, watchedAt: T + 7200_000 },
      { target: { item: heat }, watchedAt: T },
      { target: { item: spy, episode: { number: 28 } }, watchedAt: T },
    ]);
    expect(body).toEqual({
      movies: [{ ids: { svc: 10009 }, title: 'Heat', year: 1995, watched_at: '2026-11-20T21:00:00.000Z' }],
      shows: [
        {
          ids: { svc: 20003 },
          title: 'Dark',
          year: 2017,
          seasons: [
            {
              number: 1,
              episodes: [
                { number: 1, watched_at: '2026-11-20T21:00:00.000Z' },
                { number: 2, watched_at: '2026-11-20T22:00:00.000Z' },
              ],
            },
            { number: 2, episodes: [{ number: 1, watched_at: '2026-11-20T23:00:00.000Z' }] },
          ],
        },
      ],
      anime: [{ ids: { svc: 30001 }, title: 'Spy x Family', year: 2022, episodes: [{ season: 1, number: 28, watched_at: '2026-11-20T21:00:00.000Z' }] }],
    });
  });

  it('a rewatch says so on the watched movie or episode itself (spec 4.3 is_rewatch), the others stay plain', () => {
    const body = historyBody([
      { target: { item: dark, episode: { season: 1, number: 1 } }, watchedAt: T, rewatch: true },
      { target: { item: dark, episode: { season: 1, number: 2 } }, watchedAt: T },
      { target: { item: heat }, watchedAt: T, rewatch: true },
      { target: { item: spy, episode: { number: 28 } }, watchedAt: T, rewatch: true },
    ]);
    expect(body.shows).toMatchObject([{ seasons: [{ episodes: [{ number: 1, is_rewatch: true }, { number: 2 }] }] }]);
    expect(body.shows).not.toMatchObject([{ seasons: [{ episodes: [{}, { is_rewatch: true }] }] }]);
    expect(body.movies).toMatchObject([{ title: 'Heat', is_rewatch: true }]);
    expect(body.anime).toMatchObject([{ episodes: [{ number: 28, is_rewatch: true }] }]);
  });

  it('leaves out empty arrays', () => {
    expect(Object.keys(historyBody([{ target: { item: heat }, watchedAt: T }]))).toEqual(['movies']);
  });

  it('counts what the service could not match', () => {
    expect(notFoundCount({ not_found: { movies: [{}], shows: [{}, {}], episodes: [] } })).toBe(3);
    expect(notFoundCount({})).toBe(0);
  });
});
