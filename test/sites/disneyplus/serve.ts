// Serves the Disney+ fixture on https://www.disneyplus.com through Playwright routing, so the
// extension's content script matches it exactly as on the real site.
import type { BrowserContext } from 'playwright-core';
import { byteRangeResponse } from '../media.js';
import { header, readClip, routeFixture, type FixtureRequest, type FixtureResponse } from '../fixture-http.js';
export type { FixtureRequest, FixtureResponse };
import type { DisneyLocale } from './catalog.js';
import { CLIP_PATH, entityPage, playPage } from './pages.js';

export interface DisneyFixtureOptions {
  /** Without a clip the media URL answers 404 (enough for tests that never play). */
  clipPath?: string;
  /** Length of that clip: the program timeline is built on it. ensureClip() defaults to 300. */
  clipSeconds?: number;
}

const HTML = 'text/html; charset=utf-8';
const LOCALES: readonly DisneyLocale[] = ['en-us', 'nl-nl'];
const html = (status: number, body: string): FixtureResponse => ({ status, headers: { 'content-type': HTML, 'cache-control': 'no-store' }, body });
const notFound = (path: string): FixtureResponse =>
  html(404, `<!doctype html><title>Disney+</title><h1>Page not found</h1><p>${path.replace(/[<&]/g, '')}</p>`);

export function disneyFixtureHandler(req: FixtureRequest, opts: DisneyFixtureOptions = {}): FixtureResponse {
  const url = new URL(req.url);
  if (url.hostname !== 'www.disneyplus.com') return notFound(url.pathname);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const page = /^\/([a-z]{2}-[a-z]{2})\/(play\/[0-9a-f-]+|browse\/entity-[0-9a-f-]+)$/.exec(path);
  const locale = LOCALES.find((candidate) => candidate === page?.[1]);
  if (page && locale) {
    const [kind, id = ''] = page[2]!.split('/');
    const body = kind === 'play' ? playPage(id, locale, opts.clipSeconds ?? 300) : entityPage(id, locale);
    return body ? html(200, body) : notFound(path);
  }
  if (path === CLIP_PATH && opts.clipPath) {
    return byteRangeResponse(readClip(opts.clipPath), header(req.headers, 'range'), 'video/webm');
  }
  return notFound(path);
}

export async function routeDisneyplus(context: BrowserContext, opts: { clipPath: string; clipSeconds?: number }): Promise<void> {
  await routeFixture(context, ['https://www.disneyplus.com'], (request) => disneyFixtureHandler(request, opts));
}
