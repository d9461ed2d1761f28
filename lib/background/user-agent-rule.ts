import browser from 'webextension-polyfill';
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
  const origins = [...new Set([config.apiUrl, config.cdnUrl, config.webUrl].map((base) => new URL(base).origin))];
  const rules = origins.map((origin, index) => ({
    id: RULE_ID_BASE + index,
    priority: 1,
    action: {
      type: 'modifyHeaders' as const,
      requestHeaders: [{ header: 'User-Agent', operation: 'set' as const, value: userAgent(config) }],
    },
    condition: { urlFilter: `|${origin}/`, tabIds: [-1], resourceTypes: ['xmlhttprequest' as const] },
  }));
  const existing = await dnr.getSessionRules();
  await dnr.updateSessionRules({ removeRuleIds: existing.map((rule) => rule.id), addRules: rules });
}
