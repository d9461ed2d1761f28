import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'mubi',
  name: 'MUBI',
  order: 27,
  // Every page is on mubi.com, with the language and country in the path (/en/us/films/…).
  hosts: ['mubi.com'],
  // The film API (and the view logs the history import reads).
  apiHosts: ['api.mubi.com'],
  // Any page of the site carries the session in its __NEXT_DATA__, which the history import reads.
  history: { page: 'https://mubi.com/' },
});

/** Real URLs the adapter was written against (SITES-2.md, UTS and the Go MUBI package's shapes; a named export: no script carries them). */
export const examples: readonly string[] = [
  'https://mubi.com/en/us/films/perfect-days/player',
  'https://mubi.com/en/films/perfect-days/player',
  'https://mubi.com/us/films/perfect-days/player',
  'https://mubi.com/films/perfect-days/player',
  'https://mubi.com/de/de/films/past-lives/player',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'MUBI',
  reads: "MUBI's film API (asked in English), then the page's `__NEXT_DATA__` film",
  notes: "films only; only the player counts (the film page's trailer never does); every localised path; history from the view logs",
};
