import { z } from 'zod';
import { serviceRequest, type HttpDeps } from './http';
import { containerOf, MediaRefSchema, type ContainerKind } from './media-ref';
import { readableRows } from './readable-rows';

/**
 * spec 2.8: activity buckets. The contract names one field of a bucket (`playback`) and says there
 * are further per-category timestamps without naming them, so every string field of a bucket is
 * kept: lib/library/gate.ts compares whole buckets and reads a field it does not know as "this
 * bucket moved".
 */
export const ACTIVITY_BUCKETS = ['movies', 'tv_shows', 'anime'] as const;
export type ActivityBucket = (typeof ACTIVITY_BUCKETS)[number];
/** Field names the gate can read precisely when a bucket has only these (playback: spec 2.8). */
export const ACTIVITY_FIELDS = ['watched_at', 'playback', 'rated_at', 'watchlisted_at'] as const;
export type ActivityField = (typeof ACTIVITY_FIELDS)[number];
export type ActivityBucketStamps = Partial<Record<ActivityField, string>> & Record<string, string | undefined>;
export type Activities = Record<ActivityBucket, ActivityBucketStamps>;

const BucketSchema = z.record(z.string(), z.unknown());
const ActivitiesSchema = z.looseObject({
  all: z.string().optional(),
  movies: BucketSchema.optional(),
  tv_shows: BucketSchema.optional(),
  anime: BucketSchema.optional(),
});

/** spec 4.3 `GET /sync/activities`: the only read a library open always makes. */
export async function readActivities(deps: HttpDeps, accessToken: string): Promise<Activities> {
  const { data } = await serviceRequest(deps, { method: 'GET', path: '/sync/activities', accessToken, schema: ActivitiesSchema });
  const pick = (bucket: ActivityBucket): ActivityBucketStamps =>
    Object.fromEntries(Object.entries(data[bucket] ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { movies: pick('movies'), tv_shows: pick('tv_shows'), anime: pick('anime') };
}

/** The activity bucket a title's kind lives in. */
export const BUCKET_OF_KIND: Record<ContainerKind, ActivityBucket> = { movie: 'movies', show: 'tv_shows', anime: 'anime' };

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
    return [
      {
        kind: container.kind,
        svcId: ref.ids.svcId,
        title: ref.title,
        ...(ref.year ? { year: ref.year } : {}),
        status: row.status,
        updatedAt: row.updated_at ?? '',
      },
    ];
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

/** Every rating value (1-10), comma-separated as the contract's other multi-value segments are. */
export const ALL_RATING_VALUES = Array.from({ length: 10 }, (_, index) => index + 1).join(',');

/**
 * spec 4.3 `GET /sync/ratings/{type}/{rating}` (one or more values): the user's own 1-10 ratings
 * of one type. The contract has no path without the rating segment, so all ten are named.
 */
export async function readRatings(deps: HttpDeps, accessToken: string, type: 'movies' | 'shows' | 'anime'): Promise<RatingRow[]> {
  const { data } = await serviceRequest(deps, {
    method: 'GET',
    path: `/sync/ratings/${type}/${ALL_RATING_VALUES}`,
    accessToken,
    schema: readableRows(RatingRowSchema, `GET /sync/ratings/${type}`),
  });
  return data.flatMap((row) => {
    const container = containerOf(row);
    if (!container) return [];
    const { ref } = container;
    return [
      {
        kind: container.kind,
        svcId: ref.ids.svcId,
        title: ref.title,
        ...(ref.year ? { year: ref.year } : {}),
        rating: row.rating,
        ratedAt: row.rated_at ?? '',
      },
    ];
  });
}
