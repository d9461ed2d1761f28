import type { Db } from '../db/database';
import type { OutboxEntry } from './entry';

export interface OutboxStore {
  /** The oldest entry still to send. */
  head(): Promise<OutboxEntry | undefined>;
  update(entry: OutboxEntry): Promise<void>;
  remove(seq: number): Promise<void>;
  countPending(): Promise<number>;
}

export function idbOutboxStore(db: () => Promise<Db>): OutboxStore {
  return {
    async head() {
      const cursor = await (await db()).transaction('outbox').store.index('byStatus').openCursor('pending');
      return cursor?.value;
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
