import { z } from 'zod';
import { serviceRequest, type HttpDeps } from './http';
import { containerOf, externalIdsOf, MediaRefSchema, type ContainerKind } from './media-ref';
import { EmptySchema } from './schemas';
import { readableRows } from './readable-rows';

/** spec 2.7 saved paused playback, with its 64-bit id kept as exact digits. */
export interface PlaybackRow {
  /** Decimal digits of the 64-bit id: never a JS number (it would round past 2^53). */
  id: string;
  progress: number;
  pausedAt: string;
  kind: ContainerKind;
  svcId: number;
  slug?: string;
  title: string;
  year?: number;
  externalIds: Record<string, string>;
  season?: number;
  episode?: number;
  episodeTitle?: string;
}

const RowSchema = z.looseObject({
  id: z.string().regex(/^\d+$/),
  progress: z.number().min(0).max(100),
  paused_at: z.string(),
  type: z.enum(['episode', 'movie']),
  episode: z.looseObject({ season: z.number().int().optional(), number: z.number().int(), title: z.string().nullable().optional() }).optional(),
  show: MediaRefSchema.optional(),
  anime: MediaRefSchema.optional(),
  movie: MediaRefSchema.optional(),
});

/**
 * spec 4.3 `GET /sync/playback` with the default hide_watched=true (spec 3.1): playbacks of items
 * finished elsewhere after the pause are left out by the service itself.
 */
export async function readPlaybackRows(deps: HttpDeps, accessToken: string): Promise<PlaybackRow[]> {
  // hide_watched is the default; sent anyway so the rule this list depends on is explicit.
  const { data } = await serviceRequest(deps, {
    method: 'GET',
    path: '/sync/playback',
    query: { hide_watched: true },
    accessToken,
    schema: readableRows(RowSchema, 'GET /sync/playback'),
    exactIdKeys: ['id'],
  });
  return data
    .flatMap((row) => {
      const container = containerOf(row);
      if (!container) return [];
      const { ref } = container;
      return [
        {
          id: row.id,
          progress: row.progress,
          pausedAt: row.paused_at,
          kind: container.kind,
          svcId: ref.ids.svcId,
          ...(ref.ids.slug ? { slug: ref.ids.slug } : {}),
          title: ref.title,
          ...(ref.year ? { year: ref.year } : {}),
          externalIds: externalIdsOf(ref),
          ...(row.episode
            ? { season: row.episode.season, episode: row.episode.number, ...(row.episode.title ? { episodeTitle: row.episode.title } : {}) }
            : {}),
        },
      ];
    })
    .sort((a, b) => b.pausedAt.localeCompare(a.pausedAt));
}

/** spec 4.3 `DELETE /sync/playback/{id}`: the id goes out exactly as the service wrote it. */
export async function deletePlayback(deps: HttpDeps, accessToken: string, id: string): Promise<void> {
  if (!/^\d+$/.test(id)) throw new Error(`not a playback id: ${id}`);
  await serviceRequest(deps, { method: 'DELETE', path: `/sync/playback/${id}`, accessToken, schema: EmptySchema });
}
