import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_HOSTS, type SiteId } from '../../lib/messages/sites';
import { SITE_FIXTURES, SITE_TABLE_FILES, SITE_TABLES } from '../../test/sites/tables';
import { STANDARD_SOURCES } from '../metadata/standard-sources';
import { readGuessOutcome, type PageContext, type SiteDefinition } from '../player/site';
import { SITE_ADAPTERS } from './registry';

/**
 * "The site redesigned": its own markup, page data and APIs are gone; what is left is what any
 * page carries in standard markup (JSON-LD, meta tags, the title) and the video. Every adapter
 * must then still name the item from the standard sources where the page states it, or report
 * nothing (the "not recognised" state), never a wrong item and never a refusal.
 */
function redesigned(html: string): Document {
  const { document } = parseHTML(html);
  const kept = [...document.querySelectorAll('script[type="application/ld+json"], meta, title')].map((element) => element.outerHTML).join('');
  return parseHTML(`<!doctype html><html><head>${kept}</head><body><main><video></video></main></body></html>`).document as unknown as Document;
}

/** What each site's pages still state after a redesign (its table.ts, from SITES.md, "Generic detection"). */
const standardMarkupNamesTheItem = (site: SiteId): boolean => SITE_TABLE_FILES[site]?.standardMarkupNamesTheItem ?? false;

// A row that autoplays on to its item opens on the item it autoplays from: that is what its page states.
const rows = (Object.keys(SITE_HOSTS) as SiteId[]).flatMap((site) =>
  (SITE_TABLES[site] ?? []).map((row) => [site, row.url, row.expected && (row.autoplaysFrom ?? row.expected)] as const),
);

beforeEach(() => {
  // The site's own APIs answer nothing any more.
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('Failed to fetch');
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('every site after a redesign: standard sources, or not recognised', () => {
  it.each(rows)('%s %s', async (site, url, expected) => {
    const response = SITE_FIXTURES[site]({ url, headers: {} });
    expect(response.status).toBe(200);
    const page: PageContext = { url: new URL(url), document: redesigned(String(response.body)), siteItemId: 'redesigned' };
    for (const adapter of SITE_ADAPTERS[site]) {
      const standardOnly: SiteDefinition = { ...adapter, guess: [...STANDARD_SOURCES] };
      for (const definition of [adapter, standardOnly]) {
        const outcome = await readGuessOutcome(definition, page);
        if (standardMarkupNamesTheItem(site) && expected) {
          expect(outcome.guess).toMatchObject({
            kind: expected.kind,
            ...(expected.season !== undefined ? { season: expected.season, episode: expected.episode } : {}),
          });
          // The standard markup may keep the site's version tag ("(German Dub)"); the resolver drops it.
          expect(outcome.guess?.title).toMatch(new RegExp(`^${expected.title!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: \\([^)]*\\))?$`));
        } else {
          expect(outcome).toEqual({ guess: null, refused: false });
        }
      }
    }
  });
});
