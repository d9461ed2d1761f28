import { tCount } from '../../i18n/t';
import type { HandlersFor, RequestHandlers } from '../../messages/protocol';
import { checkIn } from '../playback/checkin';
import type { createDiscoverHandler } from '../library/discover';
import { genericHandlers } from '../generic/requests';
import { identifyFileFor } from './identify-file';
import { importHandlers } from '../import/requests';
import type { createLibraryHandler } from '../library/library';
import { itemHandlers } from './popup-actions';
import { dismissOffer } from '../library/rate-offer';
import { correctMatch, listCorrections, pickParked, removeCorrection, searchItems } from './resolve-actions';
import type { Services } from '../composition-root';
import { sitePopupHandlers } from './site-unsure';
import { buildStatus, notifyStatusChanged } from '../status/status';
import { settlePreviousWrites } from '../previous-sign-in';
import { toConfirmHandlers } from '../confirm/requests';
import { undoHandlers } from '../undo/requests';
import { watchingAgainHandlers } from '../playback/watching-again';

const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The popup's own requests: status, activity, the account, and the outbox's refused writes. */
type PopupOwnType =
  | 'status'
  | 'activity'
  | 'retry-failed'
  | 'dismiss-rate-offer'
  | 'sign-in'
  | 'settle-previous'
  | 'sign-in-device'
  | 'cancel-device'
  | 'sign-out'
  | 'checkin'
  | 'continue-watching';

function popupHandlers(
  services: Pick<
    Services,
    'activity' | 'continueWatching' | 'db' | 'device' | 'outbox' | 'outboxStore' | 'rateOffers' | 'signIn' | 'signOut' | 'state' | 'tokenStore' | 'unwritten'
  >,
  ready: Promise<unknown>,
): HandlersFor<PopupOwnType> {
  return {
    status: () => buildStatus(services),
    activity: () => services.activity.recent(),
    'retry-failed': async () => {
      const count = await services.outboxStore.requeueFailed();
      await services.activity.add('info', tCount('log_retrying', count));
      void services.outbox.drain();
      return { ok: true };
    },
    'dismiss-rate-offer': async () => {
      await dismissOffer(services.rateOffers);
      return { ok: true };
    },
    'sign-in': async () => {
      await ready;
      await services.signIn();
      return { ok: true };
    },
    'settle-previous': async ({ send }) => {
      const count = await settlePreviousWrites(await services.db(), send);
      await services.activity.add('info', send ? tCount('log_previousSent', count) : tCount('log_previousDiscarded', count));
      await notifyStatusChanged();
      if (send) void services.outbox.drain();
      return { ok: true };
    },
    'sign-in-device': async () => {
      await ready;
      await services.device.start();
      return { ok: true };
    },
    'cancel-device': async () => {
      await services.device.cancel();
      return { ok: true };
    },
    'sign-out': async ({ deleteCorrections }) => {
      await services.signOut({ deleteCorrections: deleteCorrections === true });
      return { ok: true };
    },
    checkin: ({ item }) => checkIn(services, item),
    'continue-watching': () =>
      services.continueWatching().then(
        (items) => ({ ok: true, items }),
        (error: unknown) => ({ ok: false, items: [], error: failureText(error) }),
      ),
  };
}

/** "Find a title", "Wrong match?", the parked updates and the corrections they leave. */
function resolveHandlers(
  services: Pick<Services, 'activity' | 'db' | 'http' | 'outbox' | 'outboxStore' | 'paceGet' | 'resolver' | 'state' | 'tokens'>,
): HandlersFor<'search-items' | 'pick-parked' | 'correct-match' | 'list-corrections' | 'remove-correction' | 'identify-file'> {
  return {
    'search-items': ({ text }) => searchItems(services, text).catch((error: unknown) => ({ ok: false, items: [], error: failureText(error) })),
    'pick-parked': ({ subject, item, always }) => pickParked(services, subject, item, always),
    'correct-match': ({ item, always, episodeOffset }) => correctMatch(services, item, always, episodeOffset),
    'list-corrections': () => listCorrections(services),
    'remove-correction': ({ site, scope, siteId }) => removeCorrection(services, site, scope, siteId),
    'identify-file': ({ fileName }) => identifyFileFor(services, fileName),
  };
}

/**
 * The background's answer to every request of the protocol (`lib/messages/protocol.ts`): one
 * handler per request type, checked against that type's request and answer.
 */
export function createRequestHandlers(
  services: Pick<
    Services,
    | 'activity'
    | 'continueWatching'
    | 'db'
    | 'device'
    | 'epoch'
    | 'http'
    | 'imports'
    | 'keepOutboxBounded'
    | 'marks'
    | 'outbox'
    | 'outboxStore'
    | 'paceGet'
    | 'rateOffers'
    | 'resolver'
    | 'signIn'
    | 'signOut'
    | 'state'
    | 'tokenStore'
    | 'tokens'
    | 'unwritten'
  >,
  parts: { ready: Promise<unknown>; library: ReturnType<typeof createLibraryHandler>; discover: ReturnType<typeof createDiscoverHandler> },
): RequestHandlers {
  return {
    ...popupHandlers(services, parts.ready),
    ...resolveHandlers(services),
    ...toConfirmHandlers(services),
    ...itemHandlers(services),
    ...parts.library.handlers,
    ...parts.discover.handlers,
    ...importHandlers(services, services.imports),
    ...genericHandlers,
    ...sitePopupHandlers,
    ...undoHandlers(services),
    ...watchingAgainHandlers(services),
  };
}
