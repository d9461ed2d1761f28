/** A manifest match pattern (`*://host/path*`) against a URL, as the browser reads it. */
export function matchesPattern(pattern: string, href: string): boolean {
  const parsed = /^(\*|https?):\/\/([^/]+)(\/.*)$/.exec(pattern);
  if (!parsed) throw new Error(`not a match pattern: ${pattern}`);
  const [, scheme, host, path] = parsed as unknown as [string, string, string, string];
  const url = new URL(href);
  const glob = (text: string) => new RegExp(`^${text.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return (
    (scheme === '*' ? ['http:', 'https:'].includes(url.protocol) : url.protocol === `${scheme}:`) &&
    glob(host).test(url.hostname) &&
    glob(path).test(url.pathname + url.search)
  );
}
