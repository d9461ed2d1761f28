import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { openNetflixWatch, player } from '../e2e/support/flows';

/** Main-thread time the renderer spent, from Chrome's own counters (seconds). */
async function metrics(cdp: CDPSession): Promise<{ script: number; task: number }> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => list.find((metric) => metric.name === name)?.value ?? 0;
  return { script: value('ScriptDuration'), task: value('TaskDuration') };
}

export interface MainThreadSample {
  /** Script execution on the page's main thread, ms per minute of playback. */
  scriptMsPerMinute: number;
  /** All main-thread tasks, ms per minute of playback. */
  taskMsPerMinute: number;
  seconds: number;
}

/**
 * Plays a fixture episode for `seconds` of wall time and reads how much main-thread time the
 * page's renderer spent meanwhile. Run once with the extension and once without, in the same
 * process and on the same machine, so only their ratio and difference matter.
 */
export async function sampleMainThread(context: BrowserContext, watchId: number, seconds: number): Promise<MainThreadSample> {
  const page: Page = await openNetflixWatch(context, watchId);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await player.play(page);
  await page.waitForTimeout(1000);
  const before = await metrics(cdp);
  await page.waitForTimeout(seconds * 1000);
  const after = await metrics(cdp);
  await page.close();
  const perMinute = (delta: number) => Math.round((delta * 1000 * 60) / seconds);
  return { scriptMsPerMinute: perMinute(after.script - before.script), taskMsPerMinute: perMinute(after.task - before.task), seconds };
}
