import type { Page } from 'puppeteer-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureClip } from '../sites/media';
import { KNIVES_OUT, liveUrl as plutoLiveUrl } from '../../content-scripts/sites/plutotv/fixture/catalog';
import { SIT_THROUGH_PREROLL } from '../sites/row-steps';
import { openExtensionPage, signInThroughConsent, type FirefoxWithExtension } from './support/firefox';
import { useFirefoxStage } from './support/firefox-stage';
import { startFixtureHttpsHosts } from './support/fixture-https';
import { siteFixtureServer, type SiteFixtureServer } from './support/site-fixtures';
import { names, serviceTarget } from './support/expected-start';
import { perform, waitPlayed } from './support/row-hands';
import { waitFor } from './support/sim-admin';
import { startMediaServers, type MediaServers } from './support/media-servers';
import { checkHistoryCase, firstHistoryCaseOfEachSite, type HistoryHands } from './support/history-cases';
import { askBackground, assertServerPrivacy, checkRow, SERVER_ORIGINS, tableRowsOfEachKind, type RowBrowser } from './support/table-runner';

/** The runner's hands in Firefox ESR: puppeteer pages over WebDriver BiDi. */
function firefoxRows(ff: FirefoxWithExtension, activityPage: Page): RowBrowser {
  return {
    open: async (url) => {
      const page = await ff.browser.newPage();
      await page.goto(url);
      return {
        documents: () => page.frames().map((frame) => ({ evaluate: (expression: string) => frame.evaluate(expression) })),
        close: () => page.close(),
      };
    },
    setCookies: (cookies) => ff.browser.setCookie(...cookies.map((cookie) => ({ ...cookie, path: '/', secure: true }))),
    clearCookies: (cookies) => ff.browser.deleteMatchingCookies(...cookies.map(({ name, domain }) => ({ name, domain }))),
    ask: (request) => activityPage.evaluate(askBackground(request)),
    evaluate: (expression) => activityPage.evaluate(expression),
  };
}

/** The history runner's hands in Firefox: a site tab, a fresh library page per read. */
function firefoxHistory(ff: FirefoxWithExtension): HistoryHands {
  return {
    openTab: async (url) => {
      const page = await ff.browser.newPage();
      await page.goto(url);
      return { close: () => page.close() };
    },
    openLibrary: async () => {
      const page = await openExtensionPage(ff, 'library.html', '[data-testid="import-history"]');
      return {
        click: (selector) => page.click(selector),
        waitFor: async (selector) => {
          await page.waitForSelector(selector, { timeout: 30_000 });
        },
        attribute: async (selector, name) => ((await page.$(selector)) ? page.$eval(selector, (element, key) => element.getAttribute(key), name) : null),
        text: (selector) => page.$eval(selector, (element) => element.textContent ?? ''),
        close: () => page.close(),
      };
    },
    setCookies: (cookies) => ff.browser.setCookie(...cookies.map((cookie) => ({ ...cookie, path: '/', secure: true }))),
    clearCookies: (cookies) => ff.browser.deleteMatchingCookies(...cookies.map(({ name, domain }) => ({ name, domain }))),
  };
}

describe('every site table in real Firefox ESR with the built extension: one row of each kind per site (Chromium runs them all)', () => {
  let fixtures: SiteFixtureServer;
  let servers: MediaServers | undefined;
  // Every site's fixture behind one proxy, on the sites' real https hosts; the media servers on
  // their own localhost ports. Optional permissions are granted without Firefox's prompt (its own
  // pref), so the options page's real permissions.request is what grants each server.
  const stage = useFirefoxStage({
    startSite: async () => {
      fixtures = siteFixtureServer({ clipPath: await ensureClip() });
      servers = await startMediaServers({ clipPath: await ensureClip() }, fixtures.requests);
      return startFixtureHttpsHosts(fixtures.hosts, fixtures.handle);
    },
    prefs: { 'extensions.webextOptionalPermissionPrompts': false },
  });
  afterAll(() => servers?.close());
  // Signed in once, by whichever test runs first (a test, not a hook: a missing Firefox must fail
  // loudly, and `-t <site>` still signs in before the rows it picks).
  let signingIn: Promise<RowBrowser> | undefined;
  const signedIn = () => (signingIn ??= signIn());
  async function signIn(): Promise<RowBrowser> {
    const ff = await stage.firefox();
    await (await signInThroughConsent(ff)).close();
    // The activity page (an extension page that reads only the local log) asks the background.
    const rows = firefoxRows(ff, await openExtensionPage(ff, 'activity.html', 'main.activity'));
    // The user adds their media servers on the options page.
    const section = '[data-testid="options-media-servers"]';
    const options = await openExtensionPage(ff, 'options.html', section);
    for (const origin of SERVER_ORIGINS) {
      await options.locator(`${section} input`).fill(origin);
      await options.locator(`${section} button::-p-text(Scrobble on this media server)`).click();
      await options.waitForSelector(`${section} button::-p-text(Stop scrobbling on ${new URL(origin).host})`, { timeout: 15_000 });
    }
    await options.close();
    return rows;
  }

  it('signs in once and adds the media servers (the rows below run in this browser)', async () => {
    expect(await signedIn()).toBeDefined();
  });

  for (const row of tableRowsOfEachKind()) {
    it(row.name, async () => {
      await checkRow({ admin: stage.admin, catalog: stage.sim.state.catalog, served: fixtures.requests }, await signedIn(), row);
    });
  }

  // A page that is no watch page is not observed (issue 17): only its address is followed. The
  // live channel's On Demand tile moves the page in place (History API) and retitles it: Firefox
  // tells the content script through the Navigation API (from 147); without it (pref
  // dom.navigation.webidl.enabled off, as before 147) the retitling under <head> does.
  it('plutotv: from a live channel (no watch page) into a film in place, the film starts', async () => {
    const rows = await signedIn();
    const target = serviceTarget(stage.sim.state.catalog, { kind: 'movie', title: KNIVES_OUT.name, year: Number(KNIVES_OUT.released.slice(0, 4)) });
    const before = (await stage.admin.requests('/scrobble/start')).length;
    const page = await rows.open(plutoLiveUrl());
    try {
      // The live channel plays a while first: the content script is running on the live page.
      await waitPlayed(page, 1.5);
      await perform(page, { do: 'click', selector: 'nav a' });
      for (const step of SIT_THROUGH_PREROLL) await perform(page, step);
      await waitFor(
        `a /scrobble/start of ${target.label}`,
        async () => (await stage.admin.requests('/scrobble/start')).slice(before).find((entry) => names(entry, target)),
        20_000,
      );
    } finally {
      await page.close();
    }
  });

  // The first history read of each site that keeps one, in the same signed-in browser.
  for (const read of firstHistoryCaseOfEachSite()) {
    it(read.name, async () => {
      await signedIn();
      await checkHistoryCase({ admin: stage.admin, user: 'demo' }, firefoxHistory(await stage.firefox()), read);
    });
  }

  it("the media servers' tokens and folders reached neither the service nor what the extension keeps", async () => {
    await assertServerPrivacy({ admin: stage.admin, catalog: stage.sim.state.catalog, served: fixtures.requests }, await signedIn());
  });

  it('the service saw no contract violation across all rows', async () => {
    expect(await stage.admin.violations()).toEqual([]);
  });
});
