import { GENERIC_SITE } from '../messages/generic-pages';
import { isSiteHost } from '../messages/sites';
import type { CachedMatch } from '../resolve/cache';
import type { ContainerKind } from '../service/media-ref';
import { parseUrl } from '../messages/url';

/**
 * "Open the site" for a saved playback: the page the user last watched that item on. Playback
 * reports name the site's item (its resolve-cache key), the resolve cache knows which service
 * item that key became, so a saved playback finds its page through the two.
 */
export function siteLinkFor(
  item: { kind: ContainerKind; svcId: number },
  matches: Array<{ key: string; match: CachedMatch }>,
  links: Record<string, string>,
): string | null {
  for (const { key, match } of matches) {
    const link = links[key];
    if (match.item.kind === item.kind && match.item.svcId === item.svcId && isSitePageFor(key, link)) return link;
  }
  return null;
}

/** Every site page the user watched this item on ("where to watch" on the title page), newest last. */
export function siteLinksFor(
  item: { kind: ContainerKind; svcId: number },
  matches: Array<{ key: string; match: CachedMatch }>,
  links: Record<string, string>,
): string[] {
  const found = matches.flatMap(({ key, match }) => {
    const link = links[key];
    return match.item.kind === item.kind && match.item.svcId === item.svcId && isSitePageFor(key, link) ? [link] : [];
  });
  return [...new Set(found)];
}

/**
 * Only https pages of the sites we know are remembered and reopened: for a site with an adapter,
 * one of its hosts; for the generic detector, the page's own origin, which its keys carry
 * (lib/resolve/cache.ts). Anything else (another scheme, another host) is not a link back.
 */
export function isSitePageFor(key: string, url: string | undefined): url is string {
  if (!url) return false;
  const page = parseUrl(url);
  if (!page) return false;
  if (page.protocol !== 'https:' || page.username || page.password) return false;
  const site = key.slice(0, key.indexOf(':'));
  if (site !== GENERIC_SITE) return isSiteHost(site, url);
  const rest = key.slice(GENERIC_SITE.length + 1);
  const named = rest.startsWith('item:') ? rest.slice('item:'.length) : rest.slice(0, rest.indexOf(':show:'));
  try {
    return new URL(named).origin === page.origin;
  } catch {
    return false;
  }
}
