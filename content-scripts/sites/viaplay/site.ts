import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named, type SiteDefinition } from '../../player/site';
import { viaplayProduct, WATCH_PATH } from './metadata';

/**
 * Viaplay. The player's address names what plays: /player/default/{path}, the same path the
 * content API of the page's region answers for (SITES-2.md §6). The API knows episode from movie,
 * and everything else the player plays (sport, channels) is refused; season and episode come from
 * its answer, or from the address's slugs where it leaves them out. The pages state nothing in
 * standard markup, and the player is a plain <video> (PreMiD, UTS) in an app that renders late.
 */
export function viaplaySite(): SiteDefinition {
  const product = viaplayProduct();
  return defineSite({
    id: 'viaplay',
    watchPath: WATCH_PATH,
    playerRoot: 'body',
    guess: [named('viaplay-content-api', product.guess), ...STANDARD_SOURCES],
    refuses: product.refuses,
  });
}

/** This script's adapter: the answers it remembers live as long as the script. */
export default viaplaySite();
