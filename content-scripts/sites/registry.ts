import { SITE_FOLDERS } from '../../.wxt/sites/folders';
import type { SiteId } from '../../lib/messages/sites';
import type { SiteDefinition } from '../player/site';
import type { SiteDocs } from '../../lib/messages/site-meta';

/** What the registry reads of a folder's site.ts: its adapter, or `adapters()` where it has several. */
interface SiteModule {
  default?: SiteDefinition;
  adapters?: () => readonly SiteDefinition[];
}

const FOLDERS = SITE_FOLDERS as Record<SiteId, { meta: { examples: readonly string[]; docs: SiteDocs }; site: SiteModule }>;
const SITES = Object.keys(FOLDERS) as SiteId[];
const bySite = <Value>(pick: (site: SiteId) => Value) => Object.fromEntries(SITES.map((site) => [site, pick(site)])) as Record<SiteId, Value>;

/**
 * Every site adapter, by site, from the site folders (generated into .wxt/sites/folders.ts).
 * Content scripts never import this (each bundles only its own site); the registry test
 * (registry.test.ts) holds every folder to the rules, so a site cannot be half added.
 */
export const SITE_ADAPTERS: Record<SiteId, readonly SiteDefinition[]> = bySite((site) => {
  const module = FOLDERS[site].site;
  return module.adapters?.() ?? (module.default ? [module.default] : []);
});

/** Real URLs each site's adapters were written against (its meta.ts): watch pages of every adapter of the site. */
export const SITE_EXAMPLES: Record<SiteId, readonly string[]> = bySite((site) => FOLDERS[site].meta.examples);

/** What the docs say of each site (its meta.ts): the README's and content-scripts/sites/README.md's tables. */
export const SITE_DOCS: Record<SiteId, SiteDocs> = bySite((site) => FOLDERS[site].meta.docs);
