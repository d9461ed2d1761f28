// Serves the Max fixture through Playwright routing on the real hosts: the web app on
// play.hbomax.com (and the 2023-2025 play.max.com) and the CMS API on its own host, cross-origin
// but same-site, so the content script's fetch carries cookies and needs CORS, as on the site.
// Test knobs (cookies, not URL changes, so the URLs stay real): `wm_lang=es` for the Spanish UI,
// `wm_api=down` to make the API fail.
import type { BrowserContext } from 'playwright-core';
import { byteRangeResponse } from '../media.js';
import { header, readClip, routeFixture, type FixtureRequest, type FixtureResponse } from '../fixture-http.js';
export type { FixtureRequest, FixtureResponse };
import { MAX_HOSTS, videoById, type UiLang } from './catalog.js';
import { cmsRoute } from './cms.js';
import { CLIP_PATH, showPage, watchPage } from './pages.js';

export interface MaxFixtureOptions {
  clipPath?: string;
  /** Length of the clip; the API's videoDuration follows it. Default 300. */
  clipSeconds?: number;
}

/** The CMS API's hosts, one per brand: cross-origin to the web app, same-site. */
export const MAX_API_HOSTS = ['default.any-amer.prd.api.hbomax.com', 'default.any-amer.prd.api.max.com'] as const;

/** Brand domain per host: the page and its API share it, and so do their cookies. */
const BRANDS: Record<string, string> = {
  [MAX_HOSTS.current]: 'hbomax.com',
  [MAX_HOSTS.legacy]: 'max.com',
  [MAX_API_HOSTS[0]]: 'hbomax.com',
  [MAX_API_HOSTS[1]]: 'max.com',
};
const SESSION_COOKIE = 'fixture_session';
const HTML = 'text/html; charset=utf-8';
const JSON_API = 'application/vnd.api+json; charset=utf-8';

function cookies(headers: Record<string, string>): Map<string, string> {
  const pairs = (header(headers, 'cookie') ?? '').split(';').map((part) => part.trim().split('='));
  return new Map(pairs.filter((pair) => pair.length >= 2).map(([name, ...value]) => [name!, value.join('=')]));
}

function respond(status: number, contentType: string, body: string, extra: Record<string, string> = {}): FixtureResponse {
  return { status, headers: { 'content-type': contentType, 'cache-control': 'no-store', ...extra }, body };
}

const notFound = () => respond(404, HTML, '<!doctype html><title>HBO Max</title><p>Page not found</p>');

function api(req: FixtureRequest, url: URL, brand: string, lang: UiLang, seconds: number): FixtureResponse {
  const origin = header(req.headers, 'origin');
  // Only the brand's own web app may read answers, with credentials.
  const cors: Record<string, string> =
    origin === `https://play.${brand}` ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' } : {};
  if (req.method === 'OPTIONS')
    return {
      status: 204,
      headers: { ...cors, 'access-control-allow-methods': 'GET', 'access-control-allow-headers': 'x-disco-client, x-disco-params, x-device-info' },
      body: '',
    };
  const jar = cookies(req.headers);
  const error = (status: number, code: string) => respond(status, JSON_API, JSON.stringify({ errors: [{ status: String(status), code, detail: code }] }), cors);
  if (jar.get('wm_api') === 'down') return error(503, 'service.unavailable');
  if (!jar.get(SESSION_COOKIE)) return error(401, 'unauthorized');
  const path = url.pathname.replace(/^\/cms\/routes/, '');
  if (path === url.pathname) return error(404, 'not.found');
  const route = cmsRoute(path, lang, seconds);
  return route ? respond(200, JSON_API, JSON.stringify(route), cors) : error(404, 'route.not.found');
}

export function maxFixtureHandler(req: FixtureRequest, opts: MaxFixtureOptions = {}): FixtureResponse {
  const url = new URL(req.url);
  const brand = BRANDS[url.hostname];
  if (!brand) return notFound();
  const lang: UiLang = cookies(req.headers).get('wm_lang') === 'es' ? 'es' : 'en';
  const seconds = opts.clipSeconds ?? 300;
  if (url.hostname.includes('.api.')) return api(req, url, brand, lang, seconds);

  if (url.pathname === CLIP_PATH) {
    return opts.clipPath ? byteRangeResponse(readClip(opts.clipPath), header(req.headers, 'range'), 'video/webm') : notFound();
  }
  const watch = /^\/video\/watch\/([\w-]+)\/([\w-]+)$/.exec(url.pathname);
  const show = /^\/(show|movie)\/([\w-]+)$/.exec(url.pathname);
  const edited = watch?.[1] && videoById(watch[1])?.editId === watch[2] ? watch[1] : null;
  const html = edited ? watchPage(edited, lang) : show?.[2] ? showPage(show[1] as 'show' | 'movie', show[2], lang) : null;
  if (!html) return notFound();
  // The signed-in session: a cookie for the whole brand domain, which the API host reads.
  return respond(200, HTML, html, { 'set-cookie': `${SESSION_COOKIE}=fixture-token-${lang}; Domain=.${brand}; Path=/; Secure; SameSite=Lax` });
}

/** Requests served, in order: the page itself never calls the CMS API, so those calls are the extension's. */
export interface ServedLog {
  served: Array<{ method: string; host: string; path: string }>;
}

export async function routeMax(context: BrowserContext, opts: MaxFixtureOptions & { clipPath: string }): Promise<ServedLog> {
  const log: ServedLog = { served: [] };
  await routeFixture(
    context,
    Object.keys(BRANDS).map((host) => `https://${host}`),
    (request) => {
      const url = new URL(request.url);
      log.served.push({ method: request.method ?? 'GET', host: url.host, path: url.pathname });
      return maxFixtureHandler(request, opts);
    },
  );
  return log;
}
