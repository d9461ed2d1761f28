import { pageWorldTimeline } from '../../page-world/bridge';
import { primevideoTimeline } from './page-world';
import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named } from '../../player/site';
import { DETAIL_PATH, fromPrimePlayer, OPEN_PLAYER, openPlayerItemId } from './metadata';

const AD_TIMER = `${OPEN_PLAYER} .atvwebplayersdk-ad-timer-remaining-time, ${OPEN_PLAYER} .atvwebplayersdk-adtimeindicator-text`;

/**
 * Prime Video (primevideo.com and Amazon's own stores). The player is an overlay on the detail
 * page; the URL never names the episode and does not change when the next one starts. Ads are
 * spliced into the feature's stream, so the <video> counts them: the position comes from the open
 * player's time indicator, which shows the feature's own time.
 */
export default defineSite({
  id: 'primevideo',
  watchPath: DETAIL_PATH,
  itemId: openPlayerItemId,
  // Player containers come and go beside each other, so the whole page is the player's root.
  playerRoot: 'body',
  guess: [named('primevideo-player', fromPrimePlayer), ...STANDARD_SOURCES],
  // The detail page's hero trailer, and players left behind when the next one was created.
  isPreview: (video) => video.classList.contains('tst-video-overlay-player-html5') || !video.closest(OPEN_PLAYER),
  // Several copies of the ad timer exist; only the open player's one is live (NPAS).
  isAdPlaying: (document) => [...document.querySelectorAll(AD_TIMER)].some((timer) => !!timer.textContent?.trim()),
  timeline: pageWorldTimeline('primevideo', import.meta.env.FIREFOX ? primevideoTimeline : null),
  // Real URLs seen in public code (not checked live): with and without a title slug, Amazon stores.
});
