import { browser } from 'wxt/browser';
import { t } from '../../i18n/t';
import type { OutboxEntry } from '../../outbox/entry';
import type { Verdict } from '../../outbox/policy';
import { loadSettings } from '../../settings/settings';

/** Notifications are opt-in twice: the setting, and the optional permission granted by the user. */
export async function notificationsAllowed(): Promise<boolean> {
  const settings = await loadSettings().catch(() => null);
  if (!settings?.notifications || !browser.notifications) return false;
  return browser.permissions.contains({ permissions: ['notifications'] }).catch(() => false);
}

function finishesSomething(entries: OutboxEntry[]): boolean {
  return entries.some((entry) => (entry.command?.action === 'stop' && entry.command.counts === true) || entry.write?.kind === 'watched');
}

/** A desktop notification for what the user would want to know without opening the popup. */
export async function notifyOutcome(entries: OutboxEntry[], verdict: Verdict): Promise<void> {
  const title = verdict.kind === 'failed' ? t('popup_notifyFailed') : verdict.kind === 'done' && finishesSomething(entries) ? t('popup_notifyWatched') : null;
  if (!title || !(await notificationsAllowed())) return;
  const message = verdict.kind === 'done' || verdict.kind === 'failed' ? (verdict.kind === 'done' ? verdict.summary : verdict.reason) : '';
  await browser.notifications.create({ type: 'basic', iconUrl: browser.runtime.getURL('/icon/128.png'), title, message });
}
