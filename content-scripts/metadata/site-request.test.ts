import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_RESPONSE_MAX_CHARS, siteJson, siteText } from './site-request';

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
    await expect(siteText(new URL('/huge', base))).rejects.toThrow(/too large/);
  });

  it('hands a page over as text, for sources that read markup (a season page)', async () => {
    expect(await siteText(new URL('/ok', base))).toBe('{"title":"Harbor Lights"}');
    expect(await siteText(new URL('/refused', base))).toBeNull();
  });

  describe("in Firefox, where the content script has the page's own fetch beside its own", () => {
    beforeEach(() => {
      // Only the Firefox builds look for the page's fetch (vi.stubEnv takes strings; the flag is read for truth).
      vi.stubEnv('FIREFOX', 'true');
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.unstubAllEnvs();
    });

    it("asks through the page (its origin and cookies; the script's own fetch cannot reach another host)", async () => {
      // The page's fetch of a real window, reaching the same loopback server: only its answer differs.
      const asked: Array<{ url: string; credentials?: RequestCredentials; hasDeadline: boolean }> = [];
      vi.stubGlobal('content', {
        fetch: async (url: string, init: RequestInit) => {
          asked.push({ url, credentials: init.credentials, hasDeadline: init.signal instanceof AbortSignal });
          return fetch(url, init);
        },
      });
      expect(await siteJson(new URL('/ok', base), { credentials: 'omit' })).toEqual({ title: 'Harbor Lights' });
      expect(asked).toEqual([{ url: new URL('/ok', base).href, credentials: 'omit', hasDeadline: true }]);
    });
  });

  it("in Chrome, asks with its own fetch (which carries the page's cookies there) and looks for no other", async () => {
    const asked: string[] = [];
    vi.stubGlobal('content', { fetch: async (url: string) => asked.push(url) });
    try {
      expect(await siteJson(new URL('/ok', base))).toEqual({ title: 'Harbor Lights' });
      expect(asked).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
