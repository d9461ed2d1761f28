import type { MediaServerKind } from '../../lib/messages/media-servers';
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
  /**
   * Next-episode autoplay: the page starts on this item and moves on to `expected` by itself (or
   * by the row's steps). The runner waits for both starts and allows no other (a page that plays
   * the next item in place, without a new address, still splits the sessions).
   */
  autoplaysFrom?: Partial<ExpectedItem>;
}

/** One viewing as the service's history holds it once imported (the catalog's title). */
export interface HistoryRow {
  title: string;
  /** Episodes only. */
  season?: number;
  number?: number;
  /** ISO time with milliseconds, as the simulator stores it: '2026-05-20T21:10:00.000Z'. */
  watched_at: string;
}

/**
 * A read of the user's viewing history in the site's own tab, run by test/e2e/site-tables*.test.ts (`-t "<site> history"`)
 * for every site whose table has `history`: the tab opens `url`, the library page reads it, and
 * either the preview offers exactly `imports` (all new; importing writes exactly them, and a second
 * read of the same page finds nothing new) or the read stops with `fails` and writes nothing.
 */
export interface HistoryCase {
  /** What the case shows, as the test's name: 'two pages, the second failing once'. */
  name: string;
  /** The site's page the user has open (its history page, or any page of the site). */
  url: string;
  /** Knobs the fixture reads (a profile, a changed schema), set before the tab opens. */
  cookies?: readonly RowCookie[];
  /** Where the site has profiles: what the preview names as the profile read. */
  profile?: string;
  /** What is imported, exactly (in any order); empty where nothing the service holds was read. */
  imports?: readonly HistoryRow[];
  /** Instead: the read stops, and import-site-error's text contains this. */
  fails?: string;
}

/** Two episodes of one show, in order: the resolve bench's second must come from the per-show cache. */
export type EpisodePair = readonly [SiteTableRow, SiteTableRow];

/** A self-hosted media server of the kind the folder's script also reads, on a loopback origin of its own port. */
export interface SelfHostedTable {
  /** Run once the user added the server (the runner adds it). */
  rows: readonly SiteTableRow[];
  /** The server: its web app, API and media. */
  serve: SiteTable['serve'];
  /** What the resolve bench plays on this server. */
  episodePair: EpisodePair;
}

/**
 * A site's fixture table and its server (content-scripts/sites/<site>/table.ts; the pages are in
 * the folder's fixture/): discovered from the folders, so a new folder brings its own.
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
  /**
   * Where the site keeps the user's viewing history (its meta names a history page): the reads the
   * e2e runs in Chromium (all) and Firefox (the first), each in a fresh tab.
   */
  history?: readonly HistoryCase[];
  /**
   * Two episodes of one show where `rows` has none: what the resolve bench plays (not rows: each
   * row costs CI seconds). The bench stops on a site with neither.
   */
  episodePair?: EpisodePair;
  /** The self-hosted servers this folder's script reads (Plex; Jellyfin and Emby), by kind. */
  selfHosted?: Partial<Record<MediaServerKind, SelfHostedTable>>;
}

export const defineSiteTable = (table: SiteTable): SiteTable => table;
