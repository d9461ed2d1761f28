import type { IDBPTransaction } from 'idb';
import type { Db, WatchmarkDb } from '../db/database';
import { currentSignIn, isOfSignIn, stampFor } from '../auth/sign-in-generation';
import { setAside, type OutboxEntry } from './entry';

/** The stores an answer's bookkeeping writes to, in the transaction that removes its entries. */
export const ANSWER_STORES = ['outbox', 'watched', 'viewings', 'state', 'written'] as const;
export type AnswerTx = IDBPTransaction<WatchmarkDb, Array<(typeof ANSWER_STORES)[number]>, 'readwrite'>;
/**
 * Records what the service's answer means (the watched log, an import's not-found marks). It runs
 * inside the transaction: it may await only requests of `tx`, or the transaction commits early.
 */
export type AnswerRecord = (tx: AnswerTx) => Promise<void>;

/**
 * A job's entries leave the queue, with `record` in the same transaction (OutboxStore.settle):
 * from then on a restarted worker never sends them again.
 */
export type Answered = (record?: AnswerRecord) => Promise<void>;

export interface OutboxStore {
  /**
   * Entries still to send under the current sign-in, oldest first. Any recorded under another
   * sign-in is set aside for the user first (status `previous`), in the same transaction: the
   * sender never sees it unless the user sends it to this account.
   */
  pending(): Promise<OutboxEntry[]>;
  failed(): Promise<OutboxEntry[]>;
  /** Entries waiting for the user to pick their item, oldest first. */
  parked(): Promise<OutboxEntry[]>;
  /** These entries as stored now (undefined for one that is gone), in one read. */
  read(seqs: readonly number[]): Promise<Array<OutboxEntry | undefined>>;
  /**
   * Rewrites a stored entry; one removed meanwhile (sign-out, the queue's bound) stays removed, and
   * one set aside for the previous sign-in stays set aside.
   */
  update(entry: OutboxEntry): Promise<void>;
  remove(seq: number): Promise<void>;
  /**
   * The service answered these entries: they leave the queue together with `record`, in one
   * transaction, so a worker killed at any moment either still holds them all unanswered or has
   * them all answered and recorded (never sent again).
   */
  settle(seqs: readonly number[], record?: AnswerRecord): Promise<void>;
  countPending(): Promise<number>;
  /** Failed entries go back to the queue, in their original order. */
  requeueFailed(): Promise<number>;
}

export function idbOutboxStore(db: () => Promise<Db>): OutboxStore {
  return {
    async pending() {
      const tx = (await db()).transaction(['outbox', 'state'], 'readwrite');
      const outbox = tx.objectStore('outbox');
      // The index orders equal keys by primary key, so this is queue order.
      const [current, pending] = await Promise.all([currentSignIn(tx.objectStore('state')), outbox.index('byStatus').getAll('pending')]);
      const others = pending.filter((entry) => !isOfSignIn(entry, current));
      await Promise.all([...others.map((entry) => outbox.put(setAside(entry))), tx.done]);
      return pending.filter((entry) => isOfSignIn(entry, current));
    },
    async failed() {
      return (await db()).getAllFromIndex('outbox', 'byStatus', 'failed');
    },
    async parked() {
      return (await db()).getAllFromIndex('outbox', 'byStatus', 'parked');
    },
    async read(seqs) {
      const tx = (await db()).transaction('outbox');
      const [entries] = await Promise.all([Promise.all(seqs.map((seq) => tx.store.get(seq))), tx.done]);
      return entries;
    },
    async update(entry) {
      // A plain put would bring back an entry dropped while it was being sent: the user was told
      // it was dropped, and the queue would hold one more than its limit.
      if (entry.seq === undefined) throw new Error('update of an outbox entry without a key');
      const tx = (await db()).transaction('outbox', 'readwrite');
      const stored = await tx.store.get(entry.seq);
      // A job that began before a new sign-in answers for the previous one: its entry waits for the user.
      const writable = stored !== undefined && stored.status !== 'previous';
      await Promise.all([writable ? tx.store.put(entry) : undefined, tx.done]);
    },
    async remove(seq) {
      await (await db()).delete('outbox', seq);
    },
    async settle(seqs, record) {
      const tx = (await db()).transaction([...ANSWER_STORES], 'readwrite');
      const outbox = tx.objectStore('outbox');
      const writes = Promise.all([record?.(tx), ...seqs.map((seq) => outbox.delete(seq))]).catch((error: unknown) => {
        // A record that failed must not leave the entries removed without it: nothing commits.
        try {
          tx.abort();
        } catch {
          // Already ending: a failed request aborts the transaction by itself.
        }
        throw error;
      });
      await Promise.all([writes, tx.done]);
    },
    async requeueFailed() {
      const tx = (await db()).transaction('outbox', 'readwrite');
      const failed = await tx.store.index('byStatus').getAll('failed');
      await Promise.all([...failed.map((entry) => tx.store.put({ ...entry, status: 'pending', notBefore: 0, attempts: 0, backoffs: 0 })), tx.done]);
      return failed.length;
    },
    async countPending() {
      return (await db()).countFromIndex('outbox', 'byStatus', 'pending');
    },
  };
}

/**
 * Stores new entries stamped with the sign-in they were made under, read in the same transaction;
 * returns their keys. `madeUnder`: the generation the work began under; when another sign-in (or
 * none) is current by now, nothing is stored and this throws SignedOutError (stampFor).
 */
export async function queueEntries(database: Db, entries: readonly OutboxEntry[], madeUnder?: number): Promise<number[]> {
  const tx = database.transaction(['outbox', 'state'], 'readwrite');
  const adding = (async () => {
    const stamp = await stampFor(tx.objectStore('state'), madeUnder);
    return Promise.all(entries.map((entry) => tx.objectStore('outbox').add({ ...entry, ...stamp })));
  })();
  const [seqs] = await Promise.all([adding, tx.done]);
  return seqs;
}

/** The sign-in current now: read it before a writer's first await and hand it to queueEntries. */
export async function signInNow(database: Db): Promise<number> {
  return currentSignIn(database.transaction('state').store);
}
