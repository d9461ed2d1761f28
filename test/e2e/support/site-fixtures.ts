// Every site's fixture behind one handler that dispatches by host: what the table runner serves in
// Chromium (Playwright routing) and in Firefox (the HTTPS proxy), so both see the same sites on
// the same real hostnames. A site added to SITE_HOSTS and SITE_FIXTURES is served with no change here.
import type { BrowserContext } from 'playwright-core';
import { PLAYER_FRAME_HOSTS, SITE_HOSTS, type SiteId } from '../../../lib/messages/sites';
import { routeFixture, type FixtureMedia, type FixtureRequest, type FixtureResponse } from '../../sites/fixture-http';
import { SITE_API_HOSTS, SITE_FIXTURES } from '../../sites/tables';
import type { ServedRequest } from './fixture-https';

export const FIXTURE_SITES = Object.keys(SITE_HOSTS) as SiteId[];

/** The hosts a site's fixture answers on: its pages, its player frames, its own APIs. */
export function fixtureHostsOf(site: SiteId): string[] {
  const frames: Partial<Record<SiteId, readonly string[]>> = PLAYER_FRAME_HOSTS;
  return [...SITE_HOSTS[site], ...(frames[site] ?? []), ...(SITE_API_HOSTS[site] ?? [])];
}

export interface SiteFixtureServer {
  hosts: string[];
  /** Answers a request to any fixture host (a host no site serves answers 421). */
  handle: (request: FixtureRequest) => FixtureResponse;
  /** What was asked of the fixtures, in order. */
  requests: ServedRequest[];
}

export function siteFixtureServer(media: FixtureMedia): SiteFixtureServer {
  const owners = new Map(FIXTURE_SITES.flatMap((site) => fixtureHostsOf(site).map((host) => [host, site] as const)));
  const requests: ServedRequest[] = [];
  return {
    hosts: [...owners.keys()],
    requests,
    handle: (request) => {
      const url = new URL(request.url);
      const site = owners.get(url.hostname);
      const response: FixtureResponse = site
        ? SITE_FIXTURES[site](request, media)
        : { status: 421, headers: { 'content-type': 'text/plain' }, body: `no site fixture serves ${url.hostname}` };
      requests.push({ method: request.method ?? 'GET', host: url.hostname, path: url.pathname, status: response.status });
      return response;
    },
  };
}

/**
 * Chromium: the fixtures on their hosts through Playwright routing. Any other https host is aborted
 * and logged in `requests` with status 0 (nothing reaches the network), so a site's API host
 * missing from SITE_API_HOSTS shows in the failure instead of as a timeout.
 */
export async function routeSiteFixtures(context: BrowserContext, server: SiteFixtureServer): Promise<void> {
  // Registered first, so the fixtures' own routes (registered after) take precedence.
  await context.route(
    (url) => url.protocol === 'https:',
    async (route) => {
      const url = new URL(route.request().url());
      server.requests.push({ method: route.request().method(), host: url.hostname, path: url.pathname, status: 0 });
      await route.abort('addressunreachable');
    },
  );
  await routeFixture(
    context,
    server.hosts.map((host) => `https://${host}`),
    server.handle,
  );
}
