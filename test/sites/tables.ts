import type { SiteId } from '../../lib/messages/sites';
import type { SiteMeta } from '../../content-scripts/sites/site-meta';
import { SITE_METAS } from '../../.wxt/sites/registry';
import { APPLE_TABLE } from './appletv/catalog';
import { appleFixtureHandler } from './appletv/serve';
import { CRUNCHYROLL_CATALOG } from './crunchyroll/catalog';
import { crunchyrollFixtureHandler } from './crunchyroll/serve';
import { disneyFixtureHandler } from './disneyplus/serve';
import { HULU_TABLE } from './hulu/catalog';
import { huluFixtureHandler } from './hulu/serve';
import type { FixtureMedia, FixtureRequest, FixtureResponse } from './fixture-http';
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
import type { RowCookie, UserStep } from './row-steps';
import { EMBY_SERVER_TABLE, EMBY_TABLE, EPISODE_PAIRS as MEDIA_BROWSER_PAIRS, JELLYFIN_TABLE } from './emby/catalog';
import { mediaBrowserFixtureHandler } from './emby/serve';
import { PLEX_EPISODE_PAIRS, PLEX_SERVER_TABLE, PLEX_TABLE } from './plex/catalog';
import { plexFixtureHandler } from './plex/serve';
import type { MediaServerKind } from '../../lib/messages/media-servers';
import { WEB_APP_PATHS } from './media-servers/origins';

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
  plex: PLEX_TABLE,
  emby: EMBY_TABLE,
};

/**
 * The self-hosted media servers' tables: each on a loopback origin of its own port
 * (test/sites/media-servers/origins.ts), run once the user added the server (the runner adds it).
 */
export const SERVER_TABLES: Record<MediaServerKind, readonly SiteTableRow[]> = {
  plex: PLEX_SERVER_TABLE,
  jellyfin: JELLYFIN_TABLE,
  emby: EMBY_SERVER_TABLE,
};

type EpisodePair = readonly [SiteTableRow, SiteTableRow];

/**
 * Two episodes of one show where a site's table has none, and on each self-hosted server: what the
 * resolve bench plays beside the tables' own pairs (not table rows: each row costs CI seconds).
 */
export const EPISODE_PAIRS_BEYOND_TABLES: { sites: Partial<Record<SiteId, EpisodePair>>; servers: Record<MediaServerKind, EpisodePair> } = {
  sites: { plex: PLEX_EPISODE_PAIRS.hosted, emby: MEDIA_BROWSER_PAIRS.hostedEmby },
  servers: { plex: PLEX_EPISODE_PAIRS.server, jellyfin: MEDIA_BROWSER_PAIRS.jellyfin, emby: MEDIA_BROWSER_PAIRS.emby },
};

/** Each self-hosted server's fixture (its web app, API and media), by kind. */
export const SERVER_FIXTURES: Record<MediaServerKind, (request: FixtureRequest, media?: FixtureMedia) => FixtureResponse> = {
  plex: (request, media) => plexFixtureHandler(request, media),
  jellyfin: (request, media) => mediaBrowserFixtureHandler(request, { app: 'jellyfin', webPage: WEB_APP_PATHS.jellyfin }, media),
  emby: (request, media) => mediaBrowserFixtureHandler(request, { app: 'emby', webPage: WEB_APP_PATHS.emby }, media),
};

/**
 * Every site's fixture server (test/sites/<site>/serve.ts), by site: pages by URL, as in e2e.
 * `media` is the clip its players play (without it media answers 404: enough where nothing plays).
 */
export const SITE_FIXTURES: Record<SiteId, (request: FixtureRequest, media?: FixtureMedia) => FixtureResponse> = {
  netflix: (request, media) => netflixFixtureHandler(request, media),
  youtube: (request, media) => youtubeFixtureHandler(request, media),
  crunchyroll: (request, media) => crunchyrollFixtureHandler(request, media),
  disneyplus: (request, media) => disneyFixtureHandler(request, media),
  primevideo: (request, media) => primeFixtureHandler(request, media),
  max: (request, media) => maxFixtureHandler(request, media),
  hulu: (request, media) => huluFixtureHandler(request, media),
  peacock: (request, media) => peacockFixtureHandler(request, media),
  appletv: (request, media) => appleFixtureHandler(request, media),
  paramountplus: (request, media) => paramountFixtureHandler(request, media),
  hidive: (request, media) => hidiveFixtureHandler(request, media),
  viki: (request, media) => vikiFixtureHandler(request, media),
  tubi: (request, media) => tubiFixtureHandler(request, media),
  plutotv: (request, media) => plutoFixtureHandler(request, media),
  plex: (request, media) => plexFixtureHandler(request, media),
  emby: (request, media) => mediaBrowserFixtureHandler(request, { app: 'emby', webPage: '/web/index.html' }, media),
};

/**
 * Hosts a site's fixture answers besides its pages and player frames (SITE_HOSTS,
 * PLAYER_FRAME_HOSTS): the site's own APIs on hosts of their own, which its pages or our content
 * script call (each meta.ts's apiHosts). The e2e runner serves the site's handler on all of them.
 */
export const SITE_API_HOSTS: Partial<Record<SiteId, readonly string[]>> = Object.fromEntries(
  (SITE_METAS as readonly SiteMeta[]).flatMap((meta) => (meta.apiHosts ? [[meta.id, meta.apiHosts]] : [])),
);
