import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'plex',
  name: 'Plex',
  order: 15,
  // The hosted web app; self-hosted servers (any host and port) are added by the user
  // (lib/messages/media-servers.ts).
  hosts: ['app.plex.tv'],
  start: 'own',
});

/** Real URLs the adapter was written against (SITES.md section 11; a named export: no script carries them). */
export const examples: readonly string[] = [
  'https://app.plex.tv/desktop/#!/server/0123456789abcdef/details?key=%2Flibrary%2Fmetadata%2F4211',
  'https://app.plex.tv/desktop/#!/search?pivot=top&query=inception',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: "Plex Web (app.plex.tv and the user's own servers)",
  reads: "the server's own metadata (`/library/metadata/…`, with the token Plex Web keeps), then the player's title line",
  notes:
    "app.plex.tv (the player's line: its servers are elsewhere) and your own servers (below); provider ids (IMDb, TMDB, TVDB) from the server's Guids; the overlay player that keeps the address; trailers and other extras, and music, never count",
};
