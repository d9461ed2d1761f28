import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'viki',
  name: 'Viki',
  order: 12,
  hosts: ['www.viki.com'],
});

/** Real URLs the adapter was written against (yt-dlp's Viki tests; a named export: no script carries them). */
export const examples: readonly string[] = [
  'https://www.viki.com/videos/1023585v-heirs-episode-14',
  'https://www.viki.com/videos/1175236v-choosing-spouse-by-lottery-episode-1',
  'https://www.viki.com/videos/1154058v-hotel-del-luna-episode-1',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'Viki',
  reads: "Viki's video API (English titles in any UI language), then the player's title line",
  notes: 'ads in the player (`vjs-ad-playing`) never count; trailers and clips never count; no season is made up',
};
