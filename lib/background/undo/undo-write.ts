import { currentSignIn, isOfSignIn } from '../../auth/sign-in-generation';
import type { Db } from '../../db/database';
import type { LibraryWrite } from '../../messages/library-writes';
import { OUTBOX_LIMIT } from '../../db/bounds';
import { newLibraryEntry } from '../../outbox/entry';
import { inverseWrites } from './inverse';

export type UndoOutcome = { ok: true; writes: LibraryWrite[] } | { ok: false; reason: 'gone' | 'undone' | 'no-inverse' | 'too-large' | 'other-sign-in' };

/**
 * Takes a recorded write back: its inverse writes enter the outbox, to be sent paced and batched
 * like any write, in the transaction that marks the record undone. A worker killed at any moment
 * either still offers the undo or holds every inverse write durably, never half of them.
 */
export async function undoWritten(db: () => Promise<Db>, id: string, now: number): Promise<UndoOutcome> {
  const tx = (await db()).transaction(['written', 'outbox', 'state'], 'readwrite');
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
  const outbox = tx.objectStore('outbox');
  // The outbox's bound would drop the oldest waiting writes to make room (lib/db/bounds.ts): an undo
  // that does not fit beside what waits is refused whole, and offered again once the queue drained.
  if ((await outbox.count()) + writes.length > OUTBOX_LIMIT) {
    await tx.done;
    return { ok: false, reason: 'too-large' };
  }
  await Promise.all([
    tx.objectStore('written').put({ ...record, undoneAt: now }),
    ...writes.map((write) => outbox.add({ ...newLibraryEntry(write, now), signIn })),
    tx.done,
  ]);
  return { ok: true, writes };
}
