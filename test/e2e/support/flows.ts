import type { BrowserContext, Page } from 'playwright-core';
import { routeNetflix } from '../../../content-scripts/sites/netflix/fixture/serve';
import { watchUrl } from '../../../content-scripts/sites/netflix/fixture/catalog';
import type { ExtensionBrowser } from './chromium';

export function popupUrl(browser: ExtensionBrowser): string {
  return `chrome-extension://${browser.extensionId}/popup.html`;
}

export async function openPopup(browser: ExtensionBrowser): Promise<Page> {
  const popup = await browser.context.newPage();
  await popup.setViewportSize({ width: 360, height: 480 });
  await popup.goto(popupUrl(browser));
  return popup;
}

/**
 * Signs in the way a user does: Sign in in the popup, the service's consent page opens in the
 * extension's auth window, Approve. Returns the popup once it shows the signed-in state.
 */
export async function signInThroughConsent(browser: ExtensionBrowser, user = 'demo'): Promise<Page> {
  const popup = await openPopup(browser);
  const consentOpened = browser.context.waitForEvent('page', { timeout: 15_000 });
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
  const consent = await consentOpened;
  await consent.waitForURL(/\/oauth2\/authorize/, { timeout: 15_000 });
  await consent.locator('#user').selectOption(user);
  await consent.locator('#approve').click();
  await popup.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 15_000 });
  // Settled: the signed-in popup's own reads (activities, saved playbacks) are answered, so a test
  // that changes the service next does not race them.
  await popup.locator('html[data-continue-read]').waitFor({ state: 'attached', timeout: 15_000 });
  return popup;
}

export async function serveNetflix(context: BrowserContext, clipPath: string): Promise<void> {
  await routeNetflix(context, { clipPath });
}

/** Opens a Netflix watch page and waits until its <video> knows its duration. */
export async function openNetflixWatch(context: BrowserContext, watchId: string | number): Promise<Page> {
  const page = await context.newPage();
  await page.goto(watchUrl(watchId));
  await page.waitForFunction(() => {
    const video = document.querySelector('video');
    return !!video && Number.isFinite(video.duration) && video.duration > 0;
  });
  return page;
}

/** The user's hands on the player: what a person does, through the page's own <video>. */
export const player = {
  play: (page: Page) => page.evaluate(() => document.querySelector('video')!.play()),
  pause: (page: Page) => page.evaluate(() => document.querySelector('video')!.pause()),
  position: (page: Page) => page.evaluate(() => document.querySelector('video')!.currentTime),
  seekToFraction: (page: Page, fraction: number) =>
    page.evaluate((f) => {
      const video = document.querySelector('video')!;
      video.currentTime = video.duration * f;
    }, fraction),
  /** Plays faster so a test reaches the end in seconds; events stay the same. */
  setRate: (page: Page, rate: number) =>
    page.evaluate((r) => {
      document.querySelector('video')!.playbackRate = r;
    }, rate),
  waitEnded: (page: Page, timeoutMs = 30_000) => page.waitForFunction(() => document.querySelector('video')!.ended, undefined, { timeout: timeoutMs }),
};

/**
 * Gives the profile number on the options page, as a user does: the contract names no read of the
 * signed-in user, so the statistics, header picture and lists wait for it.
 */
export async function giveProfileNumber(browser: ExtensionBrowser, userId: number): Promise<void> {
  const options = await openOptions(browser);
  await options.getByLabel('Your profile number on the service').fill(String(userId));
  await options.getByRole('button', { name: 'Save number' }).click();
  await options.getByTestId('profile-number').getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  await options.close();
}

/** The options page in a new tab. */
export async function openOptions(browser: ExtensionBrowser): Promise<Page> {
  const options = await browser.context.newPage();
  await options.goto(`chrome-extension://${browser.extensionId}/options.html`);
  return options;
}

/** Signs out on the options page, as a user does, and waits until it says so. */
export async function signOutOnOptions(browser: ExtensionBrowser): Promise<void> {
  const options = await openOptions(browser);
  await options.getByRole('button', { name: 'Sign out' }).click();
  await options.getByTestId('account-signed-out').waitFor();
  await options.close();
}
