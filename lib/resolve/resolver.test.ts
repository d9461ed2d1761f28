import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../config';
import type { MediaGuess } from '../messages/media';
import { scrobbleItemBody, type ServiceItem } from '../service/items';
import { ServiceError } from '../service/errors';
import { SearchResultsSchema, type SearchResult } from '../service/schemas';
import type { SearchType } from '../service/search';
import type { AnimeDetail } from '../service/anime';
import { CACHE_TTL_MS, cacheKey, type CachedMatch, type MatchCache } from './cache';
import { keyValueCorrectionStore, type Correction } from './corrections';
import { resolveGuess, UnresolvedError, type ResolverDeps } from './resolver';

const NOW = Date.parse('2026-06-10T12:00:00Z');

class MemoryCache implements MatchCache {
  readonly entries = new Map<string, CachedMatch>();
  async get(key: string): Promise<CachedMatch | undefined> {
    const value = this.entries.get(key);
    return value ? structuredClone(value) : undefined;
  }
  async put(key: string, value: CachedMatch): Promise<void> {
    this.entries.set(key, structuredClone(value));
  }
}

/** What the redirect helper was asked: the query minus the common parameters. */
type Asked = Record<string, string>;

interface Fakes {
  deps: ResolverDeps;
  cache: MemoryCache;
  redirects: Asked[];
  searches: Array<[SearchType, string]>;
  details: number[];
  saveCorrection: (correction: Correction) => Promise<void>;
}

/** storage.sync stand-in: a map of keys to JSON values. */
function memoryArea() {
  const items = new Map<string, unknown>();
  return {
    get: async (keys: string[] | null) => Object.fromEntries([...items].filter(([key]) => keys === null || keys.includes(key)).map(([k, v]) => [k, structuredClone(v)])),
    set: async (values: Record<string, unknown>) => {
      for (const [key, value] of Object.entries(values)) items.set(key, structuredClone(value));
    },
    remove: async (key: string) => {
      items.delete(key);
    },
  };
}

function fakes(options: {
  /** Location for a redirect query, or null for "not found". */
  location?: (asked: Asked) => string | null;
  /** Raw search answers by type (validated through the real schema). */
  search?: Partial<Record<SearchType, unknown[]>>;
  /** Anime detail answers by service id (missing: the lookup fails). */
  anime?: Record<number, AnimeDetail>;
} = {}): Fakes {
  const cache = new MemoryCache();
  const redirects: Asked[] = [];
  const searches: Array<[SearchType, string]> = [];
  const details: number[] = [];
  const corrections = keyValueCorrectionStore(memoryArea());
  const deps: ResolverDeps = {
    corrections,
    animeDetail: async (svcId) => {
      details.push(svcId);
      const detail = options.anime?.[svcId];
      if (!detail) throw new ServiceError(404, 'id_err', 'no such anime', { error: 'id_err', code: 404 }, null, null);
      return detail;
    },
    http: { config: resolveConfig({}), fetch },
    cache,
    now: () => NOW,
    readLocation: async (url) => {
      expect(url.pathname).toBe('/redirect');
      expect(url.searchParams.get('client_id')).toBe('watchmark-dev');
      const asked = Object.fromEntries(
        [...url.searchParams].filter(([key]) => !['client_id', 'app-name', 'app-version', 'to'].includes(key)),
      );
      redirects.push(asked);
      return options.location ? options.location(asked) : null;
    },
    search: async (type, text): Promise<SearchResult[]> => {
      searches.push([type, text]);
      return SearchResultsSchema.parse(options.search?.[type] ?? []);
    },
  };
  return { deps, cache, redirects, searches, details, saveCorrection: (correction) => corrections.save(correction) };
}

const HEAT: MediaGuess = {
  site: 'netflix',
  siteItemId: '60000001',
  kind: 'movie',
  title: 'Heat',
  year: 1995,
  ids: { imdb: 'tt0113277', tmdb: '949' },
};

function episodeOf(show: { id?: string; title: string; year?: number }, episode: number, season = 1): MediaGuess {
  return {
    site: 'netflix',
    siteItemId: `${show.title}-${season}-${episode}`,
    ...(show.id ? { siteShowId: show.id } : {}),
    kind: 'episode',
    title: show.title,
    ...(show.year ? { year: show.year } : {}),
    season,
    episode,
  };
}

const DARK = { id: '80100172', title: 'Dark', year: 2017 };

async function unresolved(promise: Promise<unknown>): Promise<UnresolvedError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UnresolvedError);
  return error as UnresolvedError;
}

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
    expect(f.searches).toEqual([['movie', 'Heat'], ['anime', 'Heat']]);
  });

  it('an anime film resolves to its anime entry, scrobbled as that entry\'s episode 1', async () => {
    const f = fakes({ search: { anime: [{ title: 'Cowboy Bebop', year: 1998, ids: { svc: 30012 } }, { title: 'Cowboy Bebop: The Movie', year: 2001, ids: { svc: 30013, slug: 'cowboy-bebop-the-movie' } }] } });
    const guess: MediaGuess = { site: 'crunchyroll', siteItemId: 'G25', kind: 'movie', title: 'Cowboy Bebop: The Movie' };
    expect(await resolveGuess(f.deps, guess)).toEqual({ item: { kind: 'anime', svcId: 30013, title: 'Cowboy Bebop: The Movie', slug: 'cowboy-bebop-the-movie' }, episode: { number: 1 } });
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
        if (!hasId && !asked.title) throw new ServiceError(400, 'empty_field', 'an id parameter or title is required', { error: 'empty_field', code: 400 }, null, null);
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
    expect(f.searches).toEqual([['tv', 'Dark'], ['anime', 'Dark']]);
    expect(target.item).toEqual({ kind: 'anime', svcId: 20, title: 'Dark', year: 2017, slug: 'dark' });
    expect(target.episode).toEqual({ number: 4, tvdbSeason: 1, tvdbNumber: 4 });
  });

  it('an anime site searches anime first, and one search is enough when it is confident', async () => {
    const f = fakes({ search: { anime: [{ title: 'Spy x Family', year: 2022, ids: { svc: 30001 } }] } });
    const guess: MediaGuess = { site: 'crunchyroll', siteItemId: 'E1', siteShowId: 'S1', kind: 'episode', title: 'SPY×FAMILY', season: 1, episode: 1 };
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
    ['only other titles', HEAT, [{ title: 'Heat Wave', year: 1995, ids: { svc_id: 1 } }, { title: 'The Heat', year: 1995, ids: { svc_id: 2 } }]],
    ['same title twice and no year to tell them apart', { ...HEAT, year: undefined, ids: undefined }, [{ title: 'Heat', year: 1995, ids: { svc_id: 1 } }, { title: 'Heat', year: 1986, ids: { svc_id: 2 } }]],
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

describe('resolveGuess: anime episodes (spec 1: sequential, single-season numbering)', () => {
  it('an anime episode target and body carry no season', async () => {
    const f = fakes({ location: () => '/anime/77/frieren/episode-13' });
    const guess: MediaGuess = { site: 'crunchyroll', siteItemId: 'GX1', siteShowId: 'G1', kind: 'episode', title: 'Frieren', year: 2023, season: 1, episode: 13 };
    const target = await resolveGuess(f.deps, guess);
    expect(target).toEqual({ item: { kind: 'anime', svcId: 77, title: 'Frieren', year: 2023, slug: 'frieren' }, episode: { number: 13, tvdbSeason: 1, tvdbNumber: 13 } });
    const body = scrobbleItemBody(target);
    expect(body).toEqual({ anime: { ids: { svc: 77 }, title: 'Frieren', year: 2023 }, episode: { number: 13 } });
    expect(body.episode).not.toHaveProperty('season');
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
  const AOT = { otherTitles: ['Shingeki no Kyojin'], seasons: [
    { tvdbSeason: 1, svcId: 30002, title: 'Attack on Titan', slug: 'attack-on-titan', episodeCount: 25 },
    { tvdbSeason: 2, svcId: 30003, title: 'Attack on Titan Season 2', slug: 'attack-on-titan-season-2', episodeCount: 12 },
  ] };
  const aot = (season: number, episode: number, absoluteEpisode?: number): MediaGuess => ({
    site: 'crunchyroll', siteItemId: `AOT-${season}-${episode}`, siteShowId: 'GAOT', kind: 'episode', title: 'Attack on Titan', season, episode,
    ...(absoluteEpisode ? { absoluteEpisode } : {}),
  });
  const searchAot = { anime: [{ title: 'Attack on Titan', year: 2013, ids: { svc: 30002 } }, { title: 'Attack on Titan Season 2', year: 2017, ids: { svc: 30003 } }] };

  it('a TV-database season 2 episode lands on the season 2 entry, keeping both numberings', async () => {
    const f = fakes({ search: searchAot, anime: { 30002: AOT } });
    const target = await resolveGuess(f.deps, aot(2, 5));
    expect(target).toEqual({
      item: { kind: 'anime', svcId: 30003, title: 'Attack on Titan Season 2', slug: 'attack-on-titan-season-2' },
      episode: { number: 5, tvdbSeason: 2, tvdbNumber: 5 },
    });
    expect(scrobbleItemBody(target)).toEqual({ anime: { ids: { svc: 30003 }, title: 'Attack on Titan Season 2' }, episode: { number: 5 } });
  });

  it('reads the mapping once per show: a binge across both seasons costs one search and one detail read', async () => {
    const f = fakes({ search: searchAot, anime: { 30002: AOT } });
    const targets = [];
    for (const [season, episode] of [[1, 24], [1, 25], [2, 1], [2, 2], [2, 3]] as const) targets.push(await resolveGuess(f.deps, aot(season, episode)));
    expect(targets.map((t) => [t.item.svcId, t.episode?.number])).toEqual([[30002, 24], [30002, 25], [30003, 1], [30003, 2], [30003, 3]]);
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

  it('a failing detail read is no error: the entry is used with the site numbers', async () => {
    const f = fakes({ search: searchAot });
    expect(await resolveGuess(f.deps, aot(1, 3))).toMatchObject({ item: { svcId: 30002 }, episode: { number: 3 } });
  });
});

describe('resolveGuess: corrections come first and never expire', () => {
  const correction = (over: Partial<Correction> = {}): Correction => ({
    scope: 'show', site: 'netflix', siteId: DARK.id, siteTitle: 'Dark', item: { kind: 'show', svcId: 9999, title: 'Dark (corrected)' }, createdAt: NOW, ...over,
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
