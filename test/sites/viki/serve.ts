// Serves the Viki fixture through Playwright routing on www.viki.com: watch pages, the site's own
// video API (same origin, as the web app asks it; it wants the `x-viki-app-ver` header), and the
// media. Test knob (a cookie, so the URLs stay real): `wm_api=down` makes the API fail.
import type { BrowserContext } from 'playwright-core';
import { byteRangeResponse } from '../media.js';
import { header, readClip, routeFixture, text, type FixtureRequest, type FixtureResponse } from '../fixture-http.js';
export type { FixtureRequest, FixtureResponse };
import { videoAnswer } from './api.js';
import { VIKI_ORIGIN, videoById, type VikiLocale } from './catalog.js';
import { AD_CLIP_PATH, CLIP_PATH, watchPage } from './pages.js';

export interface VikiFixtureOptions {
  /** The videos' media; without it media answers 404 (enough for tests that never play). */
  clipPath?: string;
  /** Its length in seconds (the API's duration). Default 300. */
  clipSeconds?: number;
  /** The ads' media; defaults to the clip (a break ends after AD_SECONDS either way). */
  adClipPath?: string;
}

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const notFound = () => text(404, HTML, '<!doctype html><title>Viki</title><p>Page not found</p>');

function cookie(headers: Record<string, string>, name: string): string | undefined {
  return (header(headers, 'cookie') ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

function api(req: FixtureRequest, id: string, seconds: number): FixtureResponse {
  const answer = (status: number, body: unknown) => text(status, JSON_TYPE, JSON.stringify(body));
  if (cookie(req.headers, 'wm_api') === 'down') return answer(503, { error: 'Service Unavailable', vcode: 5000 });
  if (!header(req.headers, 'x-viki-app-ver')) return answer(400, { error: 'x-viki-app-ver header is required', vcode: 4001 });
  const video = videoById(id);
  return video ? answer(200, videoAnswer(video, seconds)) : answer(404, { error: 'Video not found', vcode: 4040 });
}

export function vikiFixtureHandler(req: FixtureRequest, opts: VikiFixtureOptions = {}): FixtureResponse {
  const url = new URL(req.url);
  if (url.origin !== VIKI_ORIGIN) return notFound();
  const media: Record<string, string | undefined> = { [CLIP_PATH]: opts.clipPath, [AD_CLIP_PATH]: opts.adClipPath ?? opts.clipPath };
  if (url.pathname in media) {
    const path = media[url.pathname];
    return path ? byteRangeResponse(readClip(path), header(req.headers, 'range'), 'video/webm') : notFound();
  }
  const apiId = /^\/api\/videos\/(\d+v)$/.exec(url.pathname)?.[1];
  if (apiId) return api(req, apiId, opts.clipSeconds ?? 300);
  const watch = /^\/videos\/(\d+v)(?:-([\w-]+))?$/.exec(url.pathname);
  const video = watch?.[1] ? videoById(watch[1]) : undefined;
  // The slug is optional, but a wrong one is another page.
  if (!video || (watch?.[2] !== undefined && watch[2] !== video.slug)) return notFound();
  const locale: VikiLocale = url.searchParams.get('locale') === 'es' ? 'es' : 'en';
  return text(200, HTML, watchPage(video.id, locale)!);
}

/** Requests served, in order: the page itself never calls the video API, so those calls are the extension's. */
export interface ServedLog {
  served: Array<{ method: string; path: string; appVersion?: string }>;
}

export async function routeViki(context: BrowserContext, opts: VikiFixtureOptions & { clipPath: string }): Promise<ServedLog> {
  const log: ServedLog = { served: [] };
  await routeFixture(context, [VIKI_ORIGIN], (request) => {
    const url = new URL(request.url);
    const appVersion = header(request.headers, 'x-viki-app-ver');
    log.served.push({ method: request.method ?? 'GET', path: url.pathname, ...(appVersion ? { appVersion } : {}) });
    return vikiFixtureHandler(request, opts);
  });
  return log;
}
