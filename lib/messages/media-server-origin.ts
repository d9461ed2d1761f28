import { parseUrl } from './url';

/**
 * A media server's report names the server's host before the server's own ids
 * (`plex.lan:32400:1234`, made by the content script from its page's address): checked against the
 * page the browser says sent it and given that page's origin (`https://plex.lan:32400/1234`), so
 * the caches keyed by it (lib/resolve/cache.ts) stay with that server. Two servers number their
 * items alike, and a page that names another server is not believed (null).
 */
export function stampServerOrigin<G extends { siteItemId: string }>(guess: G, senderUrl: string | undefined): G | null {
  const sender = senderUrl ? parseUrl(senderUrl) : null;
  if (!sender) return null;
  const hostPrefix = `${sender.host}:`;
  if (!guess.siteItemId.startsWith(hostPrefix)) return null;
  return { ...guess, siteItemId: `${sender.origin}/${guess.siteItemId.slice(hostPrefix.length)}`.slice(0, 128) };
}

/** The origin an item id the router stamped starts with (stampServerOrigin, stampGenericOrigin), else null. */
export function originOfStampedId(siteItemId: string): string | null {
  const origin = parseUrl(siteItemId)?.origin;
  return origin && origin !== 'null' ? origin : null;
}
