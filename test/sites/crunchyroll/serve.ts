// Serves the Crunchyroll fixture on https://www.crunchyroll.com and the Vilos player on
// https://static.crunchyroll.com through Playwright routing, so the extension's content scripts
// (the page's and the player frame's) match exactly as on the real hosts.
import type { BrowserContext } from 'playwright-core';
import { byteRangeResponse } from '../media.js';
import { header, readClip, routeFixture, text, type FixtureRequest, type FixtureResponse } from '../fixture-http.js';
export type { FixtureRequest, FixtureResponse };
import { lookupWatchId, PLAYER_PATH, type PlayerKind, type UiLang } from './catalog.js';
import { cmsObjects } from './cms.js';
import { CLIP_PATH, playerFramePage, watchPage } from './pages.js';
import { crunchyrollHistoryRoute } from './history.js';

export interface CrunchyrollFixtureOptions {
  // Without a clip the media URL answers 404 (enough for tests that never play).
  clipPath?: string;
  // Length of that clip; CMS durations follow it. ensureClip() defaults to 300.
  clipSeconds?: number;
}

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const WWW = 'www.crunchyroll.com';
const STATIC = 'static.crunchyroll.com';

function notFound(path: string): FixtureResponse {
  return text(404, HTML, `<!doctype html><title>Crunchyroll</title><h1>404</h1><p>${path.replace(/[<&]/g, '')}</p>`);
}

function media(req: FixtureRequest, opts: CrunchyrollFixtureOptions): FixtureResponse | null {
  if (!opts.clipPath) return null;
  return byteRangeResponse(readClip(opts.clipPath), header(req.headers, 'range'), 'video/webm');
}

const WATCH = /^\/(?:(de)\/)?watch\/([A-Z0-9]+)(?:\/[a-z0-9-]*)?$/;

function www(url: URL, req: FixtureRequest, opts: CrunchyrollFixtureOptions): FixtureResponse {
  const path = url.pathname;
  const historyAnswer = crunchyrollHistoryRoute(req, url);
  if (historyAnswer) return historyAnswer;
  const watch = WATCH.exec(path);
  if (watch?.[2]) {
    const id = watch[2];
    const ref = lookupWatchId(id);
    const lang: UiLang = watch[1] === 'de' ? 'de' : 'en';
    // Each title has its rollout arm; `wm_player` puts a page in the other one.
    const asked = url.searchParams.get('wm_player');
    const player: PlayerKind | undefined =
      asked === 'iframe' || asked === 'in-page' ? asked : ref && (ref.type === 'movie' ? ref.movie.player : ref.series.player);
    const html = player ? watchPage(id, { lang, player }) : null;
    return html ? text(200, HTML, html) : notFound(path);
  }
  const cms = /^\/content\/v2\/cms\/objects\/([A-Z0-9]+)$/.exec(path);
  if (cms?.[1]) {
    const body = cmsObjects(cms[1], { durationSeconds: opts.clipSeconds ?? 300 });
    return body
      ? text(200, JSON_TYPE, JSON.stringify(body))
      : text(404, JSON_TYPE, JSON.stringify({ code: 'cms.object.not_found', message: `no object ${cms[1]}` }));
  }
  if (path === CLIP_PATH) return media(req, opts) ?? notFound(path);
  return notFound(path);
}

function player(url: URL, req: FixtureRequest, opts: CrunchyrollFixtureOptions): FixtureResponse {
  if (url.pathname === PLAYER_PATH) return text(200, HTML, playerFramePage());
  if (url.pathname === CLIP_PATH) return media(req, opts) ?? notFound(url.pathname);
  return notFound(url.pathname);
}

export function crunchyrollFixtureHandler(req: FixtureRequest, opts: CrunchyrollFixtureOptions = {}): FixtureResponse {
  const url = new URL(req.url);
  if (url.protocol !== 'https:') return notFound(url.pathname);
  if (url.hostname === WWW) return www(url, req, opts);
  if (url.hostname === STATIC) return player(url, req, opts);
  return notFound(url.pathname);
}

export async function routeCrunchyroll(context: BrowserContext, opts: { clipPath: string; clipSeconds?: number }): Promise<void> {
  await routeFixture(context, [`https://${WWW}`, `https://${STATIC}`], (request) => crunchyrollFixtureHandler(request, opts));
}
