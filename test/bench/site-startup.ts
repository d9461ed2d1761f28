import type { ExtensionBrowser } from '../e2e/support/chromium';
import { FIXTURE_SITES } from '../e2e/support/site-fixtures';
import { SITE_TABLES } from '../sites/tables';
import { isExtensionScript, scriptStartup, traceWhile } from './script-attribution';

export interface SiteStartup {
  site: string;
  url: string;
  /** The extension's scripts on the page (its content scripts, in every frame, and any page-world script it injects): compile + evaluation per load, ms. */
  startupMs: number[];
}

/** How long a load is traced after the load event: every content script has run by then (document_idle). */
const SETTLE_MS = 1_500;

/**
 * Content-script start-up per page load on each site's fixture: the first plain row of its table
 * (no cookies, no steps), loaded `loads` times in a trace, the extension's scripts told apart by
 * their URL. Page and fixture scripts are not counted.
 */
export async function measureSiteStartups(browser: ExtensionBrowser, loads: number): Promise<SiteStartup[]> {
  const results: SiteStartup[] = [];
  for (const site of FIXTURE_SITES) {
    const row = SITE_TABLES[site].find((candidate) => !candidate.cookies && !candidate.steps);
    if (!row) continue;
    const startupMs: number[] = [];
    for (let load = 0; load < loads; load += 1) {
      const page = await browser.context.newPage();
      const cdp = await browser.context.newCDPSession(page);
      const events = await traceWhile(cdp, async () => {
        await page.goto(row.url, { waitUntil: 'load' });
        await page.waitForTimeout(SETTLE_MS);
      });
      await page.close();
      startupMs.push(Math.round(scriptStartup(events, isExtensionScript) * 100) / 100);
    }
    results.push({ site, url: row.url, startupMs });
  }
  return results;
}
