import type { TokenManager } from '../auth/tokens';
import type { Db } from '../db/database';
import { markWatchedByKey } from '../library/marks';
import type { ResolverDeps } from '../resolve/resolver';
import type { HttpDeps } from '../service/http';
import { scopedHttp } from '../service/session-epoch';
import { loadSettings } from '../settings/settings';
import type { ImportJobs } from './import/job';
import { sendLibraryWrites, type MarksStore } from './library/library-writes';
import { libraryItemOf, rememberResolved } from './status/now-playing-item';
import { offerRating, type RateOfferDeps } from './library/rate-offer';
import { createSender } from './sender';
import { forgetWatches, recordWatches } from './held-viewings';
import { recordAddedWatches, recordLibraryWrites } from './undo/record-written';
import { knownPlan } from './state/known-plan';
import type { StateStore } from './state/state';
import { notifyStatusChanged } from './status/status';

export interface OutboxSendDeps {
  http: HttpDeps;
  tokens: TokenManager;
  resolver: ResolverDeps;
  db: () => Promise<Db>;
  state: StateStore;
  marks: MarksStore;
  rateOffers: RateOfferDeps;
  imports: Pick<ImportJobs, 'noteNotAdded'>;
}

/** The outbox's sender (sender.ts) wired to what its answers update: the watched log, marks, the popup's item, rating offers, imports. */
export function outboxSend(deps: OutboxSendDeps) {
  const { http, db, marks, state } = deps;
  const held = async (key: string) => (await (await db()).get('viewings', key)) ?? [];
  return createSender({
    historyRecord: (notAdded) => (tx) => deps.imports.noteNotAdded(notAdded, tx.objectStore('state')),
    added: (watches) => recordAddedWatches(watches, Date.now()),
    watched: {
      get: async (key) => (await db()).get('watched', key),
      held,
      record: recordWatches,
      shown: async (keys) => {
        if (keys.length === 0) return;
        const now = Date.now();
        await marks.update((table) => keys.reduce((next, key) => markWatchedByKey(next, key, now), table));
      },
    },
    sendLibrary: (entries, guard, answered) =>
      sendLibraryWrites(
        {
          http: scopedHttp(http, guard),
          tokens: deps.tokens,
          marks: { read: marks.read, update: (change, madeUnder) => (guard.check(), marks.update(change, madeUnder)) },
          held,
          answered: ({ forgotten, recorded, taken }) =>
            answered(async (tx) => {
              // Taken out of history: neither the rewatch rule nor the duplicate rule may count it.
              await Promise.all([forgetWatches(forgotten)(tx), recordWatches(recorded)(tx), recordLibraryWrites(taken, Date.now())(tx)]);
            }),
        },
        entries,
      ),
    onResolved: (command, target) => rememberResolved({ state, http, onChange: notifyStatusChanged }, command, target),
    onFinished: (command, target) => offerRating(deps.rateOffers, libraryItemOf(target, command.guess)),
    rewatchWanted: async () => (await loadSettings()).countRewatches,
    plan: knownPlan(state),
    http,
    tokens: deps.tokens,
    resolver: deps.resolver,
  });
}
