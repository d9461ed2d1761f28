import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named, type SiteDefinition } from '../../player/site';
import { fromNextData, mubiFilmApi } from './metadata';

/**
 * MUBI (a Next.js app; films only). Only the player, /{lang}/{cc}/films/{slug}/player (the locale
 * segments are optional and MUBI keeps changing them), plays the film: UTS counts only that path.
 * PreMiD would also count any <video> on a film page, where the trailer plays; this adapter takes
 * UTS's reading, so the film page is no watch page and its trailer never counts. The film API names
 * the film in English; the page's __NEXT_DATA__ is the fallback. No ads, no live.
 */
export function mubiSite(): SiteDefinition {
  const api = mubiFilmApi();
  return defineSite({
    id: 'mubi',
    watchPath: /^(?:\/[a-z]{2}(?:-[a-z]{2,4})?){0,2}\/films\/(?<siteItemId>[\w-]+)\/player\/?$/u,
    // The player's markup carries only build-hashed emotion classes (SITES-2.md): nothing narrower is stable.
    playerRoot: 'body',
    guess: [named('mubi-film-api', api.guess), named('mubi-next-data', fromNextData), ...STANDARD_SOURCES],
  });
}

/** This script's adapter: the films it asked about live as long as the script. */
export default mubiSite();
