import { z } from 'zod';
import { serviceRequest, type HttpDeps } from './http';
import type { ServiceItemKind } from './items';

const PATH_ROOT: Record<ServiceItemKind, string> = { movie: 'movies', show: 'tv', anime: 'anime' };

/** spec 4.1: a detail record carries `poster`; an unknown id answers 200 with an empty array. */
const DetailPosterSchema = z.union([z.looseObject({ poster: z.string().min(1).nullable().optional() }), z.array(z.unknown())]);

/**
 * The poster fragment of one title from its detail record (anonymous, exempt from the rate limits
 * and the daily quota, spec 8), or null when the service has none.
 */
export async function readPosterFragment(deps: HttpDeps, kind: ServiceItemKind, svcId: number): Promise<string | null> {
  const { data } = await serviceRequest(deps, { method: 'GET', path: `/${PATH_ROOT[kind]}/${svcId}`, schema: DetailPosterSchema });
  return Array.isArray(data) ? null : (data.poster ?? null);
}
