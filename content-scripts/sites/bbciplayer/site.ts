import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named, type SiteDefinition } from '../../player/site';
import { onLiveClock, playerVideos, smpPlayerObserver, smpVideoSource } from './player';
import { fromReduxState, iblEpisodes, stateSaysLive } from './sources';

/**
 * BBC iPlayer. /iplayer/episode/{pid}/{slug} names what plays (also /…/{pid}/ad/{slug}, audio
 * described, and channel-scoped /iplayer/cbeebies/episode/…); the pid is yt-dlp's shape, which
 * covers the m… and p… pids UTS#463's b-only pattern misses. /iplayer/live/{channel} is no watch
 * page: a channel has no item of its own. A simulcast on an episode page never counts either: the
 * state or the API says so, or the player's clock counting wall-clock seconds does.
 */
export function bbciplayerSite(): SiteDefinition {
  const api = iblEpisodes();
  return defineSite({
    id: 'bbciplayer',
    watchPath: /^\/iplayer\/(?:[a-z0-9]+\/)?episode\/(?<siteItemId>[pbml][\da-z]{7}|w[\da-z]{7,14})(?:\/|$)/,
    playerRoot: 'body',
    guess: [named('bbciplayer-state', fromReduxState), named('bbciplayer-api', api.guess), ...STANDARD_SOURCES],
    refuses: (page) => stateSaysLive(page) || api.refuses(page) || playerVideos(page.document).some(onLiveClock),
    playerSource: smpVideoSource,
    observePlayer: smpPlayerObserver,
  });
}

/** This script's adapter: the API's answers live as long as the script. */
export default bbciplayerSite();
