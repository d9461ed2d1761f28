import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'skyshowtime',
  name: 'SkyShowtime',
  order: 23,
  // One host for every territory (PreMiD, UTS).
  hosts: ['www.skyshowtime.com'],
  apiHosts: ['atom.skyshowtime.com'],
  pageWorldReader: 'skyshowtimeTimeline',
});

/** Real URLs the adapter was written against (a named export: no script carries them). */
export const examples: readonly string[] = [
  'https://www.skyshowtime.com/watch/playback/vod/SkyShowtime:GMO_00000000120467_01/6a3c2f1e-4b5d-3e7f-8a9b-0c1d2e3f4a5b',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'SkyShowtime',
  reads: "SkyShowtime's content API (ATOM, with the territory of the page's public profile), then the player's episode line",
  notes:
    "Peacock's player family: position from the page-world player session (ads stitched into the stream excluded); trailers and the detail pages' previews never count",
};
