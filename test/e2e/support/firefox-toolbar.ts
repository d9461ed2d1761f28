// Firefox's toolbar button, pressed the way its keyboard shortcut does: the browser action's own
// triggerAction (the code behind a click and `_execute_browser_action`), run in the browser window
// over WebDriver BiDi's chrome scope (needs --remote-allow-system-access, which the harness passes).
// It opens the popup for the selected tab and grants activeTab for it. The popup panel itself is
// not a browsing context BiDi can drive, so tests then open popup.html in a tab, which reads the
// tab used before it (as on Firefox for Android, where the popup is a tab).
import type { Page } from 'puppeteer-core';
import { GECKO_ID, type FirefoxWithExtension } from './firefox';

interface BidiConnection {
  send(method: string, params: unknown): Promise<{ result: unknown }>;
}

export async function pressToolbarButton(ff: FirefoxWithExtension, page: Page): Promise<void> {
  await page.bringToFront();
  const connection = (ff.browser as unknown as { connection: BidiConnection }).connection;
  const tree = (await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome' })).result as { contexts: Array<{ context: string; url: string }> };
  const window = tree.contexts.find((context) => context.url === 'chrome://browser/content/browser.xhtml');
  if (!window) throw new Error('no browser window in the chrome scope (is --remote-allow-system-access set?)');
  const expression = `(() => {
    const { ExtensionParent } = ChromeUtils.importESModule('resource://gre/modules/ExtensionParent.sys.mjs');
    const extension = WebExtensionPolicy.getByID(${JSON.stringify(GECKO_ID)}).extension;
    ExtensionParent.apiManager.global.browserActionFor(extension).triggerAction(window);
    return gBrowser.selectedBrowser.currentURI.spec;
  })()`;
  const answer = (await connection.send('script.evaluate', { expression, target: { context: window.context }, awaitPromise: false })).result as {
    type: string;
    result?: { value?: string };
    exceptionDetails?: { text?: string };
  };
  if (answer.type !== 'success') throw new Error(`triggerAction failed: ${answer.exceptionDetails?.text ?? 'unknown error'}`);
  if (answer.result?.value !== page.url()) throw new Error(`the toolbar acted on ${answer.result?.value}, not ${page.url()}`);
}
