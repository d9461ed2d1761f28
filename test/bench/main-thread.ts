import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { openNetflixWatch, player } from '../e2e/support/flows';
import { BUSY_ORIGIN, openBusyPage, tickerMutations } from './busy-page';
import { attributed, isExtensionScript, pageWide, traceWhile } from './script-attribution';

/** Main-thread time the renderer spent, from Chrome's own counters (seconds). */
async function metrics(cdp: CDPSession): Promise<{ script: number; task: number }> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => list.find((metric) => metric.name === name)?.value ?? 0;
  return { script: value('ScriptDuration'), task: value('TaskDuration') };
}

export interface MainThreadSample {
  /** Script execution on the page's main thread (every script), ms per minute: Chrome's counter, whole ms. */
  scriptMsPerMinute: number;
  /** The same from the trace at its microsecond resolution (outermost script runs on the page's main thread), ms per minute to 0.1. */
  pageScriptMsPerMinute: number;
  /** All main-thread tasks, ms per minute. */
  taskMsPerMinute: number;
  /** The extension's content scripts alone (tracing, by script URL), ms per minute. */
  attributedMsPerMinute: number;
  /** Times the extension's scripts were entered (callbacks, evaluations), per minute. */
  callbacksPerMinute: number;
  /** The busy page's own DOM mutations per second over the sample (other pages: 0). */
  mutationsPerSecond: number;
  seconds: number;
}

/**
 * Reads how much main-thread time `page` spent over `seconds` of wall time, all of it and the
 * extension's content scripts' share (trace events carry the script's URL). Run once per
 * condition, in the same process and on the same machine, so only ratios and differences matter.
 */
async function sample(context: BrowserContext, page: Page, seconds: number): Promise<MainThreadSample> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.waitForTimeout(1000);
  const mutations = () => (page.url().startsWith(BUSY_ORIGIN) ? tickerMutations(page) : Promise.resolve(0));
  const before = await metrics(cdp);
  const mutationsBefore = await mutations();
  let after = before;
  let mutationsAfter = mutationsBefore;
  const trace = await traceWhile(cdp, async () => {
    await page.waitForTimeout(seconds * 1000);
    after = await metrics(cdp);
    mutationsAfter = await mutations();
  });
  const origin = new URL(page.url()).origin;
  await page.close();
  const perMinute = (value: number) => Math.round((value * 60 * 10) / seconds) / 10;
  const ours = attributed(trace, isExtensionScript);
  return {
    scriptMsPerMinute: Math.round(perMinute((after.script - before.script) * 1000)),
    taskMsPerMinute: Math.round(perMinute((after.task - before.task) * 1000)),
    pageScriptMsPerMinute: perMinute(pageWide(trace, origin).ms),
    attributedMsPerMinute: perMinute(ours.ms),
    callbacksPerMinute: Math.round(perMinute(ours.callbacks)),
    mutationsPerSecond: Math.round((mutationsAfter - mutationsBefore) / seconds),
    seconds,
  };
}

/** Plays a fixture episode for `seconds` of wall time. */
export async function sampleMainThread(context: BrowserContext, watchId: number, seconds: number): Promise<MainThreadSample> {
  const page: Page = await openNetflixWatch(context, watchId);
  await player.play(page);
  return sample(context, page, seconds);
}

/** Sits on the browse page (its muted billboard trailer loops) for `seconds` of wall time. */
export async function sampleBrowsePage(context: BrowserContext, seconds: number): Promise<MainThreadSample> {
  const page = await context.newPage();
  await page.goto('https://www.netflix.com/browse');
  await page.waitForFunction(() => !!document.querySelector('video') && !document.querySelector('video')!.paused);
  return sample(context, page, seconds);
}

/** Plays the busy page's film (generic detection switched on where the extension is Watchmark) for `seconds` of wall time. */
export async function sampleBusyPage(context: BrowserContext, seconds: number): Promise<MainThreadSample> {
  return sample(context, await openBusyPage(context), seconds);
}
