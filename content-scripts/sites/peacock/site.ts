import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { pageWorldTimeline } from '../../page-world/bridge';
import { peacockTimeline } from './page-world';
import { defineSite, named, type SiteDefinition } from '../../player/site';
import { atomApi, VOD_PATH } from './metadata';
import { isAdBreak, isShortForm } from './player';

/**
 * Peacock. Only /watch/playback/vod/{content id}/{variant id} plays what the user chose; detail
 * pages (/watch/asset/…) autoplay a muted preview. ATOM, Peacock's public content API, knows film
 * from episode from trailer; when it fails, the standard sources and then the user answer (the
 * player's own title lines follow a format no source records). Ads are stitched into the stream,
 * so the position comes from the player SDK's session in the page's world.
 */
export function peacockSite(): SiteDefinition {
  const atom = atomApi();
  return defineSite({
    id: 'peacock',
    watchPath: VOD_PATH,
    // Each playback mounts a new player component (in-app moves too): only the body outlives it.
    playerRoot: 'body',
    guess: [named('peacock-atom', atom.guess), ...STANDARD_SOURCES],
    isPreview: isShortForm,
    isAdPlaying: isAdBreak,
    timeline: pageWorldTimeline('peacock', import.meta.env.FIREFOX ? peacockTimeline : null),
    // ATOM called it a trailer, a clip or a live event: nothing after it may make it a programme.
    refuses: atom.refuses,
  });
}

/** This script's adapter: the verdicts it remembers live as long as the script. */
export default peacockSite();
