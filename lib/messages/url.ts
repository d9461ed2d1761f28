/**
 * `new URL(text, base)`, or null where it throws: addresses from pages, senders and users are
 * often not URLs. (`URL.parse` does this, but Node 20, where the unit tests run, lacks it.)
 */
export function parseUrl(text: string, base?: string | URL): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}
