/** Catalog records as the simulator stores them; response shapes live in present.ts. */

export type Kind = 'movie' | 'tv' | 'anime';

export const EXTERNAL_KEYS = ['imdb', 'tmdb', 'tvdb', 'mal', 'anilist', 'kitsu', 'anidb'] as const;
export type ExternalKey = (typeof EXTERNAL_KEYS)[number];

export interface Episode {
  /** Service id of the episode (item svc * 1000 + ordinal), so episodes[] writes can name it. */
  svc: number;
  /** Service numbering; anime is single-season (1), specials are season 0. */
  season: number;
  number: number;
  title: string;
  /** Air time with the catalog UTC offset, or null when unknown. */
  date: string | null;
  /** Air day (YYYY-MM-DD, in -05:00) when the day is known but not the time: airing `date`/`year` null. */
  day?: string;
  type: 'episode' | 'special';
  /** Anime only: the TV-database numbering the service maps from (spec 1). */
  tvdb_season?: number;
  tvdb_number?: number;
}

export interface Ratings {
  svc?: { rating: number; votes: number };
  imdb?: { rating: number; votes: number };
  mal?: { rating: number; votes: number; rank: number };
}

export interface MappedSeason {
  tvdb_season: number;
  /** The anime entry that holds this TV-database season. */
  svc: number;
}

export interface CatalogItem {
  kind: Kind;
  svc: number;
  slug: string;
  title: string;
  year: number;
  ids: Partial<Record<ExternalKey, string>>;
  /** Minutes (per episode for series). */
  runtime: number;
  overview: string;
  genres: string[];
  country: string;
  certification?: string;
  ratings: Ratings;
  /** Image path fragment: `{image_url}/posters/<poster>_m.webp`. */
  poster: string;
  fanart: string;
  released?: string;
  status?: 'ended' | 'tba' | 'airing';
  network?: string;
  anime_type?: 'tv' | 'ona' | 'ova' | 'movie' | 'special' | 'music';
  en_title?: string;
  alternate_titles?: string[];
  studios?: string[];
  mapped_tvdb_seasons?: MappedSeason[];
  /** Popularity rank; undefined = unranked; 999999 or more also reads as unranked (spec 2.2). */
  rank?: number;
  /** Share of watchers who dropped it, percent (bulk ratings, spec 2.4). */
  droprate?: number;
  /** No poster on file: calendar items carry `poster: null` (spec 2.3); elsewhere the placeholder fragment. */
  noPoster?: boolean;
  /** Main trailer (spec 4.1 detail "trailers"). */
  trailer?: string;
  episodes: Episode[];
}
