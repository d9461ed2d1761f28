import { browser } from 'wxt/browser';
import { tCount } from '../../i18n/t';
import type { StateStore } from '../state/state';
import { notificationsAllowed } from '../status/notify';

/** A reminder that viewings wait is worth one notification an hour, however many are added. */
export const NOTIFY_EVERY_MS = 3_600_000;

/**
 * "3 watches to confirm", when the user asked for notifications (setting and optional permission)
 * and none said so in the last hour. The time is kept in the state store: a worker restart does
 * not reset the hour.
 */
export async function notifyWaiting(state: StateStore, count: number, now = Date.now()): Promise<boolean> {
  const last = await state.get('toConfirmNotifiedAt');
  if (count === 0 || (last !== undefined && now - last < NOTIFY_EVERY_MS)) return false;
  if (!(await notificationsAllowed())) return false;
  await state.set('toConfirmNotifiedAt', now);
  const message = tCount('popup_toConfirm', count);
  await browser.notifications.create({ type: 'basic', iconUrl: browser.runtime.getURL('/icon/128.png'), title: message, message });
  return true;
}
