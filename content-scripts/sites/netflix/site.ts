import { fromTitleBlock } from '../../metadata/title-block';
import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named } from '../../player/site';
import { fromNetflixMetadata } from './metadata';

/**
 * Netflix. Only /watch/<id> plays what the user chose; /browse, /title and search autoplay
 * billboard trailers that must never count. The id in the path is the episode's for shows.
 */
export default defineSite({
  id: 'netflix',
  watchPath: /^\/watch\/(?<siteItemId>\d+)/,
  playerRoot: '.watch-video',
  guess: [
    named('netflix-metadata', fromNetflixMetadata),
    // The title bar auto-hides with the controls, so it is only a fallback.
    named(
      'netflix-title-bar',
      fromTitleBlock({ root: '[data-uia="video-title"]', title: 'h4', label: 'span:nth-of-type(1)', episodeTitle: 'span:nth-of-type(2)' }),
    ),
    ...STANDARD_SOURCES,
  ],
  isPreview: (video) => !video.closest('.watch-video'),
});
