import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'hulu',
  name: 'Hulu',
  order: 7,
  hosts: ['www.hulu.com'],
  apiHosts: ['discover.hulu.com'],
});

/** Real URLs the adapter was written against (a named export: no script carries them). */
export const examples: readonly string[] = [
  // Ids of Kodi add-on notes (their EAB ids carry them): a series episode and a 4K one.
  'https://www.hulu.com/watch/c097d476-149c-44ee-b7de-4b11e610a052',
  'https://www.hulu.com/watch/f9f2384a-4e3a-4777-b718-d970c8023805',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'Hulu',
  reads: "Hulu's discover API, then the player's title block",
  notes: 'live TV never counts; ads play in their own player and never count; next episode without reload',
};
