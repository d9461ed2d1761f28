import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, type SiteDefinition } from '../../player/site';
import { fromAssetData, fromPlayerDetails } from './metadata';

/**
 * Anything that shows an advert: how the web player plays its ad breaks is not recorded
 * (SITES-2.md lists only the app API's `adverts.breaks`). Both readings are covered: an advert in a
 * <video> of its own is never the programme (isPreview), and while any advert shows, nothing is
 * reported (isAdPlaying), which also holds an advert spliced into the programme's own <video>.
 * Only inside the player: a page's own advertising slots are no ad break. The fixture plays its
 * pre-roll in a <video> of its own, the reading chosen here.
 */
const ADVERT = '[class*="player"] [class*="advert"]';

/**
 * Channel 4. On demand: /programmes/{brand}/on-demand/{programmeId} (e.g. 18926-001). Live
 * channels play at /now/{C4|E4|M4|F4|4S}, which is no watch page: never scrobbled. Next-episode
 * autoplay moves the address in the page (the asset data names the next episode), and the new
 * programme id is asked about again.
 */
export function channel4Site(): SiteDefinition {
  return defineSite({
    id: 'channel4',
    watchPath: /^\/programmes\/[\w-]+\/on-demand\/(?<siteItemId>[\w-]+)\/?$/,
    playerRoot: 'body',
    guess: [fromAssetData(), fromPlayerDetails, ...STANDARD_SOURCES],
    isPreview: (video) => !!video.closest(ADVERT),
    isAdPlaying: (document) => !!document.querySelector(`${ADVERT}:not([hidden])`),
  });
}

/** This script's adapter: its asset answers live as long as the script. */
export default channel4Site();
