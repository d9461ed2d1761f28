import type { BrowserContext, CDPSession } from 'playwright-core';
import { player } from '../e2e/support/flows';
import { watchUrl } from '../../content-scripts/sites/netflix/fixture/catalog';
import { attributed, isExtensionScript, scriptStartup, traceWhile } from './script-attribution';

export interface PageLoadSample {
  /** Script run on the page's main thread (every world: the page's and content scripts') from navigation to a playable video, ms. */
  startupScriptMs: number;
  /** The extension's content script alone, by its URL in a timeline trace: its compile and first evaluation (main() up to its first await), ms. */
  contentScriptStartupMs: number;
  /** Everything the content script ran from navigation to a playable video (start-up, then its observer and event callbacks), ms. */
  contentScriptToPlayableMs: number;
  /** The page's JS heap (its isolate: page and content scripts), highest of the samples, MB. */
  peakHeapMb: number;
  /** The same after a forced garbage collection at the end: what is really held, MB. */
  heldHeapMb: number;
}

async function metric(cdp: CDPSession, name: string): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((entry) => entry.name === name)?.value ?? 0;
}

/**
 * Loads a Netflix watch page, lets it play `seconds`, and reads Chrome's own counters: script time
 * up to the playable video (start-up cost per page load) and the JS heap while it plays. The load
 * is traced (devtools.timeline and v8) so the content script's own compile and evaluation are
 * told apart from the page's by its URL. Run in a browser with the extension and in one without;
 * only their difference is ours.
 */
export async function samplePageLoad(context: BrowserContext, watchId: number, seconds = 8): Promise<PageLoadSample> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const events = await traceWhile(cdp, async () => {
    await page.goto(watchUrl(watchId));
    await page.waitForFunction(() => {
      const video = document.querySelector('video');
      return !!video && Number.isFinite(video.duration) && video.duration > 0;
    });
  });
  const startupScriptMs = Math.round((await metric(cdp, 'ScriptDuration')) * 1000);
  let peak = await metric(cdp, 'JSHeapUsedSize');
  await player.play(page);
  for (let tick = 0; tick < seconds * 2; tick += 1) {
    await page.waitForTimeout(500);
    peak = Math.max(peak, await metric(cdp, 'JSHeapUsedSize'));
  }
  await cdp.send('HeapProfiler.collectGarbage');
  const held = await metric(cdp, 'JSHeapUsedSize');
  await page.close();
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;
  const ms = (value: number) => Math.round(value * 100) / 100;
  return {
    startupScriptMs,
    contentScriptStartupMs: ms(scriptStartup(events, isExtensionScript)),
    contentScriptToPlayableMs: ms(attributed(events, isExtensionScript).ms),
    peakHeapMb: mb(peak),
    heldHeapMb: mb(held),
  };
}
