import { openDatabase, type Db } from '../../db/database';
import { stampFor } from '../../auth/sign-in-generation';
import { newEntry } from '../../outbox/entry';
import type { StepResult } from '../../scrobble/machine';
import { unwrittenOutcomes } from './unwritten';

/**
 * `madeUnder`: the sign-in generation the outcome was decided under; if another is current by the
 * time it is written, nothing is (stampFor throws SignedOutError), or a stop could follow a start
 * that went to the previous account.
 */
export async function commitOutcome(db: Db, tabId: number, result: StepResult, madeUnder?: number): Promise<void> {
  const tx = db.transaction(['sessions', 'outbox', 'toConfirm', 'state'], 'readwrite');
  const now = Date.now();
  // Session, commands and waiting watches land in one transaction: a worker killed mid-way leaves none or all.
  const writes = (async () => {
    const stamp = await stampFor(tx.objectStore('state'), madeUnder);
    const sessions = tx.objectStore('sessions');
    await Promise.all([
      ...result.commands.map((command) => tx.objectStore('outbox').add({ ...newEntry(command, now), ...stamp })),
      ...(result.waiting ?? []).map((watch) => tx.objectStore('toConfirm').add({ ...watch, ...stamp })),
      result.session ? sessions.put({ ...result.session, ...stamp }) : sessions.delete(tabId),
    ]);
  })();
  await Promise.all([writes, tx.done]);
}

/**
 * The playback module's writer: each outcome of the session machine is committed, or kept in memory
 * (in order) while IndexedDB refuses it for lack of space (unwritten.ts). One per worker life: what
 * it holds is that worker's memory.
 */
export const playbackWriter = unwrittenOutcomes(async (tabId, result, madeUnder) => commitOutcome(await openDatabase(), tabId, result, madeUnder));
