import { queueEntries } from '../../outbox/store';
import type { ActivityLog } from '../../activity/log';
import type { Db } from '../../db/database';
import { applyWrite } from '../../library/marks';
import type { LibraryWrite } from '../../messages/library-writes';
import { newLibraryEntry } from '../../outbox/entry';
import type { MarksStore } from './library-writes';

/**
 * Many library writes the user made with one click ("mark watched up to here"): stored in one
 * IndexedDB transaction, so the outbox sees all of them or none, and its planner sends writes of
 * one kind that stand together as one batched call (spec 4.3: writes accept arrays). Writes and
 * marks under `madeUnder`, the sign-in the click was made in (lib/background/under-sign-in.ts).
 */
export async function queueLibraryWrites(
  deps: { db: () => Promise<Db>; marks: MarksStore; activity: ActivityLog },
  writes: LibraryWrite[],
  summary: string,
  madeUnder: number,
): Promise<void> {
  if (writes.length === 0) return;
  const now = Date.now();
  await queueEntries(
    await deps.db(),
    writes.map((write) => newLibraryEntry(write, now)),
    madeUnder,
  );
  await deps.marks.update((table) => writes.reduce((next, write) => applyWrite(next, write, 'pending', now), table), madeUnder);
  await deps.activity.add('queued', summary);
}
