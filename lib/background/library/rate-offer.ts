import { browser } from 'wxt/browser';
import { t } from '../../i18n/t';
import type { LibraryCache } from '../../library/cache';
import type { MarksTable } from '../../library/marks';
import { titleKey } from '../../media/keys';
import { shouldOffer, standingOffer, withDismissed } from '../../library/rate-offer';
import type { LibraryItem } from '../../messages/library-writes';
import { loadSettings } from '../../settings/settings';
import type { StateStore } from '../state/state';

/** One offer at a time: a newer finish replaces the notification of the older one. */
const NOTIFICATION_ID = 'watchmark-rate-offer';
/** The popup opened on the offer, for browsers whose notifications cannot carry ten ratings. */
const OFFER_PAGE = '/popup.html?rate=offer';

export interface RateOfferDeps {
  state: StateStore;
  marks: { read(): Promise<MarksTable> };
  cache: Pick<LibraryCache, 'get'>;
  onChange: () => Promise<void>;
}

/** The user's ratings as the library last read them, marked like ratings made here. */
async function ratedTable(deps: RateOfferDeps): Promise<MarksTable> {
  const [marks, ratings] = await Promise.all([deps.marks.read(), deps.cache.get('ratings')]);
  const table: MarksTable = { ...marks };
  for (const row of ratings ?? []) table[titleKey(row)] ??= { rating: { value: row.rating, state: 'saved', at: 0, fromService: true } };
  return table;
}

/** The offer the popup should show now, if any. */
export async function currentOffer(deps: RateOfferDeps): Promise<LibraryItem | null> {
  const [offer, dismissed, table] = await Promise.all([deps.state.get('rateOffer'), deps.state.get('rateDismissed'), ratedTable(deps)]);
  return standingOffer(offer, table, dismissed ?? [], Date.now());
}

async function notificationsAllowed(wanted: boolean): Promise<boolean> {
  if (!wanted || !browser.notifications) return false;
  return browser.permissions.contains({ permissions: ['notifications'] }).catch(() => false);
}

/**
 * Something was just marked watched: if the user asked to be offered a rating, the popup offers it
 * (and, with notifications on, a notification says so; clicking it opens the popup on the offer).
 */
export async function offerRating(deps: RateOfferDeps, item: LibraryItem): Promise<void> {
  const settings = await loadSettings().catch(() => null);
  const [dismissed, table] = await Promise.all([deps.state.get('rateDismissed'), ratedTable(deps)]);
  if (!shouldOffer(settings?.ratePrompt ?? false, item, table, dismissed ?? [])) return;
  await deps.state.set('rateOffer', { item, at: Date.now() });
  await deps.onChange();
  if (!(await notificationsAllowed(settings?.notifications ?? false))) return;
  await browser.notifications.create(NOTIFICATION_ID, {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title: t('popup_rateOfferTitle', item.title),
    message: t('popup_rateOfferMessage'),
    // Chrome shows at most two buttons (not ten ratings): one opens the offer, one declines it.
    // Firefox has no buttons; a click on the notification opens the offer.
    ...(import.meta.env.FIREFOX ? {} : { buttons: [{ title: t('popup_rateOfferRate') }, { title: t('popup_rateOfferNever') }] }),
  });
}

/** "Not now" (in the popup or on the notification): never offered again for this title. */
export async function dismissOffer(deps: RateOfferDeps): Promise<void> {
  const offer = await deps.state.get('rateOffer');
  if (offer) await deps.state.set('rateDismissed', withDismissed((await deps.state.get('rateDismissed')) ?? [], offer.item));
  await deps.state.delete('rateOffer');
  await browser.notifications?.clear(NOTIFICATION_ID).catch(() => false);
  await deps.onChange();
}

async function openOffer(): Promise<void> {
  const url = browser.runtime.getURL(OFFER_PAGE);
  await browser.notifications?.clear(NOTIFICATION_ID).catch(() => false);
  // Firefox for Android has no windows: the offer opens as a tab there.
  if (browser.windows) await browser.windows.create({ url, type: 'popup', width: 400, height: 640 });
  else await browser.tabs.create({ url });
}

/** The notification's click and buttons; registered at the worker's start so a click wakes it. */
export function installRateOfferNotifications(deps: RateOfferDeps): void {
  if (!browser.notifications) return;
  browser.notifications.onClicked.addListener((id) => {
    if (id === NOTIFICATION_ID) void openOffer().catch(() => undefined);
  });
  browser.notifications.onButtonClicked?.addListener((id, button) => {
    if (id !== NOTIFICATION_ID) return;
    void (button === 0 ? openOffer() : dismissOffer(deps)).catch(() => undefined);
  });
  browser.notifications.onClosed.addListener((id, byUser) => {
    // Closed by the user is a "not now"; closed by the system (a timeout) is not.
    if (id === NOTIFICATION_ID && byUser) void dismissOffer(deps).catch(() => undefined);
  });
}
