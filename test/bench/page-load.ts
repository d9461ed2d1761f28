import type { BrowserContext, CDPSession } from 'playwright-core';
import { player } from '../e2e/support/flows';
import { watchUrl } from '../sites/netflix/catalog';

export interface PageLoadSample {
  /** Script run on the page's main thread (every world: the page's and content scripts') from navigation to a playable video, ms. */
  startupScriptMs: number;
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
 * up to the playable video (start-up cost per page load) and the JS heap while it plays. Run in a
 * browser with the extension and in one without; only their difference is ours.
 */
export async function samplePageLoad(context: BrowserContext, watchId: number, seconds = 8): Promise<PageLoadSample> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(watchUrl(watchId));
  await page.waitForFunction(() => {
    const video = document.querySelector('video');
    return !!video && Number.isFinite(video.duration) && video.duration > 0;
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
  return { startupScriptMs, peakHeapMb: mb(peak), heldHeapMb: mb(held) };
}
