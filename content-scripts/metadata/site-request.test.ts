import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SITE_RESPONSE_MAX_CHARS, siteJson } from './site-request';

// A real server on loopback: one route answers, one never does, one floods, one refuses.
let server: Server;
let base: URL;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/ok') response.end('{"title":"Harbor Lights"}');
    else if (request.url === '/huge') response.end(`"${'x'.repeat(SITE_RESPONSE_MAX_CHARS + 10)}"`);
    else if (request.url === '/refused') response.writeHead(403).end('{}');
    // '/hang': headers never come.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("the sites' own metadata requests", () => {
  it('reads an answer and returns null for a refusal', async () => {
    expect(await siteJson(new URL('/ok', base))).toEqual({ title: 'Harbor Lights' });
    expect(await siteJson(new URL('/refused', base))).toBeNull();
  });

  it('gives up on a site that never answers', async () => {
    const started = Date.now();
    await expect(siteJson(new URL('/hang', base), {}, 300)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses an answer past the size cap', async () => {
    await expect(siteJson(new URL('/huge', base))).rejects.toThrow(/too large/);
  });
});

describe("Firefox: the site's API is asked through the page's own fetch", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uses content.fetch where the browser gives content scripts one, with the page cookies asked for', async () => {
    // Firefox's content scripts see the page's window as `content`; their own fetch carries the
    // extension's principal, which a request to the site's API on another host cannot leave with.
    const asked: Array<[string, RequestInit | undefined]> = [];
    vi.stubGlobal('content', {
      fetch: async (input: URL, init?: RequestInit) => {
        asked.push([String(input), init]);
        return new Response('{"videoType":"EXTRA"}');
      },
    });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('NetworkError when attempting to fetch resource.');
    });
    expect(await siteJson(new URL('https://default.any-amer.prd.api.hbomax.com/cms/routes/video/watch/1/2'))).toEqual({ videoType: 'EXTRA' });
    expect(asked.map(([url, init]) => [url, init?.credentials])).toEqual([['https://default.any-amer.prd.api.hbomax.com/cms/routes/video/watch/1/2', 'include']]);
  });
});
