import { openDatabase, type Db } from '../../db/database';
import { newEntry } from '../../outbox/entry';
import type { StepResult } from '../../scrobble/machine';
import { unwrittenOutcomes } from './unwritten';

export async function commitOutcome(db: Db, tabId: number, result: StepResult): Promise<void> {
  const tx = db.transaction(['sessions', 'outbox', 'toConfirm'], 'readwrite');
  const now = Date.now();
  // Session, commands and waiting watches land in one transaction: a worker killed mid-way leaves none or all.
  const writes: Promise<unknown>[] = result.commands.map((command) => tx.objectStore('outbox').add(newEntry(command, now)));
  for (const watch of result.waiting ?? []) writes.push(tx.objectStore('toConfirm').add(watch));
  writes.push(result.session ? tx.objectStore('sessions').put(result.session) : tx.objectStore('sessions').delete(tabId));
  await Promise.all([...writes, tx.done]);
}

/**
 * The playback module's writer: each outcome of the session machine is committed, or kept in memory
 * (in order) while IndexedDB refuses it for lack of space (unwritten.ts). One per worker life: what
 * it holds is that worker's memory.
 */
export const playbackWriter = unwrittenOutcomes(async (tabId, result) => commitOutcome(await openDatabase(), tabId, result));
