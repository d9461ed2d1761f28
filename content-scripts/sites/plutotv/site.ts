import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named, type SiteDefinition } from '../../player/site';
import { fromPlutoApi } from './metadata';
import { fromPlutoOverlay, seekBarTimeline } from './player';

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
