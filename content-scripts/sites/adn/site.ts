import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named, type SiteDefinition } from '../../player/site';
import { adnVideoApi, fromAdnJsonLd } from './metadata';

/**
 * ADN, Animation Digital Network (animationdigitalnetwork.com; the old .fr host too), a French and
 * German anime catalogue around a video.js player. /[de/]video/{showId}-{slug}/{videoId}-{slug}
 * plays a video; the gateway API says what it is, the page's JSON-LD is the fallback. Free viewing
 * is ad-supported: SITES-2.md records nothing of ADN's ads, so this takes video.js's own convention
 * (videojs-contrib-ads: the ad plays in `video.vjs-tech` while the player carries `vjs-ad-playing`)
 * as the reading (inference). Each episode has its own address (MAL, UTS), so the next episode,
 * autoplayed, changes the address (inference): the chain is read again for it.
 */
export function adnSite(): SiteDefinition {
  const api = adnVideoApi();
  return defineSite({
    id: 'adn',
    watchPath: /^(?:\/de)?\/video\/[\w-]+\/(?<siteItemId>\d+)(?:-[^/]*)?\/?$/u,
    // MAL waits for this element (the player area, with the show's link in its h1).
    playerRoot: '[data-testid="player-content"]',
    guess: [named('adn-api', api.guess), named('adn-json-ld', fromAdnJsonLd), ...STANDARD_SOURCES],
    // Where a video.js player is on the page, a <video> outside it is no programme (a teaser).
    isPreview: (video) => !video.closest('.video-js') && !!video.ownerDocument.querySelector('.video-js'),
    isAdPlaying: (document) => !!document.querySelector('.video-js.vjs-ad-playing, .video-js.vjs-ad-loading'),
    // The ad classes come and go on the player's class.
    watchAttributes: ['class'],
    // The API said it is no film and no numbered episode (a trailer): nothing after it may name it.
    refuses: api.refuses,
  });
}

/** This script's adapter: the verdicts it remembers live as long as the script. */
export default adnSite();
