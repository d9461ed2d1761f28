import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named, type SiteDefinition } from '../../player/site';
import { fromPlayerRoute } from './metadata';
import { isNoProgram, routeItemId } from './route';

/**
 * Stremio web (web.stremio.com). The app lives at / and routes by hash: only the player route
 * names an item, by its catalogue ids (route.ts); the stream an add-on supplies names nothing.
 * Binge-watching replaces the route with the next episode's when one ends, so the session splits
 * on the address. Live channels (`tv`) and video channels (`channel`) never count.
 */
export function stremioSite(): SiteDefinition {
  return defineSite({
    id: 'stremio',
    watchPath: /^\/$/u,
    itemId: routeItemId,
    playerRoot: '[class*="player-container"]',
    guess: [named('stremio-route', fromPlayerRoute), ...STANDARD_SOURCES],
    refuses: ({ siteItemId }) => isNoProgram(siteItemId),
  });
}

/** This script's adapter. */
export default stremioSite();
