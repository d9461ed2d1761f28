import type { OpenMode } from '../../messages/library-writes';

/**
 * The page a tab may open from the redirect helper's Location (spec 4.2, read, never followed):
 * an item's page or share page only on the service's web host; a trailer wherever its https
 * Location points, since a real trailer lives on a video site. Nothing else is opened.
 */
export function pageToOpen(location: string | null, webUrl: string, to: OpenMode): string | null {
  if (!location) return null;
  const web = new URL(webUrl);
  let target: URL;
  try {
    target = new URL(location, web);
  } catch {
    return null;
  }
  if (target.origin === web.origin) return target.toString();
  return to === 'trailer' && target.protocol === 'https:' ? target.toString() : null;
}
