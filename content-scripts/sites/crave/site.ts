import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named, type SiteDefinition } from '../../player/site';
import { craveApi } from './metadata';
import { playNextItemId, WATCH_PATH } from './player';

/**
 * Crave (www.crave.ca, English and French). /{en|fr}/play/{slug path} names what plays; the
 * GraphQL API tells a film from an episode and a promo. "Play next" moves to the next episode
 * without a new address, so the item follows the player's subtitle line too (player.ts): the
 * session splits when it shows other numbers. The pages state nothing in standard markup.
 */
export function craveSite(): SiteDefinition {
  const api = craveApi();
  return defineSite({
    id: 'crave',
    watchPath: WATCH_PATH,
    itemId: playNextItemId(),
    // The player's container is not documented; the whole page is watched, as on Prime Video.
    playerRoot: 'body',
    guess: [named('crave-api', api.guess), ...STANDARD_SOURCES],
    // Trailers and promos (contentType PROMO) are never a program.
    refuses: api.refuses,
  });
}

/** This script's adapter: what it remembers (API verdicts, the numbers each address showed) lives as long as the script. */
export default craveSite();
