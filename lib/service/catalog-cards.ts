import { z } from 'zod';
import type { AiringKind, BrowseKind } from './catalog-params';
import { ResponseIdsSchema } from './schemas';

/**
 * One result card of the Discover lists, whatever list it came from: airing items (spec 2.2),
 * premieres (airing shape), best-of, genre and search results (Standard Media Objects).
 */
export interface CatalogCard {
  kind: 'movie' | 'show' | 'anime';
  svcId: number;
  title: string;
  year?: number;
  /** Image path fragment (`{image_url}/posters/<poster>_m.webp`), null when the service has none. */
  poster: string | null;
  /** The service's own rating (`svc`), when the list carries it. */
  rating?: number;
  /** Airing: the air time with its catalog offset, or null when none is on file. */
  airsAt?: string | null;
  season?: number;
  episode?: number;
  /** Airing: null when unranked (or 999999 and above, spec 2.2). */
  rank?: number | null;
  /** Anime format (`tv`, `ona`, `ova`, `movie`, `special`, `music`, or the other spelling `music video`). */
  animeType?: string;
  premiere?: string;
}

export const CARD_KIND: Record<BrowseKind, CatalogCard['kind']> = { movie: 'movie', tv: 'show', anime: 'anime' };

const year = z.number().int().nullable().optional().catch(undefined);
const poster = z.string().min(1).nullable().optional().catch(null);

/** spec 2.2 airing item (and premieres, which share its shape). */
export const AiringItemSchema = z.looseObject({
  title: z.string(),
  year,
  date: z.string().nullable().optional(),
  poster,
  rank: z.number().int().nullable().optional(),
  ids: ResponseIdsSchema,
  episode: z.looseObject({ episode: z.number().int(), season: z.number().int().optional() }).optional(),
  anime_type: z.string().optional(),
  premiere: z.string().optional(),
});

/** Standard Media Object, plus the `rating` best-of and genre lists add. */
export const MediaItemSchema = z.looseObject({
  title: z.string(),
  year,
  type: z.string().optional(),
  poster,
  rating: z.number().nullable().optional(),
  ids: ResponseIdsSchema,
});

const TYPE_KIND: Record<string, CatalogCard['kind']> = { movie: 'movie', movies: 'movie', tv: 'show', show: 'show', shows: 'show', anime: 'anime' };

/** spec 2.2: 999999 and above means unranked. */
export function rankOf(rank: number | null | undefined): number | null {
  return rank === undefined || rank === null || rank >= 999_999 ? null : rank;
}

export function airingCard(kind: AiringKind, item: z.infer<typeof AiringItemSchema>): CatalogCard {
  return {
    kind: CARD_KIND[kind],
    svcId: item.ids.svcId,
    title: item.title,
    ...(item.year ? { year: item.year } : {}),
    poster: item.poster ?? null,
    airsAt: item.date ?? null,
    // Anime numbers sequentially in one season (spec 1): no season even if one were sent.
    ...(kind === 'tv' && item.episode?.season !== undefined ? { season: item.episode.season } : {}),
    ...(item.episode ? { episode: item.episode.episode } : {}),
    rank: rankOf(item.rank),
    ...(item.anime_type ? { animeType: item.anime_type } : {}),
    ...(item.premiere ? { premiere: item.premiere } : {}),
  };
}

/** A Standard Media Object as a card; `kind` from the endpoint when known, else from its `type`. */
export function mediaCard(item: z.infer<typeof MediaItemSchema>, kind?: BrowseKind): CatalogCard | null {
  const cardKind = kind ? CARD_KIND[kind] : TYPE_KIND[item.type ?? ''];
  if (!cardKind) return null;
  return {
    kind: cardKind,
    svcId: item.ids.svcId,
    title: item.title,
    ...(item.year ? { year: item.year } : {}),
    poster: item.poster ?? null,
    ...(typeof item.rating === 'number' ? { rating: item.rating } : {}),
  };
}
