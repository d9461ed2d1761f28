import type { SiteId } from './sites';

/** How each supported site is named to the user (brand names: not translated). */
export const SITE_NAMES: Record<SiteId, string> = {
  netflix: 'Netflix',
  youtube: 'YouTube',
  crunchyroll: 'Crunchyroll',
  disneyplus: 'Disney+',
  primevideo: 'Prime Video',
  max: 'Max',
  hulu: 'Hulu',
  peacock: 'Peacock',
  appletv: 'Apple TV+',
  paramountplus: 'Paramount+',
  hidive: 'HIDIVE',
  viki: 'Viki',
  tubi: 'Tubi',
  plutotv: 'Pluto TV',
  plex: 'Plex',
  emby: 'Emby',
};

/** Media servers of a kind no hosted site has (their names, for reports from self-hosted servers). */
const SERVER_ONLY_NAMES: Record<string, string> = { jellyfin: 'Jellyfin' };

export function siteName(site: string): string {
  return (SITE_NAMES as Record<string, string | undefined>)[site] ?? SERVER_ONLY_NAMES[site] ?? site;
}
