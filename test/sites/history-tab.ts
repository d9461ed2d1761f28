// A site's tab for the history readers' unit tests: fetchInPage and readGlobalsInPage themselves
// (the functions the library page injects), run against a fixture handler instead of the network,
// with the page's window globals and cookies given. The readers cannot tell it from a real tab.
import { vi } from 'vitest';
import { fetchInPage, readGlobalsInPage, type SiteTab } from '../../lib/import/sites/tab';
import type { FixtureRequest, FixtureResponse } from './fixture-http';

export interface FixtureTabLog {
  requests: Array<{ method: string; url: string; status: number }>;
}

export function fixtureTab(
  pageUrl: string,
  handler: (request: FixtureRequest) => FixtureResponse,
  pageGlobals: Record<string, unknown> = {},
  cookie = 'device_id=3f9d2a4e-fixture; etp_rt=refresh-cookie',
): SiteTab & FixtureTabLog {
  const page = new URL(pageUrl);
  const requests: FixtureTabLog['requests'] = [];
  const pageFetch = async (input: string | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), page);
    const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined), referer: page.href };
    if (url.origin !== page.origin) headers.origin = page.origin;
    const answer = handler({ method: init.method ?? 'GET', url: url.href, headers, body: typeof init.body === 'string' ? init.body : null });
    requests.push({ method: init.method ?? 'GET', url: url.href, status: answer.status });
    // A cross-origin answer without CORS is unreadable to the page: fetch rejects.
    if (url.origin !== page.origin && answer.headers['access-control-allow-origin'] !== page.origin) throw new TypeError('Failed to fetch (CORS)');
    return new Response(answer.status === 204 ? null : String(answer.body), { status: answer.status, headers: answer.headers });
  };
  const inPage = async <T>(run: () => T | Promise<T>): Promise<T> => {
    vi.stubGlobal('window', { ...pageGlobals });
    vi.stubGlobal('document', { cookie });
    vi.stubGlobal('fetch', pageFetch);
    try {
      return await run();
    } finally {
      vi.unstubAllGlobals();
    }
  };
  return {
    url: page.href,
    requests,
    fetch: (request) => inPage(() => fetchInPage(request)),
    globals: (paths) => inPage(() => readGlobalsInPage(paths)),
  };
}

export const noSleep = async () => undefined;
