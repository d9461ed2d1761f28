import browser from 'webextension-polyfill';
import { originPattern } from '../../messages/generic-pages';
import { chosenOrigins, isGranted } from './origins';

/** Where WXT puts entrypoints/generic.content.ts in the build. */
const SCRIPT_FILE = 'content-scripts/generic.js';
const ID_PREFIX = 'generic:';

const scriptId = (origin: string) => `${ID_PREFIX}${origin}`;

async function registeredOrigins(): Promise<string[]> {
  const scripts = await browser.scripting.getRegisteredContentScripts();
  return scripts.filter((script) => script.id.startsWith(ID_PREFIX)).map((script) => script.id.slice(ID_PREFIX.length));
}

/** The detector runs on this origin's pages from the next load on. */
export async function registerOrigin(origin: string): Promise<void> {
  if ((await registeredOrigins()).includes(origin)) return;
  await browser.scripting.registerContentScripts([
    { id: scriptId(origin), js: [SCRIPT_FILE], matches: [originPattern(origin)], runAt: 'document_idle', persistAcrossSessions: true },
  ]);
}

export async function unregisterOrigin(origin: string): Promise<void> {
  if (!(await registeredOrigins()).includes(origin)) return;
  await browser.scripting.unregisterContentScripts({ ids: [scriptId(origin)] });
}

/** The tab the user enabled detection from is already open: start there without a reload. */
export async function injectInto(tabId: number): Promise<void> {
  // The script guards itself against a second start in the same page.
  await browser.scripting.executeScript({ target: { tabId }, files: [SCRIPT_FILE] });
}

/** The site's pages already open (needs the site's access, just granted): the detector starts there too. */
export async function openTabsOf(origin: string): Promise<number[]> {
  const tabs = await browser.tabs.query({ url: originPattern(origin) });
  // The pattern has no port; the origin may.
  return tabs.filter((tab) => tab.id !== undefined && tab.url !== undefined && new URL(tab.url).origin === origin).map((tab) => tab.id!);
}

/**
 * Makes the registrations match the user's choices as the browser grants them now: after an
 * update (which drops dynamic scripts), a browser restart, or a permission revoked elsewhere.
 */
export async function reconcileRegistrations(): Promise<void> {
  const chosen = await chosenOrigins();
  const wanted = new Set<string>();
  for (const origin of chosen) if (await isGranted(origin)) wanted.add(origin);
  const registered = await registeredOrigins();
  for (const origin of registered) if (!wanted.has(origin)) await unregisterOrigin(origin);
  for (const origin of wanted) if (!registered.includes(origin)) await registerOrigin(origin);
}
