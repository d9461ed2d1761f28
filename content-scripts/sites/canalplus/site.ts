import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named, type SiteDefinition } from '../../player/site';
import { contentIdOf, fromPageData } from './page-data';
import { fromPlayerLines, PLAYER } from './player-lines';

/**
 * Canal+. No source records the address while the VOD player is open (SITES-2.md §5): it opens over
 * the detail page /{section}/{slug}/h/{contentId} (behind a /{cc}/ prefix outside France), series
 * links naming the episode with `?episodeId=`. Both readings work: an address with the episode is
 * named by the page's data, one without by the player's title lines. Never watch pages, so never
 * counted: /live/?channel={epgId}, a channel whose <video> may even report a finite duration
 * (inference; FX forces Infinity on any /live/ address), and a detail page's bonus videos
 * (…/explorer/bonus/). Classes are build hashes: nothing here reads one.
 */
export function canalplusSite(): SiteDefinition {
  return defineSite({
    id: 'canalplus',
    watchPath: /^(?:\/[a-z]{2})?\/[^/]+\/[^/]+\/h\/\d+_\d+(?!(?:\/[^/]+)*\/bonus(?:\/|$))(?:\/|$)/,
    itemId: (url) => {
      const episode = url.searchParams.get('episodeId');
      return episode && /^\d+_\d+$/.test(episode) ? episode : (contentIdOf(url.pathname) ?? null);
    },
    // The player overlay is rendered when Play is pressed.
    playerRoot: 'body',
    guess: [named('canalplus-page-data', fromPageData), named('canalplus-player-lines', fromPlayerLines()), ...STANDARD_SOURCES],
    // The detail page's teaser plays outside the player overlay.
    isPreview: (video) => !!video.ownerDocument.querySelector(PLAYER) && !video.closest(PLAYER),
  });
}

/** This script's adapter: what it remembers (the player's lines) lives as long as the script. */
export default canalplusSite();
