import type { SiteId } from '../../lib/messages/sites';
import type { SiteMeta } from '../../lib/messages/site-meta';
import { SITE_METAS } from '../../.wxt/sites/registry';
import { SITE_TABLE_MODULES } from '../../.wxt/sites/tables';
import { MEDIA_SERVER_KINDS, type MediaServerKind } from '../../lib/messages/media-servers';
import type { EpisodePair, SelfHostedTable, SiteTable, SiteTableRow } from './site-table';

export type { SiteTableRow } from './site-table';

/** Every site's folder's table.ts (generated list, modules/sites/). */
export const SITE_TABLE_FILES = SITE_TABLE_MODULES as Partial<Record<SiteId, SiteTable>>;
const TABLES = SITE_TABLE_FILES;

/** Every site's fixture table (its folder's table.ts), by site: the registry test's list. */
export const SITE_TABLES = Object.fromEntries(Object.entries(TABLES).map(([site, table]) => [site, table.rows])) as Record<SiteId, readonly SiteTableRow[]>;

const SELF_HOSTED = Object.values(TABLES).flatMap((table) => Object.entries(table.selfHosted ?? {}) as [MediaServerKind, SelfHostedTable][]);

/** Each self-hosted server kind's table, from the folder whose script reads it: every kind must have one. */
function byServerKind<T>(pick: (table: SelfHostedTable) => T): Record<MediaServerKind, T> {
  const found = new Map(SELF_HOSTED.map(([kind, table]) => [kind, pick(table)]));
  const missing = MEDIA_SERVER_KINDS.filter((kind) => !found.has(kind));
  if (missing.length > 0) throw new Error(`no site folder's table.ts has a selfHosted table for ${missing.join(', ')}`);
  return Object.fromEntries(found) as Record<MediaServerKind, T>;
}

/**
 * The self-hosted media servers' tables: each on a loopback origin of its own port
 * (test/sites/media-servers/origins.ts), run once the user added the server (the runner adds it).
 */
export const SERVER_TABLES = byServerKind((table) => table.rows);

/** Each self-hosted server's fixture (its web app, API and media), by kind. */
export const SERVER_FIXTURES = byServerKind((table) => table.serve);

/** Two episodes of one show where a site's table has none (its `episodePair`), and on each self-hosted server. */
export const EPISODE_PAIRS_BEYOND_TABLES: { sites: Partial<Record<SiteId, EpisodePair>>; servers: Record<MediaServerKind, EpisodePair> } = {
  sites: Object.fromEntries(Object.entries(TABLES).flatMap(([site, table]) => (table.episodePair ? [[site, table.episodePair]] : []))),
  servers: byServerKind((table) => table.episodePair),
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
