import { parseUrl } from './url';

// Self-hosted media servers (Plex, Jellyfin, Emby): their web apps run on any host and port the
// user chose. No zod here: the content scripts name their kind with it.

/** The kinds of media server, as the reports from their pages name their site. */
export const MEDIA_SERVER_KINDS = ['plex', 'jellyfin', 'emby'] as const;
export type MediaServerKind = (typeof MEDIA_SERVER_KINDS)[number];

export const isMediaServerKind = (site: string): site is MediaServerKind => (MEDIA_SERVER_KINDS as readonly string[]).includes(site);

/**
 * The web app's address on a server: `…/web/index.html` or `…/web/`, behind any path prefix
 * (a reverse proxy's `/jellyfin/web/`), with the app's hash route (`#/…` or `#!/…`). SITES.md
 * sections 11-13 (PreMiD's patterns for Plex, Jellyfin and Emby).
 */
const WEB_APP_PATH = /\/web\/(?:index\.html)?$/;

/** Whether a page looks like a media server's web app: the popup then offers to scrobble there. */
export function looksLikeMediaServer(url: string | undefined): boolean {
  const parsed = url ? parseUrl(url) : null;
  return !!parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:') && WEB_APP_PATH.test(parsed.pathname) && /^#!?\//.test(parsed.hash);
}
