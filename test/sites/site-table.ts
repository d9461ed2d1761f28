import type { ExpectedItem } from './expected-item';
import type { FixtureMedia, FixtureRequest, FixtureResponse } from './fixture-http';
import type { RowCookie, UserStep } from './row-steps';

/** One row of a site's fixture table: a page of the fixture and what must be detected there. */
export interface SiteTableRow {
  url: string;
  /** null: nothing may be reported on this page (a trailer, an extra, a plain upload). */
  expected: Partial<ExpectedItem> | null;
  /** Cookies the fixture must see for this row (its test knobs), set before the URL opens. */
  cookies?: readonly RowCookie[];
  /**
   * What the user does on the open page where pressing play on its player is not enough (a play
   * button, an ad break, a next-up card); the e2e runner presses play where this is absent.
   */
  steps?: readonly UserStep[];
  /**
   * The service holds no such title (the simulator's catalog lacks it): the extension can only park
   * the update for the user to pick, so the e2e runner checks what was parked instead of a start.
   */
  unknownToService?: true;
}

/**
 * A site's fixture table and its server (content-scripts/sites/<site>/table.ts; the pages stay in
 * test/sites/<site>/ for now): discovered from the folders, so a new folder brings its own.
 */
export interface SiteTable {
  /** Pages of the fixture and what must be detected there (at least one row). */
  rows: readonly SiteTableRow[];
  /** The fixture: pages by URL, as in e2e; `media` is the clip its players play (without it media answers 404). */
  serve: (request: FixtureRequest, media?: FixtureMedia) => FixtureResponse;
  /**
   * Whether the pages still name the item in standard markup (JSON-LD, Open Graph) once the site's
   * own markup and APIs are gone (redesign.test.ts): what SITES.md says each site's pages state.
   */
  standardMarkupNamesTheItem: boolean;
}

export const defineSiteTable = (table: SiteTable): SiteTable => table;
