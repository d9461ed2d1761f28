/**
 * Every catalog parameter the contract leaves unnamed (spec 4.9), in one place: the premieres
 * `{param}`, the best-of `{filter}`, the genre path segments and sort segment, the search text
 * parameter and the random-pick body fields. The values are the simulator's documented choices
 * (test/service/GAPS.md, "Catalog lists"); if the real service names them otherwise, change them
 * here and nowhere else. An unknown value the service answers with 404, 400 `wrong_parameter` or
 * `[]` shows "nothing here" (catalog-lists.ts), never an error.
 */
export const AIRING_KINDS = ['tv', 'anime'] as const;
export type AiringKind = (typeof AIRING_KINDS)[number];
export const BROWSE_KINDS = ['movie', 'tv', 'anime'] as const;
export type BrowseKind = (typeof BROWSE_KINDS)[number];

/** spec 4.1: named by the contract (invalid values fall back on the service). */
export const AIRING_SORTS = ['time', 'rank', 'popularity'] as const;
export type AiringSort = (typeof AIRING_SORTS)[number];

export const PREMIERE_PARAMS = ['all', 'new', 'season'] as const;
export type PremiereParam = (typeof PREMIERE_PARAMS)[number];

export const BEST_FILTERS: Record<AiringKind, readonly string[]> = {
  tv: ['all', 'airing', 'ended'],
  anime: ['all', 'airing', 'tv', 'movie', 'ova', 'ona', 'special', 'music'],
};

/** Lowercase slugs, one path segment each. */
export const GENRES = [
  'action',
  'adventure',
  'animation',
  'comedy',
  'crime',
  'drama',
  'fantasy',
  'history',
  'mystery',
  'romance',
  'science-fiction',
  'slice-of-life',
  'thriller',
] as const;
export type Genre = (typeof GENRES)[number];

/** The trailing sort segment of a genre path (spec 4.1 "segments ending with a sort segment"). */
export const GENRE_SORTS = ['rating', 'popularity', 'title', 'year'] as const;
export type GenreSort = (typeof GENRE_SORTS)[number];

/** The path root of each kind on the API (`/movies/...`, `/tv/...`, `/anime/...`). */
export const PATH_ROOT: Record<BrowseKind, string> = { movie: 'movies', tv: 'tv', anime: 'anime' };

export function genrePath(kind: BrowseKind, genres: readonly string[], sort: GenreSort): string {
  return `/${PATH_ROOT[kind]}/genres/${[...genres, sort].map(encodeURIComponent).join('/')}`;
}

/** `GET /search/{type}`: the title text parameter. */
export const SEARCH_TEXT_PARAM = 'q';

/** spec 8 page sizes: the service's default and cap per endpoint, and what this UI asks for. */
export const PAGE_LIMITS = {
  search: { max: 50, asked: 10 },
  genres: { max: 60, asked: 6 },
  premieres: { max: 60, asked: 12 },
} as const;
