import { browser } from 'wxt/browser';
import { describeCommand } from '../../activity/describe';
import { describeWrite } from '../../library/describe';
import { config } from '../../config';
import type { Status } from '../../messages/popup';
import type { StateStore } from '../state/state';
import type { OutboxStore } from '../../outbox/store';
import type { TokenStore } from '../../auth/tokens';
import { nowPlayingExtras } from './now-playing-status';
import { parkedSubjects } from '../playback/parked';
import type { Db } from '../../db/database';
import { OUTBOX_WARN, queueNotice } from '../../db/bounds';
import type { UnwrittenOutcomes } from '../playback/unwritten';
import { currentOffer, type RateOfferDeps } from '../library/rate-offer';
import { countPreviousWrites } from '../previous-sign-in';
import { waitingSummary } from '../confirm/rows';

/** A dropped-updates notice stays this long. */
const DROPPED_NOTICE_MS = 24 * 3600 * 1000;

/** The queue notice: only read whole when the queue is long enough to need one. */
async function longQueue(db: () => Promise<Db>) {
  const database = await db();
  return (await database.count('outbox')) >= OUTBOX_WARN ? queueNotice(await database.getAll('outbox')) : null;
}

type StatusDeps = {
  state: StateStore;
  tokenStore: TokenStore;
  outboxStore: OutboxStore;
  db: () => Promise<Db>;
  unwritten: Pick<UnwrittenOutcomes, 'notice'>;
  rateOffers: RateOfferDeps;
};

/**
 * The status the toolbar badge reads after every outbox job: without the long-queue notice, which
 * reads the whole queue (the badge never shows it), so draining a long queue stays linear.
 */
export function badgeStatus(deps: StatusDeps): Promise<Status> {
  return buildStatus(deps, { queueNotice: false });
}

export async function buildStatus(deps: StatusDeps, options: { queueNotice?: boolean } = {}): Promise<Status> {
  const [tokens, nowPlaying, lastResult, signInError, pendingWrites, failed, deviceFlow, needsReauth, parked, queue, dropped, rateOffer, previous, toConfirm] =
    await Promise.all([
      deps.tokenStore.load(),
      deps.state.get('nowPlaying'),
      deps.state.get('lastResult'),
      deps.state.get('signInError'),
      deps.outboxStore.countPending(),
      deps.outboxStore.failed(),
      deps.state.get('deviceFlow'),
      deps.state.get('needsReauth'),
      deps.outboxStore.parked(),
      options.queueNotice === false ? null : longQueue(deps.db),
      deps.state.get('droppedWrites'),
      currentOffer(deps.rateOffers),
      deps.db().then(countPreviousWrites),
      deps.db().then(waitingSummary),
    ]);
  const storageFull = deps.unwritten.notice();
  const extras = await nowPlayingExtras(deps.state, nowPlaying, deps.db);
  return {
    ...extras,
    signedIn: tokens !== null,
    ...(signInError ? { signInError } : {}),
    ...(needsReauth ? { needsReauth } : {}),
    authGeneration: config.auth,
    // Never the device code itself: it is a credential and stays in the background.
    deviceCode: deviceFlow
      ? {
          userCode: deviceFlow.userCode,
          verificationUri: deviceFlow.verificationUri,
          ...(deviceFlow.verificationUriComplete ? { verificationUriComplete: deviceFlow.verificationUriComplete } : {}),
          expiresAt: deviceFlow.expiresAt,
          expired: deviceFlow.expired ?? false,
        }
      : null,
    nowPlaying: nowPlaying ?? null,
    lastResult: lastResult ?? null,
    pendingWrites,
    failedWrites: failed.map((entry) => ({
      what: entry.command ? `${entry.command.action} ${describeCommand(entry.command)}` : describeWrite(entry.write),
      reason: entry.lastError ?? 'refused by the service',
    })),
    parked: parkedSubjects(parked),
    queue,
    ...(dropped && Date.now() - dropped.at < DROPPED_NOTICE_MS ? { droppedWrites: dropped } : {}),
    ...(storageFull ? { storageFull } : {}),
    ...(rateOffer ? { rateOffer } : {}),
    ...(previous > 0 ? { previousSignIn: previous } : {}),
    ...(toConfirm ? { toConfirm } : {}),
  };
}

const statusListeners: Array<() => void> = [];

/** The background's own reaction to a status change (the toolbar badge). */
export function onStatusChanged(listener: () => void): void {
  statusListeners.push(listener);
}

/** Tells open extension pages to re-read the status; nobody listening is not an error. */
export async function notifyStatusChanged(): Promise<void> {
  for (const listener of statusListeners) listener();
  await browser.runtime.sendMessage({ type: 'status-changed' }).catch(() => undefined);
}
