import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
