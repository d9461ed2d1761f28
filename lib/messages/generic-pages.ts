import { PLAYER_FRAME_HOSTS, SITE_HOSTS } from './sites';
import { parseUrl } from './url';

// The generic detector's pages and origins, apart from the message schemas (generic.ts) so the
// content scripts can name a page without bundling zod: the background validates what they send.

/** The site id of pages without an adapter, watched only where the user switched detection on. */
export const GENERIC_SITE = 'generic';

/** Pages the generic detector may be switched on for: any http(s) page no adapter covers. */
export function genericOriginOf(url: string | undefined): string | null {
  if (!url) return null;
  const parsed = parseUrl(url);
  if (!parsed) return null;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const adapterHosts: readonly string[] = [...Object.values(SITE_HOSTS), ...Object.values(PLAYER_FRAME_HOSTS)].flat();
  return adapterHosts.includes(parsed.hostname) ? null : parsed.origin;
}

/**
 * A generic report's item id (host, path and query, made by the content script from its page's
 * address) checked against the page the browser says sent it, and given that page's scheme, so it
 * names the page's origin: keys made from it (lib/resolve/cache.ts) stay with that origin. A report
 * that names another host is not believed (null).
 */
export function stampGenericOrigin<G extends { siteItemId: string }>(guess: G, senderUrl: string | undefined): G | null {
  if (!senderUrl) return null;
  const sender = parseUrl(senderUrl);
  if (!sender) return null;
  const claimedHost = guess.siteItemId.split('/')[0];
  if (claimedHost !== sender.host) return null;
  return { ...guess, siteItemId: `${sender.protocol}//${guess.siteItemId}`.slice(0, 128) };
}

/** The address an answer belongs to: origin, path and query; the fragment is not another page. */
export function pageAddress(url: string | URL): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}${parsed.search}`;
}

/** The host permission pattern for an origin (match patterns carry no port). */
export function originPattern(origin: string): string {
  const { protocol, hostname } = new URL(origin);
  return `${protocol}//${hostname}/*`;
}
