import type { Page } from 'playwright-core';
import type { ExtensionBrowser } from '../e2e/support/chromium';
import type { SimAdmin } from '../e2e/support/sim-admin';
import type { SiteFixtureServer } from '../e2e/support/site-fixtures';
import { askBackground, checkRow, tableRows, type RowBrowser, type TableRow } from '../e2e/support/table-runner';
import type { Catalog } from '../service/catalog/store';

export interface SiteLookups {
  site: string;
  show: string;
  /** Resolve requests (redirect helper + search) the first episode of the show cost, and the second. */
  first: number;
  second: number;
}

/** Two episodes of one show from each site's table (plain rows: no cookies, no clicks, known to the service). */
function episodePairs(): Array<[TableRow, TableRow]> {
  const pairs = new Map<string, TableRow[]>();
  for (const row of tableRows()) {
    const expected = row.row.expected;
    if (expected?.kind !== 'episode' || row.row.unknownToService || row.row.cookies || row.row.steps) continue;
    const key = `${row.site}\u0000${expected.title}`;
    pairs.set(key, [...(pairs.get(key) ?? []), row]);
  }
  const bySite = new Map<string, [TableRow, TableRow]>();
  for (const rows of pairs.values()) {
    const [first, second] = rows;
    if (first && second && !bySite.has(first.site)) bySite.set(first.site, [first, second]);
  }
  return [...bySite.values()];
}

/**
 * Resolve lookups per viewing on every site with two plain episode rows of one show in its table:
 * the first episode resolves the show (one lookup), the second must hit the per-show cache (none).
 */
export async function measureResolveLookups(browser: ExtensionBrowser, admin: SimAdmin, catalog: Catalog, fixtures: SiteFixtureServer, activityPage: Page): Promise<SiteLookups[]> {
  const rows: RowBrowser = {
    open: async (url) => {
      const page = await browser.context.newPage();
      await page.goto(url);
      return { documents: () => page.frames().map((frame) => ({ evaluate: (expression: string) => frame.evaluate(expression) })), close: () => page.close() };
    },
    setCookies: async () => undefined,
    clearCookies: async () => undefined,
    ask: (request) => activityPage.evaluate(askBackground(request)),
  };
  const lookups = async () => (await admin.requests('/redirect')).length + (await admin.requests('/search/')).length;
  const results: SiteLookups[] = [];
  for (const pair of episodePairs()) {
    const spent: number[] = [];
    for (const row of pair) {
      const before = await lookups();
      await checkRow({ admin, catalog, served: fixtures.requests }, rows, row);
      spent.push((await lookups()) - before);
    }
    results.push({ site: pair[0].site, show: pair[0].row.expected!.title!, first: spent[0]!, second: spent[1]! });
  }
  return results;
}
