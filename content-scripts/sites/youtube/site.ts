import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named, type SiteDefinition } from '../../player/site';
import { fromInnertube, fromPageSignals, fromWatchPage } from './sources';
import { videoIdOf } from './watch-id';

/**
 * YouTube (www and m.). Only `/watch?v=<id>` is watching; the home page's hover previews,
 * `/shorts/<id>` and the miniplayer (which plays on while the URL is elsewhere) are not.
 * What counts as a movie or an episode is decided in youtube-title.ts: YouTube Movies films and
 * uploads titled with season and episode, nothing else. Ads play in the main <video> while
 * `#movie_player` has `ad-showing`; outside ads the element's time is the video's own, so the
 * position comes from the element.
 */
export function youtubeSite(): SiteDefinition {
  return defineSite({
    id: 'youtube',
    watchPath: /^\/watch$/u,
    // The video is named in the query: /watch?v=<id>.
    itemId: videoIdOf,
    playerRoot: '#movie_player',
    guess: [
      named('youtube-innertube', fromInnertube()),
      named('youtube-watch-page', fromWatchPage),
      named('youtube-page-signals', fromPageSignals),
      ...STANDARD_SOURCES,
    ],
    // The inline preview (#inline-preview-player) and Shorts (#shorts-player) are players of their own.
    isPreview: (video) => !video.closest('#movie_player') || !!video.closest('ytd-miniplayer'),
    isAdPlaying: (document) => !!document.querySelector('#movie_player.ad-showing'),
    // `ad-showing` comes and goes on the player root's class.
    watchAttributes: ['class'],
  });
}

/** This script's adapter: the answers it remembers live as long as the script. */
export default youtubeSite();
