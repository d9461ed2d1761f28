// Serves the Prime Video fixture on its real hosts (www.primevideo.com, www.amazon.de) through
// Playwright routing, so the extension's content script matches it as on the real site.
import type { BrowserContext } from 'playwright-core';
import { byteRangeResponse } from '../media.js';
import { header, readClip, routeFixture, type FixtureRequest, type FixtureResponse } from '../fixture-http.js';
export type { FixtureRequest, FixtureResponse };
import { PRIME_PAGES } from './catalog.js';
import { CLIP_PATH, detailPage, pageFor } from './pages.js';
import { primeHistoryRoute } from './history.js';

export interface PrimeFixtureOptions {
  /** Without a clip the media URL answers 404 (enough for tests that never play). */
  clipPath?: string;
  /** Length of that clip: the feature is the clip less its ads. ensureClip() defaults to 300. */
  clipSeconds?: number;
}

export const PRIME_ORIGINS = [...new Set(PRIME_PAGES.map((page) => page.origin))];

const HTML = 'text/html; charset=utf-8';
const html = (status: number, body: string): FixtureResponse => ({ status, headers: { 'content-type': HTML, 'cache-control': 'no-store' }, body });
const notFound = (path: string): FixtureResponse => html(404, `<!doctype html><title>Page Not Found</title><p>${path.replace(/[<&]/g, '')}</p>`);

export function primeFixtureHandler(req: FixtureRequest, opts: PrimeFixtureOptions = {}): FixtureResponse {
  const url = new URL(req.url);
  const historyAnswer = primeHistoryRoute(req, url);
  if (historyAnswer) return historyAnswer;
  if (!PRIME_ORIGINS.includes(url.origin)) return notFound(url.pathname);
  if (url.pathname === CLIP_PATH && opts.clipPath) {
    return byteRangeResponse(readClip(opts.clipPath), header(req.headers, 'range'), 'video/webm');
  }
  const page = pageFor(url.origin, url.pathname);
  return page ? html(200, detailPage(page, opts.clipSeconds ?? 300)) : notFound(url.pathname);
}

export async function routePrimevideo(context: BrowserContext, opts: { clipPath: string; clipSeconds?: number }): Promise<void> {
  await routeFixture(context, PRIME_ORIGINS, (request) => primeFixtureHandler(request, opts));
}
