import { fromTitleBlock } from '../../metadata/title-block';
import { defineSite } from '../../player/site';
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
    fromNetflixMetadata,
    // The title bar auto-hides with the controls, so it is only a fallback.
    fromTitleBlock({ root: '[data-uia="video-title"]', title: 'h4', label: 'span:nth-of-type(1)', episodeTitle: 'span:nth-of-type(2)' }),
  ],
  isPreview: (video) => !video.closest('.watch-video'),
  examples: [
    'https://www.netflix.com/watch/80100172',
    'https://www.netflix.com/watch/80077209?trackId=13462260&tctx=0%2C0%2C0',
  ],
});
