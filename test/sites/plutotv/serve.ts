// Serves the Pluto TV fixture on the real hosts: the web app on pluto.tv (and www.pluto.tv), the
// boot service and the VOD service on their own hosts, cross-origin, so the content script's
// requests need CORS (and a preflight for the Bearer token), as on the site. The page itself never
// calls the API in this fixture: every call the log shows is the extension's.
import type { BrowserContext } from 'playwright-core';
import { byteRangeResponse } from '../media.js';
import { header, readClip, routeFixture, text, type FixtureRequest, type FixtureResponse } from '../fixture-http.js';
import { bootAnswer, isSessionToken, itemsAnswer, PLUTO_ORIGINS, seasonsAnswer } from './api.js';
import { CLIP_PATH, itemBySlugOrId, PLUTO_API_HOSTS, PLUTO_HOSTS, SCI_FI_CHANNEL, type PlutoItem, type UiLang } from './catalog.js';
import { livePage, watchPage } from './pages.js';

export type { FixtureRequest, FixtureResponse };

export interface PlutoFixtureOptions {
  /** Without a clip the media path answers 404 (enough for tests that never play). */
  clipPath?: string;
  /** Length of that clip: the stitched stream; the API's programme durations follow it. Default 300. */
  clipSeconds?: number;
}

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const notFound = () => text(404, HTML, '<!doctype html><title>Pluto TV</title><p>Page not found</p>');

const LOCALE = '(?:/([a-z]{2}))?';
const MOVIE = new RegExp(`^${LOCALE}/on-demand/movies/([^/]+)/?$`);
const EPISODE = new RegExp(`^${LOCALE}/on-demand/series/([^/]+)(?:/seasons?/(\\d+))?/episode/([^/]+)/?$`);
const LIVE = new RegExp(`^${LOCALE}/live-tv/${SCI_FI_CHANNEL.slug}/?$`);

function json(status: number, body: unknown, cors: Record<string, string>): FixtureResponse {
  return { status, headers: { 'content-type': JSON_TYPE, 'cache-control': 'no-store', ...cors }, body: JSON.stringify(body) };
}

function api(req: FixtureRequest, url: URL, clipSeconds: number): FixtureResponse {
  const origin = header(req.headers, 'origin') ?? '';
  const cors: Record<string, string> = PLUTO_ORIGINS.includes(origin) ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {};
  if (req.method === 'OPTIONS')
    return { status: 204, headers: { ...cors, 'access-control-allow-methods': 'GET', 'access-control-allow-headers': 'authorization' }, body: '' };
  if (url.hostname === PLUTO_API_HOSTS.boot) {
    if (url.pathname !== '/v4/start') return json(404, { statusCode: 404, message: 'Not Found' }, cors);
    const { status, body } = bootAnswer(url);
    return json(status, body, cors);
  }
  if (!isSessionToken(header(req.headers, 'authorization'))) return json(401, { statusCode: 401, message: 'Unauthorized' }, cors);
  if (url.pathname === '/v4/vod/items') return json(200, itemsAnswer(url.searchParams.get('ids') ?? '', clipSeconds), cors);
  const seasons = /^\/v4\/vod\/series\/([0-9a-f]{24})\/seasons$/.exec(url.pathname);
  const answer = seasons && seasonsAnswer(seasons[1]!, clipSeconds);
  return answer ? json(200, answer, cors) : json(404, { statusCode: 404, message: 'Not Found' }, cors);
}

/** The item a watch path names, if the path is one of the site's shapes for it. */
function itemOf(path: string): { item: PlutoItem; locale: string } | null {
  const movie = MOVIE.exec(path);
  if (movie) {
    const item = itemBySlugOrId(movie[2]!);
    return item?.kind === 'movie' ? { item, locale: movie[1] ? `/${movie[1]}` : '' } : null;
  }
  const episode = EPISODE.exec(path);
  const item = episode && itemBySlugOrId(episode[4]!);
  if (!episode || !item?.series || ![item.series.slug, item.series.id].includes(episode[2]!)) return null;
  if (episode[3] !== undefined && Number(episode[3]) !== item.season) return null;
  return { item, locale: episode[1] ? `/${episode[1]}` : '' };
}

export function plutoFixtureHandler(req: FixtureRequest, opts: PlutoFixtureOptions = {}): FixtureResponse {
  const url = new URL(req.url);
  const clipSeconds = opts.clipSeconds ?? 300;
  if ((Object.values(PLUTO_API_HOSTS) as string[]).includes(url.hostname)) return api(req, url, clipSeconds);
  if (!(Object.values(PLUTO_HOSTS) as string[]).includes(url.hostname)) return notFound();
  if (url.pathname === CLIP_PATH) {
    return opts.clipPath ? byteRangeResponse(readClip(opts.clipPath), header(req.headers, 'range'), 'video/webm') : notFound();
  }
  const live = LIVE.exec(url.pathname);
  const found = live ? null : itemOf(url.pathname);
  const locale = live ? (live[1] ? `/${live[1]}` : '') : found?.locale;
  if (locale === undefined) return notFound();
  const lang: UiLang = locale === '/de' ? 'de' : 'en';
  return text(200, HTML, found ? watchPage(found.item, lang, locale, clipSeconds) : livePage(lang, locale, clipSeconds));
}

/** Requests served, in order: the API calls among them are the extension's. */
export interface ServedLog {
  served: Array<{ method: string; host: string; path: string }>;
}

export async function routePlutotv(context: BrowserContext, opts: PlutoFixtureOptions & { clipPath: string }): Promise<ServedLog> {
  const log: ServedLog = { served: [] };
  const hosts = [...Object.values(PLUTO_HOSTS), ...Object.values(PLUTO_API_HOSTS)];
  await routeFixture(
    context,
    hosts.map((host) => `https://${host}`),
    (request) => {
      const url = new URL(request.url);
      log.served.push({ method: request.method ?? 'GET', host: url.host, path: url.pathname });
      return plutoFixtureHandler(request, opts);
    },
  );
  return log;
}
