import { storage } from 'wxt/utils/storage';
import { z } from 'zod';
import { lastWriteEnd, type WriteTimes } from '../../limits/pacer';

/**
 * In storage.local, versioned like every stored item: sign-out (which clears storage.session)
 * must not make a new worker forget them.
 */
const postTimesItem = storage.defineItem<unknown>('local:postTimes', { version: 1, migrations: {} });
const StoredSchema = z.object({ startedAt: z.number().optional(), endedAt: z.number().optional() });
type Stored = z.infer<typeof StoredSchema>;

/**
 * The times of the extension's last POST, kept beyond the worker's life: a worker woken by a play
 * report sends its start as soon as the spec 8 gap since the previous worker's last write allows,
 * instead of a full gap after every restart. Unreadable times count as a write just now.
 */
export function storedPostTimes(): WriteTimes & { lastEnd(now: () => number): Promise<number> } {
  let stored: Stored = {};
  return {
    async lastEnd(now) {
      const value = await postTimesItem.getValue();
      const parsed = StoredSchema.safeParse(value);
      const found = value === null ? undefined : parsed.success ? parsed.data : { startedAt: now() };
      stored = { ...found };
      return lastWriteEnd(found, now());
    },
    async started(at) {
      stored = { ...stored, startedAt: at };
      await postTimesItem.setValue(stored);
    },
    ended(at) {
      stored = { ...stored, endedAt: at };
      void postTimesItem.setValue(stored).catch(() => undefined);
    },
  };
}
