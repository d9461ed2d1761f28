import { z } from 'zod';
import { serviceRequest, type HttpDeps } from './http';
import type { ScrobbleTarget } from './items';
import { EmptySchema } from './schemas';

/**
 * Playback ids are 64-bit (spec 2.7): JSON.parse would round them. The raw answer's `"id": 123…`
 * numbers are turned into strings before parsing, so the id is sent back digit for digit.
 */
function idsAsStrings(fetcher: HttpDeps['fetch']): HttpDeps['fetch'] {
  return async (input, init) => {
    const response = await fetcher(input, init);
    const text = await response.text();
    return new Response(text.replace(/("id"\s*:\s*)(\d+)/g, '$1"$2"'), { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

const RefSchema = z.looseObject({ ids: z.looseObject({ svc: z.number().optional(), svc_id: z.number().optional() }).optional() });
const RowSchema = z.looseObject({
  id: z.string().regex(/^\d+$/),
  type: z.string(),
  episode: z.looseObject({ season: z.number().optional(), number: z.number() }).optional(),
  movie: RefSchema.optional(),
  show: RefSchema.optional(),
  anime: RefSchema.optional(),
});

function svcOf(ref: z.infer<typeof RefSchema> | undefined): number | undefined {
  return ref?.ids?.svc ?? ref?.ids?.svc_id;
}

function isRowOf(row: z.infer<typeof RowSchema>, target: ScrobbleTarget): boolean {
  const { item, episode } = target;
  if (item.kind === 'movie') return svcOf(row.movie) === item.svcId;
  return svcOf(row.show ?? row.anime) === item.svcId && row.episode?.number === episode?.number;
}

/** spec 4.3 `GET /sync/playback`: the id of the saved pause for this target, if there is one. */
export async function findSavedPlaybackId(deps: HttpDeps, accessToken: string, target: ScrobbleTarget): Promise<string | null> {
  const { data } = await serviceRequest({ ...deps, fetch: idsAsStrings(deps.fetch) }, {
    method: 'GET',
    path: '/sync/playback',
    accessToken,
    schema: z.array(RowSchema),
  });
  return data.find((row) => isRowOf(row, target))?.id ?? null;
}

/** spec 4.3 `DELETE /sync/playback/{id}` (204 on success). */
export async function removeSavedPlayback(deps: HttpDeps, accessToken: string, id: string): Promise<void> {
  await serviceRequest(deps, { method: 'DELETE', path: `/sync/playback/${id}`, accessToken, schema: EmptySchema });
}
