import { describe, expect, it } from 'vitest';
import type { MediaGuess } from '../messages/media';
import type { ServiceItem } from '../service/items';
import { ServiceError } from '../service/errors';
import { CACHE_TTL_MS, cacheKey } from './cache';
import { adoptItem, resolveGuess, UnresolvedError } from './resolver';
import { NOW, fakes, HEAT, episodeOf, DARK, unresolved } from './resolver.fixtures';

describe('resolveGuess: cache', () => {
  it('a fresh cache entry answers without any lookup', async () => {
    const f = fakes({ location: () => '/movies/1/wrong' });
    const cached: ServiceItem = { kind: 'movie', svcId: 42, title: 'Heat', year: 1995, slug: 'heat-1995' };
    await f.cache.put(cacheKey(HEAT), { item: cached, expiresAt: NOW + 1000 });
    expect(await resolveGuess(f.deps, HEAT)).toEqual({ item: cached });
    expect(f.redirects).toEqual([]);
    expect(f.searches).toEqual([]);
  });

  it('an expired cache entry is looked up again and replaced', async () => {
    const f = fakes({ location: () => '/movies/43/heat' });
    await f.cache.put(cacheKey(HEAT), { item: { kind: 'movie', svcId: 42, title: 'Heat' }, expiresAt: NOW });
    const target = await resolveGuess(f.deps, HEAT);
    expect(target.item.svcId).toBe(43);
    expect(f.redirects).toHaveLength(1);
    expect(f.cache.entries.get(cacheKey(HEAT))).toEqual({ item: target.item, expiresAt: NOW + CACHE_TTL_MS });
  });

  it('stores a resolved movie for a month', async () => {
    const f = fakes({ location: () => '/movies/43/heat' });
    await resolveGuess(f.deps, HEAT);
    expect([...f.cache.entries.values()]).toEqual([
      { item: { kind: 'movie', svcId: 43, title: 'Heat', year: 1995, slug: 'heat' }, expiresAt: NOW + CACHE_TTL_MS },
    ]);
  });

  it('5 episodes of one show cost one lookup', async () => {
    const f = fakes({ location: () => '/tv/4040/dark/season-1/episode-1' });
    const targets = [];
    for (let episode = 1; episode <= 5; episode += 1) targets.push(await resolveGuess(f.deps, episodeOf(DARK, episode)));
    expect(f.redirects).toHaveLength(1);
    expect(f.searches).toEqual([]);
    expect(targets.map((target) => target.episode)).toEqual([1, 2, 3, 4, 5].map((number) => ({ season: 1, number })));
    for (const target of targets) expect(target.item).toMatchObject({ kind: 'show', svcId: 4040, slug: 'dark' });
    expect(f.cache.entries.size).toBe(1);
  });

  it('episodes across seasons of one show share the lookup too', async () => {
    const f = fakes({ location: () => '/tv/4040/dark' });
    await resolveGuess(f.deps, episodeOf(DARK, 10, 1));
    const target = await resolveGuess(f.deps, episodeOf(DARK, 3, 2));
    expect(target.episode).toEqual({ season: 2, number: 3 });
    expect(f.redirects).toHaveLength(1);
  });

  it('episodes of a show without a site show id share the lookup by title', async () => {
    const f = fakes({ location: () => '/tv/4040/dark' });
    for (let episode = 1; episode <= 5; episode += 1) await resolveGuess(f.deps, episodeOf({ title: 'Dark', year: 2017 }, episode));
    expect(f.redirects).toHaveLength(1);
  });

  it('two different shows cost one lookup each', async () => {
    const f = fakes({ location: (asked) => (asked.title === 'Dark' ? '/tv/4040/dark' : '/tv/5050/ozark') });
    await resolveGuess(f.deps, episodeOf(DARK, 1));
    await resolveGuess(f.deps, episodeOf({ id: '80117552', title: 'Ozark', year: 2017 }, 1));
    await resolveGuess(f.deps, episodeOf(DARK, 2));
    expect(f.redirects).toHaveLength(2);
  });
});

describe('resolveGuess: the redirect helper, ids first, then title+year', () => {
  it('asks by ids, then by title and year, then as an anime film with its year; never by a bare title', async () => {
    const f = fakes();
    await unresolved(resolveGuess(f.deps, HEAT));
    expect(f.redirects).toEqual([
      { type: 'movie', imdb: 'tt0113277', tmdb: '949' },
      { type: 'movie', title: 'Heat', year: '1995' },
      { type: 'anime', title: 'Heat', year: '1995' },
    ]);
    expect(f.searches).toEqual([
      ['movie', 'Heat'],
      ['anime', 'Heat'],
    ]);
  });

  it("an anime film resolves to its anime entry, scrobbled as that entry's episode 1", async () => {
    const f = fakes({
      search: {
        anime: [
          { title: 'Cowboy Bebop', year: 1998, ids: { svc: 30012 } },
          { title: 'Cowboy Bebop: The Movie', year: 2001, ids: { svc: 30013, slug: 'cowboy-bebop-the-movie' } },
        ],
      },
    });
    const guess: MediaGuess = { site: 'crunchyroll', siteItemId: 'G25', kind: 'movie', title: 'Cowboy Bebop: The Movie' };
    expect(await resolveGuess(f.deps, guess)).toEqual({
      item: { kind: 'anime', svcId: 30013, title: 'Cowboy Bebop: The Movie', slug: 'cowboy-bebop-the-movie' },
      episode: { number: 1 },
    });
    expect(f.redirects).toEqual([]);
  });

  it('stops at the ids when they resolve', async () => {
    const f = fakes({ location: (asked) => (asked.imdb ? '/movies/42/heat' : null) });
    const target = await resolveGuess(f.deps, HEAT);
    expect(target).toEqual({ item: { kind: 'movie', svcId: 42, title: 'Heat', year: 1995, slug: 'heat' } });
    expect(f.redirects).toHaveLength(1);
    expect(f.searches).toEqual([]);
  });

  it('falls back to title and year when the ids do not resolve', async () => {
    const f = fakes({ location: (asked) => (asked.year === '1995' ? 'https://web.example.com/movies/42/heat' : null) });
    expect((await resolveGuess(f.deps, HEAT)).item.svcId).toBe(42);
    expect(f.redirects).toHaveLength(2);
  });

  it('skips the steps it has nothing for: no ids and no year go straight to search', async () => {
    const f = fakes({ location: () => '/movies/7/x', search: { movie: [{ title: 'Nameless', year: 2020, ids: { svc: 7 } }] } });
    expect((await resolveGuess(f.deps, { site: 'netflix', siteItemId: '1', kind: 'movie', title: 'Nameless' })).item.svcId).toBe(7);
    expect(f.redirects).toEqual([]);
    expect(f.searches).toEqual([['movie', 'Nameless']]);
  });

  it('asks with type=show for an episode, so tv and anime both match (tmdb left out)', async () => {
    const f = fakes({ location: () => '/tv/4040/dark' });
    await resolveGuess(f.deps, { ...episodeOf(DARK, 1), ids: { tmdb: '70523', tvdb: '334824' } });
    expect(f.redirects[0]).toEqual({ type: 'show', tvdb: '334824' });
  });

  it('a show known only by its tmdb id falls back to its title (never asks the helper with no id and no title)', async () => {
    // Like the service: a query without any id or title is 400 empty_field, which the real reader throws.
    const f = fakes({
      location: (asked) => {
        const hasId = Object.keys(asked).some((key) => !['type', 'title', 'year'].includes(key));
        if (!hasId && !asked.title)
          throw new ServiceError(400, 'empty_field', 'an id parameter or title is required', { error: 'empty_field', code: 400 }, null, null);
        return asked.title ? '/tv/4040/dark' : null;
      },
      search: { tv: [{ title: 'Dark', year: 2017, ids: { svc: 4040 } }] },
    });
    const target = await resolveGuess(f.deps, { ...episodeOf(DARK, 1), ids: { tmdb: '70523' } });
    expect(target.item).toMatchObject({ kind: 'show', svcId: 4040 });
    for (const asked of f.redirects) expect(Object.keys(asked).filter((key) => key !== 'type')).not.toEqual([]);
  });

  it('rejects a show for a movie guess and moves on', async () => {
    const f = fakes({
      location: (asked) => (asked.imdb ? '/tv/99/heat-the-series' : asked.year ? '/movies/42/heat' : null),
    });
    const target = await resolveGuess(f.deps, HEAT);
    expect(target.item).toMatchObject({ kind: 'movie', svcId: 42 });
    expect(f.redirects).toHaveLength(2);
  });

  it('rejects a movie for an episode guess and moves on', async () => {
    const f = fakes({ location: () => '/movies/1/dark', search: { anime: [{ title: 'Dark', year: 2017, ids: { svc: 77 } }] } });
    const target = await resolveGuess(f.deps, episodeOf(DARK, 1));
    expect(target.item).toMatchObject({ kind: 'anime', svcId: 77 });
  });

  it('never returns an item of the wrong kind: all mismatches end in search', async () => {
    const f = fakes({
      location: () => '/tv/99/heat',
      search: { movie: [{ title: 'Heat', year: 1995, ids: { svc_id: 42, slug: 'heat' } }] },
    });
    const target = await resolveGuess(f.deps, HEAT);
    expect(target.item).toEqual({ kind: 'movie', svcId: 42, title: 'Heat', year: 1995, slug: 'heat' });
    expect(f.redirects).toHaveLength(3);
    expect(f.searches).toEqual([['movie', 'Heat']]);
  });

  it('keeps the site title and year on an item found by redirect', async () => {
    const f = fakes({ location: () => '/movies/42' });
    expect((await resolveGuess(f.deps, HEAT)).item).toEqual({ kind: 'movie', svcId: 42, title: 'Heat', year: 1995 });
  });
});

describe('resolveGuess: search fallback', () => {
  it('picks the exact title and year among several results', async () => {
    const f = fakes({
      search: {
        movie: [
          { title: 'Heat', year: 1986, ids: { svc_id: 1 } },
          { title: 'Heat 2', year: 1995, ids: { svc_id: 2 } },
          { title: 'Heat', year: 1996, ids: { svc_id: 3 } },
          { title: 'HEAT', year: 1995, ids: { svc_id: 4, slug: 'heat-1995' } },
          { title: 'Heat', year: null, ids: { svc: 5 } },
        ],
      },
    });
    const target = await resolveGuess(f.deps, HEAT);
    // The site's name and year stay on the item (as with a redirect match); the slug is the service's.
    expect(target.item).toEqual({ kind: 'movie', svcId: 4, title: 'Heat', year: 1995, slug: 'heat-1995' });
  });

  it('accepts a year one off when nothing better exists', async () => {
    const f = fakes({ search: { movie: [{ title: 'Heat', year: 1996, ids: { svc_id: 3 } }] } });
    expect((await resolveGuess(f.deps, HEAT)).item.svcId).toBe(3);
  });

  it('searches tv, then anime for an episode when tv has nothing confident', async () => {
    const f = fakes({
      search: {
        tv: [{ title: 'Darkness', year: 2017, ids: { svc_id: 10 } }],
        anime: [{ title: 'Dark', year: 2017, ids: { svc_id: 20, slug: 'dark' } }],
      },
    });
    const target = await resolveGuess(f.deps, episodeOf(DARK, 4));
    expect(f.searches).toEqual([
      ['tv', 'Dark'],
      ['anime', 'Dark'],
    ]);
    expect(target.item).toEqual({ kind: 'anime', svcId: 20, title: 'Dark', year: 2017, slug: 'dark' });
    expect(target.episode).toEqual({ number: 4, tvdbSeason: 1, tvdbNumber: 4 });
  });

  // HIDIVE names no year, so search is its only way in: tv first cost it two lookups per show.
  it.each(['crunchyroll', 'hidive'])('%s searches anime first, and one search is enough when it is confident', async (site) => {
    const f = fakes({ search: { anime: [{ title: 'Spy x Family', year: 2022, ids: { svc: 30001 } }] } });
    const guess: MediaGuess = { site, siteItemId: 'E1', siteShowId: 'S1', kind: 'episode', title: 'SPY×FAMILY', season: 1, episode: 1 };
    expect((await resolveGuess(f.deps, guess)).item.svcId).toBe(30001);
    expect(f.searches).toEqual([['anime', 'SPY×FAMILY']]);
  });

  it('an anime found under another name is confirmed by its English or alternate titles', async () => {
    const f = fakes({
      search: { anime: [{ title: 'Demon Slayer: Kimetsu no Yaiba', year: 2019, ids: { svc: 30010 } }] },
      anime: { 30010: { otherTitles: ['Kimetsu no Yaiba', '鬼滅の刃'], seasons: [] } },
    });
    const guess: MediaGuess = { site: 'crunchyroll', siteItemId: 'E1', siteShowId: 'S9', kind: 'episode', title: '鬼滅の刃', season: 1, episode: 2 };
    expect((await resolveGuess(f.deps, guess)).item.svcId).toBe(30010);
  });

  it('a tv result becomes a show with a season on the episode', async () => {
    const f = fakes({ search: { tv: [{ title: 'Dark', year: 2017, ids: { svc_id: 10 } }] } });
    const target = await resolveGuess(f.deps, episodeOf(DARK, 4, 3));
    expect(target).toEqual({ item: { kind: 'show', svcId: 10, title: 'Dark', year: 2017 }, episode: { season: 3, number: 4 } });
  });

  it.each<[string, MediaGuess, unknown[]]>([
    ['only a remake (year far off)', HEAT, [{ title: 'Heat', year: 1986, ids: { svc_id: 1 } }]],
    [
      'only other titles',
      HEAT,
      [
        { title: 'Heat Wave', year: 1995, ids: { svc_id: 1 } },
        { title: 'The Heat', year: 1995, ids: { svc_id: 2 } },
      ],
    ],
    [
      'same title twice and no year to tell them apart',
      { ...HEAT, year: undefined, ids: undefined },
      [
        { title: 'Heat', year: 1995, ids: { svc_id: 1 } },
        { title: 'Heat', year: 1986, ids: { svc_id: 2 } },
      ],
    ],
    ['no results', HEAT, []],
  ])('low confidence (%s) -> UnresolvedError, nothing cached', async (_label, guess, results) => {
    const f = fakes({ search: { movie: results } });
    const error = await unresolved(resolveGuess(f.deps, guess));
    expect(error.message).toContain('Heat');
    expect(error.subject).toBe('netflix:item:60000001');
    expect(f.cache.entries.size).toBe(0);
  });

  it('caches what search found, so the next time costs nothing', async () => {
    const f = fakes({ search: { movie: [{ title: 'Heat', year: 1995, ids: { svc_id: 4 } }] } });
    await resolveGuess(f.deps, HEAT);
    await resolveGuess(f.deps, HEAT);
    expect(f.redirects).toHaveLength(3);
    expect(f.searches).toHaveLength(1);
  });
});

describe("resolveGuess: a media server's unmatched file", () => {
  const FILE: MediaGuess = {
    site: 'jellyfin',
    siteItemId: '127.0.0.1:8096:d0e1',
    kind: 'movie',
    title: 'Dune.1984.720p.BluRay',
    fileName: 'Dune.1984.720p.BluRay.mkv',
  };

  it('the service names it from the base name first; the named film resolves like any guess and is cached for the item', async () => {
    const f = fakes({
      location: (asked) => (asked.title === 'Dune' && asked.year === '1984' ? '/movies/10011/dune-1984' : null),
      files: { 'Dune.1984.720p.BluRay.mkv': { kind: 'movie', title: 'Dune', year: 1984 } },
    });
    const target = await resolveGuess(f.deps, FILE);
    expect(f.files).toEqual(['Dune.1984.720p.BluRay.mkv']);
    expect(target.item).toMatchObject({ kind: 'movie', svcId: 10011 });
    // Once matched, the next report of the item costs no lookup at all.
    await resolveGuess(f.deps, FILE);
    expect(f.files).toHaveLength(1);
    expect(f.redirects).toHaveLength(1);
  });

  it("an episode takes the service's numbers from the file", async () => {
    const f = fakes({
      location: () => '/tv/20012/breaking-bad',
      files: { 'BB.S01E05.mkv': { kind: 'episode', title: 'Breaking Bad', year: 2008, season: 1, episode: 5 } },
    });
    const target = await resolveGuess(f.deps, { site: 'plex', siteItemId: 'h:1', kind: 'movie', title: 'BB.S01E05', fileName: 'BB.S01E05.mkv' });
    expect(target.episode).toEqual({ season: 1, number: 5 });
  });

  it('a name the service does not know parks (no title search on a file name)', async () => {
    const f = fakes({ location: () => '/movies/1/anything' });
    await expect(resolveGuess(f.deps, { ...FILE, title: 'Lakeside.Picnic.Footage.2019', fileName: 'Lakeside.Picnic.Footage.2019.mkv' })).rejects.toBeInstanceOf(
      UnresolvedError,
    );
    expect(f.redirects).toEqual([]);
    expect(f.searches).toEqual([]);
  });

  it('provider ids win: the file name is not even read', async () => {
    const f = fakes({ location: () => '/movies/10004/inception' });
    await resolveGuess(f.deps, { ...FILE, title: 'Origen', ids: { imdb: 'tt1375666' } });
    expect(f.files).toEqual([]);
  });

  it('once the user picked the title for a parked file, its waiting updates resolve to the pick without asking about the file again', async () => {
    const f = fakes({ location: () => null });
    const home = { ...FILE, title: 'Lakeside.Picnic.Footage.2019', fileName: 'Lakeside.Picnic.Footage.2019.mkv' };
    const picked: ServiceItem = { kind: 'movie', svcId: 10003, title: 'Roma', year: 2018 };
    await adoptItem(f.deps, home, picked);
    expect(await resolveGuess(f.deps, home)).toEqual({ item: picked });
    expect(f.files).toEqual([]);
  });
});
