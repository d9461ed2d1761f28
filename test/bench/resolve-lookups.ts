import type { Page } from 'playwright-core';
import type { ExtensionBrowser } from '../e2e/support/chromium';
import { perform, type OpenPage } from '../e2e/support/row-hands';
import { waitFor, type SimAdmin } from '../e2e/support/sim-admin';
import { FIXTURE_SITES } from '../e2e/support/site-fixtures';
import { PRESS_PLAY } from '../sites/row-steps';
import { SITE_TABLES, type SiteTableRow } from '../sites/tables';

export interface SiteLookups {
  site: string;
  show: string;
  /** Resolve requests (redirect helper + search) the first episode of the show cost, and the second. */
  first: number;
  second: number;
}

/** Two episodes of one show from each site's table (plain rows: play is enough, the service knows the show). */
function episodePairs(): Array<{ site: string; rows: [SiteTableRow, SiteTableRow] }> {
  const pairs: Array<{ site: string; rows: [SiteTableRow, SiteTableRow] }> = [];
  for (const site of FIXTURE_SITES) {
    const byShow = new Map<string, SiteTableRow[]>();
    for (const row of SITE_TABLES[site]) {
      if (row.expected?.kind !== 'episode' || !row.expected.title || row.unknownToService || row.cookies || row.steps) continue;
      byShow.set(row.expected.title, [...(byShow.get(row.expected.title) ?? []), row]);
    }
    const rows = [...byShow.values()].find((list) => list.length >= 2);
    if (rows) pairs.push({ site, rows: [rows[0]!, rows[1]!] });
  }
  return pairs;
}

const openPage = (page: Page): OpenPage => ({ documents: () => page.frames().map((frame) => ({ evaluate: (expression: string) => frame.evaluate(expression) })) });

/**
 * Resolve lookups per viewing on every site whose table has two plain episode rows of one show:
 * the first episode resolves the show, the second must come from the per-show cache (spec 8: the
 * redirect helper is free, search is rate-limited; a month of episodes should cost one lookup).
 */
export async function measureResolveLookups(browser: ExtensionBrowser, admin: SimAdmin): Promise<SiteLookups[]> {
  const count = async (path: string) => (await admin.requests(path)).length;
  const lookups = async () => (await count('/redirect')) + (await count('/search/'));
  const results: SiteLookups[] = [];
  for (const { site, rows } of episodePairs()) {
    const spent: number[] = [];
    for (const row of rows) {
      const before = await lookups();
      const [starts, stops] = [await count('/scrobble/start'), await count('/scrobble/stop')];
      const page = await browser.context.newPage();
      await page.goto(row.url);
      for (const step of PRESS_PLAY) await perform(openPage(page), step);
      await waitFor(`${site}: a /scrobble/start for ${row.url}`, async () => (await count('/scrobble/start')) > starts, 20_000);
      await page.close();
      await waitFor(`${site}: the stop after closing ${row.url}`, async () => (await count('/scrobble/stop')) > stops, 20_000);
      spent.push((await lookups()) - before);
    }
    results.push({ site, show: rows[0].expected!.title!, first: spent[0]!, second: spent[1]! });
  }
  return results;
}
