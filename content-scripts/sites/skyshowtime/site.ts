import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { pageWorldTimeline } from '../../page-world/bridge';
import { named, type SiteDefinition } from '../../player/site';
import { atomApi, VOD_PATH } from './metadata';
import { skyshowtimeTimeline } from './page-world';
import { fromPlayerLines, isAdBreak, isShortForm } from './player';

/**
 * SkyShowtime, Peacock's platform in Europe. Only /watch/playback/vod/{content id}/{variant id}
 * plays what the user chose; detail pages (/watch/asset/…) autoplay a muted preview. ATOM knows
 * film from episode from trailer; without it the player's episode line names an episode. Ads are
 * stitched into the stream, so the position comes from the player SDK's session in the page's world.
 */
export function skyshowtimeSite(pageStorage?: Parameters<typeof atomApi>[0]): SiteDefinition {
  const atom = atomApi(pageStorage);
  // A plain object of the function's return type: defineSite would bundle one more function.
  return {
    id: 'skyshowtime',
    watchPath: VOD_PATH,
    // Each playback mounts a new player component (in-app moves too): only the body outlives it.
    playerRoot: 'body',
    guess: [named('skyshowtime-atom', atom.guess), named('skyshowtime-player-lines', fromPlayerLines()), ...STANDARD_SOURCES],
    isPreview: isShortForm,
    isAdPlaying: isAdBreak,
    timeline: pageWorldTimeline('skyshowtime', import.meta.env.FIREFOX ? skyshowtimeTimeline : null),
    // ATOM called it a trailer, a clip or a live event: nothing after it may make it a programme.
    refuses: atom.refuses,
  };
}

/** This script's adapter: the verdicts it remembers live as long as the script. */
export default skyshowtimeSite();
