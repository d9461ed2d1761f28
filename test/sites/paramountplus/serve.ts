// Serves the Paramount+ fixture as Playwright routing does in e2e: the site on
// www.paramountplus.com and thePlatform's preview feed on link.theplatform.com (another site, so
// the content script asks it without cookies; it answers any origin, as a public feed does). A pure
// function of the request: a /de/ prefix is the German UI. The media is the clip ensureClip() made
// unless a test passes its own.
import type { BrowserContext } from 'playwright-core';
import { byteRangeResponse, cachedClip } from '../media.js';
import { header, readClip, routeFixture, text, type FixtureRequest, type FixtureResponse } from '../fixture-http.js';
export type { FixtureRequest, FixtureResponse };
import { FEED_HOST, FEED_PATH, itemByContentId, MOVIE_DETAIL_PATH, PARAMOUNT_HOST } from './catalog.js';
import { previewAnswer } from './feed.js';
import { CLIP_PATH, livePage, movieDetailPage, showPage, watchPage } from './pages.js';

export interface ParamountFixtureOptions {
  clipPath?: string;
  /** Length of the clip: the feed's duration follows it. Default 300. */
  clipSeconds?: number;
}

const HTML = 'text/html; charset=utf-8';
const notFound = () => text(404, HTML, '<!doctype html><title>Paramount+</title><p>Page not found</p>');

/** Every host the fixture's pages use. */
export const PARAMOUNT_ORIGINS = [`https://${PARAMOUNT_HOST}`, `https://${FEED_HOST}`] as const;

function feed(req: FixtureRequest, url: URL, clipSeconds: number): FixtureResponse {
  const cors = { 'access-control-allow-origin': '*' };
  if (req.method === 'OPTIONS') return { status: 204, headers: { ...cors, 'access-control-allow-methods': 'GET' }, body: '' };
  const contentId = url.pathname.startsWith(FEED_PATH) ? url.pathname.slice(FEED_PATH.length) : '';
  const answer = previewAnswer(contentId, clipSeconds);
  return {
    status: answer.status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'max-age=300', ...cors },
    body: JSON.stringify(answer.body),
  };
}

export function paramountFixtureHandler(req: FixtureRequest, opts: ParamountFixtureOptions = {}): FixtureResponse {
  const url = new URL(req.url);
  if (url.hostname === FEED_HOST) return feed(req, url, opts.clipSeconds ?? 300);
  if (url.hostname !== PARAMOUNT_HOST) return notFound();
  if (url.pathname === CLIP_PATH) {
    const clip = opts.clipPath ?? cachedClip();
    return clip ? byteRangeResponse(readClip(clip), header(req.headers, 'range'), 'video/webm') : notFound();
  }
  if (url.pathname === '/live/') return text(200, HTML, livePage());
  if (url.pathname === MOVIE_DETAIL_PATH) return text(200, HTML, movieDetailPage());
  if (url.pathname === '/shows/dark/') return text(200, HTML, showPage());
  const watch = /^(\/de)?\/(shows|movies)\/video\/([\w-]{32})\/$/.exec(url.pathname);
  const item = watch ? itemByContentId(watch[3]!) : undefined;
  if (!watch || !item || (item.kind === 'movie') !== (watch[2] === 'movies')) return notFound();
  return text(200, HTML, watchPage(item, watch[1] ? 'de' : 'en'));
}

/** Requests served, in order: the page never asks the feed, so those requests are the extension's. */
export interface ServedLog {
  served: Array<{ method: string; host: string; path: string }>;
}

export async function routeParamount(context: BrowserContext, opts: ParamountFixtureOptions = {}): Promise<ServedLog> {
  const log: ServedLog = { served: [] };
  await routeFixture(context, PARAMOUNT_ORIGINS, (request) => {
    const url = new URL(request.url);
    log.served.push({ method: request.method ?? 'GET', host: url.host, path: url.pathname });
    return paramountFixtureHandler(request, opts);
  });
  return log;
}
