import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureClip } from '../sites/media';
import type { ExtensionBrowser } from './support/chromium';
import { signInThroughConsent } from './support/flows';
import { closeStage, openStage, type Harness } from './support/harness';
import { routeSiteFixtures, siteFixtureServer, type SiteFixtureServer } from './support/site-fixtures';
import { askBackground, assertServerPrivacy, checkRow, SERVER_ORIGINS, tableRows, type RowBrowser } from './support/table-runner';
import { addServersOnOptionsPage, startMediaServers, type MediaServers } from './support/media-servers';
import { grantSiteAccess } from './support/site-access';
import { checkHistoryCase, historyCases, type HistoryHands } from './support/history-cases';

/** The runner's hands in Chromium: Playwright pages of the extension's own profile. */
function chromiumRows(browser: ExtensionBrowser, activityPage: () => Page): RowBrowser {
  return {
    open: async (url) => {
      const page = await browser.context.newPage();
      await page.goto(url);
      return {
        documents: () => page.frames().map((frame) => ({ evaluate: (expression: string) => frame.evaluate(expression) })),
        close: () => page.close(),
      };
    },
    setCookies: (cookies) => browser.context.addCookies(cookies.map((cookie) => ({ ...cookie, path: '/', secure: true }))),
    clearCookies: async (cookies) => {
      for (const { name, domain } of cookies) await browser.context.clearCookies({ name, domain });
    },
    ask: (request) => activityPage().evaluate(askBackground(request)),
    evaluate: (expression) => activityPage().evaluate(expression),
  };
}

/** The history runner's hands in Chromium: a site tab, a fresh library page per read. */
function chromiumHistory(browser: ExtensionBrowser): HistoryHands {
  return {
    openTab: async (url) => {
      const page = await browser.context.newPage();
      await page.goto(url);
      return { close: () => page.close() };
    },
    openLibrary: async () => {
      const page = await browser.context.newPage();
      await page.goto(`chrome-extension://${browser.extensionId}/library.html`);
      await page.getByTestId('import-history').waitFor();
      return {
        click: (selector) => page.locator(selector).click(),
        waitFor: (selector) => page.locator(selector).first().waitFor({ timeout: 30_000 }),
        attribute: async (selector, name) => ((await page.locator(selector).count()) > 0 ? page.locator(selector).first().getAttribute(name) : null),
        text: async (selector) => (await page.locator(selector).first().textContent()) ?? '',
        close: () => page.close(),
      };
    },
    setCookies: (cookies) => browser.context.addCookies(cookies.map((cookie) => ({ ...cookie, path: '/', secure: true }))),
    clearCookies: async (cookies) => {
      for (const { name, domain } of cookies) await browser.context.clearCookies({ name, domain });
    },
  };
}

describe('every row of every site table in real Chromium with the built extension', () => {
  const stage = {} as Harness & { fixtures: SiteFixtureServer; activityPage: Page; servers: MediaServers };

  beforeAll(async () => {
    Object.assign(stage, await openStage());
    stage.fixtures = siteFixtureServer({ clipPath: await ensureClip() });
    await routeSiteFixtures(stage.browser.context, stage.fixtures);
    stage.servers = await startMediaServers({ clipPath: await ensureClip() }, stage.fixtures.requests);
    await (await signInThroughConsent(stage.browser)).close();
    // The activity page (an extension page that reads only the local log) asks the background.
    stage.activityPage = await stage.browser.context.newPage();
    await stage.activityPage.goto(`chrome-extension://${stage.browser.extensionId}/activity.html`);
    // The user adds their servers on the options page; the browser's yes is given in its own
    // site-access settings (no prompt in headless Chromium).
    await grantSiteAccess(stage.browser, 'http://localhost/*');
    await addServersOnOptionsPage(stage.browser, SERVER_ORIGINS);
  });
  afterAll(async () => {
    await stage.servers?.close();
    await closeStage(stage);
  });

  const rows = () => chromiumRows(stage.browser, () => stage.activityPage);
  for (const row of tableRows()) {
    it(row.name, () => checkRow({ admin: stage.admin, catalog: stage.sim.state.catalog, served: stage.fixtures.requests }, rows(), row));
  }

  // The sites' history reads (a table's `history`), in the same signed-in browser.
  for (const read of historyCases()) {
    it(read.name, () => checkHistoryCase({ admin: stage.admin, user: 'demo' }, chromiumHistory(stage.browser), read));
  }

  it("the media servers' tokens and folders reached neither the service nor what the extension keeps", async () => {
    await assertServerPrivacy({ admin: stage.admin, catalog: stage.sim.state.catalog, served: stage.fixtures.requests }, rows());
  });

  it('the service saw no contract violation across all rows', async () => {
    expect(await stage.admin.violations()).toEqual([]);
  });
});
