import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite, named, type SiteDefinition } from '../../player/site';
import { fromItvxApi, fromNextData } from './metadata';

/**
 * ITVX. A programme plays at /watch/{slug}/{brandId}/{episodeId} (a film may show only its brand
 * id): legacy ids with "/" written as "a" (10a1234a0003). The last id names what plays. Live
 * channels play at exactly /watch, which is no watch page: what airs changes under one address,
 * so a channel never counts. The page's `__NEXT_DATA__` names the episode of the page the tab
 * loaded; where it names another (an in-app move) or none, ITV's content API is asked.
 */
export function itvxSite(): SiteDefinition {
  return defineSite({
    id: 'itvx',
    watchPath: /^\/watch\/[\da-z-]+\/(?:\d[\da]*\/)?(?<siteItemId>\d[\da]*)\/?$/,
    // Next.js renders everything into #__next; the player's classes are build hashes.
    playerRoot: '#__next',
    guess: [named('itvx-next-data', fromNextData), named('itvx-api', fromItvxApi()), ...STANDARD_SOURCES],
  });
}

/** This script's adapter: its API answers live as long as the script. */
export default itvxSite();
