import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named, type SiteDefinition } from '../../player/site';
import { fromTubiApi, fromTubiStore } from './metadata';

/** The programme's container (FX's Picture-in-Picture wrapper finds Tubi's video there). */
const PROGRAMME = '[data-id="hls"]';

/**
 * Tubi (free, ad-supported). /movies/{id} and /tv-shows/{id} (behind a locale such as /es-mx)
 * name what plays; `?start=true` opens the player, the same path without it is the details page,
 * whose looping preview is no programme. /series/… and /live/… are no watch pages: a live channel
 * has no item of its own. The content API knows movie from episode; the page's own store is the
 * fallback. Ads play in a <video> of their own beside the programme's, which pauses meanwhile.
 */
export function tubiSite(): SiteDefinition {
  return defineSite({
    id: 'tubi',
    watchPath: /^(?:\/[a-z]{2}-[a-z]{2})?\/(?:movies|tv-shows)\/(?<siteItemId>\d+)(?:\/|$)/,
    // The details page's Play renders the player in place, after document_idle.
    playerRoot: 'body',
    guess: [named('tubi-api', fromTubiApi()), named('tubi-store', fromTubiStore), ...STANDARD_SOURCES],
    // Only the programme's container counts; a page without one (a redesign) still skips looping previews.
    isPreview: (video) => (video.ownerDocument.querySelector(PROGRAMME) ? !video.closest(PROGRAMME) : video.hasAttribute('loop')),
    // An ad creative playing over the paused programme: the programme's pause is no viewer's.
    isAdPlaying: (document) =>
      [...document.querySelectorAll('video')].some((video) => !video.paused && !video.hasAttribute('loop') && !video.closest(PROGRAMME)),
  });
}

/** This script's adapter: the answers it remembers live as long as the script. */
export default tubiSite();
