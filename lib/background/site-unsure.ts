import browser, { type Runtime } from 'webextension-polyfill';
import type { ActivityLog } from '../activity/log';
import { t } from '../i18n/t';
import { SiteUnsureSchema, type GenericAnswer, type GenericConfirm, type SiteUnsurePage } from '../messages/generic';
import { pageAddress } from '../messages/generic-pages';
import type { ActionResult } from '../messages/popup';
import { siteName } from '../messages/site-names';
import { isSiteHost, SITE_HOSTS } from '../messages/sites';
import { forgetUnsure, rememberUnsure, unsureFor } from './generic/unsure';
import { notifyStatusChanged } from './status';

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
  if (!unsure.success || tabId === undefined || tabId < 0 || !isSiteHost(unsure.data.site, senderUrl)) return undefined;
  // The report names the page it is about; it must be the page the sender is on.
  if (new URL(unsure.data.url).origin !== new URL(senderUrl!).origin) return undefined;
  const url = pageAddress(unsure.data.url);
  if ((await unsureFor(tabId, url)) === null) await deps.activity.add('detected', t('popup_unrecognisedLog', siteName(unsure.data.site), url));
  await rememberUnsure(tabId, url, unsure.data.candidate);
  await notifyStatusChanged();
  return { ok: true };
}

export type SitePopupRequest =
  | { type: 'site-unsure-page'; tabId: number; url: string }
  | { type: 'site-answer'; tabId: number; url: string; answer: GenericAnswer };

/** The popup's questions about the active tab of a supported site (validated by the router). */
export async function handleSitePopupRequest(request: SitePopupRequest): Promise<SiteUnsurePage | ActionResult> {
  const site = siteOf(request.url);
  if (request.type === 'site-unsure-page') {
    return site ? { site: siteName(site), unsure: await unsureFor(request.tabId, pageAddress(request.url)) } : { site: null, unsure: null };
  }
  if (!site) return { ok: false, error: t('generic_not_possible') };
  const confirm: GenericConfirm = { type: 'generic-confirm', url: pageAddress(request.url), answer: request.answer };
  // Top frame only: that is where the watcher that asked lives.
  await browser.tabs.sendMessage(request.tabId, confirm, { frameId: 0 });
  await forgetUnsure(request.tabId);
  return { ok: true };
}
