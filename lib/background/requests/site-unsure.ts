import { browser } from 'wxt/browser';
import type { ActivityLog } from '../../activity/log';
import { t } from '../../i18n/t';
import type { GenericConfirm, SiteUnsure, SiteUnsurePage } from '../../messages/generic';
import { pageAddress } from '../../messages/generic-pages';
import type { ActionResult } from '../../messages/popup';
import type { HandlersFor } from '../../messages/protocol';
import { siteName } from '../../messages/site-names';
import { isSiteHost, SITE_HOSTS } from '../../messages/sites';
import { forgetUnsure, rememberUnsure, unsureFor } from '../generic/unsure';
import type { TabSender } from './senders';
import { notifyStatusChanged } from '../status/status';
import { mayLogForTab } from './tab-lines';

/** The supported site a page belongs to, if any. */
function siteOf(url: string): string | null {
  return Object.keys(SITE_HOSTS).find((site) => isSiteHost(site, url)) ?? null;
}

/**
 * A supported site's page says a real video plays that none of its sources could name (the site
 * changed): kept for the popup to ask the user, and logged once per page, so an exported activity
 * log shows a maintainer which site stopped being readable (within the tab's share of the log,
 * tab-lines.ts). Only the site's own tab speaks for it
 * (sender rule `site-page`).
 */
export async function handleSiteUnsure(deps: { activity: ActivityLog }, message: SiteUnsure, from: TabSender): Promise<void> {
  const url = pageAddress(message.url);
  if ((await unsureFor(from.tabId, url)) === null && mayLogForTab(from.tabId))
    await deps.activity.add('detected', t('popup_unrecognisedLog', siteName(message.site), url));
  await rememberUnsure(from.tabId, url, message.candidate);
  await notifyStatusChanged();
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
