/** Plex Web's app root (SITES.md section 11): a page with it is a Plex server's, whatever its host. */
export const PLEX_ROOT = 'plex';
