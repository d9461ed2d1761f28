// An import's writes go out through the outbox's history path (batched POST /sync/history with
// each watch's own time, paced by the one POST pacer). The outbox is bounded (OUTBOX_LIMIT), so the
// job keeps what is not queued yet and tops the queue up as it drains. The job lives in IndexedDB:
// a killed worker resumes it on start, and nothing is queued twice (each write leaves the job's
// list in the same transaction that adds it to the outbox).
import type { Db } from '../../db/database';
import { OUTBOX_LIMIT } from '../../db/bounds';
import type { ImportWrite, ImportStatus } from '../../messages/import';
import { newEntry, type ScrobbleEntry } from '../../outbox/entry';
import type { ScrobbleCommand } from '../../scrobble/session';
import type { IDBPObjectStore } from 'idb';
import type { WatchmarkDb } from '../../db/database';
import type { ANSWER_STORES } from '../../outbox/store';
import type { EpochGuard } from '../../service/session-epoch';
import { SignedOutError } from '../../service/errors';
import { importRecordId } from '../../undo/written';
import { currentSignIn, isOfSignIn, stampFor, type SignInStamp } from '../../auth/sign-in-generation';

/** The `state` store inside the transaction that settles an answer (lib/outbox/store.ts settle). */
type AnswerStateStore = IDBPObjectStore<WatchmarkDb, Array<(typeof ANSWER_STORES)[number]>, 'state', 'readwrite'>;

/** `signIn`: the sign-in generation it began under; only that sign-in queues its writes. */
export interface ImportJob extends SignInStamp {
  source: string;
  /** Not yet in the outbox. */
  unqueued: ImportWrite[];
  /** In the outbox: its seq, the item's id (to read not_found) and the memory key. */
  queued: Array<{ seq: number; svcId: number; memoryKey: string }>;
  total: number;
  written: number;
  notFound: number;
  notFoundSeqs: number[];
  /** Rows the duplicate rule kept back (already in the history): neither written nor undone. */
  repeated?: number;
  repeatedSeqs?: number[];
  /** All writes were handed over (the page sends them in slices). */
  complete: boolean;
  cancelled: boolean;
  /** When the job began: names its one record of what it wrote (lib/background/undo/record-written.ts). */
  startedAt?: number;
}

/** The entries of an answered history batch the service did not add: named in not_found, or kept back as repeats. */
export interface NotAdded {
  notFound: readonly ScrobbleEntry[];
  repeated: readonly ScrobbleEntry[];
}

/** At most this many import writes wait in the outbox at once; the rest of it stays free for scrobbles. */
export const IMPORT_QUEUE_SLICE = 200;
const OUTBOX_HEADROOM = 200;

export interface ImportJobDeps {
  db: () => Promise<Db>;
  drain: () => void;
  now: () => number;
}

export const IMPORT_JOB_KEY = 'importJob';
const JOB_KEY = IMPORT_JOB_KEY;
const MEMORY_KEY = 'importMemory';

function commandOf(write: ImportWrite): ScrobbleCommand {
  const target = { item: write.item, ...(write.episode ? { episode: write.episode } : {}) };
  // A finished watch: the outbox sends it to history with its time (lib/outbox/plan.ts).
  return { target, action: 'stop', progress: 100, counts: true, at: write.watchedAt, ...(write.dayOnly ? { dayOnly: write.dayOnly } : {}) };
}

export function importJobs(deps: ImportJobDeps) {
  async function read(): Promise<ImportJob | undefined> {
    return (await (await deps.db()).get('state', JOB_KEY)) as ImportJob | undefined;
  }

  async function memory(source: string): Promise<string[]> {
    const all = ((await (await deps.db()).get('state', MEMORY_KEY)) ?? {}) as Record<string, string[]>;
    return all[source] ?? [];
  }

  /** Moves written entries out of the job (remembering them) and queues the next slice. */
  async function settle(): Promise<void> {
    const db = await deps.db();
    const tx = db.transaction(['state', 'outbox'], 'readwrite');
    const state = tx.objectStore('state');
    const outbox = tx.objectStore('outbox');
    const [job, signIn] = await Promise.all([state.get(JOB_KEY) as Promise<ImportJob | undefined>, currentSignIn(state)]);
    if (!job) return tx.done;
    const stillQueued: ImportJob['queued'] = [];
    const remembered: string[] = [];
    for (const queued of job.queued) {
      const entry = await outbox.get(queued.seq);
      if (entry && entry.status === 'pending') stillQueued.push(queued);
      else if (!entry && job.notFoundSeqs.includes(queued.seq)) job.notFound += 1;
      else if (!entry && job.repeatedSeqs?.includes(queued.seq)) job.repeated = (job.repeated ?? 0) + 1;
      else if (!entry) {
        job.written += 1;
        remembered.push(queued.memoryKey);
      } else stillQueued.push(queued); // failed or parked: the activity page shows it; it stays counted as waiting.
    }
    job.queued = stillQueued;
    const queuedStill = (seq: number) => stillQueued.some((queued) => queued.seq === seq);
    job.notFoundSeqs = job.notFoundSeqs.filter(queuedStill);
    job.repeatedSeqs = (job.repeatedSeqs ?? []).filter(queuedStill);
    // A job of an earlier sign-in queues nothing more: what it queued waits for the user's choice.
    if (job.complete && !job.cancelled && isOfSignIn(job, signIn)) {
      const room = Math.min(IMPORT_QUEUE_SLICE - stillQueued.length, OUTBOX_LIMIT - OUTBOX_HEADROOM - (await outbox.count()));
      for (const write of job.unqueued.splice(0, Math.max(0, room))) {
        const entry: ScrobbleEntry = { ...newEntry(commandOf(write), deps.now()), late: true, signIn };
        const seq = (await outbox.add(entry)) as number;
        job.queued.push({ seq, svcId: write.item.svcId, memoryKey: write.memoryKey });
      }
    }
    if (remembered.length > 0) {
      const all = ((await state.get(MEMORY_KEY)) ?? {}) as Record<string, string[]>;
      all[job.source] = [...(all[job.source] ?? []), ...remembered];
      await state.put(all, MEMORY_KEY);
    }
    await state.put(job, JOB_KEY);
    await tx.done;
    if (job.queued.length > 0) deps.drain();
  }

  return {
    read,
    memory,
    settle,

    /**
     * Adds a slice; false when it belongs to no job: a later slice whose job is gone (the user
     * signed out and the stores were cleared, or the job was cancelled) starts none, or the rest
     * of one account's history would be queued alone, possibly for the next account. `guard`: the
     * sign-in the slice came under, checked after the last await before the job is stored.
     */
    async add(source: string, writes: ImportWrite[], first: boolean, last: boolean, guard?: EpochGuard): Promise<boolean> {
      const db = await deps.db();
      const madeUnder = await currentSignIn(db.transaction('state').store);
      const existing = first ? undefined : await read();
      const continues = existing !== undefined && existing.source === source && !existing.complete && isOfSignIn(existing, madeUnder);
      if (!first && !continues) return false;
      const job: ImportJob = continues
        ? existing
        : {
            source,
            unqueued: [],
            queued: [],
            total: 0,
            written: 0,
            notFound: 0,
            notFoundSeqs: [],
            complete: false,
            cancelled: false,
            signIn: madeUnder,
            startedAt: deps.now(),
          };
      job.unqueued.push(...writes);
      job.total += writes.length;
      job.complete = last;
      if (guard && !guard.alive()) return false;
      const tx = db.transaction('state', 'readwrite');
      // Checked in the transaction that stores it: a sign-out since the slice came leaves no job.
      const storing = stampFor(tx.store, madeUnder).then(() => tx.store.put(job, JOB_KEY));
      const stored = await Promise.all([storing, tx.done]).then(
        () => true,
        (error: unknown) => {
          if (error instanceof SignedOutError) return false;
          throw error;
        },
      );
      if (!stored) return false;
      if (last) await settle();
      return true;
    },

    /** Drops what is not sent yet; a batch already on the wire completes (it cannot be recalled). */
    async cancel(): Promise<void> {
      const db = await deps.db();
      const tx = db.transaction(['state', 'outbox'], 'readwrite');
      const job = (await tx.objectStore('state').get(JOB_KEY)) as ImportJob | undefined;
      if (job) {
        for (const queued of job.queued) await tx.objectStore('outbox').delete(queued.seq);
        job.total -= job.unqueued.length + job.queued.length;
        job.unqueued = [];
        job.queued = [];
        job.cancelled = true;
        await tx.objectStore('state').put(job, JOB_KEY);
      }
      await tx.done;
    },

    /**
     * The entries of this job an answered history batch did not add (named in not_found, or kept
     * back as repeats): not counted as written. Written in the transaction that settles the batch
     * (`state`: its state store).
     */
    async noteNotAdded(notAdded: NotAdded, state: AnswerStateStore): Promise<void> {
      if (notAdded.notFound.length === 0 && notAdded.repeated.length === 0) return;
      const job = (await state.get(JOB_KEY)) as ImportJob | undefined;
      if (!job) return;
      const ofJob = (entries: readonly ScrobbleEntry[]) => {
        const seqs = new Set(entries.map((entry) => entry.seq));
        return job.queued.filter((queued) => seqs.has(queued.seq)).map((queued) => queued.seq);
      };
      job.notFoundSeqs.push(...ofJob(notAdded.notFound));
      job.repeatedSeqs = [...(job.repeatedSeqs ?? []), ...ofJob(notAdded.repeated)];
      await state.put(job, JOB_KEY);
    },

    async status(): Promise<ImportStatus> {
      await settle();
      const job = await read();
      if (!job) return { ok: true, job: null };
      const waiting = job.unqueued.length + job.queued.length;
      const record = await (await deps.db()).get('written', importRecordId(job));
      return {
        ok: true,
        job: {
          source: job.source,
          total: job.total,
          written: job.written,
          notFound: job.notFound,
          repeated: job.repeated ?? 0,
          waiting,
          cancelled: job.cancelled,
          done: job.complete && waiting === 0,
          undo: record ? { id: record.id, undone: record.undoneAt !== undefined } : null,
        },
      };
    },
  };
}

export type ImportJobs = ReturnType<typeof importJobs>;
