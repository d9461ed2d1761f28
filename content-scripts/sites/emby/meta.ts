import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'emby',
  name: 'Emby',
  order: 16,
  // The hosted web app; self-hosted servers (any host and port) are added by the user
  // (lib/messages/media-servers.ts). Jellyfin has no hosted app: its servers are all self-hosted.
  hosts: ['app.emby.media'],
  start: 'own',
});

/** Real URLs the adapter was written against (SITES.md sections 12, 13; a named export: no script carries them). */
export const examples: readonly string[] = [
  'https://app.emby.media/web/index.html#!/videoosd/videoosd.html',
  'https://app.emby.media/#!/videoosd/videoosd.html',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: "Emby and Jellyfin (one API, one adapter: app.emby.media and the user's own servers)",
  site: 'Jellyfin, Emby',
  reads: "the server's own item (`Users/{user}/Items/{id}`, with the app's own sign-in), read in the page",
  notes:
    'app.emby.media and your own servers (below), recognised from the page (the app\'s name); provider ids from the server; direct-play and transcoded (`blob:`) streams; the server\'s "up next"; trailers, extras, music, music videos and live TV never count; a remote-control session (this browser controls another device) plays nothing here and is never scrobbled',
};
