import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { waitFor } from './sim-admin';

/** The gecko id from wxt.config.ts; Firefox keys the extension's internal UUID on it. */
export const GECKO_ID = 'watchmark@watchmark.dev';
/** Pinned so the test knows the moz-extension:// origin before the add-on is installed. */
export const EXTENSION_UUID = '5c0e6f1e-8d4b-4a57-9a61-2f7d3c9b8e10';

export interface FirefoxWithExtension {
  browser: Browser;
  /** `moz-extension://<uuid>` without a trailing slash. */
  extensionBase: string;
  close: () => Promise<void>;
}

const INSTALL_HINT =
  'Install it (Debian: apt-get install -y firefox-esr) or set FIREFOX_PATH to a Firefox binary (a recent release or ESR: WebDriver BiDi and webExtension.install are needed).';

/** Firefox: $FIREFOX_PATH, then Debian's ESR; none is a loud failure (tests never skip). */
export function firefoxPath(): string {
  const fromEnv = process.env.FIREFOX_PATH;
  // A set but wrong variable is a mistake worth naming, not something to silently route around.
  if (fromEnv && !existsSync(fromEnv)) throw new Error(`FIREFOX_PATH=${fromEnv} does not exist. ${INSTALL_HINT}`);
  const found = [fromEnv, '/usr/bin/firefox-esr'].find((candidate): candidate is string => !!candidate && existsSync(candidate));
  if (!found) throw new Error(`No Firefox found. ${INSTALL_HINT}`);
  return found;
}

/**
 * Real Firefox driven over WebDriver BiDi with the extension installed as a temporary add-on
 * (no signing needed). `extensionPath` is a build folder or a store zip. Headless unless HEADED=1.
 */
export async function launchFirefoxWithExtension(
  extensionPath: string,
  opts: { extraPrefs?: Record<string, unknown>; acceptInsecureCerts?: boolean; profileDir?: string } = {},
): Promise<FirefoxWithExtension> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    ...(opts.profileDir ? { userDataDir: opts.profileDir } : {}),
    headless: process.env.HEADED !== '1',
    // Without it BiDi cannot reach moz-extension:// pages (the popup).
    args: ['--remote-allow-system-access'],
    acceptInsecureCerts: opts.acceptInsecureCerts ?? false,
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: EXTENSION_UUID }),
      // The fixture page plays its clip without a user gesture, as the Chromium run does.
      'media.autoplay.default': 0,
      'media.autoplay.blocking_policy': 0,
      // A temporary add-on does not outlive Firefox: on a profile kept for a restart, these keep its
      // storage, IndexedDB and origin for the same add-on installed again, as a signed one's stay.
      ...(opts.profileDir ? { 'extensions.webextensions.keepStorageOnUninstall': true, 'extensions.webextensions.keepUuidOnUninstall': true } : {}),
      ...opts.extraPrefs,
    },
  });
  try {
    await browser.installExtension(extensionPath);
  } catch (error) {
    await browser.close();
    throw error;
  }
  return {
    browser,
    extensionBase: `moz-extension://${EXTENSION_UUID}`,
    close: () => browser.close(),
  };
}

/**
 * Opens an extension page. Over BiDi `page.goto` on moz-extension:// never resolves although the
 * page renders, so navigation is started without awaiting and the caller's selector is the signal.
 * The selector is polled with retries: a BiDi evaluation that lands while the page swaps documents
 * fails with a protocol error (not an answer), which `waitForSelector` would report as a failure.
 */
export async function openExtensionPage(ff: FirefoxWithExtension, pagePath: string, readySelector: string): Promise<Page> {
  const page = await ff.browser.newPage();
  page.goto(`${ff.extensionBase}/${pagePath}`).catch(() => {
    // Expected: the navigation promise is abandoned (see above); the selector wait decides.
  });
  await waitFor(readySelector, async () => (await page.$(readySelector)) !== null);
  return page;
}

/**
 * Signs in the way a user does: Sign in in the popup; `identity.launchWebAuthFlow` opens the
 * service's consent page in its own window (a BiDi target); Approve. Returns the popup once it
 * shows the signed-in state.
 */
export async function signInThroughConsent(ff: FirefoxWithExtension, user = 'demo'): Promise<Page> {
  // `button` matters: the popup's intro paragraph contains the words "Sign in" as well.
  const popup = await openExtensionPage(ff, 'popup.html', 'button::-p-text(Sign in)');
  const consentOpened = ff.browser.waitForTarget((target) => target.url().includes('/oauth2/authorize'), { timeout: 15_000 });
  await popup.locator('button::-p-text(Sign in)').click();
  const consent = await (await consentOpened).page();
  if (!consent) throw new Error('the consent window has no page to drive');
  await consent.waitForSelector('#user');
  await consent.select('#user', user);
  await consent.click('#approve');
  await popup.waitForSelector('button::-p-text(Sign out)', { timeout: 15_000 });
  // Settled: the signed-in popup's own reads are answered (see flows.ts).
  await popup.waitForSelector('html[data-continue-read]', { timeout: 15_000 });
  return popup;
}

/** Opens a page and waits until its <video> knows its duration. */
export async function openWatchPage(ff: FirefoxWithExtension, url: string): Promise<Page> {
  const page = await ff.browser.newPage();
  await page.goto(url);
  await page.waitForFunction(
    () => {
      const video = document.querySelector('video');
      return !!video && Number.isFinite(video.duration) && video.duration > 0;
    },
    { timeout: 15_000 },
  );
  return page;
}

/** The user's hands on the player, through the page's own <video> (puppeteer twin of flows.ts). */
export const player = {
  play: (page: Page) => page.evaluate(() => document.querySelector('video')!.play()),
  pause: (page: Page) => page.evaluate(() => document.querySelector('video')!.pause()),
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
  waitEnded: (page: Page, timeoutMs = 30_000) => page.waitForFunction(() => document.querySelector('video')!.ended, { timeout: timeoutMs }),
};

/** The text of the first element matching `selector`, or null while there is none. */
export function textOf(page: Page, selector: string): Promise<string | null> {
  return page.evaluate((s) => document.querySelector(s)?.textContent ?? null, selector);
}

/** Gives the profile number on the options page, as a user does (puppeteer twin of flows.ts). */
export async function giveProfileNumber(ff: FirefoxWithExtension, userId: number): Promise<void> {
  const options = await openExtensionPage(ff, 'options.html', '#profile-number');
  await options.type('#profile-number', String(userId));
  await options.locator('button::-p-text(Save number)').click();
  await options.waitForSelector('[data-testid="profile-number"] [role="status"]::-p-text(Saved.)', { timeout: 15_000 });
  await options.close();
}
