import type { Page } from 'playwright-core';
import type { ExtensionBrowser } from './chromium';
import { popupUrl } from './flows';

/** The parts of the extension API these helpers call inside the browser (the code runs there, not here). */
declare const chrome: {
  runtime: { sendMessage(message: unknown): Promise<unknown> };
  scripting: { getRegisteredContentScripts(): Promise<Array<{ id: string }>> };
  permissions: { contains(permissions: { origins: string[] }): Promise<boolean> };
};

/** The user's hands on the page's player (the real one, not the hero trailer). */
export const hands = {
  // Locators pierce open shadow roots: web-component players keep their <video> in one.
  play: (page: Page, selector = '#player video') => page.locator(selector).evaluate((video: HTMLVideoElement) => video.play()),
  playing: (page: Page, selector = '#player video') =>
    page.locator(selector).evaluate(
      (video: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (video.paused || video.currentTime <= 1) return;
            video.removeEventListener('timeupdate', check);
            resolve();
          };
          video.addEventListener('timeupdate', check);
          check();
        }),
    ),
  unmute: (page: Page, selector: string) =>
    page.evaluate((s) => {
      document.querySelector<HTMLVideoElement>(s)!.muted = false;
    }, selector),
  /**
   * Waits until the video has played `seconds` more of its own time: for "nothing happened"
   * checks, long enough for a report the watcher would send at once (on `playing`) to have arrived,
   * and measured by the page rather than by a fixed sleep that a loaded machine stretches.
   */
  playedOn: (page: Page, seconds: number, selector = '#player video') =>
    page
      .evaluate((s) => document.querySelector<HTMLVideoElement>(s)!.currentTime, selector)
      .then((from) =>
        page.waitForFunction(({ s, until }) => document.querySelector<HTMLVideoElement>(s)!.currentTime >= until, { s: selector, until: from + seconds }),
      ),
};

/** What reached the background from pages: the activity log's "detected" lines for generic pages. */
export async function detectedOnGenericPages(browser: ExtensionBrowser): Promise<string[]> {
  const page = await browser.context.newPage();
  await page.goto(popupUrl(browser));
  const entries = (await page.evaluate(() => chrome.runtime.sendMessage({ type: 'activity' }))) as Array<{ kind: string; text: string }>;
  await page.close();
  return entries.filter((entry) => entry.kind === 'detected' && entry.text.startsWith('generic:')).map((entry) => entry.text);
}

/** The content scripts registered at run time, by id (the worker's own view). */
export async function registeredScriptIds(browser: ExtensionBrowser): Promise<string[]> {
  return (await browser.worker()).evaluate(async () => (await chrome.scripting.getRegisteredContentScripts()).map((script) => script.id));
}

/** Whether the browser grants the extension this host pattern now. */
export async function hasHostAccess(browser: ExtensionBrowser, pattern: string): Promise<boolean> {
  return (await browser.worker()).evaluate((origin) => chrome.permissions.contains({ origins: [origin] }), pattern);
}
