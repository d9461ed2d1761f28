import type { Db } from '../../db/database';
import type { LibraryWrite } from '../../messages/library-writes';
import { newLibraryEntry } from '../../outbox/entry';
import { inverseWrites } from './inverse';

export type UndoOutcome = { ok: true; writes: LibraryWrite[] } | { ok: false; reason: 'gone' | 'undone' | 'no-inverse' };

/**
 * Takes a recorded write back: its inverse writes enter the outbox, to be sent paced and batched
 * like any write, in the transaction that marks the record undone. A worker killed at any moment
 * either still offers the undo or holds every inverse write durably, never half of them.
 */
export async function undoWritten(db: () => Promise<Db>, id: string, now: number): Promise<UndoOutcome> {
  const tx = (await db()).transaction(['written', 'outbox'], 'readwrite');
  const record = await tx.objectStore('written').get(id);
  const writes = record && !record.undoneAt ? inverseWrites(record) : undefined;
  if (!record || record.undoneAt || !writes) {
    await tx.done;
    return { ok: false, reason: !record ? 'gone' : record.undoneAt ? 'undone' : 'no-inverse' };
  }
  const outbox = tx.objectStore('outbox');
  await Promise.all([tx.objectStore('written').put({ ...record, undoneAt: now }), ...writes.map((write) => outbox.add(newLibraryEntry(write, now))), tx.done]);
  return { ok: true, writes };
}
