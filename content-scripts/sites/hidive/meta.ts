import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'hidive',
  name: 'HIDIVE',
  order: 11,
  // Anime: search the anime catalog first there (tv stays the fallback).
  anime: true,
  hosts: ['www.hidive.com'],
});

/** Real URLs the adapter was written against (MAL's HIDIVE tests; a named export: no script carries them). */
export const examples: readonly string[] = [
  'https://www.hidive.com/video/564632?seasonId=20021',
  'https://www.hidive.com/video/534742?seasonId=18884',
  'https://www.hidive.com/video/564456?playlistId=20663',
  'https://www.hidive.com/video/562063',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'HIDIVE',
  reads: "the season or playlist page's og:title (show and season, or the film), with the DICE player's title for the episode number",
  notes: 'promotional videos (no episode number) never count',
};
