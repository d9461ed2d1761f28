import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

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

/** Firefox: $FIREFOX_PATH, then Debian's ESR; none is a loud failure (tests never skip). */
export function firefoxPath(): string {
  const candidates = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr'];
  const found = candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Firefox found. Install it (Debian: apt-get install -y firefox-esr) or set FIREFOX_PATH to a Firefox binary (115+ with WebDriver BiDi).',
    );
  }
  return found;
}

/**
 * Real Firefox driven over WebDriver BiDi with the extension installed as a temporary add-on
 * (no signing needed). Headless unless HEADED=1.
 */
export async function launchFirefoxWithExtension(
  extensionDir: string,
  opts: { extraPrefs?: Record<string, unknown>; acceptInsecureCerts?: boolean } = {},
): Promise<FirefoxWithExtension> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: process.env.HEADED !== '1',
    // Without it BiDi cannot reach moz-extension:// pages (the popup).
    args: ['--remote-allow-system-access'],
    acceptInsecureCerts: opts.acceptInsecureCerts ?? false,
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: EXTENSION_UUID }),
      // The fixture page plays its clip without a user gesture, as the Chromium run does.
      'media.autoplay.default': 0,
      'media.autoplay.blocking_policy': 0,
      ...opts.extraPrefs,
    },
  });
  try {
    await browser.installExtension(extensionDir);
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
 */
export async function openExtensionPage(ff: FirefoxWithExtension, pagePath: string, readySelector: string): Promise<Page> {
  const page = await ff.browser.newPage();
  page.goto(`${ff.extensionBase}/${pagePath}`).catch(() => {
    // Expected: the navigation promise is abandoned (see above); the selector wait decides.
  });
  await page.waitForSelector(readySelector, { timeout: 15_000 });
  return page;
}
