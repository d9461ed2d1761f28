// The plumbing every site fixture shares: request/response shapes, header lookup, the cached
// clip, and the Playwright routing that serves a fixture handler on a site's real hostnames.
import { readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';

export interface FixtureRequest {
  method?: string;
  url: string;
  headers: Record<string, string>;
  body?: string | null;
}

export interface FixtureResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

/** Case-insensitive header lookup (fixtures see headers as the browser sent them). */
export function header(headers: Record<string, string>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return Object.entries(headers).find(([key]) => key.toLowerCase() === wanted)?.[1];
}

/** The value of cookie `name` in a Cookie header's text (fixture knobs are cookies). */
export function cookieIn(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The value of cookie `name` the request carried. */
export const cookieOf = (headers: Record<string, string>, name: string): string | undefined => cookieIn(header(headers, 'cookie') ?? '', name);

export function text(status: number, contentType: string, body: string): FixtureResponse {
  return { status, headers: { 'content-type': contentType, 'cache-control': 'no-store' }, body };
}

/** The clip a fixture's players play, and its length (ensureClip() makes one; 300 s by default). */
export interface FixtureMedia {
  clipPath?: string;
  clipSeconds?: number;
}

const clipCache = new Map<string, Buffer>();
/** The generated clip, read once per run however many pages play it. */
export function readClip(path: string): Buffer {
  let bytes = clipCache.get(path);
  if (!bytes) {
    bytes = readFileSync(path);
    clipCache.set(path, bytes);
  }
  return bytes;
}

/** Serves `handler` for every request to these origins (e.g. `https://www.netflix.com`). */
export async function routeFixture(context: BrowserContext, origins: readonly string[], handler: (request: FixtureRequest) => FixtureResponse): Promise<void> {
  for (const origin of origins) {
    await context.route(`${origin}/**`, async (route) => {
      const request = route.request();
      // allHeaders() is the complete set (headers() omits security-related ones); Range must arrive.
      const res = handler({ method: request.method(), url: request.url(), headers: await request.allHeaders(), body: request.postData() });
      await route.fulfill({ status: res.status, headers: res.headers, body: res.body });
    });
  }
}
