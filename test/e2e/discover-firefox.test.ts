import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { api, episodesInBody, seasonHistory, SHOW } from './support/discover-checks';
import { giveProfileNumber, openExtensionPage, signInThroughConsent } from './support/firefox';
import { axeOnEveryPage, DARK_FIREFOX_PREFS } from './support/firefox-axe';
import { useFirefoxStage } from './support/firefox-stage';
import { seedLibrary } from './support/library-seed';
import { waitFor } from './support/sim-admin';

const count = (page: Page, selector: string) => page.$$eval(selector, (found) => found.length);
const attr = (page: Page, selector: string, name: string) => page.$eval(selector, (found, n) => found.getAttribute(n), name);
/** Either cards or "nothing here": the list answered. */
const answered = (section: string) => `[data-testid="${section}"] [data-testid="cards"], [data-testid="${section}"] [data-testid="nothing-here"]`;

describe('Firefox: Discover and title pages of the MV2 build (real Firefox ESR over WebDriver BiDi)', () => {
  const stage = useFirefoxStage({ prefs: DARK_FIREFOX_PREFS });
  const since = async (mark: number) => (await stage.admin.requests('')).slice(mark);

  it('browses every Discover section, pages a genre to its end, picks at random, marks S1E1-5 in one write and undoes it', async () => {
    const ff = await stage.firefox();
    await (await signInThroughConsent(ff, 'pro')).close();
    await giveProfileNumber(ff, 41_002);
    seedLibrary(stage.sim, 'pro');
    // The header background is read by the profile number the user gave.
    const library = await openExtensionPage(ff, 'library.html', '[data-testid="freshness"]');
    await waitFor('the header background', async () => /\/fanart\//.test((await attr(library, '[data-testid="page-header"]', 'data-background')) ?? ''));
    await library.close();

    const page = await openExtensionPage(ff, 'library.html#/discover', '[data-testid="discover"]');
    for (const section of ['discover-airing', 'discover-premieres', 'discover-best', 'discover-genres']) {
      await waitFor(section, async () => (await count(page, answered(section))) > 0);
    }
    let mark = (await stage.admin.requests('')).length;
    await page.select('#airing-day', 'tomorrow');
    await waitFor("tomorrow's airing read", async () => api(await since(mark), 'GET', '/tv/airing').some((r) => r.query.date === 'tomorrow'));

    // Genres: TV drama by title, "More" until the last page.
    mark = (await stage.admin.requests('')).length;
    await page.select('#genre-sort', 'title');
    await waitFor(
      'page 1',
      async () =>
        api(await since(mark), 'GET', '/tv/genres/drama/title').length === 1 &&
        (await count(page, '[data-testid="discover-genres"] [data-testid="page-info"]')) === 1,
    );
    for (let pageNo = 2; (await count(page, '[data-testid="discover-genres"] [data-testid="more"]')) > 0; pageNo++) {
      await page.click('[data-testid="discover-genres"] [data-testid="more"]');
      await waitFor(`page ${pageNo}`, async () =>
        (await page.$eval('[data-testid="discover-genres"] [data-testid="page-info"]', (found) => found.textContent))?.startsWith(`Page ${pageNo} of`),
      );
    }
    const pages = api(await since(mark), 'GET', '/tv/genres/drama/title').map((r) => Number(r.query.page));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages).toEqual(pages.map((_, i) => i + 1));
    expect(await page.$eval('[data-testid="discover-genres"] [data-testid="page-info"]', (found) => found.textContent)).toBe(
      `Page ${pages.length} of ${pages.length}`,
    );

    // Random with a filter.
    await page.select('#random-kind', 'tv');
    await page.select('#random-genre', 'comedy');
    await page.click('[data-testid="random-pick"]');
    await waitFor('the random pick', async () => (await count(page, '[data-testid="discover-random"] [data-testid="card"]')) === 1);
    const svc = Number(await attr(page, '[data-testid="discover-random"] [data-testid="card"]', 'data-svc'));
    expect(stage.sim.state.catalog.byId(svc, ['tv'])?.genres).toContain('comedy');

    // Search, then the title page.
    await page.type('#search-text', 'stranger');
    await page.keyboard.press('Enter');
    const link = `[data-testid="discover-search"] [data-testid="card"][data-svc="${SHOW.svc}"] a.item-title`;
    await waitFor('the search result', async () => (await count(page, link)) === 1);
    await page.click(link);
    const fifth = 'li.episode[data-episode="1x5"]';
    await waitFor('the title page', async () => (await count(page, fifth)) === 1);
    expect(await page.$eval('[data-testid="title-name"]', (found) => found.textContent)).toContain(SHOW.title);

    mark = (await stage.admin.requests('')).length;
    await page.click(`${fifth} [data-testid="mark-up-to"]`);
    await waitFor('five episodes on the service', async () => seasonHistory(stage.sim, 'pro', SHOW.svc, 1).length === 5);
    expect(await attr(page, fifth, 'data-watched')).toBe('true');
    const writes = api(await since(mark), 'POST', '/sync/history');
    expect(writes).toHaveLength(1);
    expect(episodesInBody(writes[0]!.body, SHOW.svc)).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [1, 5],
    ]);

    mark = (await stage.admin.requests('')).length;
    await page.click('[data-testid="undo"]');
    await waitFor('the undo on the service', async () => seasonHistory(stage.sim, 'pro', SHOW.svc, 1).length === 0);
    expect(await attr(page, fifth, 'data-watched')).toBe('false');
    expect(api(await since(mark), 'POST', '/sync/history/remove')).toHaveLength(1);
    expect(await stage.admin.violations()).toEqual([]);
  });

  // Issue 31: axe-core holds in Firefox as in Chromium; this Firefox renders dark (firefox.test.ts: light).
  it('axe-core finds nothing serious or critical on any extension page in the dark scheme', async () => {
    expect(await axeOnEveryPage(await stage.firefox(), 'dark')).toEqual([]);
  });
});
