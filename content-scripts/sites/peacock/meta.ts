import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'peacock',
  name: 'Peacock',
  order: 8,
  hosts: ['www.peacocktv.com'],
  apiHosts: ['atom.peacocktv.com'],
  pageWorldReader: 'peacockTimeline',
});

/** Real URLs the adapter was written against (a named export: no script carries them). */
export const examples: readonly string[] = ['https://www.peacocktv.com/watch/playback/vod/GMO_00000000391471_01/8e388082-094f-3974-951b-03332f1a1e67'];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'Peacock',
  reads: "Peacock's content API (ATOM)",
  notes: "position from the page-world player session (ads stitched into the stream excluded); trailers, clips and the detail pages' previews never count",
};
