// The bench's busy page (issue 17): a site without an adapter, which the user switched generic
// detection on for, whose film plays in a <video> while a ticker beside the player changes the
// DOM about 1,000 times a second. Served through Playwright routing on a made-up https host, as
// the generic fixture is: nothing leaves the machine.
import type { BrowserContext, Page } from 'playwright-core';
import { byteRangeResponse } from '../sites/media';
import { header, readClip, routeFixture, text } from '../sites/fixture-http';
import type { ExtensionBrowser } from '../e2e/support/chromium';
import { openOptions } from '../e2e/support/flows';
import { grantSiteAccess } from '../e2e/support/site-access';

export const BUSY_ORIGIN = 'https://www.tickerhall.test';
export const BUSY_URL = `${BUSY_ORIGIN}/us/movie/the-matrix/live`;
const CLIP_PATH = '/_fixture/media/feature';

/** The ticker's pace: a mutation a millisecond, made in batches from a 10 ms timer. */
const PER_SECOND = 1000;
const EVERY_MS = 10;

// The page's own world. Each batch makes the mutations owed since the page started, so a timer
// that fires late on a loaded machine does not lower the rate: a quote added at the top, one
// dropped at the bottom, one rewritten, in turn (each a childList mutation of the ticker). The
// count is the page's, so the bench prints the rate it got.
const TICKER_JS = `
  const list = document.querySelector('#ticker ul');
  let serial = 0;
  let done = 0;
  window.tickerMutations = 0;
  const quote = () => {
    const item = document.createElement('li');
    item.className = 'quote';
    item.textContent = 'WMK ' + (serial++ % 1000) + '.' + (serial % 100);
    return item;
  };
  for (let i = 0; i < 40; i += 1) list.append(quote());
  const step = () => {
    const kind = done % 3;
    if (kind === 0) list.prepend(quote());
    else if (kind === 1) list.lastElementChild.remove();
    else list.children[(done * 7) % 30].textContent = 'WMK ' + (serial++ % 1000);
    done += 1;
    window.tickerMutations += 1;
  };
  const start = performance.now();
  setInterval(() => {
    const owed = Math.floor(((performance.now() - start) * ${PER_SECOND}) / 1000) - done;
    // After a long stall (a frozen tab) the backlog is dropped rather than made in one burst.
    for (let i = 0; i < Math.min(owed, ${PER_SECOND / 5}); i += 1) step();
    if (owed > ${PER_SECOND / 5}) done += owed - ${PER_SECOND / 5};
  }, ${EVERY_MS});
`;

// JSON-LD names the film, as the generic e2e's Apple TV+-shaped page does: Watchmark can scrobble it.
const BUSY_HTML = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>The Matrix (live quotes) - Tickerhall</title>
  <script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Movie', name: 'The Matrix', datePublished: '1999-03-31', url: BUSY_URL })}</script>
</head>
<body>
  <header><nav><a href="/">Tickerhall</a></nav></header>
  <main>
    <h1>The Matrix</h1>
    <aside id="ticker"><ul></ul></aside>
    <div id="player"><video src="${CLIP_PATH}" controls preload="auto" width="960" height="540"></video></div>
  </main>
  <script>${TICKER_JS}</script>
</body>
</html>`;

/** Serves the busy page and its film in `context`. */
export async function routeBusyPage(context: BrowserContext, clipPath: string): Promise<void> {
  await routeFixture(context, [BUSY_ORIGIN], (request) => {
    const url = new URL(request.url);
    if (url.pathname === CLIP_PATH) return byteRangeResponse(readClip(clipPath), header(request.headers, 'range'), 'video/webm');
    if (url.pathname === new URL(BUSY_URL).pathname) return text(200, 'text/html; charset=utf-8', BUSY_HTML);
    return text(404, 'text/html; charset=utf-8', '<!doctype html><title>Not found</title>');
  });
}

/**
 * The user's opt-in, as the generic e2e gives it: the site's access granted in Chrome's own site
 * access list, then "Detect videos on this site" on the options page.
 */
export async function enableGenericDetection(browser: ExtensionBrowser): Promise<void> {
  const host = new URL(BUSY_ORIGIN).hostname;
  await grantSiteAccess(browser, `${BUSY_ORIGIN}/*`);
  const options = await openOptions(browser);
  const section = options.getByTestId('options-other-sites');
  await section.getByLabel('Site address').fill(host);
  await section.getByRole('button', { name: 'Detect videos on this site' }).click();
  await section.getByRole('button', { name: `Stop detecting on ${host}` }).waitFor({ timeout: 10_000 });
  await options.close();
}

/** Opens the busy page and starts its film, as a user's click on play does. */
export async function openBusyPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(BUSY_URL);
  await page.evaluate(() => document.querySelector('video')!.play());
  await page.waitForFunction(() => {
    const video = document.querySelector('video');
    return !!video && !video.paused && video.currentTime > 0.5;
  });
  return page;
}

/** The ticker's own count of the mutations it made so far. */
export const tickerMutations = (page: Page) => page.evaluate(() => (window as unknown as { tickerMutations: number }).tickerMutations);
