import type { SiteId } from '../../lib/messages/sites';
import { APPLE_TABLE } from './appletv/catalog';
import { appleFixtureHandler } from './appletv/serve';
import { CRUNCHYROLL_CATALOG } from './crunchyroll/catalog';
import { crunchyrollFixtureHandler } from './crunchyroll/serve';
import { disneyFixtureHandler } from './disneyplus/serve';
import { HULU_TABLE } from './hulu/catalog';
import { huluFixtureHandler } from './hulu/serve';
import type { FixtureRequest, FixtureResponse } from './fixture-http';
import { HIDIVE_TABLE } from './hidive/catalog';
import { hidiveFixtureHandler } from './hidive/serve';
import { maxFixtureHandler } from './max/serve';
import { netflixFixtureHandler } from './netflix/serve';
import { plutoFixtureHandler } from './plutotv/serve';
import { primeFixtureHandler } from './primevideo/serve';
import { VIKI_TABLE } from './viki/catalog';
import { vikiFixtureHandler } from './viki/serve';
import { tubiFixtureHandler } from './tubi/serve';
import { youtubeFixtureHandler } from './youtube/serve';
import { DISNEY_TABLE } from './disneyplus/catalog';
import type { ExpectedItem } from './expected-item';
import { MAX_TABLE } from './max/catalog';
import { NETFLIX_CATALOG } from './netflix/catalog';
import { PEACOCK_TABLE } from './peacock/catalog';
import { peacockFixtureHandler } from './peacock/serve';
import { PARAMOUNT_TABLE } from './paramountplus/catalog';
import { paramountFixtureHandler } from './paramountplus/serve';
import { PLUTO_TABLE } from './plutotv/catalog';
import { PRIME_TABLE } from './primevideo/catalog';
import { TUBI_TABLE } from './tubi/catalog';
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
  hulu: HULU_TABLE,
  peacock: PEACOCK_TABLE,
  appletv: APPLE_TABLE,
  paramountplus: PARAMOUNT_TABLE,
  hidive: HIDIVE_TABLE,
  viki: VIKI_TABLE,
  tubi: TUBI_TABLE,
  plutotv: PLUTO_TABLE,
};

/** Every site's fixture server (test/sites/<site>/serve.ts), by site: pages by URL, as in e2e. */
export const SITE_FIXTURES: Record<SiteId, (request: FixtureRequest) => FixtureResponse> = {
  netflix: (request) => netflixFixtureHandler(request),
  youtube: (request) => youtubeFixtureHandler(request),
  crunchyroll: (request) => crunchyrollFixtureHandler(request),
  disneyplus: (request) => disneyFixtureHandler(request),
  primevideo: (request) => primeFixtureHandler(request),
  max: (request) => maxFixtureHandler(request),
  hulu: (request) => huluFixtureHandler(request),
  peacock: (request) => peacockFixtureHandler(request),
  appletv: (request) => appleFixtureHandler(request),
  paramountplus: (request) => paramountFixtureHandler(request),
  hidive: (request) => hidiveFixtureHandler(request),
  viki: (request) => vikiFixtureHandler(request),
  tubi: (request) => tubiFixtureHandler(request),
  plutotv: (request) => plutoFixtureHandler(request),
};
