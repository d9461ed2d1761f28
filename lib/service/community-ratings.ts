import { z } from 'zod';
import { serviceRequest, type HttpDeps } from './http';
import type { ContainerKind } from './media-ref';

/** The service's own rating of a title: its score, how many voted, and the share who dropped it. */
export interface CommunityRating {
  kind: ContainerKind;
  svcId: number;
  rating: number;
  votes: number;
  /** Percent of the service's users who dropped the title (spec 4.1). */
  droprate: number;
}

/** The `{type}` segment of `GET /ratings/{type}` (spec 4.1 names movies, tv and anime this way). */
const TYPE_OF_KIND: Record<ContainerKind, 'movies' | 'tv' | 'anime'> = { movie: 'movies', show: 'tv', anime: 'anime' };

const RowSchema = z.looseObject({
  id: z.number().int().positive(),
  svc: z.looseObject({ rating: z.number().min(0).max(10), votes: z.number().int().min(0), droprate: z.number().min(0).max(100).optional() }),
});

/**
 * spec 4.1 `GET /ratings/{type}?user_watchlist=1`: the community rating of every title of one kind
 * in the user's Watchlist, in one read instead of one detail record per title.
 */
export async function readWatchlistCommunityRatings(deps: HttpDeps, accessToken: string, kind: ContainerKind): Promise<CommunityRating[]> {
  const { data } = await serviceRequest(deps, {
    method: 'GET',
    path: `/ratings/${TYPE_OF_KIND[kind]}`,
    query: { user_watchlist: '1' },
    accessToken,
    schema: z.array(RowSchema),
  });
  return data.map((row) => ({ kind, svcId: row.id, rating: row.svc.rating, votes: row.svc.votes, droprate: row.svc.droprate ?? 0 }));
}
