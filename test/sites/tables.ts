import type { SiteId } from '../../lib/messages/sites';
import type { SiteMeta } from '../../lib/messages/site-meta';
import { SITE_METAS } from '../../.wxt/sites/registry';
import { SITE_TABLE_MODULES } from '../../.wxt/sites/tables';
import type { FixtureMedia, FixtureRequest, FixtureResponse } from './fixture-http';
import { EMBY_SERVER_TABLE, EPISODE_PAIRS as MEDIA_BROWSER_PAIRS, JELLYFIN_TABLE } from '../../content-scripts/sites/emby/fixture/catalog';
import { mediaBrowserFixtureHandler } from '../../content-scripts/sites/emby/fixture/serve';
import { PLEX_EPISODE_PAIRS, PLEX_SERVER_TABLE } from '../../content-scripts/sites/plex/fixture/catalog';
import { plexFixtureHandler } from '../../content-scripts/sites/plex/fixture/serve';
import type { MediaServerKind } from '../../lib/messages/media-servers';
import { WEB_APP_PATHS } from './media-servers/origins';

import type { SiteTable, SiteTableRow } from './site-table';

export type { SiteTableRow } from './site-table';

/** Every site's folder's table.ts (generated list, modules/sites/). */
export const SITE_TABLE_FILES = SITE_TABLE_MODULES as Partial<Record<SiteId, SiteTable>>;
const TABLES = SITE_TABLE_FILES;

/** Every site's fixture table (its folder's table.ts), by site: the registry test's list. */
export const SITE_TABLES = Object.fromEntries(Object.entries(TABLES).map(([site, table]) => [site, table.rows])) as Record<SiteId, readonly SiteTableRow[]>;

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
 * Every site's fixture server (its folder's table.ts), by site: pages by URL, as in e2e.
 * `media` is the clip its players play (without it media answers 404: enough where nothing plays).
 */
export const SITE_FIXTURES = Object.fromEntries(Object.entries(TABLES).map(([site, table]) => [site, table.serve])) as Record<SiteId, SiteTable['serve']>;

/**
 * Hosts a site's fixture answers besides its pages and player frames (SITE_HOSTS,
 * PLAYER_FRAME_HOSTS): the site's own APIs on hosts of their own, which its pages or our content
 * script call (each meta.ts's apiHosts). The e2e runner serves the site's handler on all of them.
 */
export const SITE_API_HOSTS: Partial<Record<SiteId, readonly string[]>> = Object.fromEntries(
  (SITE_METAS as readonly SiteMeta[]).flatMap((meta) => (meta.apiHosts ? [[meta.id, meta.apiHosts]] : [])),
);
