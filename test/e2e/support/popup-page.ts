import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './paths';

export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'reports/screenshots');

/** Saves the popup as it is now, once in the light and once in the dark theme (prefers-color-scheme). */
export async function shootPopup(popup: Page, state: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    await popup.emulateMedia({ colorScheme });
    await popup.screenshot({ path: path.join(SCREENSHOT_DIR, `popup-${state}-${colorScheme}.png`), fullPage: true });
  }
  await popup.emulateMedia({ colorScheme: null });
}

type ExtensionApi = {
  action: { getBadgeText(details: object): Promise<string>; getTitle(details: object): Promise<string> };
};

/** The toolbar badge, read through the extension's own API from one of its pages. */
export function badgeText(extensionPage: Page): Promise<string> {
  return extensionPage.evaluate(() => (globalThis as unknown as { chrome: ExtensionApi }).chrome.action.getBadgeText({}));
}

/** Sends a popup request from an extension page, as the popup itself would. */
export function sendFromPage(extensionPage: Page, message: unknown): Promise<unknown> {
  return extensionPage.evaluate(
    (request) => (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage(request),
    message,
  );
}

/** The simulator's view of one user's library (test/service/admin-views.ts). */
export interface LibraryView {
  history: Array<{ type: string; title: string; season?: number; number?: number; ids: { svc: number } }>;
  ratings: Array<{ rating: number; type: string } & Record<string, unknown>>;
  watchlist: Array<{ status: string; type: string } & Record<string, unknown>>;
  sessions: Array<{ state: string; checkin: boolean } & Record<string, unknown>>;
  playback: Array<Record<string, unknown>>;
}
