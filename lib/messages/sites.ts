import { matchPatternsOf, type SiteMeta } from './site-meta';
import { SITE_METAS } from '../../.wxt/sites/registry';

/** A site with an adapter: a folder of content-scripts/sites/ (listed in .wxt/sites/ by modules/sites/). */
export type SiteId = (typeof SITE_METAS)[number]['id'];

/**
 * The metas in the order the sites were added: the order of the options page and the manifest.
 * Pure (the annotations): content scripts that import this module for a function leave the lists out.
 */
const METAS: readonly SiteMeta[] = /* @__PURE__ */ [...SITE_METAS].sort((a, b) => a.order - b.order);

const bySite = <Value>(pick: (meta: SiteMeta) => Value | undefined) =>
  Object.fromEntries(METAS.flatMap((meta) => (pick(meta) === undefined ? [] : [[meta.id, pick(meta)]])));

/**
 * The hosts each site's pages live on. The background trusts a PlaybackReport for site X only when
 * it comes from a tab on one of X's hosts.
 */
export const SITE_HOSTS = /* @__PURE__ */ bySite((meta) => meta.hosts) as Record<SiteId, readonly string[]>;

/** Player hosts that live in a cross-origin frame of a site and relay to its top frame. */
export const PLAYER_FRAME_HOSTS = /* @__PURE__ */ bySite((meta) => meta.playerFrameHosts) as Partial<Record<SiteId, readonly string[]>>;

const PLAYER_FRAME_PATHS = /* @__PURE__ */ bySite((meta) => meta.playerFramePath) as Partial<Record<SiteId, RegExp>>;

/**
 * Whether a frame may relay `site`'s player: a sub-frame at https on one of the site's player
 * frame hosts, in a tab whose top frame is an https watch page on the site's own hosts.
 */
export function isPlayerFrameOf(site: string, frameUrl: string | undefined, topUrl: string | undefined): boolean {
  const hosts = Object.hasOwn(PLAYER_FRAME_HOSTS, site) ? PLAYER_FRAME_HOSTS[site as SiteId] : undefined;
  const watchPath = PLAYER_FRAME_PATHS[site as SiteId];
  if (!hosts || !watchPath || !frameUrl || !topUrl || !isSiteHost(site, topUrl)) return false;
  try {
    const frame = new URL(frameUrl);
    return frame.protocol === 'https:' && hosts.includes(frame.hostname) && frame.port === '' && watchPath.test(new URL(topUrl).pathname);
  } catch {
    return false;
  }
}

/** Sites whose catalog is anime (Crunchyroll, HIDIVE): their titles are looked up as anime first. */
// Both calls annotated: a pure `new Set(...)` alone still keeps its argument's filter, and with it every meta.
const animeIds = () => METAS.filter((meta) => meta.anime).map((meta) => meta.id);
export const ANIME_SITES: ReadonlySet<string> = /* @__PURE__ */ new Set(/* @__PURE__ */ animeIds());

/** A site whose meta names a history page: the library can import the viewing history it keeps. */
export type HistorySite = Extract<(typeof SITE_METAS)[number], { history: object }>['id'];

/** The history page of each site that keeps one, in the sites' order. */
export const HISTORY_PAGES_BY_SITE = /* @__PURE__ */ bySite((meta) => meta.history?.page) as Record<HistorySite, string>;

const metaOf = (site: SiteId): SiteMeta => METAS.find((meta) => meta.id === site)!;

/** The site's content script match patterns (Prime Video's Amazon stores: their video paths only). */
export const matchPatternsFor = (site: SiteId): string[] => matchPatternsOf(metaOf(site));

export function isSiteHost(site: string, url: string | undefined): boolean {
  if (!url || !(site in SITE_HOSTS)) return false;
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' && SITE_HOSTS[site as SiteId].includes(hostname);
  } catch {
    return false;
  }
}
