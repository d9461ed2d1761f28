import type { SiteMeta } from './site-meta';
import { SITE_METAS } from '../../.wxt/sites/registry';
import type { SiteId } from './sites';

/** How each supported site is named to the user (brand names: not translated), from its meta.ts. */
export const SITE_NAMES = /* @__PURE__ */ Object.fromEntries((SITE_METAS as readonly SiteMeta[]).map((meta) => [meta.id, meta.name])) as Record<SiteId, string>;

/** Media servers of a kind no hosted site has (their names, for reports from self-hosted servers). */
const SERVER_ONLY_NAMES: Record<string, string> = { jellyfin: 'Jellyfin' };

export function siteName(site: string): string {
  return (SITE_NAMES as Record<string, string | undefined>)[site] ?? SERVER_ONLY_NAMES[site] ?? site;
}
