import { browser } from 'wxt/browser';
import { t } from '../../i18n/t';
import { idbLibraryCache } from '../../library/cache';
import { marksOf, withServiceMarks } from '../../library/marks';
import type { LibraryItem, OpenMode } from '../../messages/library-writes';
import type { ActionResult, PopupRequest } from '../../messages/popup';
import type { HandlersFor } from '../../messages/protocol';
import { serviceUrl } from '../../service/http';
import { SERVICE_TYPE } from '../../service/title-detail';
import { underSignIn } from '../under-sign-in';
import { queueLibraryWrite } from '../library/library-writes';
import { webRequestRedirectReader } from '../redirect-reader';
import { pageToOpen } from './open-target';
import { setSiteEnabled, setTabPaused } from '../playback/scrobbling-switch';
import type { Services } from '../composition-root';
import { notifyStatusChanged } from '../status/status';

export type ItemRequest = Extract<PopupRequest, { type: 'library-write' | 'item-marks' | 'open-item' | 'set-site-enabled' | 'set-tab-paused' }>;

/** spec 4.2: the helper's URL for an item's page, trailer or share page (episodes by season/number). */
export function itemRedirectUrl(services: Pick<Services, 'http'>, item: LibraryItem, to: OpenMode): URL {
  const episode = item.episode;
  return serviceUrl(services.http.config, 'api', '/redirect', {
    to,
    type: SERVICE_TYPE[item.kind],
    svc_id: item.svcId,
    // Anime numbers its episodes sequentially in one season (spec 1): the number alone names it.
    ...(episode && item.kind === 'show' ? { season: episode.season ?? 1 } : {}),
    ...(episode ? { episode: episode.number } : {}),
    ...(to === 'share' && episode?.title ? { ep_title: episode.title } : {}),
  });
}

/** The helper is read, not followed (spec 4.2); pageToOpen says which Location a tab may open. */
async function openItem(services: Pick<Services, 'http'>, item: LibraryItem, to: OpenMode): Promise<ActionResult> {
  const location = await webRequestRedirectReader(services.http.config)(itemRedirectUrl(services, item, to));
  const target = pageToOpen(location, services.http.config.webUrl, to);
  if (!target) return { ok: false, error: t('popup_openFailed', item.title) };
  await browser.tabs.create({ url: target });
  return { ok: true };
}

/** Marks made here, or the service's own rating and status where the library page read them more recently. */
async function itemMarks(services: Pick<Services, 'db' | 'marks'>, item: LibraryItem) {
  const cache = idbLibraryCache(services.db);
  const [table, ratings, watchlist] = await Promise.all([services.marks.read(), cache.get('ratings'), cache.get('watchlist')]);
  return withServiceMarks(marksOf(table, item), { ...(ratings ? { ratings } : {}), ...(watchlist ? { watchlist } : {}) }, item);
}

/** The popup's actions on the item it shows, and its scrobbling switches. */
export function itemHandlers(
  services: Pick<Services, 'activity' | 'db' | 'http' | 'keepOutboxBounded' | 'marks' | 'outbox' | 'state'>,
): HandlersFor<ItemRequest['type']> {
  return {
    'library-write': ({ write }) =>
      underSignIn(services.db, async (madeUnder) => {
        await queueLibraryWrite(services, write, madeUnder);
        await services.keepOutboxBounded();
        await notifyStatusChanged();
        void services.outbox.drain();
        return { ok: true };
      }),
    'item-marks': ({ item }) => itemMarks(services, item),
    'open-item': ({ item, to }) => openItem(services, item, to),
    'set-site-enabled': async ({ site, enabled }) => {
      await setSiteEnabled(services, site, enabled);
      return { ok: true };
    },
    'set-tab-paused': async ({ tabId, paused }) => {
      await setTabPaused(services, tabId, paused);
      return { ok: true };
    },
  };
}
