import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named, type SiteDefinition } from '../../player/site';
import { adPlaying, PARAMOUNT_VIDEO, programTimeline } from './ad-breaks';
import { PARAMOUNT_WATCH_PATH, previewFeed } from './metadata';

/**
 * Paramount+. Episodes play on /shows/video/{contentId}/, films on /movies/video/{contentId}/
 * (32 characters, optional country prefix); /live/, /shows/{slug}/ and the movie pages' marquee
 * trailer are no program. The end card moves to the next episode in the page (History API). Ads are
 * spliced into the stream while a countdown shows: nothing is reported then, and the position
 * leaves them out.
 */
export function paramountplusSite(): SiteDefinition {
  const feed = previewFeed();
  return defineSite({
    id: 'paramountplus',
    watchPath: PARAMOUNT_WATCH_PATH,
    playerRoot: '.video__player-area',
    guess: [named('paramountplus-feed', feed.guess), ...STANDARD_SOURCES],
    isPreview: (video) => !video.matches(PARAMOUNT_VIDEO),
    isAdPlaying: adPlaying,
    timeline: programTimeline,
    // The feed called it a clip or an extra: the page's JSON-LD may not make it an episode or a film.
    refuses: feed.refuses,
  });
}

/** This script's adapter: the verdicts it remembers live as long as the script. */
export default paramountplusSite();
