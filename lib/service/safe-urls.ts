/**
 * URLs that come from outside (the service's answers, a page's address) are checked before they
 * become a link, an image or a new tab: https only (plain http only on a loopback host, where the
 * simulator runs in tests and the dev loop), and where the contract names the host, that host.
 */

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function parse(url: string | null | undefined, base?: string): URL | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** https, or http on a loopback host; no credentials in it. */
function isSafeWeb(url: URL): boolean {
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

/** The URL as a safe link, or null (javascript:, data:, file:, chrome:, plain http elsewhere ...). */
export function safeWebUrl(url: string | null | undefined): string | null {
  const parsed = parse(url);
  return parsed && isSafeWeb(parsed) ? parsed.href : null;
}

/**
 * The URL when it is a safe link on `origin` (the service's configured web or image host), or null.
 * A relative URL is taken as relative to that origin.
 */
export function urlOnOrigin(url: string | null | undefined, origin: string): string | null {
  const expected = parse(origin);
  const parsed = parse(url, expected?.href);
  return expected && parsed && isSafeWeb(parsed) && parsed.origin === expected.origin ? parsed.href : null;
}
