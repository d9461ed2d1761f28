import type { HandlersFor } from '../../messages/protocol';
import { t } from '../../i18n/t';
import { resolveGuess } from '../../resolve/resolver';
import type { Services } from '../composition-root';
import { underSignIn, stillSignedIn } from '../under-sign-in';
import { rememberPick } from '../requests/resolve-actions';
import { notifyStatusChanged } from '../status/status';
import { rowOf } from './rows';
import { dismissWaiting, recordWaiting, waitingWatches } from './waiting-watches';

/** Ask before recording: the list, Record (one or all), Not this, and Wrong match?. */
export function toConfirmHandlers(
  services: Pick<Services, 'activity' | 'db' | 'outbox' | 'resolver'>,
): HandlersFor<'to-confirm-list' | 'record-waiting' | 'dismiss-waiting' | 'pick-waiting'> {
  return {
    'to-confirm-list': async () => ({ rows: (await waitingWatches(services)).map(rowOf) }),
    'record-waiting': async ({ id }) => {
      const recorded = await recordWaiting(services, id);
      await notifyStatusChanged();
      if (recorded > 0) void services.outbox.drain();
      return recorded > 0 ? { ok: true } : { ok: false, error: t('error_nothingWaiting') };
    },
    'dismiss-waiting': async ({ id }) => {
      const dismissed = await dismissWaiting(services, id);
      await notifyStatusChanged();
      return dismissed ? { ok: true } : { ok: false, error: t('error_nothingWaiting') };
    },
    // The parked titles' search-and-pick: the pick is remembered for the site's title, and this
    // viewing gets the item (with its episode) it will be recorded as.
    'pick-waiting': ({ id, item }) =>
      underSignIn(services.db, async (madeUnder) => {
        const db = await services.db();
        const watch = await db.get('toConfirm', id);
        if (!watch) return { ok: false, error: t('error_nothingWaiting') };
        await rememberPick(services, madeUnder, watch.guess, item, false);
        const target = await resolveGuess(services.resolver, watch.guess);
        // A sign-out since the pick began cleared this record: it is not written back.
        await stillSignedIn(services.db, madeUnder);
        await db.put('toConfirm', { ...watch, target });
        await notifyStatusChanged();
        return { ok: true };
      }),
  };
}
