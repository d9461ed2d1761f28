import { z } from 'zod';
import { serviceRequest, type HttpDeps } from './http';
import { ResponseIdsSchema } from './schemas';

const MappedSeasonSchema = z.looseObject({
  tvdb_season: z.number().int().min(0),
  title: z.string().nullable().optional(),
  ids: ResponseIdsSchema,
  episode_count: z.number().int().min(0).optional(),
});

const AnimeDetailSchema = z.looseObject({
  title: z.string().optional(),
  en_title: z.string().nullable().optional(),
  alternate_titles: z.array(z.string()).optional(),
  mapped_tvdb_seasons: z.array(MappedSeasonSchema).optional(),
});

export interface AnimeSeasonEntry {
  tvdbSeason: number;
  svcId: number;
  title: string;
  slug?: string;
  episodeCount?: number;
}

export interface AnimeDetail {
  /** English and alternate titles, for matching a site's name to the entry. */
  otherTitles: string[];
  /** spec 4.1: where each TV-database season lives (entries with 2+ seasons only). */
  seasons: AnimeSeasonEntry[];
}

/**
 * spec 4.1 `GET /anime/{id}?extended=full_anime_seasons`: a detail lookup, anonymous and exempt
 * from the rate limits and the daily quota (spec 8), so it costs the user nothing.
 */
export async function readAnimeDetail(deps: HttpDeps, svcId: number): Promise<AnimeDetail> {
  const { data } = await serviceRequest(deps, {
    method: 'GET',
    path: `/anime/${svcId}`,
    query: { extended: 'full_anime_seasons' },
    schema: AnimeDetailSchema,
  });
  return {
    otherTitles: [...(data.en_title ? [data.en_title] : []), ...(data.alternate_titles ?? [])],
    seasons: (data.mapped_tvdb_seasons ?? []).map((season) => ({
      tvdbSeason: season.tvdb_season,
      svcId: season.ids.svcId,
      title: season.title ?? '',
      ...(season.ids.slug ? { slug: season.ids.slug } : {}),
      ...(season.episode_count !== undefined ? { episodeCount: season.episode_count } : {}),
    })),
  };
}
