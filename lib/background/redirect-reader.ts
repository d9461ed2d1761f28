import { browser, type Browser } from 'wxt/browser';
import { userAgent, type ServiceConfig } from '../config';
import { fetchBounded, REQUEST_LIMITS } from '../service/bounded-fetch';
import { serviceErrorFrom } from '../service/errors';
import type { RedirectLocationReader } from '../service/redirect';
import { userAgentRuleReady } from './user-agent-rule';

/** The header event can arrive after fetch() resolves (always in Firefox); wait this long for it. */
const HEADER_EVENT_TIMEOUT_MS = 5_000;

/**
 * spec 4.2: read the redirect helper's 301 without following it. A `redirect: 'manual'` fetch hides
 * the headers (opaque redirect), but the extension's own request is visible to its webRequest
 * listener, which does see the Location. Works in Chromium and Firefox without touching the web host.
 */
export function webRequestRedirectReader(config: ServiceConfig): RedirectLocationReader {
  const api = new URL(config.apiUrl);
  const filter: Browser.webRequest.RequestFilter = { urls: [`${api.protocol}//${api.hostname}/*`], types: ['xmlhttprequest'] };
  return async (url) => {
    // spec 1: not before the User-Agent rule is in place, whichever context asks first.
    await userAgentRuleReady(config);
    const target = url.toString();
    let settle: (location: string | null) => void = () => {};
    const seen = new Promise<string | null>((resolve) => {
      settle = resolve;
    });
    const listener = (details: Browser.webRequest.OnHeadersReceivedDetails): undefined => {
      if (details.url !== target) return;
      const location = details.responseHeaders?.find((header) => header.name.toLowerCase() === 'location')?.value;
      settle(details.statusCode >= 300 && details.statusCode < 400 ? (location ?? null) : null);
    };
    browser.webRequest.onHeadersReceived.addListener(listener, filter, ['responseHeaders']);
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const init: RequestInit = { redirect: 'manual', credentials: 'omit', cache: 'no-store', headers: { 'User-Agent': userAgent(config) } };
      const { response, text } = await fetchBounded((input, options) => fetch(input, options), target, init, REQUEST_LIMITS.read, 'GET /redirect');
      if (response.type !== 'opaqueredirect') {
        // Not a redirect: the helper answered an error envelope (400 empty_field / wrong_parameter).
        throw serviceErrorFrom(response.status, response.headers, text);
      }
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), HEADER_EVENT_TIMEOUT_MS);
      });
      return await Promise.race([seen, timeout]);
    } finally {
      clearTimeout(timer);
      browser.webRequest.onHeadersReceived.removeListener(listener);
    }
  };
}
