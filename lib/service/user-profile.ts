import { z } from 'zod';
import { serviceRequest, type HttpDeps } from './http';

const PartSchema = z.looseObject({ plays: z.number().int().optional(), watched: z.number().int().optional(), minutes: z.number().optional() });

export interface UserStats {
  movies: { plays: number; minutes: number };
  episodes: { plays: number; minutes: number };
  anime: { plays: number; minutes: number };
  showsWatched: number;
  ratings: number;
}

const StatsSchema = z.looseObject({
  movies: PartSchema.optional(),
  episodes: PartSchema.optional(),
  anime: PartSchema.optional(),
  shows: z.looseObject({ watched: z.number().int().optional() }).optional(),
  ratings: z.looseObject({ total: z.number().int().optional() }).optional(),
});

/** spec 4.5 `POST /users/{user_id}/stats`: public aggregate statistics (fields not shown; read permissively). */
export async function readUserStats(deps: HttpDeps, accessToken: string, userId: number): Promise<UserStats> {
  const { data } = await serviceRequest(deps, { method: 'POST', path: `/users/${userId}/stats`, json: {}, accessToken, schema: StatsSchema });
  const part = (p: z.infer<typeof PartSchema> | undefined) => ({ plays: p?.plays ?? 0, minutes: p?.minutes ?? 0 });
  return {
    movies: part(data.movies),
    episodes: part(data.episodes),
    anime: part(data.anime),
    showsWatched: data.shows?.watched ?? 0,
    ratings: data.ratings?.total ?? 0,
  };
}
