import { z } from 'zod';
import { serviceRequest, type HttpDeps } from './http';
import { containerOf, MediaRefSchema, type ContainerKind } from './media-ref';

/** spec 2.8: activity buckets and the per-category timestamps the library cares about. */
export const ACTIVITY_BUCKETS = ['movies', 'tv_shows', 'anime'] as const;
export type ActivityBucket = (typeof ACTIVITY_BUCKETS)[number];
export const ACTIVITY_FIELDS = ['watched_at', 'playback', 'rated_at', 'watchlisted_at'] as const;
export type ActivityField = (typeof ACTIVITY_FIELDS)[number];
export type Activities = Record<ActivityBucket, Partial<Record<ActivityField, string>>>;

const BucketSchema = z.looseObject(Object.fromEntries(ACTIVITY_FIELDS.map((field) => [field, z.string().optional()])) as Record<ActivityField, z.ZodOptional<z.ZodString>>);
const ActivitiesSchema = z.looseObject({ all: z.string().optional(), movies: BucketSchema.optional(), tv_shows: BucketSchema.optional(), anime: BucketSchema.optional() });

/** spec 4.3 `GET /sync/activities`: the only read a library open always makes. */
export async function readActivities(deps: HttpDeps, accessToken: string): Promise<Activities> {
  const { data } = await serviceRequest(deps, { method: 'GET', path: '/sync/activities', accessToken, schema: ActivitiesSchema });
  const pick = (bucket: ActivityBucket) => Object.fromEntries(ACTIVITY_FIELDS.flatMap((field) => (data[bucket]?.[field] ? [[field, data[bucket]?.[field]]] : [])));
  return { movies: pick('movies'), tv_shows: pick('tv_shows'), anime: pick('anime') };
}

/** The path segment of the library and ratings reads for one activity bucket. */
export const TYPE_OF_BUCKET: Record<ActivityBucket, 'movies' | 'shows' | 'anime'> = { movies: 'movies', tv_shows: 'shows', anime: 'anime' };

export const WATCH_STATUSES = ['watching', 'plantowatch', 'hold', 'completed', 'dropped'] as const;
export type WatchStatus = (typeof WATCH_STATUSES)[number];

export interface WatchlistRow {
  kind: ContainerKind;
  svcId: number;
  title: string;
  year?: number;
  status: WatchStatus;
  updatedAt: string;
}

const ContainerRowSchema = z.looseObject({ movie: MediaRefSchema.optional(), show: MediaRefSchema.optional(), anime: MediaRefSchema.optional() });

const AllItemsRowSchema = ContainerRowSchema.extend({
  status: z.enum(WATCH_STATUSES),
  updated_at: z.string().optional(),
  rewatch: z.boolean().optional(),
});

/**
 * spec 4.3 `GET /sync/all-items/{type}`, with `date_from` for a delta read. Rewatch rows are
 * sessions, not titles: the Watchlist view keeps one row per title.
 */
export async function readWatchlist(deps: HttpDeps, accessToken: string, type: 'movies' | 'shows' | 'anime', dateFrom?: string): Promise<WatchlistRow[]> {
  const { data } = await serviceRequest(deps, {
    method: 'GET',
    path: `/sync/all-items/${type}`,
    query: { date_from: dateFrom },
    accessToken,
    schema: z.array(AllItemsRowSchema),
    exactIdKeys: ['rewatch_id'],
  });
  return data.flatMap((row) => {
    const container = containerOf(row);
    if (!container || row.rewatch) return [];
    const { ref } = container;
    return [{ kind: container.kind, svcId: ref.ids.svcId, title: ref.title, ...(ref.year ? { year: ref.year } : {}), status: row.status, updatedAt: row.updated_at ?? '' }];
  });
}

export interface RatingRow {
  kind: ContainerKind;
  svcId: number;
  title: string;
  year?: number;
  rating: number;
  ratedAt: string;
}

const RatingRowSchema = ContainerRowSchema.extend({ rating: z.number().int().min(1).max(10), rated_at: z.string().optional() });

/** spec 4.3 `GET /sync/ratings/{type}`: the user's own 1-10 ratings of one type. */
export async function readRatings(deps: HttpDeps, accessToken: string, type: 'movies' | 'shows' | 'anime'): Promise<RatingRow[]> {
  const { data } = await serviceRequest(deps, { method: 'GET', path: `/sync/ratings/${type}`, accessToken, schema: z.array(RatingRowSchema) });
  return data.flatMap((row) => {
    const container = containerOf(row);
    if (!container) return [];
    const { ref } = container;
    return [{ kind: container.kind, svcId: ref.ids.svcId, title: ref.title, ...(ref.year ? { year: ref.year } : {}), rating: row.rating, ratedAt: row.rated_at ?? '' }];
  });
}
