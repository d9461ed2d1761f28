import browser, { type Runtime } from 'webextension-polyfill';
import type { ActivityLog } from '../../activity/log';
import { t } from '../../i18n/t';
import { SiteUnsureSchema, type GenericConfirm, type SiteUnsurePage } from '../../messages/generic';
import { pageAddress } from '../../messages/generic-pages';
import type { ActionResult } from '../../messages/popup';
import type { HandlersFor } from '../../messages/protocol';
import { siteName } from '../../messages/site-names';
import { isSiteHost, SITE_HOSTS } from '../../messages/sites';
import { forgetUnsure, rememberUnsure, unsureFor } from '../generic/unsure';
import { fromSitePage } from '../generic/tab-messages';
import { notifyStatusChanged } from '../status/status';

/** The supported site a page belongs to, if any. */
function siteOf(url: string): string | null {
  return Object.keys(SITE_HOSTS).find((site) => isSiteHost(site, url)) ?? null;
}

/**
 * A supported site's page says a real video plays that none of its sources could name (the site
 * changed): kept for the popup to ask the user, and logged once per page, so an exported activity
 * log shows a maintainer which site stopped being readable. Only the site's own tab speaks for it.
 */
export async function handleSiteUnsure(deps: { activity: ActivityLog }, message: unknown, sender: Runtime.MessageSender): Promise<{ ok: boolean } | undefined> {
  const unsure = SiteUnsureSchema.safeParse(message);
  const tabId = sender.tab?.id;
  const senderUrl = sender.url ?? sender.tab?.url;
  if (!unsure.success || tabId === undefined || tabId < 0 || !(await fromSitePage(unsure.data.site, sender))) return undefined;
  // The report names the page it is about; it must be the page the sender is on.
  if (new URL(unsure.data.url).origin !== new URL(senderUrl!).origin) return undefined;
  const url = pageAddress(unsure.data.url);
  if ((await unsureFor(tabId, url)) === null) await deps.activity.add('detected', t('popup_unrecognisedLog', siteName(unsure.data.site), url));
  await rememberUnsure(tabId, url, unsure.data.candidate);
  await notifyStatusChanged();
  return { ok: true };
}

/** The popup's questions about the active tab of a supported site (validated by the router). */
export const sitePopupHandlers: HandlersFor<'site-unsure-page' | 'site-answer'> = {
  'site-unsure-page': async ({ tabId, url }): Promise<SiteUnsurePage> => {
    const site = siteOf(url);
    return site ? { site: siteName(site), unsure: await unsureFor(tabId, pageAddress(url)) } : { site: null, unsure: null };
  },
  'site-answer': async ({ tabId, url, answer }): Promise<ActionResult> => {
    if (!siteOf(url)) return { ok: false, error: t('generic_not_possible') };
    const confirm: GenericConfirm = { type: 'generic-confirm', url: pageAddress(url), answer };
    // Top frame only: that is where the watcher that asked lives.
    await browser.tabs.sendMessage(tabId, confirm, { frameId: 0 });
    await forgetUnsure(tabId);
    return { ok: true };
  },
};
