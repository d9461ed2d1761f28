import { describe, expect, it } from 'vitest';
import type { LibraryItem } from '../messages/library-writes';
import { notFoundIds, titleBody, watchBody } from './library';

const show = (number: number, season = 1): LibraryItem => ({ kind: 'show', svcId: 20001, title: 'Stranger Things', year: 2016, episode: { season, number } });
const anime = (number: number): LibraryItem => ({ kind: 'anime', svcId: 30001, title: 'Frieren', episode: { number } });
const movie: LibraryItem = { kind: 'movie', svcId: 10001, title: 'Heat', year: 1995 };

describe('library write bodies (spec 4.3: arrays, items by ids, title and year as fallbacks)', () => {
  it('title-level writes put each title in its list with its own field', () => {
    expect(
      titleBody([
        { item: movie, fields: { rating: 7 } },
        { item: show(1), fields: { rating: 9 } },
        { item: anime(3), fields: { rating: 8 } },
      ]),
    ).toEqual({
      movies: [{ ids: { svc: 10001 }, title: 'Heat', year: 1995, rating: 7 }],
      shows: [{ ids: { svc: 20001 }, title: 'Stranger Things', year: 2016, rating: 9 }],
      anime: [{ ids: { svc: 30001 }, title: 'Frieren', rating: 8 }],
    });
  });

  it('episodes of one show share one entry, grouped by season; anime episodes sit on the item', () => {
    const body = watchBody([{ item: show(1) }, { item: show(2) }, { item: show(1, 2) }, { item: anime(4) }, { item: movie }]);
    expect(body).toEqual({
      movies: [{ ids: { svc: 10001 }, title: 'Heat', year: 1995 }],
      shows: [
        {
          ids: { svc: 20001 },
          title: 'Stranger Things',
          year: 2016,
          seasons: [
            { number: 1, episodes: [{ number: 1 }, { number: 2 }] },
            { number: 2, episodes: [{ number: 1 }] },
          ],
        },
      ],
      anime: [{ ids: { svc: 30001 }, title: 'Frieren', episodes: [{ season: 1, number: 4 }] }],
    });
  });

  it('a history add carries when it was watched', () => {
    expect(watchBody([{ item: movie, watchedAt: Date.parse('2026-05-01T12:00:00Z') }])).toEqual({
      movies: [{ ids: { svc: 10001 }, title: 'Heat', year: 1995, watched_at: '2026-05-01T12:00:00.000Z' }],
    });
  });

  it('reads which items the answer could not match, titles and episodes alike', () => {
    const missing = notFoundIds({
      not_found: { movies: [{ ids: { svc: 10001 } }], shows: [{ ids: { svc: 30001 } }], episodes: [{ show: { ids: { svc: 20001 } }, season: 1, number: 99 }] },
    });
    expect([...missing].sort()).toEqual([10001, 20001, 30001]);
    expect(notFoundIds({}).size).toBe(0);
  });
});
