import { z } from 'zod';
import { PATH_ROOT, type BrowseKind } from './catalog-params';
import { serviceRequest, type HttpDeps } from './http';
import { ResponseIdsSchema } from './schemas';

/**
 * spec 4.1 detail records (`/movies/{id}`, `/tv/{id}`, `/anime/{id}`): anonymous, edge-cached and
 * exempt from the rates and the daily quota (spec 8), so never paced. An unknown id answers 200
 * with `[]`: `null` here. Every field beyond title and ids is optional (spec 2.12: the full field
 * set is not shown) and a malformed optional field is dropped rather than failing the page.
 */
const opt = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const score = z.looseObject({ rating: z.number(), votes: z.number().int().optional() });
const RelatedSchema = z.looseObject({ title: z.string(), year: z.number().int().nullable().optional(), ids: ResponseIdsSchema });

export const TitleDetailSchema = z.looseObject({
  title: z.string(),
  year: opt(z.number().int().nullable()),
  ids: ResponseIdsSchema,
  overview: opt(z.string().nullable()),
  runtime: opt(z.number().nullable()),
  genres: opt(z.array(z.string())),
  country: opt(z.string().nullable()),
  certification: opt(z.string().nullable()),
  status: opt(z.enum(['ended', 'tba', 'airing'])),
  network: opt(z.string().nullable()),
  studios: opt(z.array(z.string())),
  released: opt(z.string().nullable()),
  first_aired: opt(z.string().nullable()),
  last_aired: opt(z.string().nullable()),
  total_episodes: opt(z.number().int()),
  aired_episodes: opt(z.number().int()),
  /** spec 2.4: a provider key is present only when it has data; `mal` adds its rank. */
  ratings: opt(z.looseObject({ svc: opt(score), imdb: opt(score), mal: opt(score.extend({ rank: opt(z.number().int()) })) })),
  poster: opt(z.string().nullable()),
  fanart: opt(z.string().nullable()),
  trailers: opt(z.array(z.union([z.string(), z.looseObject({ url: z.string() }).transform((trailer) => trailer.url)]))),
  recommendations: opt(z.array(RelatedSchema)),
  related: opt(z.array(RelatedSchema)),
  anime_type: opt(z.string()),
  en_title: opt(z.string().nullable()),
  alternate_titles: opt(z.array(z.string())),
});
export type TitleDetail = z.infer<typeof TitleDetailSchema>;

/**
 * The service's type of each of the extension's item kinds (a show is `tv`). The contract has one
 * vocabulary for it, `movie`, `tv`, `anime`: the redirect helper's `type` (spec 4.2), `/search/{type}`
 * and, through PATH_ROOT, the detail paths (spec 4.1). The same by definition, so one map.
 */
export const SERVICE_TYPE = { movie: 'movie', show: 'tv', anime: 'anime' } as const satisfies Record<string, BrowseKind>;

export async function readTitleDetail(deps: HttpDeps, kind: BrowseKind, svcId: number): Promise<TitleDetail | null> {
  const { data } = await serviceRequest(deps, {
    method: 'GET',
    path: `/${PATH_ROOT[kind]}/${svcId}`,
    schema: z.union([TitleDetailSchema, z.array(z.unknown())]),
  });
  return Array.isArray(data) ? null : data;
}
