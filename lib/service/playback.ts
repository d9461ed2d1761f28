import { z } from 'zod';
import { serviceRequest, type HttpDeps } from './http';

const MediaRefSchema = z.looseObject({ title: z.string(), year: z.number().int().nullable().optional() });

/** spec 2.7 saved paused playback (only the fields the popup shows). */
const PlaybackSchema = z
  .looseObject({
    progress: z.number().min(0).max(100),
    paused_at: z.string(),
    type: z.enum(['episode', 'movie']),
    episode: z.looseObject({ season: z.number().int().optional(), number: z.number().int(), title: z.string().nullable().optional() }).optional(),
    show: MediaRefSchema.optional(),
    anime: MediaRefSchema.optional(),
    movie: MediaRefSchema.optional(),
  })
  .transform((row) => {
    const container = row.show ?? row.anime ?? row.movie;
    return {
      title: container?.title ?? 'Unknown',
      progress: row.progress,
      pausedAt: row.paused_at,
      ...(row.episode ? { season: row.episode.season, episode: row.episode.number } : {}),
    };
  });
export type SavedPlayback = z.infer<typeof PlaybackSchema>;

/**
 * spec 4.3 `GET /sync/playback` (hide_watched defaults to true). The 64-bit playback ids are not
 * read here: JSON numbers past 2^53 lose digits, and nothing here deletes by id.
 */
export async function readSavedPlaybacks(deps: HttpDeps, accessToken: string, limit = 5): Promise<SavedPlayback[]> {
  const { data } = await serviceRequest(deps, {
    method: 'GET',
    path: '/sync/playback',
    query: { limit },
    accessToken,
    schema: z.array(PlaybackSchema),
  });
  return [...data].sort((a, b) => b.pausedAt.localeCompare(a.pausedAt)).slice(0, limit);
}
