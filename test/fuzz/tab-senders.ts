import fc from 'fast-check';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { isMediaServerKind } from '../../lib/messages/media-servers';
import { isSiteHost } from '../../lib/messages/sites';
import { hostileText } from './runs';

// What the fuzz targets of the background's message intake share: the senders the browser may
// name (pages of every kind, other extensions, our own pages) and playback reports, random and valid.

/** Our extension's id, as WXT's fake browser names it. */
export const OURS = fakeBrowser.runtime.id;
export const ENABLED_ORIGIN = 'https://tv.example';
/** Media servers the user added (a Jellyfin or Emby server, a Plex server): every port and scheme its own origin. */
export const MEDIA_SERVER_ORIGINS = ['http://192.168.1.20:8096', 'https://plex.home.example:32400'];

/** A message's sender as the browser names it (runtime.MessageSender, the fields the router reads). */
export interface Sender {
  id?: string;
  url?: string;
  tab?: { id?: number; url?: string };
  frameId?: number;
}

export const page = (url: string, tabId = 7): Sender => ({ id: OURS, url, tab: { id: tabId, url }, frameId: 0 });
export const SENDERS: Sender[] = [
  page('https://www.netflix.com/watch/80077209'),
  page('https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
  page('https://evil.example/watch/1'),
  page('https://www.netflix.com.evil.example/watch/1'),
  page('http://www.netflix.com/watch/1'),
  page(`${ENABLED_ORIGIN}/watch/1`),
  page('https://not-enabled.example/watch/1'),
  { ...page('https://www.netflix.com/watch/1'), id: 'another-extension' },
  { id: OURS, url: `chrome-extension://${OURS}/popup.html` },
  { id: OURS, url: `chrome-extension://${OURS}/options.html` },
  { id: OURS, url: `chrome-extension://${OURS}evil/popup.html` },
  { id: 'another-extension', url: `chrome-extension://another-extension/popup.html` },
  { url: 'https://www.netflix.com/watch/1' },
  { id: OURS, tab: { id: -1 } },
  {},
];

/** Pages of the media servers the user added and the hosted apps, and look-alikes that must be refused. */
export const MEDIA_SERVER_SENDERS: Sender[] = [
  page('http://192.168.1.20:8096/web/index.html#/video'),
  page('http://192.168.1.20:8096/jellyfin/web/index.html#/video'),
  page('https://plex.home.example:32400/web/index.html#!/server/1/details'),
  page('https://app.emby.media/web/index.html#!/videoosd/videoosd.html'),
  page('https://app.plex.tv/desktop/#!/server/1/details'),
  page('http://192.168.1.20:8097/web/index.html#/video'),
  page('https://192.168.1.20:8096/web/index.html#/video'),
  page('http://192.168.1.200:8096/web/index.html#/video'),
  page('http://192.168.1.20.evil.example:8096/web/index.html#/video'),
  page('http://plex.home.example:32400/web/index.html#!/server/1/details'),
  page('https://plex.home.example.evil.example:32400/web/index.html'),
  page('https://evil.example/web/index.html#/video'),
  { ...page('http://192.168.1.20:8096/web/index.html#/video'), id: 'another-extension' },
];
/** The hosts those pages are on: a media server's report names its server's host before the item. */
const SERVER_HOSTS = [
  '192.168.1.20:8096',
  'plex.home.example:32400',
  'app.emby.media',
  'app.plex.tv',
  '192.168.1.20:8097',
  '192.168.1.200:8096',
  'evil.example',
];
export const mediaServerReport = fc.record({
  type: fc.constant('playback'),
  guess: fc.record({
    site: fc.constantFrom('plex', 'jellyfin', 'emby'),
    siteItemId: fc.tuple(fc.constantFrom(...SERVER_HOSTS), fc.constantFrom('4f1c', '12345', 'b1e5')).map(([host, id]) => `${host}:${id}`),
    kind: fc.constant('movie'),
    title: fc.constant('Origen'),
  }),
  state: fc.constant('playing'),
  position: fc.constant(10),
  duration: fc.constant(6000),
  at: fc.constant(1_700_000_000_000),
});

export const guess = fc.record({
  site: fc.constantFrom('netflix', 'youtube', 'generic', 'crunchyroll', 'primevideo', 'max', 'disneyplus', 'evil'),
  siteItemId: fc.oneof(fc.constantFrom('80077209', 'tv.example/watch/1', 'evil.example/watch/1', 'dQw4w9WgXcQ'), hostileText),
  kind: fc.constantFrom('movie', 'episode'),
  title: fc.oneof(fc.constantFrom('The Office', 'Dune'), hostileText),
  season: fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: -2, max: 200_000 })),
  episode: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.integer({ min: -2, max: 200_000 })),
});
const seconds = fc.oneof(fc.double({ min: 1, max: 10_000, noNaN: true }), fc.double());
export const report = fc.record({
  type: fc.constant('playback'),
  guess,
  state: fc.constantFrom('playing', 'paused', 'ended', 'gone', 'exploded'),
  position: seconds,
  duration: seconds,
  at: fc.oneof(fc.integer({ min: 1, max: 2 ** 40 }), fc.integer()),
});
export const validReport = fc.record({
  type: fc.constant('playback'),
  guess: fc.record({
    site: fc.constantFrom('netflix', 'youtube', 'generic'),
    siteItemId: fc.constantFrom('80077209', 'tv.example/watch/1', 'dQw4w9WgXcQ'),
    kind: fc.constant('movie'),
    title: fc.constant('Dune'),
  }),
  state: fc.constant('playing'),
  position: fc.constant(10),
  duration: fc.constant(6000),
  at: fc.constant(1_700_000_000_000),
});
export const isOurPage = (sender: Sender) => sender.id === OURS && typeof sender.url === 'string' && sender.url.startsWith(`chrome-extension://${OURS}/`);

/** A tab's message about `site` that its sender may send: generic detection on a page switched on, a media server's on a server added, else the site's own https host. */
export function mayReportFor(site: string, sender: Sender): boolean {
  const url = sender.url ?? sender.tab?.url;
  if (sender.id !== OURS || url === undefined) return false;
  if (site === 'generic') return URL.canParse(url) && new URL(url).origin === ENABLED_ORIGIN;
  // A media server's kind: its hosted app, or a server the user added, to the exact origin (scheme, host and port).
  return isSiteHost(site, url) || (isMediaServerKind(site) && URL.canParse(url) && MEDIA_SERVER_ORIGINS.includes(new URL(url).origin));
}
