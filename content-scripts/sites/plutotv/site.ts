import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named, type SiteDefinition } from '../../player/site';
import { fromPlutoApi } from './metadata';
import { fromPlutoOverlay, seekBarTimeline } from './player';

/** Real URLs the adapter was written against (yt-dlp's and OpenTogetherTube's tests; a named export: the content script does not carry them). */
export const examples: readonly string[] = [
  'https://pluto.tv/on-demand/series/i-love-money/season/2/episode/its-in-the-cards-2009-2-3',
  'https://pluto.tv/on-demand/movies/arrival-2015-1-1',
  'https://pluto.tv/en/on-demand/movies/attack-of-the-killer-tomatoes-1977-1-1-ptv1',
  'https://pluto.tv/en/on-demand/series/manhunters-fugitive-task-force/seasons/1/episode/third-times-the-charm-1-1',
  'https://pluto.tv/it/on-demand/series/csi-vegas/episode/legacy-2021-1-1',
  'https://pluto.tv/en/on-demand/series/603db25de7c979001a88f77a/season/1/episode/603db2a8e7c979001a890535',
  'https://pluto.tv/en/on-demand/movies/616872fc0b4e8f001a960443',
];

/**
 * Pluto TV (free, ad-supported). On-demand movies and episodes play at /on-demand/movies/{slug or
 * id} and /on-demand/series/{series}[/season(s)/{n}]/episode/{slug or id}, behind an optional
 * locale (/en, /de); /…/details pages only describe. Live channels (/live-tv/{slug}) are no watch
 * pages: what airs changes under one address and the stream never ends, so a channel is never
 * scrobbled (as a movie or at all). Ads are stitched into the stream: the seek bar has the
 * programme's position, and nothing is reported while the ad indicator shows.
 */
export function plutotvSite(): SiteDefinition {
  return defineSite({
    id: 'plutotv',
    watchPath: /^(?:\/[a-z]{2})?\/on-demand\/(?:movies|series\/[^/]+(?:\/seasons?\/\d+)?\/episode)\/(?<siteItemId>[^/]+)\/?$/,
    // The app renders the player late, and in place when a live channel's tile opens a film.
    playerRoot: 'body',
    guess: [named('plutotv-api', fromPlutoApi()), named('plutotv-overlay', fromPlutoOverlay), ...STANDARD_SOURCES],
    isAdPlaying: (document) => !!document.querySelector('[class*="AdIndicator__"]'),
    timeline: async () => seekBarTimeline(document),
  });
}

/** This script's adapter: its API session and answers live as long as the script. */
export default plutotvSite();
