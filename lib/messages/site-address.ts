import { genericOriginOf } from './generic-pages';
import { parseUrl } from './url';

export type SiteAddress = { origin: string } | { problem: 'invalid' | 'supported'; host?: string };

/**
 * What a user typed as a site to detect videos on ("video.example.org", "https://tv.example:8096/web"),
 * as the origin detection is switched on for. A site with built-in support is not one of these.
 */
export function parseSiteAddress(typed: string): SiteAddress {
  const text = typed.trim();
  if (text === '' || /\s/.test(text)) return { problem: 'invalid' };
  const url = parseUrl(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  if (!url) return { problem: 'invalid' };
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || (!url.hostname.includes('.') && url.hostname !== 'localhost')) return { problem: 'invalid' };
  const origin = genericOriginOf(url.href);
  return origin ? { origin } : { problem: 'supported', host: url.hostname };
}
