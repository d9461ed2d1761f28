import { pageWorldTimeline } from '../../page-world/bridge';
import { disneyplusTimeline } from './page-world';
import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named } from '../../player/site';
import { fromDisneyTitleBar } from './metadata';

const AD_TIME = '.ad-badge-overlay__content--time-display';

/**
 * Disney+. Only /{locale}/play/{uuid} (before 2026-01: /video/{uuid}) plays what the user chose;
 * the uuid is the episode's or the movie's. The <video> elements lie about the timeline (duration
 * Infinity, a position inside the current segment), so the position comes from the player
 * element's page-world expando. Ads play in the same stream while the ad badge counts down.
 */
export default defineSite({
  id: 'disneyplus',
  watchPath: /^(?:\/[a-z]{2}(?:-[a-z0-9]{2,4})?)?\/(?:play|video)\/(?<siteItemId>[a-z0-9-]{8,64})(?:\/|$)/i,
  playerRoot: 'disney-web-player',
  guess: [named('disneyplus-title-bar', fromDisneyTitleBar()), ...STANDARD_SOURCES],
  // Entity pages' hero trailers live outside the player; hidden hivePlayer elements have no area.
  isPreview: (video) => !video.closest('disney-web-player'),
  isAdPlaying: (document) => !!document.querySelector('ad-badge-overlay')?.shadowRoot?.querySelector(AD_TIME)?.textContent?.trim(),
  timeline: pageWorldTimeline('disneyplus', import.meta.env.FIREFOX ? disneyplusTimeline : null),
  // Real URLs seen in public code (not checked live); /video/{id} and locale-less /play/{id} too.
});
