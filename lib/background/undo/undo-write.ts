import type { IDBPTransaction } from 'idb';
import { currentSignIn, isOfSignIn } from '../../auth/sign-in-generation';
import type { Db, WatchmarkDb } from '../../db/database';
import type { LibraryWrite } from '../../messages/library-writes';
import { OUTBOX_LIMIT } from '../../db/bounds';
import { newLibraryEntry } from '../../outbox/entry';
import type { WrittenWrite } from '../../undo/written';
import { inverseWrites } from './inverse';

export type UndoOutcome = { ok: true; writes: LibraryWrite[] } | { ok: false; reason: 'gone' | 'undone' | 'no-inverse' | 'other-sign-in' };

/** Inverse writes queued at a time: a large import's undo goes in slices, as its writes did (import/job.ts). */
export const UNDO_SLICE = 200;
/** Room an undo leaves in the outbox (bound OUTBOX_LIMIT) for live scrobbles and the user's other writes. */
export const UNDO_HEADROOM = 200;
/** The `state` key listing the records whose undo still has writes to queue. */
const UNDOING_KEY = 'undoing';

type UndoTx = IDBPTransaction<WatchmarkDb, Array<'written' | 'outbox' | 'state'>, 'readwrite'>;

/**
 * Takes a recorded write back: the record is marked undone and the first slice of its inverse
 * writes enters the outbox in one transaction; the rest follow as the queue drains
 * (continueUndos), each slice in the transaction that counts it. A worker killed at any moment
 * either still offers the undo or resumes it where the record says, never queuing a write twice.
 */
export async function undoWritten(db: () => Promise<Db>, id: string, now: number): Promise<UndoOutcome> {
  const tx = undoTransaction(await db());
  const [record, signIn] = await Promise.all([tx.objectStore('written').get(id), currentSignIn(tx.objectStore('state'))]);
  // Made under an earlier sign-in (perhaps another account): its inverse must not reach this one.
  if (record && !isOfSignIn(record, signIn)) {
    await tx.done;
    return { ok: false, reason: 'other-sign-in' };
  }
  const writes = record && !record.undoneAt ? inverseWrites(record) : undefined;
  if (!record || record.undoneAt || !writes) {
    await tx.done;
    return { ok: false, reason: !record ? 'gone' : record.undoneAt ? 'undone' : 'no-inverse' };
  }
  const { done } = await queueSlice(tx, { ...record, undoneAt: now, undoQueued: 0 }, writes, now, signIn);
  if (!done) await tx.objectStore('state').put([...(await undoing(tx)), id], UNDOING_KEY);
  await tx.done;
  return { ok: true, writes };
}

/**
 * "Keep" after Undo's question (a later watch elsewhere): nothing is taken back, and the record says
 * so. Its Undo stays: pressed again, it asks again.
 */
export async function keepWritten(db: () => Promise<Db>, id: string, now: number): Promise<boolean> {
  const tx = (await db()).transaction('written', 'readwrite');
  const record = await tx.store.get(id);
  const open = record !== undefined && record.undoneAt === undefined && record.elsewhereAt !== undefined;
  if (open) await tx.store.put({ ...record, keptAt: now });
  await tx.done;
  return open;
}

/** Queues the next slice of every undo still under way, as far as the outbox has room; how many writes went in. */
export async function continueUndos(db: () => Promise<Db>, now: number): Promise<number> {
  const tx = undoTransaction(await db());
  const [ids, signIn] = await Promise.all([undoing(tx), currentSignIn(tx.objectStore('state'))]);
  const left: string[] = [];
  let queued = 0;
  for (const id of ids) {
    const record = await tx.objectStore('written').get(id);
    const writes = record ? inverseWrites(record) : undefined;
    // A record gone (pruned, or the account signed out) or of an earlier sign-in has nothing left to take back here.
    if (!record || !writes || !isOfSignIn(record, signIn)) continue;
    const slice = await queueSlice(tx, record, writes, now, signIn);
    if (!slice.done) left.push(id);
    queued += slice.queued;
  }
  if (ids.length > 0) await tx.objectStore('state').put(left, UNDOING_KEY);
  await tx.done;
  return queued;
}

function undoTransaction(db: Db): UndoTx {
  return db.transaction(['written', 'outbox', 'state'], 'readwrite');
}

async function undoing(tx: UndoTx): Promise<string[]> {
  return ((await tx.objectStore('state').get(UNDOING_KEY)) ?? []) as string[];
}

/** Queues what fits of the record's remaining inverse writes and stores how far it got. */
async function queueSlice(
  tx: UndoTx,
  record: WrittenWrite,
  writes: readonly LibraryWrite[],
  now: number,
  signIn: number,
): Promise<{ queued: number; done: boolean }> {
  const outbox = tx.objectStore('outbox');
  const from = record.undoQueued ?? writes.length;
  const room = Math.min(UNDO_SLICE, OUTBOX_LIMIT - UNDO_HEADROOM - (await outbox.count()));
  const slice = writes.slice(from, from + Math.max(0, room));
  for (const write of slice) await outbox.add({ ...newLibraryEntry(write, now), signIn, undoOf: record.id });
  await tx.objectStore('written').put({ ...record, undoQueued: from + slice.length });
  return { queued: slice.length, done: from + slice.length >= writes.length };
}
