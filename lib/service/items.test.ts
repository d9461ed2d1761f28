import { describe, expect, it } from 'vitest';
import { scrobbleItemBody, type ScrobbleTarget } from './items';

describe('scrobbleItemBody (spec 4.4 body item)', () => {
  const cases: Array<[string, ScrobbleTarget, Record<string, unknown>]> = [
    ['a movie', { item: { kind: 'movie', svcId: 42, title: 'Heat', year: 1995, slug: 'heat' } }, { movie: { ids: { svc: 42 }, title: 'Heat', year: 1995 } }],
    ['a movie without year', { item: { kind: 'movie', svcId: 7, title: 'Untitled' } }, { movie: { ids: { svc: 7 }, title: 'Untitled' } }],
    [
      'a show episode with its season',
      { item: { kind: 'show', svcId: 1396, title: 'Breaking Bad', year: 2008 }, episode: { season: 2, number: 5 } },
      { show: { ids: { svc: 1396 }, title: 'Breaking Bad', year: 2008 }, episode: { season: 2, number: 5 } },
    ],
    [
      'a show episode in season 0 (specials)',
      { item: { kind: 'show', svcId: 1396, title: 'Breaking Bad' }, episode: { season: 0, number: 1 } },
      { show: { ids: { svc: 1396 }, title: 'Breaking Bad' }, episode: { season: 0, number: 1 } },
    ],
    [
      "an anime episode in the entry's own numbering: its one season, 1",
      { item: { kind: 'anime', svcId: 89, title: 'Cowboy Bebop', year: 1998 }, episode: { number: 12 } },
      { anime: { ids: { svc: 89 }, title: 'Cowboy Bebop', year: 1998 }, episode: { season: 1, number: 12 } },
    ],
    [
      'an anime special keeps season 0',
      { item: { kind: 'anime', svcId: 89, title: 'Cowboy Bebop' }, episode: { season: 0, number: 1 } },
      { anime: { ids: { svc: 89 }, title: 'Cowboy Bebop' }, episode: { season: 0, number: 1 } },
    ],
  ];

  it.each(cases)('%s', (_label, target, expected) => {
    expect(scrobbleItemBody(target)).toStrictEqual(expected);
  });

  it('never sends the slug (spec 2.1: response-only)', () => {
    const body = scrobbleItemBody({ item: { kind: 'show', svcId: 1, title: 'X', slug: 'x' }, episode: { season: 1, number: 1 } });
    expect(JSON.stringify(body)).not.toContain('slug');
  });

  it("always names an anime episode's season (spec 4.4: season and number), under anime, not show", () => {
    const body = scrobbleItemBody({ item: { kind: 'anime', svcId: 5, title: 'A' }, episode: { number: 4 } });
    expect(body.episode).toEqual({ season: 1, number: 4 });
    expect(body).not.toHaveProperty('show');
  });

  it('keeps a later TV-database season on an anime episode: the service remaps it (spec 1)', () => {
    const body = scrobbleItemBody({ item: { kind: 'anime', svcId: 5, title: 'A' }, episode: { season: 3, number: 4 } });
    expect(body.episode).toEqual({ season: 3, number: 4 });
  });
});
