// Serves the YouTube fixture on https://www.youtube.com through Playwright routing, so the
// extension's content script matches it exactly as on the real site.
import type { BrowserContext } from 'playwright-core';
import { byteRangeResponse } from '../media.js';
import { header, readClip, routeFixture, text, type FixtureRequest, type FixtureResponse } from '../fixture-http.js';
export type { FixtureRequest, FixtureResponse };
import { answerPlayer, type PlayerRequestBody } from './innertube.js';
import { AD_CLIP_PATH, CLIP_PATH, routeOf, SHORTS_CLIP_PATH, youtubePage } from './pages.js';
import type { UiLang } from './catalog.js';

export interface YouTubeFixtureOptions {
  /** The videos' media; without it media answers 404 (enough for tests that never play). */
  clipPath?: string;
  /** Its length in seconds (InnerTube's lengthSeconds, the JSON-LD duration). Default 300. */
  clipSeconds?: number;
  /** The pre-roll ad's media; defaults to the clip. */
  adClipPath?: string;
  /** Shorts' media (Shorts are at most 3 minutes); defaults to the clip. */
  shortsClipPath?: string;
}

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
function parseBody(body: string | null | undefined): PlayerRequestBody {
  try {
    const value: unknown = JSON.parse(body ?? '');
    return value && typeof value === 'object' ? (value as PlayerRequestBody) : {};
  } catch {
    return {};
  }
}

const notFound = () => text(404, HTML, "<!doctype html><title>404 Not Found</title><p>This page isn't available. Sorry about that.</p>");

export function youtubeFixtureHandler(req: FixtureRequest, opts: YouTubeFixtureOptions = {}): FixtureResponse {
  const url = new URL(req.url);
  if (url.hostname !== 'www.youtube.com') return notFound();
  const seconds = opts.clipSeconds ?? 300;

  if (url.pathname === '/youtubei/v1/player') {
    if (req.method !== 'POST') return text(405, JSON_TYPE, '{"error":{"code":405}}');
    const answer = answerPlayer(parseBody(req.body), seconds);
    return text(answer.status, JSON_TYPE, JSON.stringify(answer.json));
  }

  const media: Record<string, string | undefined> = {
    [CLIP_PATH]: opts.clipPath,
    [AD_CLIP_PATH]: opts.adClipPath ?? opts.clipPath,
    [SHORTS_CLIP_PATH]: opts.shortsClipPath ?? opts.clipPath,
  };
  if (url.pathname in media) {
    const path = media[url.pathname];
    return path ? byteRangeResponse(readClip(path), header(req.headers, 'range'), 'video/webm') : notFound();
  }

  const route = routeOf(url);
  if (!route) return notFound();
  // `hl` is YouTube's own UI-language parameter.
  const lang: UiLang = url.searchParams.get('hl') === 'de' ? 'de' : 'en';
  return text(200, HTML, youtubePage(route, lang, seconds));
}

/** Requests served, in order: the page itself never calls InnerTube, so those calls are the extension's. */
export interface ServedLog {
  served: Array<{ method: string; path: string }>;
}

export async function routeYouTube(context: BrowserContext, opts: YouTubeFixtureOptions & { clipPath: string }): Promise<ServedLog> {
  const log: ServedLog = { served: [] };
  await routeFixture(context, ['https://www.youtube.com'], (request) => {
    log.served.push({ method: request.method ?? 'GET', path: new URL(request.url).pathname });
    return youtubeFixtureHandler(request, opts);
  });
  return log;
}
