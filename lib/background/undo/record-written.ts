import { currentSignIn } from '../../auth/sign-in-generation';
import type { LibraryWrite } from '../../messages/library-writes';
import { targetOf } from '../../library/marks';
import type { AnswerTx, AnswerRecord } from '../../outbox/store';
import { watchedKey } from '../../media/keys';
import { importRecordId, WRITTEN_LIMIT, writtenKey, type WrittenWatch, type WrittenWrite } from '../../undo/written';
import { IMPORT_JOB_KEY, type ImportJob } from '../import/job';

/** A watch an answer added, with the outbox entry that carried it (an import's entries are its job's). */
export interface AddedWatch extends WrittenWatch {
  seq?: number;
}

/**
 * Records the watches a history or scrobble answer added, inside the answer's transaction: those
 * of the running import join that import's one record, the rest make one record of their own.
 */
export function recordAddedWatches(added: readonly AddedWatch[], now: number): AnswerRecord {
  return async (tx) => {
    if (added.length === 0) return;
    const written = tx.objectStore('written');
    const signIn = await currentSignIn(tx.objectStore('state'));
    const job = (await tx.objectStore('state').get(IMPORT_JOB_KEY)) as ImportJob | undefined;
    const importSeqs = new Set(job?.queued.map((queued) => queued.seq));
    const ofImport = added.filter((watch) => watch.seq !== undefined && importSeqs.has(watch.seq));
    const live = added.filter((watch) => !ofImport.includes(watch));
    if (job && ofImport.length > 0) {
      const id = importRecordId(job);
      const earlier = await written.get(id);
      const watches = [...(earlier?.kind === 'import' ? earlier.watches : []), ...ofImport.map(withoutSeq)];
      await written.put({ id, at: earlier?.at ?? now, signIn, kind: 'import', source: job.source, watches });
    }
    if (live.length > 0) {
      const first = live[0]!;
      await written.put({ id: writtenKey(now, `watch:${first.seq ?? first.key}`), at: now, signIn, kind: 'watch', watches: live.map(withoutSeq) });
    }
    await keepWithinLimit(tx);
  };
}

/** Records the library writes the service took: marks watched as watches, ratings and moves with what they replaced. */
export function recordLibraryWrites(taken: readonly LibraryWrite[], now: number): AnswerRecord {
  return async (tx) => {
    const written = tx.objectStore('written');
    const watches = taken.flatMap((write) =>
      write.kind === 'watched' ? [{ key: watchedKey(write.item), target: targetOf(write.item), at: write.at, exact: true } satisfies WrittenWatch] : [],
    );
    const records = taken.flatMap((write, index): WrittenWrite[] => {
      const id = writtenKey(now, `${order(index)}:${write.kind}:${write.item.svcId}`);
      if (write.kind === 'rate' || write.kind === 'unrate') {
        const rating = write.kind === 'rate' ? write.rating : null;
        return [{ id, at: now, kind: 'rating', item: write.item, rating, ...(write.previous !== undefined ? { previous: write.previous } : {}) }];
      }
      if (write.kind === 'list')
        return [{ id, at: now, kind: 'status', item: write.item, status: write.status, ...(write.previous !== undefined ? { previous: write.previous } : {}) }];
      return [];
    });
    if (watches.length > 0) records.push({ id: writtenKey(now, `${order(taken.length)}:watched:${watches[0]!.key}`), at: now, kind: 'watch', watches });
    // The sign-in whose account took these writes: Undo sends their inverse to that one only (undo-write.ts).
    const signIn = await currentSignIn(tx.objectStore('state'));
    for (const record of records) await written.put({ ...record, signIn });
    if (records.length > 0) await keepWithinLimit(tx);
  };
}

/** Records of one answer keep the batch's order in the store. */
function order(index: number): string {
  return String(index).padStart(4, '0');
}

function withoutSeq({ seq: _seq, ...watch }: AddedWatch): WrittenWatch {
  return watch;
}

/** The store stays bounded as it grows; keys are in time order, so the cursor meets the oldest first. */
async function keepWithinLimit(tx: AnswerTx): Promise<void> {
  const store = tx.objectStore('written');
  let extra = (await store.count()) - WRITTEN_LIMIT;
  let cursor = extra > 0 ? await store.openCursor() : null;
  while (cursor && extra > 0) {
    await cursor.delete();
    extra -= 1;
    cursor = await cursor.continue();
  }
}
