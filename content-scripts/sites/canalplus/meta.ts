import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'canalplus',
  name: 'Canal+',
  order: 21,
  // One host; countries other than France sit behind a /{cc}/ path prefix (/pl/, /ch/, /re/, …).
  hosts: ['www.canalplus.com'],
});

/** Real URLs the adapter was written against (a named export: no script carries them). */
export const examples: readonly string[] = [
  // Detail pages (the player opens over them), as SITES-2.md §5 quotes them.
  'https://www.canalplus.com/series/bref/h/4603293_50001',
  'https://www.canalplus.com/cinema/la-ligne-de-vie/h/32098653_50615/streaming/',
  'https://www.canalplus.com/pl/seriale/powrot-sezon-1/h/12397026_70033',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'Canal+ (France and the countries behind a path prefix)',
  reads: "the detail page's own data (`REACT_QUERY_STATE`, checked against the address), then the player's title lines",
  notes: 'no hashed class names are read; live channels and bonus videos never count',
};
