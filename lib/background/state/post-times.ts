import { storage } from 'wxt/utils/storage';
import { z } from 'zod';
import { lastWriteEnd, type WriteTimes } from '../../limits/pacer';

/**
 * Version 1: the epoch ms the last POST started and ended. In storage.local: sign-out clears
 * storage.session, and a worker started after it must still know when the last write went.
 */
const postTimesItem = storage.defineItem<unknown>('local:postTimes', { version: 1, migrations: {} });
const PostTimesSchema = z.object({ startedAt: z.number().optional(), endedAt: z.number().optional() });
type PostTimes = z.infer<typeof PostTimesSchema>;

/**
 * The times of the extension's last POST, kept beyond the worker's life: a worker woken by a play
 * report sends its start as soon as the spec 8 gap since the previous worker's last write allows,
 * instead of a full gap after every restart. Times that cannot be read count as a write just now.
 */
export function storedPostTimes(): WriteTimes & { lastEnd(now: () => number): Promise<number> } {
  let stored: PostTimes = {};
  return {
    async lastEnd(now) {
      const found = PostTimesSchema.safeParse((await postTimesItem.getValue()) ?? {});
      if (!found.success) return now();
      stored = found.data;
      return lastWriteEnd(stored, now());
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
