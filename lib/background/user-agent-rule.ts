import { browser, type Browser } from 'wxt/browser';
import { userAgent, type ServiceConfig } from '../config';

const RULE_ID_BASE = 1000;

/**
 * spec 1 wants `User-Agent: <app-name>/<app-version>` on every request. Chromium silently replaces a
 * User-Agent set on fetch, so a session rule sets it for the extension's own requests (tabId -1) to
 * the service hosts only; pages talking to the same hosts keep the browser's own.
 * Firefox honours the header set on fetch and has no need for the rule.
 */
export async function installUserAgentRule(config: ServiceConfig): Promise<void> {
  const dnr = (browser as { declarativeNetRequest?: typeof browser.declarativeNetRequest }).declarativeNetRequest;
  if (!dnr?.updateSessionRules) return;
  // The image host too (posters in the popup and the library page are the extension's requests).
  const origins = [...new Set([config.apiUrl, config.cdnUrl, config.webUrl, config.imageUrl].map((base) => new URL(base).origin))];
  const action: Browser.declarativeNetRequest.RuleAction = {
    type: 'modifyHeaders',
    requestHeaders: [{ header: 'User-Agent', operation: 'set', value: userAgent(config) }],
  };
  const rules: Browser.declarativeNetRequest.Rule[] = origins.map((origin, index) => ({
    id: RULE_ID_BASE + index,
    priority: 1,
    action,
    condition: { urlFilter: `|${origin}/`, tabIds: [-1], resourceTypes: ['xmlhttprequest', 'image'] },
  }));
  // The library page is a tab: its posters are matched by the extension as their initiator.
  rules.push({
    id: RULE_ID_BASE + origins.length,
    priority: 1,
    action,
    condition: { urlFilter: `|${new URL(config.imageUrl).origin}/`, initiatorDomains: [browser.runtime.id], resourceTypes: ['image'] },
  });
  const existing = await dnr.getSessionRules();
  await dnr.updateSessionRules({ removeRuleIds: existing.map((rule) => rule.id), addRules: rules });
}

let installing: Promise<void> | null = null;

/**
 * The rule, installed once per worker life; every request of the background (outbox, popup and
 * library requests, the online handler, check-in, the redirect reader) waits for it first.
 */
export function userAgentRuleReady(config: ServiceConfig): Promise<void> {
  installing ??= installUserAgentRule(config).catch((error: unknown) => console.error('User-Agent rule failed', error));
  return installing;
}
