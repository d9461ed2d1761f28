import type { SiteId } from '../../lib/messages/sites';
import { CRUNCHYROLL_CATALOG } from './crunchyroll/catalog';
import { DISNEY_TABLE } from './disneyplus/catalog';
import type { ExpectedItem } from './expected-item';
import { MAX_TABLE } from './max/catalog';
import { NETFLIX_CATALOG } from './netflix/catalog';
import { PRIME_TABLE } from './primevideo/catalog';
import { YOUTUBE_TABLE } from './youtube/catalog';

/** One row of a site's fixture table: a page of the fixture and what must be detected there. */
export interface SiteTableRow {
  url: string;
  /** null: nothing may be reported on this page (a trailer, an extra, a plain upload). */
  expected: Partial<ExpectedItem> | null;
}

/** Every site's fixture table (test/sites/<site>/catalog.ts), by site: the registry test's list. */
export const SITE_TABLES: Record<SiteId, readonly SiteTableRow[]> = {
  netflix: NETFLIX_CATALOG,
  youtube: YOUTUBE_TABLE,
  crunchyroll: CRUNCHYROLL_CATALOG,
  disneyplus: DISNEY_TABLE,
  primevideo: PRIME_TABLE,
  max: MAX_TABLE,
};
