import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named, type SiteDefinition } from '../../player/site';
import { hidivePages } from './metadata';

/**
 * HIDIVE (the DICE / Endeavor Streaming web app). Only /video/{id} plays; the query names the
 * season or playlist it plays from, whose own page states the show and season (or the film). The
 * DICE player's title gives the episode number; a video of a season without one is a promo. No
 * ads; the plain <video> tells the truth about time.
 */
export function hidiveSite(): SiteDefinition {
  const pages = hidivePages();
  return defineSite({
    id: 'hidive',
    watchPath: /^\/video\/(?<siteItemId>\d+)\/?$/u,
    // The app mounts the player after document_idle; `#dice-player > video` is the one that plays.
    playerRoot: '#dice-player',
    guess: [named('hidive-pages', pages.guess), ...STANDARD_SOURCES],
    isPreview: (video) => !video.closest('#dice-player'),
    refuses: pages.refuses,
  });
}

/** This script's adapter: the pages and titles it remembers live as long as the script. */
export default hidiveSite();
