// Serves the Netflix fixture on https://www.netflix.com for Firefox over real networking (see
// fixture-https.ts).
//
// Why not puppeteer's request interception: in Firefox it serves the page and the clip, but the
// content script's own fetch of the metadata endpoint never reaches the interceptor (it went to
// the real network), so the extension could not be tested the way it runs on netflix.com.
import { netflixFixtureHandler } from '../../../content-scripts/sites/netflix/fixture/serve';
import { startFixtureHttps, type FixtureHttps } from './fixture-https';

export type NetflixHttps = FixtureHttps;

export function startNetflixHttps(opts: { clipPath: string; clipSeconds?: number }): Promise<NetflixHttps> {
  return startFixtureHttps('www.netflix.com', (request) => netflixFixtureHandler(request, opts));
}
