import { browser } from 'wxt/browser';
import type { ScriptPublicPath } from 'wxt/utils/inject-script';

interface ManifestContentScript {
  matches?: string[];
  js?: string[];
  all_frames?: boolean;
  /** MAIN: a script of the page's own world (media-server-page.js), injected there again. */
  world?: 'ISOLATED' | 'MAIN';
}

/**
 * Chromium does not give open tabs the new copy of a content script when the extension is
 * installed, updated or reloaded: the old copy is orphaned (it can no longer report) and a video
 * that plays on goes unseen until the page reloads. So each manifest content script is injected
 * into the open tabs it matches; the new copy's context ends the old one (WXT signals it in the
 * page) and picks the playback up, and the background's session for the tab carries on without
 * a second start. Firefox injects into open tabs by itself.
 */
export async function injectIntoOpenTabs(scripts: ManifestContentScript[] = browser.runtime.getManifest().content_scripts ?? []): Promise<number> {
  let injected = 0;
  for (const script of scripts) {
    if (!script.js?.length || !script.matches?.length) continue;
    const tabs = await browser.tabs.query({ url: script.matches }).catch(() => []);
    for (const tab of tabs) {
      // A discarded tab loads afresh when the user returns to it, with the new script.
      if (tab.id === undefined || tab.discarded) continue;
      const done = await browser.scripting
        .executeScript({
          target: { tabId: tab.id, allFrames: script.all_frames ?? false },
          files: script.js as ScriptPublicPath[],
          ...(script.world ? { world: script.world } : {}),
        })
        .then(
          () => true,
          (error: unknown) => (console.warn('[watchmark] could not re-inject', script.js, error), false),
        );
      if (done) injected += 1;
    }
  }
  return injected;
}

/** Registered synchronously at worker start, with the other listeners. */
export function installReinjection(): void {
  if (import.meta.env.FIREFOX) return;
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason === 'install' || reason === 'update') void injectIntoOpenTabs();
  });
}
