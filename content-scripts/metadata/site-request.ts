/**
 * The site's own metadata APIs, asked from the page with the user's cookies. Bounded like every
 * request of the extension (issue 13): a site that never answers, or answers with megabytes,
 * costs one source of the guess chain (which records why it failed), not a stuck watcher.
 */
export const SITE_REQUEST_TIMEOUT_MS = 10_000;
export const SITE_RESPONSE_MAX_CHARS = 2_000_000;

/**
 * The page's own fetch where the browser hands it to content scripts (Firefox: `content.fetch`).
 * There a content script's fetch carries the extension's principal, not the page's: a request to
 * the site's API on another host (Max's) fails before it leaves, and none goes out as the page's
 * origin. Chromium's content-script fetch already asks as the page.
 */
function pageFetch(): typeof fetch {
  const page = (globalThis as { content?: { fetch?: unknown } }).content;
  return typeof page?.fetch === 'function' ? (page.fetch as typeof fetch).bind(page) : fetch;
}

/** The parsed JSON body; null when the site refuses; throws on a timeout, an oversized or malformed answer. */
export async function siteJson(endpoint: URL, init: RequestInit = {}, timeoutMs = SITE_REQUEST_TIMEOUT_MS): Promise<unknown> {
  const response = await pageFetch()(endpoint, { credentials: 'include', ...init, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) return null;
  if (Number(response.headers.get('content-length') ?? 0) > SITE_RESPONSE_MAX_CHARS) throw new Error(`site answer of ${response.headers.get('content-length')} bytes is too large`);
  const text = await response.text();
  if (text.length > SITE_RESPONSE_MAX_CHARS) throw new Error(`site answer of ${text.length} characters is too large`);
  return JSON.parse(text) as unknown;
}
