/**
 * The sites with an adapter and the hosts their pages live on. The background trusts a
 * PlaybackReport for site X only when it comes from a tab on one of X's hosts.
 */
export const SITE_HOSTS = {
  netflix: ['www.netflix.com'],
} as const satisfies Record<string, readonly string[]>;

export type SiteId = keyof typeof SITE_HOSTS;

export function matchPatternsFor(site: SiteId): string[] {
  return SITE_HOSTS[site].map((host) => `*://${host}/*`);
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
