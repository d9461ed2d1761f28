import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'stremio',
  name: 'Stremio',
  order: 26,
  // v5's web app and its other address (SITES-2.md); v4's app.strem.io is another app.
  hosts: ['web.stremio.com', 'web.strem.io'],
});

/** Real URL shapes the adapter was written against (SW's routes; a named export: no script carries them). */
export const examples: readonly string[] = [
  'https://web.stremio.com/#/player/eAEBOwDE%2F3siZGVzY3JpcHRpb24iOiIxMDgwcCJ9/https%3A%2F%2Ftorrentio.strem.fun%2Fmanifest.json/https%3A%2F%2Fv3-cinemeta.strem.io%2Fmanifest.json/series/tt0903747/tt0903747%3A1%3A2',
  'https://web.stremio.com/#/player/eAEBOwDE%2F3siZGVzY3JpcHRpb24iOiIxMDgwcCJ9/https%3A%2F%2Ftorrentio.strem.fun%2Fmanifest.json/https%3A%2F%2Fv3-cinemeta.strem.io%2Fmanifest.json/movie/tt0133093/tt0133093',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'Stremio web (web.stremio.com)',
  reads: "the player route's IMDb ids and season:episode, with the names the page keeps (its library, the player's title, the media session)",
  notes: "add-on streams are named by the route, never by the stream; binge-watching's next episode starts a new session; live channels never count",
};
