import { describe, expect, it } from 'vitest';
import { startDeviceFlow } from '../auth/device';
import { startPinFlow } from '../auth/pin-v1';
import { resolveConfig, servesOnLoopback } from '../config';
import { airingForLibrary, topTrending } from '../library/calendar';
import { isSitePageFor, siteLinkFor } from '../library/site-links';
import { readUserLists } from './custom-lists';
import { ResponseShapeError } from './errors';
import { safeLinkFor } from './safe-urls';
import type { HttpDeps } from './http';

// A compromised or spoofed service answer names links and images elsewhere; none of them may reach
// an href, an img src or a new tab.

const config = resolveConfig({
  WXT_SVC_API_URL: 'https://api.svc.test',
  WXT_SVC_WEB_URL: 'https://web.svc.test',
  WXT_SVC_IMAGE_URL: 'https://img.svc.test',
  WXT_SVC_CDN_URL: 'https://cdn.svc.test',
});
const answering = (body: unknown): HttpDeps => ({
  config,
  fetch: async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
});

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error('expected a failure'),
    (error: unknown) => error,
  );
}

describe('URLs from the service are checked before they become links or images', () => {
  it("a device code whose entry page is not on the service's web host is refused", async () => {
    const device = { device_code: 'd', user_code: 'ABCD-EFGH', expires_in: 600, interval: 5 };
    for (const page of ['https://evil.test/device', 'http://web.svc.test/device', 'https://web.svc.test.evil.test/device']) {
      expect(await failure(startDeviceFlow(answering({ ...device, verification_uri: page }), 0))).toBeInstanceOf(ResponseShapeError);
    }
    const flow = await startDeviceFlow(
      answering({ ...device, verification_uri: 'https://web.svc.test/device', verification_uri_complete: 'https://evil.test/device?c=ABCD' }),
      0,
    );
    expect(flow.verificationUri).toBe('https://web.svc.test/device');
    expect(flow.verificationUriComplete).toBeUndefined();
  });

  it('a V1 PIN whose verification_url points elsewhere is entered at {web_url}/pin instead', async () => {
    for (const page of ['javascript:alert(document.domain)', 'https://evil.test/pin']) {
      const flow = await startPinFlow(
        answering({ result: 'OK', device_code: 'x', user_code: 'AB12C', verification_url: page, expires_in: 900, interval: 5 }),
        0,
      );
      expect(flow.verificationUri).toBe('https://web.svc.test/pin');
    }
  });

  it('a premium-only card shows a poster only from the image host', async () => {
    const card = (poster: string) => answering({ error: 'premium_only', message: 'PRO only', item: { title: 'Lists', poster } });
    const shown = await readUserLists(card('https://img.svc.test/posters/lists.webp'), 't', 1, { sort: 'updated', direction: 'desc', page: 1, limit: 6 });
    expect(shown).toMatchObject({ kind: 'premium-only' });
    // On the image host, with spec 1's parameters added.
    expect(shown.kind === 'premium-only' && shown.poster?.startsWith('https://img.svc.test/posters/lists.webp?client_id=')).toBe(true);
    for (const poster of ['https://tracker.evil.test/pixel.gif', 'javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>']) {
      const answer = await readUserLists(card(poster), 't', 1, { sort: 'updated', direction: 'desc', page: 1, limit: 6 });
      expect(answer).not.toHaveProperty('poster');
    }
  });

  it("calendar and trending links open only on the service's web origin", () => {
    const entry = (url: string) => ({ title: 'T', date: '2026-06-10T20:00:00-05:00', url, ids: { svc: 1 }, episode: { season: 1, episode: 2 } });
    const urls = ['https://web.svc.test/tv/1', 'https://evil.test/tv/1', 'http://web.svc.test/tv/1', 'javascript:alert(1)', 'http://127.0.0.1:8788/tv/1'];
    const airing = airingForLibrary(urls.map(entry), 'show', [{ kind: 'show', svcId: 1 } as never], config.webUrl);
    expect(airing.map((item) => item.url)).toEqual(['https://web.svc.test/tv/1', undefined, undefined, undefined, undefined]);
    const trending = topTrending(
      urls.map((url, index) => ({ rank: index + 1, title: 'T', ids: { svc: index + 1 }, url })),
      urls.length,
      config.webUrl,
    );
    expect(trending.map((item) => item.url)).toEqual(['https://web.svc.test/tv/1', undefined, undefined, undefined, undefined]);
  });

  it('plain http on a loopback host is a link only in a build whose service is on loopback', () => {
    const local = resolveConfig({});
    expect(servesOnLoopback(local)).toBe(true);
    expect(servesOnLoopback(config)).toBe(false);
    expect(safeLinkFor(local)('http://127.0.0.1:8788/trailer/1')).toBe('http://127.0.0.1:8788/trailer/1');
    for (const url of ['http://127.0.0.1:8788/trailer/1', 'http://localhost/trailer', 'http://[::1]/trailer', 'http://www.youtube.com/watch?v=x']) {
      expect(safeLinkFor(config)(url)).toBeNull();
    }
    expect(safeLinkFor(config)('https://www.youtube.com/watch?v=x')).toBe('https://www.youtube.com/watch?v=x');
  });
});

describe('links back to streaming sites go only to https pages of the sites we know', () => {
  it("an adapter site's key opens only that site's hosts", () => {
    expect(isSitePageFor('netflix:show:80057281', 'https://www.netflix.com/watch/80077209')).toBe(true);
    for (const url of [
      'http://www.netflix.com/watch/1',
      'https://www.netflix.com.evil.test/watch/1',
      'https://evil.test/',
      'javascript:alert(1)',
      'https://u:p@www.netflix.com/',
    ]) {
      expect(isSitePageFor('netflix:show:80057281', url)).toBe(false);
    }
    expect(isSitePageFor('unknown:item:1', 'https://example.com/')).toBe(false);
  });

  it("a generic page's key opens only that page's origin", () => {
    expect(isSitePageFor('generic:https://tv.example:show:the office', 'https://tv.example/watch/2')).toBe(true);
    expect(isSitePageFor('generic:item:https://tv.example/watch/2', 'https://tv.example/watch/2')).toBe(true);
    expect(isSitePageFor('generic:https://tv.example:show:the office', 'https://other.example/watch/2')).toBe(false);
    expect(isSitePageFor('generic:item:https://tv.example/watch/2', 'http://tv.example/watch/2')).toBe(false);
  });

  it('a stored link that points elsewhere is not offered', () => {
    const match = { item: { kind: 'show' as const, svcId: 7, title: 'X' }, expiresAt: 0 };
    const matches = [{ key: 'netflix:show:1', match }];
    expect(siteLinkFor({ kind: 'show', svcId: 7 }, matches, { 'netflix:show:1': 'https://phish.test/login' })).toBeNull();
    expect(siteLinkFor({ kind: 'show', svcId: 7 }, matches, { 'netflix:show:1': 'https://www.netflix.com/watch/5' })).toBe('https://www.netflix.com/watch/5');
  });
});
