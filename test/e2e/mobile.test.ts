import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../service';
import { launchWithExtension, type ExtensionBrowser } from './support/chromium';
import { layoutProblems, unreachableControls } from './support/layout';
import { SHOW } from './support/discover-checks';
import { seedLibrary } from './support/library-seed';
import { E2E_CHROME_EXTENSION, E2E_PORTS } from './support/paths';
import { SCREENSHOT_DIR } from './support/popup-page';

/** Firefox for Android opens the popup as a page on a phone; Chromium emulates the screen and touch. */
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

describe('popup and library on a 360x740 touch screen (Chromium, touch emulation)', () => {
  let sim: Simulator;
  let browser: ExtensionBrowser;

  beforeAll(async () => {
    sim = await startSimulator({ apiPort: E2E_PORTS.api, webPort: E2E_PORTS.web, cdnPort: E2E_PORTS.cdn, imagePort: E2E_PORTS.image });
    browser = await launchWithExtension(E2E_CHROME_EXTENSION, { device: PHONE });
    await mkdir(SCREENSHOT_DIR, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await sim?.close();
  });

  /** Into reports/screenshots (the README's copies in docs/screenshots are updated by hand: a test must not dirty the tree `npm run release` needs clean). */
  async function shoot(page: Page, name: string): Promise<void> {
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
  }

  async function expectFits(page: Page, state: string): Promise<void> {
    expect(await layoutProblems(page, PHONE.viewport.width), `${state}: layout`).toEqual([]);
    // Wider content would make the phone zoom the whole page out.
    expect(await page.evaluate(() => [window.innerWidth, navigator.maxTouchPoints > 0]), 'phone screen with touch').toEqual([360, true]);
    expect(await unreachableControls(page), `${state}: controls`).toEqual([]);
  }

  it('the popup: signed out, signed in by taps, and Find a title, all within the screen', async () => {
    const popup = await browser.context.newPage();
    await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
    await popup.getByRole('button', { name: 'Sign in with a code on another device' }).waitFor();
    await expectFits(popup, 'signed out');

    const consentOpened = browser.context.waitForEvent('page', { timeout: 15_000 });
    await popup.getByRole('button', { name: 'Sign in', exact: true }).tap();
    const consent = await consentOpened;
    await consent.waitForURL(/\/oauth2\/authorize/, { timeout: 15_000 });
    await consent.locator('#user').selectOption('pro');
    await consent.locator('#approve').click();
    await popup.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 15_000 });
    await expectFits(popup, 'signed in');

    await popup.getByRole('button', { name: 'Find a title' }).tap();
    await popup.getByLabel('Search movies, shows and anime').fill('Dune');
    await popup.getByRole('button', { name: 'Search', exact: true }).tap();
    await popup.getByRole('list', { name: 'Search results' }).waitFor();
    await expectFits(popup, 'search results');
    await shoot(popup, 'popup-mobile');
    await popup.close();
  });

  it('the library: every section fits and every control can be tapped', async () => {
    seedLibrary(sim, 'pro');
    const library = await browser.context.newPage();
    await library.goto(`chrome-extension://${browser.extensionId}/library.html`);
    await library.getByTestId('freshness').waitFor();
    await expect.poll(() => library.getByTestId('continue-watching').locator('li.playback').count()).toBe(2);
    await expectFits(library, 'library');
    await shoot(library, 'library-mobile');
    await library.close();
  });

  it('the options page (where a phone user switches sites and notifications) fits too', async () => {
    const options = await browser.context.newPage();
    await options.goto(`chrome-extension://${browser.extensionId}/options.html`);
    await expect.poll(() => options.getByTestId('account').textContent()).toContain('Signed in. Plan:');
    await expectFits(options, 'options');
    await options.close();
  });

  it("Discover and a title page fit too (the title page's rating row once ran past the screen)", async () => {
    const page = await browser.context.newPage();
    await page.goto(`chrome-extension://${browser.extensionId}/library.html#/discover`);
    await page.getByTestId('discover-genres').getByTestId('card').first().waitFor();
    await expectFits(page, 'discover');
    await page.goto(`chrome-extension://${browser.extensionId}/library.html#/title/show/${SHOW.svc}`);
    await page.locator('li.episode').first().waitFor();
    await expectFits(page, 'title page');
    await page.close();
  });
});
