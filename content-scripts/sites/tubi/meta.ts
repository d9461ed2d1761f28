import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'tubi',
  name: 'Tubi',
  order: 13,
  hosts: ['tubitv.com', 'www.tubitv.com'],
});

/** Real URLs the adapter was written against (yt-dlp's tests; a named export: no script carries them). */
export const examples: readonly string[] = [
  'https://tubitv.com/movies/100004539/the-39-steps',
  'https://tubitv.com/movies/560057/penitentiary?start=true',
  'https://tubitv.com/tv-shows/554628/s01-e01-rise-of-the-snakes',
  'http://tubitv.com/tv-shows/321886/s01_e01_on_nom_stories',
  'https://tubitv.com/es-mx/tv-shows/477363/s01-e03-jacob-dos-dos-y-la-tarjets-de-hockey-robada',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'Tubi',
  reads: "Tubi's content API, then the page's own store (`window.__data`)",
  notes: "tubitv.com; ad creatives play beside the paused programme and never count; the details page's preview and live channels never count",
};
