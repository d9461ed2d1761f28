import type { Db } from '../db/database';
import type { OutboxEntry } from './entry';

export interface OutboxStore {
  /** Entries still to send, oldest first. */
  pending(): Promise<OutboxEntry[]>;
  failed(): Promise<OutboxEntry[]>;
  update(entry: OutboxEntry): Promise<void>;
  remove(seq: number): Promise<void>;
  countPending(): Promise<number>;
}

export function idbOutboxStore(db: () => Promise<Db>): OutboxStore {
  return {
    async pending() {
      // The index orders equal keys by primary key, so this is queue order.
      return (await db()).getAllFromIndex('outbox', 'byStatus', 'pending');
    },
    async failed() {
      return (await db()).getAllFromIndex('outbox', 'byStatus', 'failed');
    },
    async update(entry) {
      await (await db()).put('outbox', entry);
    },
    async remove(seq) {
      await (await db()).delete('outbox', seq);
    },
    async countPending() {
      return (await db()).countFromIndex('outbox', 'byStatus', 'pending');
    },
  };
}
