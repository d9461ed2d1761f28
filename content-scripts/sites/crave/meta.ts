import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'crave',
  name: 'Crave',
  order: 24,
  hosts: ['www.crave.ca'],
  // GraphQL (playback and history) and the account API (profiles).
  apiHosts: ['rte-api.bellmedia.ca', 'account.bellmedia.ca'],
  history: { page: 'https://www.crave.ca/en' },
});

/** Real URLs the adapter was written against (a named export: no script carries them). */
export const examples: readonly string[] = [
  // UTS's examples (2025-08): an episode and a film.
  'https://www.crave.ca/en/play/30-rock/cutbacks-s3e17-458963',
  'https://www.crave.ca/en/play/ghostbusters-2362155',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'Crave (English and French)',
  reads: "Crave's GraphQL API, then the player's subtitle line after Play next",
  notes: 'trailers and promos never count; Play next keeps the address and still starts a new session',
};
