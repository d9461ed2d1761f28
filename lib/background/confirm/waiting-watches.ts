import { describeGuess } from '../../activity/describe';
import type { ActivityLog } from '../../activity/log';
import type { Db } from '../../db/database';
import { t } from '../../i18n/t';
import { newEntry, type ScrobbleEntry } from '../../outbox/entry';
import type { ScrobbleCommand } from '../../scrobble/session';
import type { WaitingWatch } from '../../scrobble/waiting';

/** At most this many viewings wait; beyond it the oldest go, each named in the activity log. */
export const WAITING_LIMIT = 500;

interface WaitingDeps {
  db: () => Promise<Db>;
  activity: ActivityLog;
}

/** What waits, oldest first (the store's keys grow with each viewing). */
export async function waitingWatches(deps: Pick<WaitingDeps, 'db'>): Promise<WaitingWatch[]> {
  return (await deps.db()).getAll('toConfirm');
}

/** Drops the oldest viewings beyond the limit, in one transaction, and says which in the log. */
export async function keepWaitingBounded(deps: WaitingDeps, limit = WAITING_LIMIT): Promise<void> {
  const tx = (await deps.db()).transaction('toConfirm', 'readwrite');
  const excess = (await tx.store.count()) - limit;
  const dropped: WaitingWatch[] = [];
  let cursor = excess > 0 ? await tx.store.openCursor() : null;
  while (cursor && dropped.length < excess) {
    dropped.push(cursor.value);
    await cursor.delete();
    cursor = await cursor.continue();
  }
  await tx.done;
  for (const watch of dropped) await deps.activity.add('info', t('log_confirmDropped', describeGuess(watch.guess)));
}

/**
 * The history write a confirmed viewing becomes: a finished stop at its real time, marked late, so
 * the outbox (plan.ts) writes it to history with that time, through the same path, duplicate rule
 * and rewatch decision as any late watch. Unresolved, it parks there for the user's pick.
 */
function historyEntryOf(watch: WaitingWatch, now: number): ScrobbleEntry {
  const command: ScrobbleCommand = {
    action: 'stop',
    counts: true,
    guess: watch.guess,
    ...(watch.target ? { target: watch.target } : {}),
    progress: watch.progress,
    at: watch.watchedAt,
    ...(watch.runtimeMs !== undefined ? { runtimeMs: watch.runtimeMs } : {}),
  };
  return { ...newEntry(command, now), late: true };
}

/**
 * "Record" (one id) or "Record all" (no id): each viewing leaves the waiting store and enters the
 * outbox in one transaction, so a worker killed between them neither loses nor doubles it.
 */
export async function recordWaiting(deps: WaitingDeps, id?: number, now = Date.now()): Promise<number> {
  const tx = (await deps.db()).transaction(['toConfirm', 'outbox'], 'readwrite');
  const store = tx.objectStore('toConfirm');
  const chosen = id === undefined ? await store.getAll() : [await store.get(id)].filter((watch): watch is WaitingWatch => watch !== undefined);
  for (const watch of chosen) {
    await tx.objectStore('outbox').add(historyEntryOf(watch, now));
    await store.delete(watch.id!);
  }
  await tx.done;
  for (const watch of chosen) await deps.activity.add('info', t('log_confirmRecorded', describeGuess(watch.guess)));
  return chosen.length;
}

/** "Not this": the viewing is forgotten; nothing is sent. */
export async function dismissWaiting(deps: WaitingDeps, id: number): Promise<boolean> {
  const db = await deps.db();
  const watch = await db.get('toConfirm', id);
  if (!watch) return false;
  await db.delete('toConfirm', id);
  await deps.activity.add('info', t('log_confirmDismissed', describeGuess(watch.guess)));
  return true;
}
