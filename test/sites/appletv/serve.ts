// Serves the Apple TV+ fixture on https://tv.apple.com, as Playwright routing does in e2e. A pure
// function of the request: the storefront in the path picks the language, so every page is one
// address. The media is the clip ensureClip() made unless a test passes its own.
import type { BrowserContext } from 'playwright-core';
import { byteRangeResponse, cachedClip } from '../media.js';
import { header, readClip, routeFixture, text, type FixtureRequest, type FixtureResponse } from '../fixture-http.js';
export type { FixtureRequest, FixtureResponse };
import { APPLE_HOST, BREAKING_BAD, itemById } from './catalog.js';
import { CLIP_PATH, langOfStorefront, showPage, watchPage } from './pages.js';

export interface AppleFixtureOptions {
  clipPath?: string;
}

const HTML = 'text/html; charset=utf-8';
const notFound = () => text(404, HTML, '<!doctype html><title>Apple TV</title><p>This content is not available.</p>');

/** Every host the fixture's pages use. */
export const APPLE_ORIGINS = [`https://${APPLE_HOST}`] as const;

export function appleFixtureHandler(req: FixtureRequest, opts: AppleFixtureOptions = {}): FixtureResponse {
  const url = new URL(req.url);
  if (url.hostname !== APPLE_HOST) return notFound();
  if (url.pathname === CLIP_PATH) {
    const clip = opts.clipPath ?? cachedClip();
    return clip ? byteRangeResponse(readClip(clip), header(req.headers, 'range'), 'video/webm') : notFound();
  }
  const page = /^\/([a-z]{2})\/(episode|movie|clip|sporting-event|show)\/[^/]+\/(umc\.(?:cmc|cse)\.[a-z0-9]+)\/?$/.exec(url.pathname);
  const lang = page && langOfStorefront(page[1]!);
  if (!page || !lang) return notFound();
  const [, , kind, id] = page as unknown as [string, string, string, string];
  if (kind === 'show') return id === BREAKING_BAD.id ? text(200, HTML, showPage(BREAKING_BAD, lang)) : notFound();
  const item = itemById(id);
  return item?.kind === kind ? text(200, HTML, watchPage(item, lang)) : notFound();
}

export async function routeAppleTv(context: BrowserContext, opts: AppleFixtureOptions = {}): Promise<void> {
  await routeFixture(context, APPLE_ORIGINS, (request) => appleFixtureHandler(request, opts));
}
