import type { ExternalIds } from '../messages/media';
import { serviceUrl, type HttpDeps } from './http';
import type { ServiceItemKind } from './items';

export type RedirectType = 'movie' | 'tv' | 'anime' | 'show';

export interface RedirectQuery {
  type: RedirectType;
  ids?: ExternalIds;
  title?: string;
  year?: number;
}

/**
 * Reads the `Location` of a 301 without following it (spec 4.2). Browsers hide the headers of a
 * `redirect: 'manual'` fetch, so the background supplies a reader built on webRequest; Node tests
 * can use a plain fetch.
 */
export type RedirectLocationReader = (url: URL) => Promise<string | null>;

export interface RedirectMatch {
  kind: ServiceItemKind;
  svcId: number;
  slug?: string;
}

const LOCATION_ID = /\/(movies|tv|anime)\/(\d+)(?:\/([^/?#]+))?(?:[/?#]|$)/;
const KIND_BY_SEGMENT: Record<string, ServiceItemKind> = { movies: 'movie', tv: 'show', anime: 'anime' };

/** The service id is the numeric segment after /movies/, /tv/ or /anime/; anything else is "not found". */
export function parseRedirectLocation(location: string): RedirectMatch | null {
  let path: string;
  try {
    path = new URL(location, 'https://location.invalid').pathname;
  } catch {
    return null;
  }
  const match = LOCATION_ID.exec(path);
  const segment = match?.[1];
  const id = Number(match?.[2]);
  if (!segment || !Number.isSafeInteger(id) || id <= 0) return null;
  const slug = match?.[3];
  const kind = KIND_BY_SEGMENT[segment];
  if (!kind) return null;
  return { kind, svcId: id, ...(slug && !/^(season|episode)-\d+$/.test(slug) ? { slug } : {}) };
}

export function redirectUrl(deps: HttpDeps, query: RedirectQuery): URL {
  const params: Record<string, string | number | undefined> = { to: 'svc', type: query.type };
  for (const [key, value] of Object.entries(query.ids ?? {})) {
    // spec 4.2: tmdb needs type movie or tv, never the show/anime umbrella.
    if (key === 'tmdb' && query.type !== 'movie' && query.type !== 'tv') continue;
    params[key] = value;
  }
  if (query.title) params.title = query.title;
  if (query.year) params.year = query.year;
  return serviceUrl(deps.config, 'api', '/redirect', params);
}

export async function lookupRedirect(deps: HttpDeps, readLocation: RedirectLocationReader, query: RedirectQuery): Promise<RedirectMatch | null> {
  const location = await readLocation(redirectUrl(deps, query));
  return location ? parseRedirectLocation(location) : null;
}
