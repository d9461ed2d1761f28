import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'netflix',
  name: 'Netflix',
  order: 1,
  history: { page: 'https://www.netflix.com/settings/viewed/' },
  hosts: ['www.netflix.com'],
});

/** Real URLs the adapter was written against (a named export: no script carries them). */
export const examples: readonly string[] = ['https://www.netflix.com/watch/80100172', 'https://www.netflix.com/watch/80077209?trackId=13462260&tctx=0%2C0%2C0'];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'Netflix',
  reads: "the member metadata endpoint, then the player's title bar",
  notes: 'billboard trailers on /browse never count; next episode without reload',
};
