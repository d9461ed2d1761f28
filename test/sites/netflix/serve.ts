// Serves the Netflix fixture on https://www.netflix.com through Playwright routing, so the
// extension's content scripts match it exactly as on the real site.
import type { BrowserContext } from 'playwright-core';
import { byteRangeResponse } from '../media.js';
import { header, readClip, routeFixture, text, type FixtureRequest, type FixtureResponse } from '../fixture-http.js';
export type { FixtureRequest, FixtureResponse };
import { buildNetflixMetadata } from './metadata.js';
import { browsePage, CLIP_PATH, titlePage, viewedPage, watchPage, type UiLang } from './pages.js';
import { HISTORY_PATH, NETFLIX_PROFILES, netflixHistory, reactContextScript } from './history.js';

export interface NetflixFixtureOptions {
  // Without a clip the media URL answers 404 (enough for tests that never play).
  clipPath?: string;
  // Length of that clip; metadata runtimes follow it. ensureClip() defaults to 300.
  clipSeconds?: number;
}

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

function notFound(path: string): FixtureResponse {
  return text(404, HTML, `<!doctype html><title>Netflix</title><h1>Lost your way?</h1><p>${path.replace(/[<&]/g, '')}</p>`);
}

export function netflixFixtureHandler(req: FixtureRequest, opts: NetflixFixtureOptions = {}): FixtureResponse {
  const url = new URL(req.url);
  if (url.hostname !== 'www.netflix.com') return notFound(url.pathname);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const lang: UiLang = url.searchParams.get('wm_lang') === 'ko' ? 'ko' : 'en';

  const watch = /^\/watch\/(\d+)$/.exec(path);
  if (watch?.[1]) {
    const html = watchPage(watch[1], lang);
    return html ? text(200, HTML, html) : notFound(path);
  }
  const title = /^\/title\/(\d+)$/.exec(path);
  if (title?.[1]) {
    const html = titlePage(title[1]);
    return html ? text(200, HTML, html) : notFound(path);
  }
  if (path === '/browse') return text(200, HTML, browsePage());
  if (path === '/settings/viewed') {
    const profile = url.searchParams.get('wm_profile') === 'kids' ? NETFLIX_PROFILES.kids : NETFLIX_PROFILES.alex;
    return text(200, HTML, viewedPage(reactContextScript(profile)));
  }
  if (url.pathname === HISTORY_PATH) return netflixHistory(req, url);

  if (path === '/nq/website/memberapi/release/metadata') {
    const movieId = url.searchParams.get('movieid') ?? '';
    const metadata = /^\d+$/.test(movieId) ? buildNetflixMetadata(movieId, { runtimeSeconds: opts.clipSeconds ?? 300 }) : null;
    return metadata
      ? text(200, JSON_TYPE, JSON.stringify(metadata))
      : text(404, JSON_TYPE, JSON.stringify({ status: 'error', message: `Unknown movieid: ${movieId}` }));
  }

  if (path === CLIP_PATH && opts.clipPath) {
    return byteRangeResponse(readClip(opts.clipPath), header(req.headers, 'range'), 'video/webm');
  }
  return notFound(path);
}

export async function routeNetflix(context: BrowserContext, opts: { clipPath: string; clipSeconds?: number }): Promise<void> {
  await routeFixture(context, ['https://www.netflix.com'], (request) => netflixFixtureHandler(request, opts));
}
