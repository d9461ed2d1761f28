import { describe, expect, it } from 'vitest';
import type { MediaGuess } from '../messages/media';
import { scrobbleItemBody } from '../service/items';
import { cacheKey } from './cache';
import type { Correction } from './corrections';
import { resolveGuess } from './resolver';
import { NOW, fakes, episodeOf, DARK } from './resolver.fixtures';

describe('resolveGuess: anime episodes (spec 1: sequential, single-season numbering)', () => {
  it("an anime episode is in the entry's own numbering: season 1 in the body, the site's numbers beside it", async () => {
    const f = fakes({ location: () => '/anime/77/frieren/episode-13' });
    const guess: MediaGuess = {
      site: 'crunchyroll',
      siteItemId: 'GX1',
      siteShowId: 'G1',
      kind: 'episode',
      title: 'Frieren',
      year: 2023,
      season: 1,
      episode: 13,
    };
    const target = await resolveGuess(f.deps, guess);
    expect(target).toEqual({
      item: { kind: 'anime', svcId: 77, title: 'Frieren', year: 2023, slug: 'frieren' },
      episode: { number: 13, tvdbSeason: 1, tvdbNumber: 13 },
    });
    const body = scrobbleItemBody(target);
    expect(body).toEqual({ anime: { ids: { svc: 77 }, title: 'Frieren', year: 2023 }, episode: { season: 1, number: 13 } });
  });

  it('an anime episode known only by its absolute number uses it', async () => {
    const f = fakes({ search: { anime: [{ title: 'One Piece', year: 1999, ids: { svc: 77 } }] } });
    const guess: MediaGuess = { site: 'crunchyroll', siteItemId: 'GX2', kind: 'episode', title: 'One Piece', absoluteEpisode: 1071 };
    expect((await resolveGuess(f.deps, guess)).episode).toEqual({ number: 1071 });
  });

  it('a later-season anime episode uses the absolute (sequential) number when the site gives one', async () => {
    const f = fakes({ search: { anime: [{ title: 'Attack on Titan', year: 2013, ids: { svc: 77 } }] } });
    // Season 2 episode 3 is episode 28 counted from the start; without a season, "3" would name season 1's episode 3.
    const guess: MediaGuess = { site: 'crunchyroll', siteItemId: 'GX3', kind: 'episode', title: 'Attack on Titan', season: 2, episode: 3, absoluteEpisode: 28 };
    expect((await resolveGuess(f.deps, guess)).episode).toEqual({ number: 28, tvdbSeason: 2, tvdbNumber: 3 });
  });

  it('a show episode without a season defaults to season 1', async () => {
    const f = fakes({ search: { tv: [{ title: 'Dark', year: 2017, ids: { svc: 4040 } }] } });
    const guess: MediaGuess = { site: 'netflix', siteItemId: 'x', siteShowId: 's', kind: 'episode', title: 'Dark', episode: 2 };
    expect((await resolveGuess(f.deps, guess)).episode).toEqual({ season: 1, number: 2 });
  });
});

describe('resolveGuess: anime seasons (spec 4.1 mapped_tvdb_seasons)', () => {
  const AOT = {
    otherTitles: ['Shingeki no Kyojin'],
    seasons: [
      { tvdbSeason: 1, svcId: 30002, title: 'Attack on Titan', slug: 'attack-on-titan', episodeCount: 25 },
      { tvdbSeason: 2, svcId: 30003, title: 'Attack on Titan Season 2', slug: 'attack-on-titan-season-2', episodeCount: 12 },
    ],
  };
  const aot = (season: number, episode: number, absoluteEpisode?: number): MediaGuess => ({
    site: 'crunchyroll',
    siteItemId: `AOT-${season}-${episode}`,
    siteShowId: 'GAOT',
    kind: 'episode',
    title: 'Attack on Titan',
    season,
    episode,
    ...(absoluteEpisode ? { absoluteEpisode } : {}),
  });
  const searchAot = {
    anime: [
      { title: 'Attack on Titan', year: 2013, ids: { svc: 30002 } },
      { title: 'Attack on Titan Season 2', year: 2017, ids: { svc: 30003 } },
    ],
  };

  it('a TV-database season 2 episode lands on the season 2 entry, keeping both numberings', async () => {
    const f = fakes({ search: searchAot, anime: { 30002: AOT } });
    const target = await resolveGuess(f.deps, aot(2, 5));
    expect(target).toEqual({
      item: { kind: 'anime', svcId: 30003, title: 'Attack on Titan Season 2', slug: 'attack-on-titan-season-2' },
      episode: { number: 5, tvdbSeason: 2, tvdbNumber: 5 },
    });
    expect(scrobbleItemBody(target)).toEqual({ anime: { ids: { svc: 30003 }, title: 'Attack on Titan Season 2' }, episode: { season: 1, number: 5 } });
  });

  it('reads the mapping once per show: a binge across both seasons costs one search and one detail read', async () => {
    const f = fakes({ search: searchAot, anime: { 30002: AOT } });
    const targets = [];
    for (const [season, episode] of [
      [1, 24],
      [1, 25],
      [2, 1],
      [2, 2],
      [2, 3],
    ] as const)
      targets.push(await resolveGuess(f.deps, aot(season, episode)));
    expect(targets.map((t) => [t.item.svcId, t.episode?.number])).toEqual([
      [30002, 24],
      [30002, 25],
      [30003, 1],
      [30003, 2],
      [30003, 3],
    ]);
    expect(f.searches).toHaveLength(1);
    expect(f.details).toEqual([30002]);
  });

  it('an absolute number in a later season counts from the franchise start', async () => {
    const f = fakes({ search: searchAot, anime: { 30002: AOT } });
    expect((await resolveGuess(f.deps, aot(2, 30, 30))).episode).toMatchObject({ number: 5 });
  });

  it('specials (season 0) are data: sent as season 0 of the entry', async () => {
    const f = fakes({ search: { anime: [{ title: 'Spy x Family', year: 2022, ids: { svc: 30001 } }] } });
    const guess: MediaGuess = { site: 'crunchyroll', siteItemId: 'SP1', siteShowId: 'GSPY', kind: 'episode', title: 'Spy x Family', season: 0, episode: 1 };
    const target = await resolveGuess(f.deps, guess);
    expect(scrobbleItemBody(target)).toEqual({ anime: { ids: { svc: 30001 }, title: 'Spy x Family' }, episode: { season: 0, number: 1 } });
  });

  describe('a later season the mapping does not cover', () => {
    const NO_MAPPING = { otherTitles: [], seasons: [] };
    const SEASON_ONE_ONLY = { otherTitles: [], seasons: [AOT.seasons[0]!] };

    it.each([
      ['no mapping at all', NO_MAPPING],
      ['a mapping of season 1 only', SEASON_ONE_ONLY],
    ])("%s: lands on the one entry named for that season, as its episode (never season 1's)", async (_label, detail) => {
      const f = fakes({ search: searchAot, anime: { 30002: detail } });
      const target = await resolveGuess(f.deps, aot(2, 5));
      expect(target).toEqual({
        item: { kind: 'anime', svcId: 30003, title: 'Attack on Titan Season 2' },
        episode: { number: 5, tvdbSeason: 2, tvdbNumber: 5 },
      });
      // Cached with the show: the next episode of that season costs nothing more.
      const searches = f.searches.length;
      expect((await resolveGuess(f.deps, aot(2, 6))).item.svcId).toBe(30003);
      expect((await resolveGuess(f.deps, aot(1, 6))).item.svcId).toBe(30002);
      expect(f.searches).toHaveLength(searches);
    });

    it('found through the redirect helper: one search for the season-named entry', async () => {
      const f = fakes({ location: () => '/anime/30002/attack-on-titan', search: searchAot, anime: { 30002: NO_MAPPING } });
      expect(await resolveGuess(f.deps, { ...aot(2, 5), year: 2013 })).toMatchObject({ item: { svcId: 30003 }, episode: { number: 5 } });
      expect(f.redirects).toHaveLength(1);
      expect(f.searches).toEqual([['anime', 'Attack on Titan']]);
    });

    it('two entries named for the season, or none: no guess, the TV-database season and number go to the franchise entry', async () => {
      const twoSeconds = { anime: [...searchAot.anime, { title: 'Attack on Titan 2nd Season', year: 2017, ids: { svc: 30009 } }] };
      for (const search of [twoSeconds, { anime: [searchAot.anime[0]!] }]) {
        const f = fakes({ search, anime: { 30002: NO_MAPPING } });
        const target = await resolveGuess(f.deps, aot(2, 5));
        expect(target).toMatchObject({ item: { svcId: 30002 }, episode: { season: 2, number: 5, tvdbSeason: 2, tvdbNumber: 5 } });
        expect(scrobbleItemBody(target).episode).toEqual({ season: 2, number: 5 });
      }
    });
  });

  it('a failing detail read is no error: the entry is used with the site numbers', async () => {
    const f = fakes({ search: searchAot });
    expect(await resolveGuess(f.deps, aot(1, 3))).toMatchObject({ item: { svcId: 30002 }, episode: { number: 3 } });
  });
});

describe('resolveGuess: corrections come first and never expire', () => {
  const correction = (over: Partial<Correction> = {}): Correction => ({
    scope: 'show',
    site: 'netflix',
    siteId: DARK.id,
    siteTitle: 'Dark',
    item: { kind: 'show', svcId: 9999, title: 'Dark (corrected)' },
    createdAt: NOW,
    ...over,
  });

  it('a show correction answers every episode without any lookup, even past the cache lifetime', async () => {
    const f = fakes({ location: () => '/tv/4040/dark' });
    await f.saveCorrection(correction());
    await f.cache.put(cacheKey(episodeOf(DARK, 1)), { item: { kind: 'show', svcId: 4040, title: 'Dark' }, expiresAt: NOW + 1000 });
    expect((await resolveGuess(f.deps, episodeOf(DARK, 1))).item.svcId).toBe(9999);
    expect((await resolveGuess(f.deps, episodeOf(DARK, 7, 2))).episode).toEqual({ season: 2, number: 7 });
    expect(f.redirects).toEqual([]);
    expect(f.searches).toEqual([]);
  });

  it('an item correction wins over the show one', async () => {
    const f = fakes();
    await f.saveCorrection(correction());
    const one = episodeOf(DARK, 3);
    await f.saveCorrection(correction({ scope: 'item', siteId: one.siteItemId, item: { kind: 'show', svcId: 7777, title: 'Other' } }));
    expect((await resolveGuess(f.deps, one)).item.svcId).toBe(7777);
    expect((await resolveGuess(f.deps, episodeOf(DARK, 4))).item.svcId).toBe(9999);
  });

  it('applies the per-show episode offset the user set', async () => {
    const f = fakes();
    await f.saveCorrection(correction({ episodeOffset: -12 }));
    expect((await resolveGuess(f.deps, episodeOf(DARK, 13, 2))).episode).toEqual({ season: 2, number: 1 });
  });
});
