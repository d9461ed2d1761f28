import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named } from '../../player/site';
import { APPLE_PLAYER, APPLE_VIDEO_CONTAINER, APPLE_WATCH_PATH, fromApplePageData, fromApplePlayer, playsOtherThanFilm } from './metadata';

/** Real URLs the adapter was written against (a named export: the content script does not carry them). */
export const examples: readonly string[] = [
  'https://tv.apple.com/us/episode/pilot/umc.cmc.4le8nn3f9u8gfdanaeluf74ui?playableId=tvs.sbd.9001%3A1599127206&showId=umc.cmc.4yajt40knug1iwx1l9hrjxkxy',
  'https://tv.apple.com/us/episode/biscuits/umc.cmc.45cu44369hb2qfuwr3fihnr8e',
  'https://tv.apple.com/us/movie/f1-the-movie/umc.cmc.3t6dvnnr87zwd4wmvpdx5came',
  'https://tv.apple.com/us/movie/umc.cmc.7dlscf08qk4gtqad1ysutbs31?at=1l3v4gB',
];

/**
 * Apple TV+ (tv.apple.com). Movies and episodes play in the long-form player over their own page,
 * /{storefront}/movie|episode/{slug}/umc.cmc.{id}; /clip/ (trailers), /sporting-event/ (live) and
 * /show/ pages are no watch pages. Promotional videos play throughout the site; only the player's
 * video container counts. No ads; the <video> tells the truth about time.
 */
export default defineSite({
  id: 'appletv',
  watchPath: APPLE_WATCH_PATH,
  playerRoot: APPLE_PLAYER,
  guess: [named('appletv-page-data', fromApplePageData), named('appletv-player', fromApplePlayer), ...STANDARD_SOURCES],
  isPreview: (video) => !video.closest(APPLE_VIDEO_CONTAINER),
  refuses: playsOtherThanFilm,
});
