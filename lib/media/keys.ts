// The string keys that name a title, a watchable target, a site's item or a site's show, one
// encoding per kind. Most are persisted (IndexedDB stores, the background's state): an encoding
// here never changes, or what users stored under the old one is silently orphaned. The shapes are
// structural so that every layer (the messages, the service client, the library) can use them.

/** A title of the service: a movie, show or anime. */
export interface TitleRef {
  kind: string;
  svcId: number;
}

export interface EpisodeRef {
  season?: number;
  number: number;
}

/** What a scrobble names (lib/service/items.ts ScrobbleTarget): a title and, for a show, its episode. */
export interface TargetRef {
  item: TitleRef;
  episode?: EpisodeRef;
}

/** A site's own naming of what plays (lib/messages/media.ts MediaGuess). */
export interface SiteGuessRef {
  site: string;
  kind: string;
  siteItemId: string;
  siteShowId?: string;
}

/**
 * A title: `show:42`. Ratings and the Watchlist belong to the title. Persisted: the marks table
 * (state `itemMarks`), the poster cache (state `posters`) and declined rating offers.
 */
export function titleKey(title: TitleRef): string {
  return `${title.kind}:${title.svcId}`;
}

/**
 * A target, one thing that can be watched once: `movie:9`, `show:42:1:3`, or `anime:7::12` for
 * an episode without a season. Persisted: the `watched` store (the rewatch gap) and watched marks.
 */
export function watchKey(target: TargetRef): string {
  return targetEncoding(target.item, target.episode);
}

/** The same target key, of a library item (a title carrying the episode it names, if any). */
export function watchedKey(item: TitleRef & { episode?: EpisodeRef }): string {
  return targetEncoding(item, item.episode);
}

/** What every episode's target key of a title starts with (a key range over the `watched` store). */
export function episodeWatchKeyPrefix(title: TitleRef): string {
  return `${titleKey(title)}:`;
}

function targetEncoding(title: TitleRef, episode: EpisodeRef | undefined): string {
  return episode ? `${titleKey(title)}:${episode.season ?? ''}:${episode.number}` : titleKey(title);
}

/** A site's item: `netflix:item:80057281`. Persisted: the match cache (lib/resolve/cache.ts). */
export function siteItemKey(site: string, siteItemId: string): string {
  return `${site}:item:${siteItemId}`;
}

/** A site's show, by its id (or by its lower-cased title): `netflix:show:80100172`. Persisted: the match cache. */
export function siteShowKey(site: string, show: string): string {
  return `${site}:show:${show}`;
}

/**
 * What an unresolved lookup is about: a show (every episode of it shares the answer) or a single
 * site item. Parked outbox entries with one subject are picked for together.
 */
export function subjectKey(guess: SiteGuessRef): string {
  return guess.kind === 'episode' && guess.siteShowId ? siteShowKey(guess.site, guess.siteShowId) : siteItemKey(guess.site, guess.siteItemId);
}

/**
 * A site's item as the popup's card knows it: `netflix:80057281`. A second encoding of the site
 * item key, kept because the state store persists it (`nowPlayingItem.guessKey`): changing it
 * would make the card forget its resolved item and poster across an update.
 */
export function nowPlayingKey(guess: Pick<SiteGuessRef, 'site' | 'siteItemId'>): string {
  return `${guess.site}:${guess.siteItemId}`;
}
