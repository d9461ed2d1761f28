// Serves the Hulu fixture: the web app on www.hulu.com (it sets the session cookie for .hulu.com)
// and the discover API on discover.hulu.com, cross-origin but same-site, so the content script's
// fetch carries the cookie and needs CORS with credentials, as on the site. Test knob (a cookie,
// so the URLs stay real): `wm_api=down` makes the API fail.
import type { BrowserContext } from 'playwright-core';
import { byteRangeResponse } from '../media.js';
import { header, readClip, routeFixture, text, type FixtureRequest, type FixtureResponse } from '../fixture-http.js';
import { DISCOVER_HOST, HULU_HOST } from './catalog.js';
import { entityAnswer } from './entity.js';
import { CLIP_PATH, watchPage } from './pages.js';
export type { FixtureRequest, FixtureResponse };

export interface HuluFixtureOptions {
  clipPath?: string;
  /** Length of the clip; the API's durations follow it. Default 300. */
  clipSeconds?: number;
}

export const HULU_ORIGINS = [`https://${HULU_HOST}`, `https://${DISCOVER_HOST}`] as const;
const SESSION_COOKIE = '_hulu_session';
const HTML = 'text/html; charset=utf-8';

function cookie(headers: Record<string, string>, name: string): string | undefined {
  const pair = (header(headers, 'cookie') ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name);
  return pair?.slice(1).join('=');
}

const notFound = () => text(404, HTML, '<!doctype html><title>Hulu</title><p>Page not found</p>');

function discover(req: FixtureRequest, url: URL, seconds: number): FixtureResponse {
  const origin = header(req.headers, 'origin');
  // Only Hulu's own web app may read answers, with credentials.
  const cors: Record<string, string> =
    origin === `https://${HULU_HOST}` ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' } : {};
  if (req.method === 'OPTIONS') return { status: 204, headers: { ...cors, 'access-control-allow-methods': 'GET' }, body: '' };
  const json = (status: number, body: unknown): FixtureResponse => ({
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...cors },
    body: JSON.stringify(body),
  });
  if (cookie(req.headers, 'wm_api') === 'down') return json(503, { code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
  if (!cookie(req.headers, SESSION_COOKIE)) return json(401, { code: 'UNAUTHORIZED', message: 'Missing session' });
  const ids = url.searchParams.get('eab_ids');
  if (url.pathname !== '/content/v3/entity' || !ids) return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  return json(200, entityAnswer(ids, seconds));
}

export function huluFixtureHandler(req: FixtureRequest, opts: HuluFixtureOptions = {}): FixtureResponse {
  const url = new URL(req.url);
  const seconds = opts.clipSeconds ?? 300;
  if (url.hostname === DISCOVER_HOST) return discover(req, url, seconds);
  if (url.hostname !== HULU_HOST) return notFound();
  if (url.pathname === CLIP_PATH) {
    return opts.clipPath ? byteRangeResponse(readClip(opts.clipPath), header(req.headers, 'range'), 'video/webm') : notFound();
  }
  const id = /^\/watch\/([0-9a-f-]{36})$/.exec(url.pathname)?.[1];
  const html = id ? watchPage(id, seconds) : null;
  if (!html) return notFound();
  const response = text(200, HTML, html);
  // The signed-in session: a cookie for the whole hulu.com site, which the discover API reads.
  response.headers['set-cookie'] = `${SESSION_COOKIE}=fixture-session; Domain=.hulu.com; Path=/; Secure; SameSite=Lax`;
  return response;
}

/** Requests served, in order: the page itself never calls the discover API, so those calls are the extension's. */
export interface ServedLog {
  served: Array<{ method: string; host: string; path: string; query: string }>;
}

export async function routeHulu(context: BrowserContext, opts: HuluFixtureOptions & { clipPath: string }): Promise<ServedLog> {
  const log: ServedLog = { served: [] };
  await routeFixture(context, HULU_ORIGINS, (request) => {
    const url = new URL(request.url);
    log.served.push({ method: request.method ?? 'GET', host: url.host, path: url.pathname, query: url.search });
    return huluFixtureHandler(request, opts);
  });
  return log;
}
