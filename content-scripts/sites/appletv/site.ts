import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named } from '../../player/site';
import { APPLE_PLAYER, APPLE_VIDEO_CONTAINER, APPLE_WATCH_PATH, fromApplePageData, fromApplePlayer, playsOtherThanFilm } from './metadata';

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
