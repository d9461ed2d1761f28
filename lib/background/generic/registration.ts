import { browser, type Browser } from 'wxt/browser';
import type { ScriptPublicPath } from 'wxt/utils/inject-script';
import type { Detector } from '../../messages/generic';
import { originPattern } from '../../messages/generic-pages';
import { DETECTORS, everyChosenOrigin, isGranted } from './origins';

/**
 * WXT types script paths with a leading '/'; these name the same built files the way registrations
 * made by earlier versions (which persist across updates) name them.
 */
function builtScripts(...files: string[]): ScriptPublicPath[] {
  return files as ScriptPublicPath[];
}

/**
 * What runs on an origin the user chose, by detector. Where WXT puts the entrypoints in the build:
 * the generic detector for a site; for a media server, Plex's script and the Jellyfin/Emby one
 * (each finds its own app in the page and the other stays idle). Both are isolated-world scripts:
 * nothing runs in the page's own world (Jellyfin's and Emby's sign-in is read from their storage).
 */
const SCRIPTS: Record<Detector, { files: ScriptPublicPath[]; idPrefix: string }> = {
  site: { files: builtScripts('content-scripts/generic.js'), idPrefix: 'generic:' },
  'media-server': { files: builtScripts('content-scripts/plex.js', 'content-scripts/emby.js'), idPrefix: 'media-server:' },
};
async function registeredIds(): Promise<string[]> {
  return (await browser.scripting.getRegisteredContentScripts()).map((script) => script.id);
}

async function registeredOrigins(detector: Detector): Promise<string[]> {
  const { idPrefix } = SCRIPTS[detector];
  return (await registeredIds()).filter((id) => id.startsWith(idPrefix)).map((id) => id.slice(idPrefix.length));
}

/** The detector runs on this origin's pages from the next load on. */
export async function registerOrigin(origin: string, detector: Detector = 'site'): Promise<void> {
  if ((await registeredOrigins(detector)).includes(origin)) return;
  const { files, idPrefix } = SCRIPTS[detector];
  const matches = [originPattern(origin)];
  await browser.scripting.registerContentScripts([{ id: `${idPrefix}${origin}`, js: files, matches, runAt: 'document_idle', persistAcrossSessions: true }]);
}

export async function unregisterOrigin(origin: string, detector: Detector = 'site'): Promise<void> {
  const id = `${SCRIPTS[detector].idPrefix}${origin}`;
  if ((await registeredIds()).includes(id)) await browser.scripting.unregisterContentScripts({ ids: [id] });
}

/** The tab the user enabled detection from is already open: start there without a reload. */
export async function injectInto(tabId: number, detector: Detector = 'site'): Promise<void> {
  // The scripts guard themselves against a second start in the same page.
  await browser.scripting.executeScript({ target: { tabId }, files: SCRIPTS[detector].files });
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
  const chosen = await everyChosenOrigin();
  for (const detector of DETECTORS) {
    const wanted = new Set<string>();
    for (const { origin } of chosen.filter((choice) => choice.detector === detector)) if (await isGranted(origin)) wanted.add(origin);
    const registered = await registeredOrigins(detector);
    for (const origin of registered) if (!wanted.has(origin)) await unregisterOrigin(origin, detector);
    for (const origin of wanted) if (!registered.includes(origin)) await registerOrigin(origin, detector);
  }
}
