import { expect } from 'vitest';
import { resolveConfig } from '../config';
import type { MediaGuess } from '../messages/media';
import { ServiceError } from '../service/errors';
import { SearchResultsSchema, type SearchResult } from '../service/schemas';
import type { SearchType } from '../service/search';
import type { AnimeDetail } from '../service/anime';
import type { FileSuggestion } from '../service/search-file';
import type { CachedMatch, MatchCache } from './cache';
import { keyValueCorrectionStore, type Correction } from './corrections';
import { UnresolvedError, type ResolverDeps } from './resolver';

export const NOW = Date.parse('2026-06-10T12:00:00Z');

export class MemoryCache implements MatchCache {
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
export type Asked = Record<string, string>;

export interface Fakes {
  deps: ResolverDeps;
  cache: MemoryCache;
  redirects: Asked[];
  searches: Array<[SearchType, string]>;
  details: number[];
  /** File names /search/file was asked about, in order. */
  files: string[];
  saveCorrection: (correction: Correction) => Promise<void>;
}

/** storage.sync stand-in: a map of keys to JSON values. */
export function memoryArea() {
  const items = new Map<string, unknown>();
  return {
    get: async (keys: string[] | null) =>
      Object.fromEntries([...items].filter(([key]) => keys === null || keys.includes(key)).map(([k, v]) => [k, structuredClone(v)])),
    set: async (values: Record<string, unknown>) => {
      for (const [key, value] of Object.entries(values)) items.set(key, structuredClone(value));
    },
    remove: async (keys: string | string[]) => {
      for (const key of [keys].flat()) items.delete(key);
    },
  };
}

export function fakes(
  options: {
    /** Location for a redirect query, or null for "not found". */
    location?: (asked: Asked) => string | null;
    /** Raw search answers by type (validated through the real schema). */
    search?: Partial<Record<SearchType, unknown[]>>;
    /** Anime detail answers by service id (missing: the lookup fails). */
    anime?: Record<number, AnimeDetail>;
    /** What /search/file reads in a file name (missing: nothing). */
    files?: Record<string, FileSuggestion>;
  } = {},
): Fakes {
  const cache = new MemoryCache();
  const redirects: Asked[] = [];
  const searches: Array<[SearchType, string]> = [];
  const details: number[] = [];
  const files: string[] = [];
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
      const asked = Object.fromEntries([...url.searchParams].filter(([key]) => !['client_id', 'app-name', 'app-version', 'to'].includes(key)));
      redirects.push(asked);
      return options.location ? options.location(asked) : null;
    },
    identifyFile: async (fileName) => {
      files.push(fileName);
      return options.files?.[fileName] ?? null;
    },
    search: async (type, text): Promise<SearchResult[]> => {
      searches.push([type, text]);
      return SearchResultsSchema.parse(options.search?.[type] ?? []);
    },
  };
  return { deps, cache, redirects, searches, details, files, saveCorrection: (correction) => corrections.save(correction) };
}

export const HEAT: MediaGuess = {
  site: 'netflix',
  siteItemId: '60000001',
  kind: 'movie',
  title: 'Heat',
  year: 1995,
  ids: { imdb: 'tt0113277', tmdb: '949' },
};

export function episodeOf(show: { id?: string; title: string; year?: number }, episode: number, season = 1): MediaGuess {
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

export const DARK = { id: '80100172', title: 'Dark', year: 2017 };

export async function unresolved(promise: Promise<unknown>): Promise<UnresolvedError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UnresolvedError);
  return error as UnresolvedError;
}
