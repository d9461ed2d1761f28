/**
 * The sites with an adapter and the hosts their pages live on. The background trusts a
 * PlaybackReport for site X only when it comes from a tab on one of X's hosts.
 */
export const SITE_HOSTS = {
  netflix: ['www.netflix.com'],
  youtube: ['www.youtube.com', 'm.youtube.com'],
  crunchyroll: ['www.crunchyroll.com'],
  disneyplus: ['www.disneyplus.com'],
  primevideo: ['www.primevideo.com', 'www.amazon.com', 'www.amazon.co.uk', 'www.amazon.de', 'www.amazon.co.jp'],
  max: ['play.hbomax.com', 'play.max.com'],
  hulu: ['www.hulu.com'],
  peacock: ['www.peacocktv.com'],
  appletv: ['tv.apple.com'],
  paramountplus: ['www.paramountplus.com'],
  hidive: ['www.hidive.com'],
  viki: ['www.viki.com'],
  tubi: ['tubitv.com', 'www.tubitv.com'],
  plutotv: ['pluto.tv', 'www.pluto.tv'],
  // The hosted web apps; self-hosted servers (any host and port) are added by the user
  // (media-servers.ts). Jellyfin has no hosted app: its servers are all self-hosted.
  plex: ['app.plex.tv'],
  emby: ['app.emby.media'],
} as const satisfies Record<string, readonly string[]>;

/** Player hosts that live in a cross-origin frame of a site and relay to its top frame. */
export const PLAYER_FRAME_HOSTS = {
  crunchyroll: ['static.crunchyroll.com'],
} as const satisfies Partial<Record<keyof typeof SITE_HOSTS, readonly string[]>>;

export type SiteId = keyof typeof SITE_HOSTS;

/**
 * Sites whose adapter reads the player's timeline from the page's own world (page-world.js): the
 * only pages that script is exposed to.
 */
export const PAGE_WORLD_SITES = ['disneyplus', 'primevideo', 'peacock'] as const satisfies readonly SiteId[];

/**
 * Amazon's stores carry Prime Video under /gp/video/ (also behind a language prefix,
 * /-/de/gp/video/); the rest of Amazon is shopping, where the Prime Video script has no business.
 */
const AMAZON_VIDEO_PATHS = ['/gp/video/*', '/-/*/gp/video/*'];
const isAmazonStore = (host: string) => host.startsWith('www.amazon.');

export function matchPatternsFor(site: SiteId): string[] {
  return SITE_HOSTS[site].flatMap((host: string) =>
    site === 'primevideo' && isAmazonStore(host) ? AMAZON_VIDEO_PATHS.map((path) => `*://${host}${path}`) : [`*://${host}/*`],
  );
}

export function isSiteHost(site: string, url: string | undefined): boolean {
  if (!url || !(site in SITE_HOSTS)) return false;
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' && (SITE_HOSTS[site as SiteId] as readonly string[]).includes(hostname);
  } catch {
    return false;
  }
}
