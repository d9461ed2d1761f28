import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'disneyplus',
  name: 'Disney+',
  order: 4,
  hosts: ['www.disneyplus.com'],
  pageWorldReader: 'disneyplusTimeline',
});

/** Real URLs the adapter was written against (a named export: no script carries them). */
export const examples: readonly string[] = ['https://www.disneyplus.com/nl-nl/play/f3f11053-d810-4b92-9c95-567bef5f215d'];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'Disney+',
  reads: "the player's title fields (through shadow roots)",
  notes: 'position from the page-world player (the `<video>` reports Infinity); ads excluded',
};
