import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named } from '../../player/site';
import { adPlaying, PARAMOUNT_VIDEO, programTimeline } from './ad-breaks';
import { fromPreviewFeed, isRefusedByFeed, PARAMOUNT_WATCH_PATH } from './metadata';

/**
 * Paramount+. Episodes play on /shows/video/{contentId}/, films on /movies/video/{contentId}/
 * (32 characters, optional country prefix); /live/, /shows/{slug}/ and the movie pages' marquee
 * trailer are no program. The end card moves to the next episode in the page (History API). Ads are
 * spliced into the stream while a countdown shows: nothing is reported then, and the position
 * leaves them out.
 */
export default defineSite({
  id: 'paramountplus',
  watchPath: PARAMOUNT_WATCH_PATH,
  playerRoot: '.video__player-area',
  guess: [named('paramountplus-feed', fromPreviewFeed), ...STANDARD_SOURCES],
  isPreview: (video) => !video.matches(PARAMOUNT_VIDEO),
  isAdPlaying: adPlaying,
  timeline: programTimeline,
  refuses: isRefusedByFeed,
});
