import type { Page } from 'playwright-core';
import type { MediaServerKind } from '../../lib/messages/media-servers';
import type { SiteId } from '../../lib/messages/sites';
import type { Catalog } from '../service/catalog/store';
import type { RequestEntry } from '../service/violations';
import type { ExtensionBrowser } from '../e2e/support/chromium';
import { names, sameItem, serviceTarget } from '../e2e/support/expected-start';
import { perform, type OpenPage } from '../e2e/support/row-hands';
import { waitFor, type SimAdmin } from '../e2e/support/sim-admin';
import { FIXTURE_SITES } from '../e2e/support/site-fixtures';
import { PRESS_PLAY } from '../sites/row-steps';
import { EPISODE_PAIRS_BEYOND_TABLES, SITE_TABLES, type SiteTableRow } from '../sites/tables';

export interface SiteLookups {
  /** A site, or "<kind> server" for a self-hosted media server the user added. */
  site: string;
  show: string;
  /** Resolve requests (redirect helper + search) the first episode of the show cost, and the second. */
  first: number;
  second: number;
  /** What the first episode's lookups were: redirect-helper requests (free) and searches (rate-limited). */
  firstBy: { redirect: number; search: number };
}

interface EpisodePair {
  site: string;
  rows: readonly [SiteTableRow, SiteTableRow];
}

/** Two episode rows of one show in a site's table, if it has them. */
function pairInTable(site: SiteId): readonly [SiteTableRow, SiteTableRow] | undefined {
  const byShow = new Map<string, SiteTableRow[]>();
  for (const row of SITE_TABLES[site]) {
    if (row.expected?.kind !== 'episode' || !row.expected.title || row.unknownToService) continue;
    byShow.set(row.expected.title, [...(byShow.get(row.expected.title) ?? []), row]);
  }
  const rows = [...byShow.values()].find((list) => list.length >= 2);
  return rows ? [rows[0]!, rows[1]!] : undefined;
}

/**
 * Two episodes of one show for every site that has shows, played as the table runner plays rows (their steps: a
 * play button, a pre-roll sat through, a next-up card; their cookies): from its table, else the
 * pair its catalog keeps out of the table; then each self-hosted server's pair.
 */
export function episodePairs(): EpisodePair[] {
  const pairs: EpisodePair[] = [];
  const missing: SiteId[] = [];
  for (const site of FIXTURE_SITES) {
    const rows = pairInTable(site) ?? EPISODE_PAIRS_BEYOND_TABLES.sites[site];
    if (rows) pairs.push({ site, rows });
    // A site of films only (MUBI) has no show to cache.
    else if (SITE_TABLES[site].some((row) => row.expected?.kind === 'episode')) missing.push(site);
  }
  if (missing.length > 0) throw new Error(`${missing.join(', ')}: no two episodes of one show in the table's rows or its episodePair (table.ts)`);
  for (const kind of Object.keys(EPISODE_PAIRS_BEYOND_TABLES.servers) as MediaServerKind[])
    pairs.push({ site: `${kind} server`, rows: EPISODE_PAIRS_BEYOND_TABLES.servers[kind] });
  return pairs;
}

const openPage = (page: Page): OpenPage => ({
  documents: () => page.frames().map((frame) => ({ evaluate: (expression: string) => frame.evaluate(expression) })),
});
const isStart = (entry: RequestEntry) => entry.path === '/scrobble/start';
const isStop = (entry: RequestEntry) => entry.path === '/scrobble/stop';

/**
 * Resolve lookups per viewing: the first episode resolves the show, the second must come from the
 * per-show cache (spec 8: the redirect helper is free, search is rate-limited; a month of episodes
 * should cost one lookup). A viewing ends when the simulator saw a start for the row's own episode
 * and, after the page closed, a stop for every start it made.
 */
export async function measureResolveLookups(browser: ExtensionBrowser, admin: SimAdmin, catalog: Catalog): Promise<SiteLookups[]> {
  const count = async (path: string) => (await admin.requests(path)).length;
  const lookups = async () => ({ redirect: await count('/redirect'), search: await count('/search/') });
  const results: SiteLookups[] = [];
  for (const { site, rows } of episodePairs()) {
    const spent: Array<{ redirect: number; search: number }> = [];
    for (const row of rows) {
      const target = serviceTarget(catalog, row.expected!);
      const before = await lookups();
      const callsBefore = await count('/scrobble/');
      const calls = async () => (await admin.requests('/scrobble/')).slice(callsBefore);
      if (row.cookies) await browser.context.addCookies(row.cookies.map((cookie) => ({ ...cookie, path: '/', secure: true })));
      const page = await browser.context.newPage();
      await page.goto(row.url);
      for (const step of row.steps ?? PRESS_PLAY) await perform(openPage(page), step);
      await waitFor(
        `${site}: a /scrobble/start for ${target.label} (${row.url})`,
        async () => (await calls()).some((entry) => isStart(entry) && names(entry, target)),
        20_000,
      );
      await page.close();
      await waitFor(
        `${site}: a stop for every start after closing ${row.url}`,
        async () => {
          const made = await calls();
          return made.filter(isStart).every((start) => made.some((call) => isStop(call) && sameItem(call, start)));
        },
        20_000,
      );
      for (const { name, domain } of row.cookies ?? []) await browser.context.clearCookies({ name, domain });
      const after = await lookups();
      spent.push({ redirect: after.redirect - before.redirect, search: after.search - before.search });
    }
    const [first, second] = spent.map((by) => by.redirect + by.search);
    results.push({ site, show: rows[0].expected!.title!, first: first!, second: second!, firstBy: spent[0]! });
  }
  return results;
}
