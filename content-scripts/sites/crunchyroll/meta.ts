import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

/** The Vilos player frame: the `<video>` lives there, in a frame of another origin. */
export const PLAYER_FRAME_HOST = 'static.crunchyroll.com';

/** Watch pages, behind an optional locale segment (/de/, /pt-br/); ids are like GK9UG2E49. */
export const WATCH_PATH = /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?watch\/(?<siteItemId>[A-Z0-9]{6,})(?:\/|$)/;

export default defineSiteMeta({
  id: 'crunchyroll',
  name: 'Crunchyroll',
  order: 3,
  history: { page: 'https://www.crunchyroll.com/history' },
  // Anime: search the anime catalog first there (tv stays the fallback).
  anime: true,
  hosts: ['www.crunchyroll.com'],
  playerFrameHosts: [PLAYER_FRAME_HOST],
  // Only a watch page frames the player it relays (the background checks the tab's top frame).
  playerFramePath: WATCH_PATH,
  start: 'own',
});

/** Real URLs the adapter was written against (MAL's tests, a downloader's URL tests; the pt-br one is the same episode's locale form; a named export: no script carries them). */
export const examples: readonly string[] = [
  'https://www.crunchyroll.com/watch/GR19V7816/operation-strix',
  'https://www.crunchyroll.com/de/watch/GK9UG2E49/the-result-of-the-battle-for-priestella',
  'https://www.crunchyroll.com/de/watch/G14UVJGX1/ceremony',
  'https://www.crunchyroll.com/de/watch/GYW4D2706/short-version-digest',
  'https://www.crunchyroll.com/pt-br/watch/GR19V7816/operation-strix',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'Crunchyroll (in-page player and the relayed player frame)',
  reads: 'JSON-LD (checked against the URL), then the title block',
  notes: 'in-page player and the cross-origin player frame (relayed); dub/sub suffixes stripped; absolute numbering kept; anime films',
};
