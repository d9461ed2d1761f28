// Serves the Disney+ fixture on https://www.disneyplus.com through Playwright routing, so the
// extension's content script matches it exactly as on the real site.
import { readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { byteRangeResponse } from '../media.js';
import type { DisneyLocale } from './catalog.js';
import { CLIP_PATH, entityPage, playPage } from './pages.js';

export interface FixtureRequest {
  url: string;
  headers: Record<string, string>;
}

export interface FixtureResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

export interface DisneyFixtureOptions {
  /** Without a clip the media URL answers 404 (enough for tests that never play). */
  clipPath?: string;
  /** Length of that clip: the program timeline is built on it. ensureClip() defaults to 300. */
  clipSeconds?: number;
}

const HTML = 'text/html; charset=utf-8';
const LOCALES: readonly DisneyLocale[] = ['en-us', 'nl-nl'];
const clipCache = new Map<string, Buffer>();

function readClip(path: string): Buffer {
  let bytes = clipCache.get(path);
  if (!bytes) {
    bytes = readFileSync(path);
    clipCache.set(path, bytes);
  }
  return bytes;
}

const html = (status: number, body: string): FixtureResponse => ({ status, headers: { 'content-type': HTML, 'cache-control': 'no-store' }, body });
const notFound = (path: string): FixtureResponse => html(404, `<!doctype html><title>Disney+</title><h1>Page not found</h1><p>${path.replace(/[<&]/g, '')}</p>`);

function header(headers: Record<string, string>, name: string): string | undefined {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

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
  await context.route('https://www.disneyplus.com/**', async (route) => {
    const request = route.request();
    // allHeaders() is the complete set (headers() omits security-related ones); Range must arrive.
    const res = disneyFixtureHandler({ url: request.url(), headers: await request.allHeaders() }, opts);
    await route.fulfill({ status: res.status, headers: res.headers, body: res.body });
  });
}
