import { activityLog } from '../activity/log';
import { account, signedInTokens } from './account';
import { marksStore } from './library/library-writes';
import type { RateOfferDeps } from './library/rate-offer';
import { outboxSend } from './outbox-send';
import { resolverDeps } from './resolver-deps';
import { createSessionEpoch } from '../service/session-epoch';
import { idbTokenStore } from './state/stores';
import { continueWatching, savedPlaybackGate } from './library/continue-watching';
import { outboxBound } from './state/outbox-bound';
import { verdictShown } from './status/verdicts';
import { config } from '../config';
import { openDatabase } from '../db/database';
import { OutboxExecutor } from '../outbox/executor';
import { idbOutboxStore } from '../outbox/store';
import type { ServiceConfig } from '../config';
import { idbLibraryCache } from '../library/cache';
import { importJobs } from './import/job';
import { continueUndos as continueUndoSlices } from './undo/undo-write';
import { stateStore } from './state/state';
import { notifyStatusChanged } from './status/status';
import { scheduleDrain, scheduleRevokes } from './wake';
import { revocations } from '../auth/revocations';
import { revokeToken } from '../auth/oauth2';
import { idbRevocationStore } from './state/revocation-store';
import { playbackWriter } from './playback/writer';
import { playingNow } from './playback/playing-now';
import { serviceHttp, type RequestGaps } from './service-http';

/**
 * The background's composition root: every dependency is built here, once per worker life.
 * `gaps`: the request pacers' (the contract's unless a test shortens them, test/model).
 */
export function createServices(serviceConfig: ServiceConfig = config, gaps?: RequestGaps) {
  // One sign-in's lifetime: sign-out aborts its requests and voids its in-flight work (session-epoch.ts).
  const epoch = createSessionEpoch();
  const { http, paceGet, quotaHold } = serviceHttp(serviceConfig, epoch, gaps);
  const db = openDatabase;
  const state = stateStore(db);
  const activity = activityLog(db);
  const tokenStore = idbTokenStore(db);

  // The account is built below: a refusal that ends the sign-in reaches it once it exists.
  const tokens = signedInTokens({ http, tokenStore, epoch, state, activity }, (reason) => serviceEnded(reason));

  const marks = marksStore(state);
  const rateOffers: RateOfferDeps = { state, marks, cache: idbLibraryCache(db), onChange: notifyStatusChanged };
  const resolver = resolverDeps({ http, serviceConfig, db, tokens, paceGet });
  // outbox is assigned below; the job only asks it to drain once entries are queued.
  const imports = importJobs({ db, now: Date.now, drain: () => void outbox.drain() });
  const send = outboxSend({ http, tokens, resolver, db, state, marks, rateOffers, imports });

  const outboxStore = idbOutboxStore(db);

  const keepOutboxBounded = outboxBound({ db, activity, state });
  /** A large undo goes in slices as the queue drains, and goes on where it was after a worker restart. */
  const continueUndos = async () => {
    if ((await continueUndoSlices(db, Date.now())) > 0) void outbox.drain();
  };
  const outbox: OutboxExecutor = new OutboxExecutor({
    store: outboxStore,
    epoch,
    now: Date.now,
    random: Math.random,
    wake: (atMs) => scheduleDrain(atMs, () => void outbox.drain()),
    // Where the queue stands once nothing more is due (the e2e tests' "it has decided"): never fails a drain.
    onIdle: (waitingUntil) => state.set('outboxIdle', { at: Date.now(), waitingUntil }).catch(() => undefined),
    // A sign-in lacking the write scope: the queue waits for the next sign-in (account.ts#signedIn).
    heldForSignIn: async () => (await state.get('needsReauth')) !== undefined,
    playingNow: playingNow(db),
    send,
    onVerdict: verdictShown({ state, activity, marks, settleImports: () => imports.settle(), continueUndos: () => continueUndos() }),
  });

  // spec 5.2: a sign-out's revoke ends the 180-day refresh token: it is stored and retried until done.
  const revokes = revocations({
    store: idbRevocationStore(db),
    revoke: (token) => revokeToken(http, token),
    now: Date.now,
    random: Math.random,
    wake: (atMs) => scheduleRevokes(atMs, () => void revokes.tryDue()),
  });

  const { device, signIn, signOut, serviceEnded } = account({
    http,
    db,
    state,
    activity,
    tokenStore,
    epoch,
    quotaHold,
    corrections: resolver.corrections,
    drainOutbox: () => void outbox.drain(),
    unwritten: playbackWriter,
    revokeLater: revokes.revokeLater,
  });

  /** Reads beside the writer: paced like every GET, sharing the token (and its one refresh). */
  const get = async <T>(call: (token: string) => Promise<T>) => {
    await paceGet();
    return tokens.withToken(call);
  };
  // The popup's continue watching and the library page judge saved playbacks one at a time.
  const playbackAt = savedPlaybackGate({ http, db, get });
  return {
    http,
    // One sign-in's lifetime: handlers bind it before they await, and store nothing once it ended.
    epoch,
    db,
    state,
    activity,
    tokenStore,
    tokens,
    outbox,
    outboxStore,
    // Playback outcomes IndexedDB refused for lack of space, in order: the popup says so (status.ts).
    unwritten: playbackWriter,
    keepOutboxBounded,
    device,
    signIn,
    signOut,
    revokes,
    playbackAt,
    continueWatching: continueWatching({ http, get, playbackAt }),
    resolver,
    paceGet,
    marks,
    rateOffers,
    imports,
    continueUndos,
  };
}

export type Services = ReturnType<typeof createServices>;
