import type { ExtensionBrowser } from '../e2e/support/chromium';

export interface LibraryOpen {
  /** ms from the library's answer reaching the page to its rows on screen. */
  dataToShownMs: number;
  /** ms from the answer to the end of the last task over 50 ms after it (or to the rows on screen). */
  dataToInteractiveMs: number;
  /** The longest main-thread task that ended after the answer came (the one receiving it included), ms; the browser reports only tasks over 50 ms, so 0 means none. */
  longestTaskMs: number;
  /** Watchlist and Continue watching rows in the DOM. */
  rowsInDom: number;
}

/** Records the page's long tasks from its first script on (Long Tasks API, tasks over 50 ms). */
function watchLongTasks(): void {
  const tasks: Array<{ start: number; end: number }> = [];
  (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Opens the library page `rounds` times and reads its marks and long tasks. */
export async function measureLibraryOpen(browser: ExtensionBrowser, rounds: number): Promise<LibraryOpen[]> {
  await browser.context.addInitScript(watchLongTasks);
  const opens: LibraryOpen[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const page = await browser.context.newPage();
    await page.goto(`chrome-extension://${browser.extensionId}/library.html`);
    await page.locator('html[data-library-shown-ms]').waitFor({ state: 'attached', timeout: 120_000 });
    // Let what follows the first rows (the calendar, trending) run, so its tasks are counted too.
    await page.waitForTimeout(1_500);
    opens.push(
      await page.evaluate(() => {
        const data = Number(document.documentElement.dataset.libraryDataMs);
        const shown = Number(document.documentElement.dataset.libraryShownMs);
        const tasks = (window as unknown as { __longTasks: Array<{ start: number; end: number }> }).__longTasks.filter((task) => task.end > data);
        const lastEnd = Math.max(shown, ...tasks.map((task) => task.end));
        return {
          dataToShownMs: Math.round(shown - data),
          dataToInteractiveMs: Math.round(lastEnd - data),
          longestTaskMs: Math.round(Math.max(0, ...tasks.map((task) => task.end - task.start))),
          rowsInDom: document.querySelectorAll('[data-testid="watchlist-items"] > li, [data-testid="continue-watching"] li.playback').length,
        };
      }),
    );
    await page.close();
  }
  return opens;
}
