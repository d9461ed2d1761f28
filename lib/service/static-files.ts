import { userAgent } from '../config';
import { NetworkError, ResponseShapeError, serviceErrorFrom } from './errors';
import { serviceUrl, type HttpDeps } from './http';

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
  const headers = new Headers({ Accept: 'application/json', 'User-Agent': userAgent(deps.config) });
  if (cached?.lastModified) headers.set('If-Modified-Since', cached.lastModified);
  let response: Response;
  try {
    // no-store: the browser's cache must neither answer for the CDN nor add validators of its own.
    response = await deps.fetch(serviceUrl(deps.config, 'cdn', path), { method: 'GET', headers, credentials: 'omit', cache: 'no-store' });
  } catch (cause) {
    throw new NetworkError(`GET ${path}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
  if (response.status === 304 && cached) return { file: cached, fresh: false };
  const text = await response.text().catch(() => '');
  if (!response.ok) throw serviceErrorFrom(response.status, response.headers, text);
  try {
    return { file: { path, lastModified: response.headers.get('last-modified'), body: JSON.parse(text) }, fresh: true };
  } catch {
    throw new ResponseShapeError(`GET ${path}: the answer is not JSON.`);
  }
}
