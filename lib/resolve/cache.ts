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

/** Episodes cache by show, so a binge costs one lookup per show rather than one per episode. */
export function cacheKey(guess: MediaGuess): string {
  if (guess.kind === 'episode') {
    return `${guess.site}:show:${guess.siteShowId ?? guess.title.toLowerCase()}`;
  }
  return `${guess.site}:item:${guess.siteItemId}`;
}
