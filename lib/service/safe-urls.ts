import { config, isLoopback, servesOnLoopback, type ServiceConfig } from '../config';

/**
 * URLs that come from outside (the service's answers, a page's address) are checked before they
 * become a link, an image or a new tab: https only (plain http only on a loopback host, and only in
 * a build whose service runs there: the simulator in tests and the dev loop), and where the
 * contract names the host, that host.
 */

function parse(url: string | null | undefined, base?: string): URL | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

const noCredentials = (url: URL) => !url.username && !url.password;

/** The safe-link check of a build: https, or in a loopback build http on a loopback host; no credentials. */
export function safeLinkFor(build: ServiceConfig): (url: string | null | undefined) => string | null {
  const loopbackToo = servesOnLoopback(build);
  return (url) => {
    const parsed = parse(url);
    const schemeAllowed = parsed?.protocol === 'https:' || (loopbackToo && parsed?.protocol === 'http:' && isLoopback(parsed.hostname));
    return parsed && schemeAllowed && noCredentials(parsed) ? parsed.href : null;
  };
}

/** The URL as a safe link, or null (javascript:, data:, file:, chrome:, plain http elsewhere ...). */
export const safeWebUrl = safeLinkFor(config);

/**
 * The URL when it is a link on `origin` (the service's configured web or image host, https or, in a
 * loopback build, the simulator's), or null. A relative URL is taken as relative to that origin.
 */
export function urlOnOrigin(url: string | null | undefined, origin: string): string | null {
  const expected = parse(origin);
  const parsed = parse(url, expected?.href);
  return expected && parsed && noCredentials(parsed) && parsed.origin === expected.origin ? parsed.href : null;
}
