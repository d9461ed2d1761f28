import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_NAMES } from '../../lib/messages/site-names';
import { matchPatternsFor, PLAYER_FRAME_HOSTS, SITE_HOSTS, type SiteId } from '../../lib/messages/sites';
import { SITE_TABLES } from '../../test/sites/tables';
import { STANDARD_SOURCES } from '../metadata/standard-sources';
import { siteItemIdOf, type SiteDefinition } from '../player/site';
import { SITE_ID } from '../../modules/sites/load';
import { matchesPattern } from './match-pattern';
import { SITE_ADAPTERS, SITE_EXAMPLES } from './registry';

const root = join(import.meta.dirname, '../..');
const SITES = Object.keys(SITE_HOSTS) as SiteId[];

const matchedByContentScript = (site: SiteId, href: string) => matchPatternsFor(site).some((pattern) => matchesPattern(pattern, href));

/**
 * Prime Video's URL never names the episode: the item is the detail id plus the player that is
 * open in the page, so an address alone names nothing there. The media servers' web apps open
 * their player over any route (Plex) or on one that names no item (Jellyfin, Emby): the player
 * names it. Every other site names it in the URL.
 */
const NAMED_BY_OPEN_PLAYER: readonly SiteId[] = ['primevideo', 'plex', 'emby'];

function itemIdOfAddress(site: SiteDefinition, href: string): string | null {
  const url = new URL(href);
  if (NAMED_BY_OPEN_PLAYER.includes(site.id as SiteId)) {
    const match = site.watchPath.exec(url.pathname);
    return match ? (match.groups?.siteItemId ?? url.pathname) : null;
  }
  return siteItemIdOf(site, url);
}

describe('site registry: every site is complete', () => {
  it.each(SITES)('%s has an adapter, a display name, an entrypoint and a fixture table', (site) => {
    const adapters = SITE_ADAPTERS[site] ?? [];
    expect(adapters.length).toBeGreaterThan(0);
    for (const adapter of adapters) expect(adapter.id).toBe(site);
    expect(SITE_NAMES[site]?.trim()).toBeTruthy();

    // Generated from the meta (modules/sites/): the site's patterns, and its adapter or its own start.
    const entrypoint = join(root, '.wxt/entrypoints', `${site}.content.ts`);
    expect(existsSync(entrypoint), `.wxt/entrypoints/${site}.content.ts`).toBe(true);
    const source = readFileSync(entrypoint, 'utf8');
    expect(source).toContain(`matches: ${JSON.stringify(matchPatternsFor(site))}`);
    expect(source).toMatch(new RegExp(`content-scripts/sites/${site}/(site|start)'`));

    expect(existsSync(join(root, 'content-scripts/sites', site, 'site.ts')), `content-scripts/sites/${site}/site.ts`).toBe(true);
    expect(SITE_TABLES[site]?.length ?? 0).toBeGreaterThan(0);
  });

  it('has a folder in content-scripts/sites/ for every site and no site folder without a SiteId', () => {
    const folders = readdirSync(join(root, 'content-scripts/sites'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && SITE_ID.test(entry.name))
      .map((entry) => entry.name);
    // The generic detector covers the sites without an adapter; it has no SiteId of its own.
    expect(folders.filter((name) => name !== 'generic').sort()).toEqual([...SITES].sort());
  });

  it('never lets two sites claim the same host', () => {
    const claims = [...Object.entries(SITE_HOSTS), ...Object.entries(PLAYER_FRAME_HOSTS)].flatMap(([site, hosts]) => hosts.map((host) => ({ site, host })));
    const owners = new Map<string, string[]>();
    for (const { site, host } of claims) owners.set(host, [...(owners.get(host) ?? []), site]);
    expect([...owners].filter(([, sites]) => sites.length > 1)).toEqual([]);
  });
});

describe('site registry: examples and fixture tables fit the adapter', () => {
  const examples = SITES.flatMap((site) => SITE_ADAPTERS[site].flatMap((adapter) => SITE_EXAMPLES[site].map((href) => [site, href, adapter] as const)));

  it.each(examples.map(([site, href, adapter]) => [site, href, adapter]))('%s example %s is a watch page its content script runs on', (site, href, adapter) => {
    expect(matchedByContentScript(site as SiteId, href)).toBe(true);
    expect(itemIdOfAddress(adapter as SiteDefinition, href)).toBeTruthy();
  });

  it.each(SITES)('%s: every adapter degrades to the standard sources (its guess chain ends in them) and names each source', (site) => {
    for (const adapter of SITE_ADAPTERS[site]) {
      expect(adapter.guess.slice(-STANDARD_SOURCES.length)).toEqual(STANDARD_SOURCES);
      expect(adapter.guess.every((source) => !!source.sourceName)).toBe(true);
    }
  });

  it.each(SITES)('%s has at least one example', (site) => {
    expect(SITE_EXAMPLES[site].length).toBeGreaterThan(0);
  });

  it.each(SITES.flatMap((site) => (SITE_TABLES[site] ?? []).map((row) => [site, row.url, row.expected] as const)))(
    '%s fixture row %s is served where the content script runs',
    (site, href, expected) => {
      expect(matchedByContentScript(site, href)).toBe(true);
      // A row that expects an item must be a watch page; a row that expects nothing may be anywhere.
      if (expected) expect(SITE_ADAPTERS[site].some((adapter) => itemIdOfAddress(adapter, href))).toBe(true);
    },
  );
});

describe('matchesPattern', () => {
  it('reads schemes, hosts and paths as the browser does', () => {
    expect(matchesPattern('*://www.netflix.com/*', 'https://www.netflix.com/watch/1')).toBe(true);
    expect(matchesPattern('*://www.netflix.com/*', 'https://netflix.com/watch/1')).toBe(false);
    expect(matchesPattern('*://www.amazon.de/gp/video/*', 'https://www.amazon.de/gp/video/detail/B0')).toBe(true);
    expect(matchesPattern('*://www.amazon.de/gp/video/*', 'https://www.amazon.de/dp/B0')).toBe(false);
    expect(matchesPattern('*://www.amazon.de/-/*/gp/video/*', 'https://www.amazon.de/-/de/gp/video/detail/B0')).toBe(true);
    expect(matchesPattern('https://www.x.com/*', 'http://www.x.com/')).toBe(false);
  });
});
