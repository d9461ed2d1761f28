import type { CachedMatch } from '../resolve/cache';
import type { ContainerKind } from '../service/media-ref';

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
    if (match.item.kind === item.kind && match.item.svcId === item.svcId && links[key]) return links[key];
  }
  return null;
}

/** Only pages of real sites are remembered and reopened (never another scheme). */
export function isOpenableSiteUrl(url: string | undefined): url is string {
  if (!url) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
