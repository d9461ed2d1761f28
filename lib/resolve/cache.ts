import { siteItemKey, siteShowKey } from '../media/keys';
import { GENERIC_SITE } from '../messages/generic-pages';
import { originOfStampedId } from '../messages/media-server-origin';
import { isMediaServerKind } from '../messages/media-servers';
import type { MediaGuess } from '../messages/media';
import type { AnimeSeasonEntry } from '../service/anime';
import type { ServiceItem } from '../service/items';

export interface CachedMatch {
  item: ServiceItem;
  /** Anime: where each TV-database season lives, read once per show with the match. */
  seasons?: AnimeSeasonEntry[];
  expiresAt: number;
}

export interface MatchCache {
  get(key: string): Promise<CachedMatch | undefined>;
  put(key: string, value: CachedMatch): Promise<void>;
}

/** Matches are re-checked after a month: catalogs merge and split entries now and then. */
export const CACHE_TTL_MS = 30 * 24 * 3600 * 1000;

/**
 * Sites where anyone publishes under any title: a title alone there is one uploader's (or one
 * page's) word, so it names a show only together with who said it.
 */
const OPEN_PUBLISHING_SITES = new Set(['youtube']);

/**
 * Episodes cache by show, so a binge costs one lookup per show rather than one per episode. Keys
 * never let one site, page or uploader decide what a title means elsewhere: the generic detector's
 * keys carry the page's origin, and ids a page offers count for that page only; a media server's
 * shows carry the server's origin (two servers number and name their items alike); YouTube's carry
 * the uploader (its adapter's show id is `<channel>:<title>`), else the video itself.
 */
export function cacheKey(guess: MediaGuess): string {
  const item = siteItemKey(guess.site, guess.siteItemId);
  if (guess.kind !== 'episode') return item;
  if (guess.site === GENERIC_SITE) {
    // The page's origin stands in for the site: `generic:https://a.example:show:the office`.
    const origin = originOfStampedId(guess.siteItemId);
    return origin && !hasIds(guess) ? siteShowKey(`${GENERIC_SITE}:${origin}`, guess.title.toLowerCase()) : item;
  }
  if (isMediaServerKind(guess.site)) {
    // The router stamped the item id with the sender's origin (stampServerOrigin): `jellyfin:show:https://nas:8096 <show>`.
    const origin = originOfStampedId(guess.siteItemId);
    return origin ? siteShowKey(guess.site, `${origin} ${guess.siteShowId ?? guess.title.toLowerCase()}`) : item;
  }
  if (guess.siteShowId) return siteShowKey(guess.site, guess.siteShowId);
  return OPEN_PUBLISHING_SITES.has(guess.site) ? item : siteShowKey(guess.site, guess.title.toLowerCase());
}

const hasIds = (guess: MediaGuess) => Object.keys(guess.ids ?? {}).length > 0;
