import { userAgent } from '../config';
import { fetchBounded } from './bounded-fetch';
import { ResponseShapeError, serviceErrorFrom } from './errors';
import { limitsFor, serviceUrl, type HttpDeps } from './http';

/** A CDN file as we last received it. */
export interface StaticFile {
  path: string;
  /** The `Last-Modified` the CDN sent, replayed as `If-Modified-Since`. */
  lastModified: string | null;
  body: unknown;
}

/**
 * spec 4.7 static files (calendars, trending): no Authorization, the standard query parameters and
 * User-Agent still sent, and a conditional GET so an unchanged file costs a 304 and no body.
 * Returns the cached copy on 304.
 */
export async function fetchStaticFile(deps: HttpDeps, path: string, cached: StaticFile | undefined): Promise<{ file: StaticFile; fresh: boolean }> {
  // The gate every service request waits at (HttpDeps.ready): in Chromium the User-Agent rule.
  await deps.ready?.();
  const headers = new Headers({ Accept: 'application/json', 'User-Agent': userAgent(deps.config) });
  if (cached?.lastModified) headers.set('If-Modified-Since', cached.lastModified);
  // no-store: the browser's cache must neither answer for the CDN nor add validators of its own.
  const init: RequestInit = { method: 'GET', headers, credentials: 'omit', cache: 'no-store' };
  const { response, text } = await fetchBounded(
    deps.fetch,
    serviceUrl(deps.config, 'cdn', path),
    init,
    limitsFor(deps, 'read'),
    `GET ${path}`,
    deps.signal?.(),
  );
  if (response.status === 304 && cached) return { file: cached, fresh: false };
  if (!response.ok) throw serviceErrorFrom(response.status, response.headers, text);
  try {
    return { file: { path, lastModified: response.headers.get('last-modified'), body: JSON.parse(text) }, fresh: true };
  } catch {
    throw new ResponseShapeError(`GET ${path}: the answer is not JSON.`);
  }
}
