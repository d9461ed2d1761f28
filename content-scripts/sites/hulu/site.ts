import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named, type SiteDefinition } from '../../player/site';
import { huluEntity } from './metadata';
import { fromPlayerMetadata, isAdBreak, isAdVideo, isLive, PLAYER_APP } from './player';

/**
 * Hulu. Only /watch/{uuid} plays what the user chose (MALSync takes the id as the last 36
 * characters of the path part); /series, /movie and the hubs do not. The discover API knows movie
 * from episode and live from on demand; the player's title block is the fallback. Next-episode
 * autoplay moves /watch/{id} without a reload. Ads play in their own <video> while the program's
 * is paused, so the program's <video> tells its own time.
 */
export function huluSite(): SiteDefinition {
  const entity = huluEntity();
  return defineSite({
    id: 'hulu',
    watchPath: /^\/watch\/(?:[\w-]*-)?(?<siteItemId>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/iu,
    playerRoot: PLAYER_APP,
    guess: [named('hulu-entity', entity.guess), named('hulu-player-metadata', fromPlayerMetadata()), ...STANDARD_SOURCES],
    // The ad's own <video> and the hero previews of detail pages are never the program.
    isPreview: (video) => isAdVideo(video) || !video.closest(PLAYER_APP),
    isAdPlaying: isAdBreak,
    // Live TV (the API's LIVE bundle, or the player's LIVE badge) is no program to report, never a movie.
    refuses: (page) => entity.refuses(page) || isLive(page.document),
  });
}

/** This script's adapter: what it remembers (API verdicts, titles read) lives as long as the script. */
export default huluSite();
