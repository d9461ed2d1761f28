import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'stan',
  name: 'Stan',
  order: 25,
  hosts: ['play.stan.com.au'],
});

/** Real URL shapes the adapter was written against (PreMiD's routes, VT; a named export: no script carries them). */
export const examples: readonly string[] = ['https://play.stan.com.au/programs/1234567/play', 'https://play.stan.com.au/programs/1759435/play'];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'Stan (a video.js player; little is documented)',
  reads: "the player's title and episode line (video.js metadata headings)",
  notes: "play.stan.com.au; an episode line it cannot read is logged and the item put to you rather than guessed; the details page's preview never counts",
};
