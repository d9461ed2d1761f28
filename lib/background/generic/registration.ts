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
 * (each finds its own app in the page and the other stays idle).
 */
const SCRIPTS: Record<Detector, { files: ScriptPublicPath[]; idPrefix: string }> = {
  site: { files: builtScripts('content-scripts/generic.js'), idPrefix: 'generic:' },
  'media-server': { files: builtScripts('content-scripts/plex.js', 'content-scripts/emby.js'), idPrefix: 'media-server:' },
};
/**
 * Chrome: Jellyfin's and Emby's sign-in lives in the page's own world, where
 * entrypoints/media-server-page.content.ts answers for it (Firefox reads it through the Xray waiver
 * instead). A script of the page's world, not a web-accessible one, so no other site can load it.
 */
const PAGE_WORLD = { files: builtScripts('content-scripts/media-server-page.js'), idPrefix: 'media-server-page:' };
const needsPageWorld = (detector: Detector) => detector === 'media-server' && !import.meta.env.FIREFOX;

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
  const scripts: Browser.scripting.RegisteredContentScript[] = [
    { id: `${idPrefix}${origin}`, js: files, matches, runAt: 'document_idle', persistAcrossSessions: true },
  ];
  // Before the app's own scripts run, so its session is readable as soon as the adapter asks.
  if (needsPageWorld(detector))
    scripts.push({
      id: `${PAGE_WORLD.idPrefix}${origin}`,
      js: PAGE_WORLD.files,
      matches,
      runAt: 'document_start',
      persistAcrossSessions: true,
      world: 'MAIN',
    } as Browser.scripting.RegisteredContentScript);
  await browser.scripting.registerContentScripts(scripts);
}

export async function unregisterOrigin(origin: string, detector: Detector = 'site'): Promise<void> {
  const ids = new Set(await registeredIds());
  const ours = [`${SCRIPTS[detector].idPrefix}${origin}`, ...(detector === 'media-server' ? [`${PAGE_WORLD.idPrefix}${origin}`] : [])].filter((id) =>
    ids.has(id),
  );
  if (ours.length > 0) await browser.scripting.unregisterContentScripts({ ids: ours });
}

/** The tab the user enabled detection from is already open: start there without a reload. */
export async function injectInto(tabId: number, detector: Detector = 'site'): Promise<void> {
  if (needsPageWorld(detector)) await browser.scripting.executeScript({ target: { tabId }, files: PAGE_WORLD.files, world: 'MAIN' });
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
