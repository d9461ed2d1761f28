import type { Page } from 'playwright-core';
import type { Simulator } from '../service';
import type { ExtensionBrowser } from '../e2e/support/chromium';
import { openNetflixWatch, player } from '../e2e/support/flows';
import { waitFor } from '../e2e/support/sim-admin';

export interface PlayLatency {
  /** ms from play() on the page to the simulator receiving POST /scrobble/start, per play. */
  warmMs: number[];
  /** The same with the extension's worker stopped just before play (as Chrome does after 30 s idle). */
  killedMs: number[];
}

/** The POST gap the client keeps (lib/background/service-http.ts POST_GAP_MS), plus a margin. */
const POST_GAP_MS = 1_200;

const requestsTo = (sim: Simulator, path: string) => sim.state.logs.requests.filter((entry) => entry.method === 'POST' && entry.path === path);

/**
 * One play: the watch page is open and its video loaded; `beforePlay` may stop the worker; then
 * play, and the time until the simulator logs the start (its clock runs on this process's wall
 * time). The tab is closed after (the session's stop goes out) and the POST pacing let pass.
 */
async function onePlay(browser: ExtensionBrowser, sim: Simulator, watchId: number, beforePlay?: (page: Page) => Promise<void>): Promise<number> {
  const page = await openNetflixWatch(browser.context, watchId);
  // The content script has found the player and named the episode before the user presses play.
  await page.waitForTimeout(300);
  await beforePlay?.(page);
  const starts = requestsTo(sim, '/scrobble/start').length;
  const stops = requestsTo(sim, '/scrobble/stop').length;
  const pressed = Date.now();
  await player.play(page);
  const start = await waitFor('POST /scrobble/start', async () => requestsTo(sim, '/scrobble/start')[starts], 15_000);
  await page.close();
  await waitFor('POST /scrobble/stop', async () => requestsTo(sim, '/scrobble/stop').length > stops, 15_000);
  await new Promise((resolve) => setTimeout(resolve, POST_GAP_MS));
  return Date.parse(start.at) - pressed;
}

/**
 * Play -> POST /scrobble/start, `plays` times with the worker running and `plays` times with it
 * stopped first, interleaved. One play before them fills the resolve cache (a show is looked up
 * once a month), so each figure is the scrobble path itself.
 */
export async function measurePlayLatency(browser: ExtensionBrowser, sim: Simulator, episodes: readonly number[], plays = 20): Promise<PlayLatency> {
  const result: PlayLatency = { warmMs: [], killedMs: [] };
  await onePlay(browser, sim, episodes[0]!);
  for (let round = 0; round < plays * 2; round += 1) {
    const killed = round % 2 === 1;
    const ms = await onePlay(browser, sim, episodes[round % episodes.length]!, killed ? (page) => browser.killWorker(page) : undefined);
    (killed ? result.killedMs : result.warmMs).push(ms);
  }
  return result;
}

/** The value below which `share` of the samples fall (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}
