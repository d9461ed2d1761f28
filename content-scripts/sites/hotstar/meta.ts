import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'hotstar',
  name: 'JioHotstar',
  order: 20,
  // The rebranded site answers on both names (PreMiD, a watch-party extension).
  hosts: ['www.hotstar.com', 'www.jiohotstar.com'],
});

/** Real URLs the adapter was written against (a named export: no script carries them). */
export const examples: readonly string[] = [
  'https://www.hotstar.com/in/shows/anupama/1260022017/anupama-anuj-share-a-moment/1000282843/watch',
  'https://www.hotstar.com/in/movies/premam/1000091195/watch',
  'https://www.jiohotstar.com/in/shows/anupama/1260022017/anupama-anuj-share-a-moment/1000282843/watch',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'JioHotstar (hotstar.com and jiohotstar.com)',
  reads: "the page's JSON-LD (checked against the address), then the player's episode label and title",
  notes: 'ads in their own player never count; clips, sports and live never count; Hindi and regional UI',
};
