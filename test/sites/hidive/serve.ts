// Serves the HIDIVE fixture through Playwright routing on www.hidive.com: watch pages, the season
// and playlist pages (which the adapter fetches, same origin, for their og:title) and the clip.
import type { BrowserContext } from 'playwright-core';
import { byteRangeResponse } from '../media.js';
import { header, readClip, routeFixture, text, type FixtureRequest, type FixtureResponse } from '../fixture-http.js';
export type { FixtureRequest, FixtureResponse };
import { HIDIVE_ORIGIN, videoById } from './catalog.js';
import { CLIP_PATH, collectionPage, watchPage } from './pages.js';

export interface HidiveFixtureOptions {
  /** The videos' media; without it media answers 404 (enough for tests that never play). */
  clipPath?: string;
}

const HTML = 'text/html; charset=utf-8';
const notFound = () => text(404, HTML, '<!doctype html><title>HIDIVE</title><p>Page not found</p>');

/** /video/{id} plays only under the season or playlist it belongs to, named in the query. */
function watch(url: URL): string | null {
  const id = /^\/video\/(\d+)$/.exec(url.pathname)?.[1];
  const video = id ? videoById(Number(id)) : undefined;
  if (!video) return null;
  const param = video.collection.kind === 'season' ? 'seasonId' : 'playlistId';
  return url.searchParams.get(param) === String(video.collection.id) ? watchPage(video.id) : null;
}

export function hidiveFixtureHandler(req: FixtureRequest, opts: HidiveFixtureOptions = {}): FixtureResponse {
  const url = new URL(req.url);
  if (url.origin !== HIDIVE_ORIGIN) return notFound();
  if (url.pathname === CLIP_PATH) {
    return opts.clipPath ? byteRangeResponse(readClip(opts.clipPath), header(req.headers, 'range'), 'video/webm') : notFound();
  }
  const collection = /^\/(season|playlist)\/(\d+)$/.exec(url.pathname);
  const html = collection ? collectionPage(collection[1] as 'season' | 'playlist', Number(collection[2])) : watch(url);
  return html ? text(200, HTML, html) : notFound();
}

/** Requests served, in order: the watch page never asks for a season page, so those asks are the extension's. */
export interface ServedLog {
  served: Array<{ method: string; path: string }>;
}

export async function routeHidive(context: BrowserContext, opts: HidiveFixtureOptions & { clipPath: string }): Promise<ServedLog> {
  const log: ServedLog = { served: [] };
  await routeFixture(context, [HIDIVE_ORIGIN], (request) => {
    const url = new URL(request.url);
    log.served.push({ method: request.method ?? 'GET', path: url.pathname });
    return hidiveFixtureHandler(request, opts);
  });
  return log;
}
