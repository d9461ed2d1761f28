// Serves the generic fixture on made-up https hosts through Playwright routing: the extension
// has no adapter for them, exactly as for any site it does not know.
import type { BrowserContext } from 'playwright-core';
import { byteRangeResponse } from '../media.js';
import { header, readClip, routeFixture, text, type FixtureRequest, type FixtureResponse } from '../fixture-http.js';
import { GENERIC_ORIGINS, pageAt } from './catalog.js';
import { CLIP_PATH, FILES_PATH, genericPage, homePage, TRAILER_PATH } from './pages.js';

export interface GenericFixtureOptions {
  /** The feature's and the trailer's media; without it media answers 404. */
  clipPath?: string;
}

const HTML = 'text/html; charset=utf-8';
const notFound = () => text(404, HTML, '<!doctype html><title>Not found</title><p>Not found</p>');

export function genericFixtureHandler(req: FixtureRequest, opts: GenericFixtureOptions = {}): FixtureResponse {
  const url = new URL(req.url);
  if (!(GENERIC_ORIGINS as readonly string[]).includes(url.origin)) return notFound();
  if (url.pathname === CLIP_PATH || url.pathname === TRAILER_PATH || url.pathname.startsWith(FILES_PATH)) {
    return opts.clipPath ? byteRangeResponse(readClip(opts.clipPath), header(req.headers, 'range'), 'video/webm') : notFound();
  }
  if (url.pathname === '/') return text(200, HTML, homePage());
  const page = pageAt(url.pathname);
  return page ? text(200, HTML, genericPage(page)) : notFound();
}

export async function routeGeneric(context: BrowserContext, opts: GenericFixtureOptions & { clipPath: string }): Promise<void> {
  await routeFixture(context, GENERIC_ORIGINS, (request) => genericFixtureHandler(request, opts));
}
