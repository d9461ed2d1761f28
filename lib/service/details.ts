import { z } from 'zod';
import type { ServiceConfig } from '../config';
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

/**
 * An image fragment as a path under the image host: a `/` in it is a path separator there; a
 * fragment with an empty or dot segment (which would climb out of its folder) is encoded whole.
 */
function imagePath(fragment: string): string {
  const segments = fragment.split('/');
  const climbs = segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  return climbs ? encodeURIComponent(fragment) : segments.map(encodeURIComponent).join('/');
}

/** The image host's fanart path, as spec 4.5's recently-watched background names it, at the `_m` size. */
export function fanartUrl(config: ServiceConfig, fragment: string): string {
  return `${config.imageUrl}/fanart/${imagePath(fragment)}_m.webp`;
}

/** spec 2.2: `{image_url}/posters/<poster>_m.webp`. */
export function posterUrl(config: ServiceConfig, fragment: string): string {
  return `${config.imageUrl}/posters/${imagePath(fragment)}_m.webp`;
}
