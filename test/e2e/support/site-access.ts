// The browser's own paths to what a user does with the toolbar button and the extension's site
// access, driven in real Chromium:
//
// - Clicking the toolbar button: CDP `Extensions.triggerAction` on the tab runs the extension's
//   action exactly as a click does: the popup opens for that tab and activeTab is granted, so the
//   popup can read the tab's address without the `tabs` permission.
// - Answering a host permission prompt: headless Chromium has no way to accept the prompt (and no
//   switch that does), so the user's yes is given where a user can give it without one: the site
//   access list of chrome://extensions ("Add site"), i.e. `developerPrivate.addHostPermission`.
//   Chromium then treats the origin as granted by the user, and the popup's own
//   `permissions.request` in its click handler resolves true without showing a prompt.
//
// Both need a browser-level CDP connection: Chromium is started with a debugging port for it.
import { chromium, type Page } from 'playwright-core';
import type { ExtensionBrowser } from './chromium';
import { waitFor } from './sim-admin';

/** Ports from the e2e base, past the simulator's four. */
export const debuggingPort = (portBase: number) => portBase + 9;
export const debuggingArgs = (portBase: number) => [`--remote-debugging-port=${debuggingPort(portBase)}`];

/** Chrome's "Site access -> Add site" for our extension. */
export async function grantSiteAccess(browser: ExtensionBrowser, pattern: string): Promise<void> {
  const page = await browser.context.newPage();
  try {
    await page.goto('chrome://extensions');
    await page.evaluate(
      ([id, host]) =>
        (
          globalThis as unknown as { chrome: { developerPrivate: { addHostPermission(id: string, host: string): Promise<void> } } }
        ).chrome.developerPrivate.addHostPermission(id!, host!),
      [browser.extensionId, pattern],
    );
  } finally {
    await page.close();
  }
}

/**
 * Clicks the extension's toolbar button for `page`'s tab and returns the popup that opens. The
 * popup is reached through a fresh CDP connection: Playwright's own connection does not attach to
 * action popups.
 */
export async function clickToolbarButton(browser: ExtensionBrowser, page: Page, portBase: number): Promise<Page> {
  const endpoint = `http://127.0.0.1:${debuggingPort(portBase)}`;
  const control = await chromium.connectOverCDP(endpoint);
  const session = await control.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets', { filter: [{ type: 'tab' }] });
  const tab = targetInfos.find((target) => target.url === page.url());
  if (!tab) throw new Error(`no tab target shows ${page.url()}`);
  const popupUrl = `chrome-extension://${browser.extensionId}/popup.html`;
  // popup.html may also be open in ordinary tabs (tests open it so): the popup is the new target.
  const popupTargets = async () =>
    (await session.send('Target.getTargets', { filter: [{ type: 'page' }] })).targetInfos
      .filter((target) => target.url === popupUrl)
      .map((target) => target.targetId);
  const before = new Set(await popupTargets());
  await session.send('Extensions.triggerAction', { id: browser.extensionId, targetId: tab.targetId });
  const targetId = await waitFor('the action popup', async () => (await popupTargets()).find((id) => !before.has(id)));
  // A connection made after the popup opened lists it among its pages.
  const viewer = await chromium.connectOverCDP(endpoint);
  for (const candidate of viewer.contexts().flatMap((context) => context.pages())) {
    if (candidate.url() !== popupUrl) continue;
    const info = await (await candidate.context().newCDPSession(candidate)).send('Target.getTargetInfo');
    if (info.targetInfo.targetId === targetId) return candidate;
  }
  throw new Error('the action popup opened but cannot be driven');
}
