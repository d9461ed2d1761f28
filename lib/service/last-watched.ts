import { z } from 'zod';
import { serviceRequest, type HttpDeps } from './http';
import { containerOf, MediaRefSchema, type ContainerKind } from './media-ref';

/** A title's latest watch in the service's history, whoever wrote it. */
export interface TitleLastWatched {
  kind: ContainerKind;
  svcId: number;
  lastWatchedAt: number;
}

const LibraryRowSchema = z.looseObject({
  movie: MediaRefSchema.optional(),
  show: MediaRefSchema.optional(),
  anime: MediaRefSchema.optional(),
  rewatch: z.boolean().optional(),
  last_watched_at: z.string().nullable().optional(),
});

/**
 * spec 4.3 `GET /sync/all-items/{type}`, read whole for each title's `last_watched_at` (the row's
 * shape is "not shown", spec 2.12: a row without it says nothing). Not a `date_from` delta: that
 * keeps rows whose Watchlist status moved, and another viewing of a completed title moves none.
 */
export async function readLastWatched(deps: HttpDeps, accessToken: string, type: 'movies' | 'shows' | 'anime'): Promise<TitleLastWatched[]> {
  const { data } = await serviceRequest(deps, {
    method: 'GET',
    path: `/sync/all-items/${type}`,
    accessToken,
    schema: z.array(LibraryRowSchema),
    exactIdKeys: ['rewatch_id'],
  });
  return data.flatMap((row) => {
    const container = containerOf(row);
    const lastWatchedAt = row.last_watched_at ? Date.parse(row.last_watched_at) : Number.NaN;
    if (!container || row.rewatch || Number.isNaN(lastWatchedAt)) return [];
    return [{ kind: container.kind, svcId: container.ref.ids.svcId, lastWatchedAt }];
  });
}
