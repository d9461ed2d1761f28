// Serves the Tubi fixture on the real hosts (tubitv.com, www.tubitv.com): pages, the generated
// clip as the programme and as the ad creative, and the content API on the same origin
// (GET /oz/videos/{id}/content), which the page itself never calls: every call is the extension's.
// Test knob (a cookie, so the URLs stay real): `wm_api=down` makes the content API fail.
import type { BrowserContext } from 'playwright-core';
import { byteRangeResponse } from '../media.js';
import { header, readClip, routeFixture, text, type FixtureRequest, type FixtureResponse } from '../fixture-http.js';
import { contentRecord } from './api.js';
import { AD_PATH, CLIP_PATH, TUBI_HOSTS, TUBI_LIVE, videoById, type UiLang } from './catalog.js';
import { livePage, watchPage } from './pages.js';

export type { FixtureRequest, FixtureResponse };

export interface TubiFixtureOptions {
  /** Without a clip the media paths answer 404 (enough for tests that never play). */
  clipPath?: string;
  /** Length of that clip: the API's durations follow it. ensureClip() defaults to 300. */
  clipSeconds?: number;
}

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const notFound = () => text(404, HTML, '<!doctype html><title>Tubi</title><p>Page not found</p>');

const WATCH = /^(?:\/(es-mx))?\/(movies|tv-shows)\/(\d+)(?:\/[\w-]+)?\/?$/;
const CONTENT = /^\/oz\/videos\/(\d+)\/content$/;

function api(req: FixtureRequest, id: string, clipSeconds: number): FixtureResponse {
  if (/(?:^|;\s*)wm_api=down(?:;|$)/.test(header(req.headers, 'cookie') ?? '')) return text(503, JSON_TYPE, '{"code":503,"message":"Service Unavailable"}');
  const record = contentRecord(id, clipSeconds);
  return record ? text(200, JSON_TYPE, JSON.stringify(record)) : text(404, JSON_TYPE, '{"code":404,"message":"Content not found"}');
}

export function tubiFixtureHandler(req: FixtureRequest, opts: TubiFixtureOptions = {}): FixtureResponse {
  const url = new URL(req.url);
  if (!(Object.values(TUBI_HOSTS) as string[]).includes(url.hostname)) return notFound();
  const clipSeconds = opts.clipSeconds ?? 300;
  if (url.pathname === CLIP_PATH || url.pathname === AD_PATH) {
    return opts.clipPath ? byteRangeResponse(readClip(opts.clipPath), header(req.headers, 'range'), 'video/webm') : notFound();
  }
  const content = CONTENT.exec(url.pathname);
  if (content) return api(req, content[1]!, clipSeconds);
  if (url.pathname === `/live/${TUBI_LIVE.id}/${TUBI_LIVE.slug}`) return text(200, HTML, livePage());
  const watch = WATCH.exec(url.pathname);
  const video = watch && videoById(watch[3]!);
  // A movie's id under /tv-shows/ (or the reverse) is no page of the site.
  if (!watch || !video || (watch[2] === 'movies') !== (video.kind === 'movie')) return notFound();
  const lang: UiLang = watch[1] ? 'es' : 'en';
  return text(200, HTML, watchPage(video.id, lang, url.searchParams.get('start') === 'true', clipSeconds)!);
}

/** Requests served, in order: the content API calls among them are the extension's. */
export interface ServedLog {
  served: Array<{ method: string; host: string; path: string }>;
}

export async function routeTubi(context: BrowserContext, opts: TubiFixtureOptions & { clipPath: string }): Promise<ServedLog> {
  const log: ServedLog = { served: [] };
  await routeFixture(
    context,
    Object.values(TUBI_HOSTS).map((host) => `https://${host}`),
    (request) => {
      const url = new URL(request.url);
      log.served.push({ method: request.method ?? 'GET', host: url.host, path: url.pathname });
      return tubiFixtureHandler(request, opts);
    },
  );
  return log;
}
