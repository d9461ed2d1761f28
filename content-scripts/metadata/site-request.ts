/**
 * The site's own metadata APIs, asked from the page with the user's cookies. Bounded like every
 * request of the extension (issue 13): a site that never answers, or answers with megabytes,
 * costs one source of the guess chain (which records why it failed), not a stuck watcher.
 */
export const SITE_REQUEST_TIMEOUT_MS = 10_000;
export const SITE_RESPONSE_MAX_CHARS = 2_000_000;

/**
 * Asks as the page does. Firefox runs a content script's own fetch with the extension's rights: a
 * request to a host other than the page's (Max's API host, Paramount+'s feed) fails there before
 * it is sent, unless the extension holds that host. The page's fetch (`content.fetch`, Firefox
 * only) carries the page's origin and cookies, as Chromium's content-script fetch already does.
 */
function pageFetch(input: URL, init: RequestInit): Promise<Response> {
  // Only Firefox has it: the Chrome builds carry no lookup (issue 17: weight).
  const page = import.meta.env.FIREFOX ? (globalThis as { content?: { fetch?: typeof fetch } }).content : undefined;
  return page?.fetch ? page.fetch(input.href, init) : fetch(input, init);
}

/** The body as text; null when the site refuses; throws on a timeout or an oversized answer. */
export async function siteText(endpoint: URL, init: RequestInit = {}, timeoutMs = SITE_REQUEST_TIMEOUT_MS): Promise<string | null> {
  const response = await pageFetch(endpoint, { credentials: 'include', ...init, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) return null;
  if (Number(response.headers.get('content-length') ?? 0) > SITE_RESPONSE_MAX_CHARS)
    throw new Error(`site answer of ${response.headers.get('content-length')} bytes is too large`);
  const text = await response.text();
  if (text.length > SITE_RESPONSE_MAX_CHARS) throw new Error(`site answer of ${text.length} characters is too large`);
  return text;
}

/** The parsed JSON body; null when the site refuses; throws on a timeout, an oversized or malformed answer. */
export async function siteJson(endpoint: URL, init: RequestInit = {}, timeoutMs = SITE_REQUEST_TIMEOUT_MS): Promise<unknown> {
  const text = await siteText(endpoint, init, timeoutMs);
  return text === null ? null : (JSON.parse(text) as unknown);
}
