// Serves the Prime Video fixture on its real hosts (www.primevideo.com, www.amazon.de) through
// Playwright routing, so the extension's content script matches it as on the real site.
import { readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { byteRangeResponse } from '../media.js';
import { PRIME_PAGES } from './catalog.js';
import { CLIP_PATH, detailPage, pageFor } from './pages.js';

export interface FixtureRequest {
  url: string;
  headers: Record<string, string>;
}

export interface FixtureResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

export interface PrimeFixtureOptions {
  /** Without a clip the media URL answers 404 (enough for tests that never play). */
  clipPath?: string;
  /** Length of that clip: the feature is the clip less its ads. ensureClip() defaults to 300. */
  clipSeconds?: number;
}

export const PRIME_ORIGINS = [...new Set(PRIME_PAGES.map((page) => page.origin))];

const HTML = 'text/html; charset=utf-8';
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
const notFound = (path: string): FixtureResponse => html(404, `<!doctype html><title>Page Not Found</title><p>${path.replace(/[<&]/g, '')}</p>`);

function header(headers: Record<string, string>, name: string): string | undefined {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

export function primeFixtureHandler(req: FixtureRequest, opts: PrimeFixtureOptions = {}): FixtureResponse {
  const url = new URL(req.url);
  if (!PRIME_ORIGINS.includes(url.origin)) return notFound(url.pathname);
  if (url.pathname === CLIP_PATH && opts.clipPath) {
    return byteRangeResponse(readClip(opts.clipPath), header(req.headers, 'range'), 'video/webm');
  }
  const page = pageFor(url.origin, url.pathname);
  return page ? html(200, detailPage(page, opts.clipSeconds ?? 300)) : notFound(url.pathname);
}

export async function routePrimevideo(context: BrowserContext, opts: { clipPath: string; clipSeconds?: number }): Promise<void> {
  for (const origin of PRIME_ORIGINS) {
    await context.route(`${origin}/**`, async (route) => {
      const request = route.request();
      // allHeaders() is the complete set (headers() omits security-related ones); Range must arrive.
      const res = primeFixtureHandler({ url: request.url(), headers: await request.allHeaders() }, opts);
      await route.fulfill({ status: res.status, headers: res.headers, body: res.body });
    });
  }
}
