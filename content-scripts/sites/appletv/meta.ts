import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: 'appletv',
  name: 'Apple TV+',
  order: 9,
  hosts: ['tv.apple.com'],
});

/** Real URLs the adapter was written against (a named export: no script carries them). */
export const examples: readonly string[] = [
  'https://tv.apple.com/us/episode/pilot/umc.cmc.4le8nn3f9u8gfdanaeluf74ui?playableId=tvs.sbd.9001%3A1599127206&showId=umc.cmc.4yajt40knug1iwx1l9hrjxkxy',
  'https://tv.apple.com/us/episode/biscuits/umc.cmc.45cu44369hb2qfuwr3fihnr8e',
  'https://tv.apple.com/us/movie/f1-the-movie/umc.cmc.3t6dvnnr87zwd4wmvpdx5came',
  'https://tv.apple.com/us/movie/umc.cmc.7dlscf08qk4gtqad1ysutbs31?at=1l3v4gB',
];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: 'Apple TV+ (tv.apple.com)',
  reads: "the page's own data (its content id checked against the address, JSON-LD), then the player's title lines",
  notes: 'promotional videos outside the player never count; trailers (/clip/) and live sport never do; next episode without reload',
};
