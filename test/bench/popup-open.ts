import type { ExtensionBrowser } from '../e2e/support/chromium';
import { openPopup } from '../e2e/support/flows';

export interface PopupOpenTimes {
  /** ms from the popup page's navigation start to the first status on screen (the cached one), worker running. */
  warmMs: number[];
  /** The same with the MV3 worker stopped first (the browser has to start it to answer). */
  coldMs: number[];
  /** ms to the background's own answer on screen, worker running / stopped first. */
  warmLiveMs: number[];
  coldLiveMs: number[];
}

/** Opens the popup `rounds` times each way and reads the time the popup itself recorded. */
export async function measurePopupOpen(browser: ExtensionBrowser, rounds = 5): Promise<PopupOpenTimes> {
  const times: PopupOpenTimes = { warmMs: [], coldMs: [], warmLiveMs: [], coldLiveMs: [] };
  for (let round = 0; round < rounds * 2; round += 1) {
    const cold = round % 2 === 1;
    if (cold) {
      const helper = await browser.context.newPage();
      await browser.killWorker(helper);
      await helper.close();
    }
    const popup = await openPopup(browser);
    const marks = await popup.waitForFunction(
      () => {
        const { firstStatusMs, liveStatusMs } = document.documentElement.dataset;
        return firstStatusMs && liveStatusMs ? { first: Number(firstStatusMs), live: Number(liveStatusMs) } : null;
      },
      undefined,
      { timeout: 15_000 },
    );
    const { first, live } = (await marks.jsonValue())!;
    (cold ? times.coldMs : times.warmMs).push(first);
    (cold ? times.coldLiveMs : times.warmLiveMs).push(live);
    await popup.close();
  }
  return times;
}
