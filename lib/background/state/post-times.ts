import browser from 'webextension-polyfill';
import { lastWriteEnd, type WriteTimes } from '../../limits/pacer';

/** In storage.local: sign-out (which clears storage.session) must not make a new worker forget them. */
const KEY = 'postTimes';

interface Stored {
  startedAt?: number;
  endedAt?: number;
}

/**
 * The times of the extension's last POST, kept beyond the worker's life: a worker woken by a play
 * report sends its start as soon as the spec 8 gap since the previous worker's last write allows,
 * instead of a full gap after every restart. Unreadable times count as a write just now.
 */
export function storedPostTimes(): WriteTimes & { lastEnd(now: () => number): Promise<number> } {
  let stored: Stored = {};
  return {
    async lastEnd(now) {
      const found = (await browser.storage.local.get(KEY))[KEY] as Stored | undefined;
      stored = { ...found };
      return lastWriteEnd(found, now());
    },
    async started(at) {
      stored = { ...stored, startedAt: at };
      await browser.storage.local.set({ [KEY]: stored });
    },
    ended(at) {
      stored = { ...stored, endedAt: at };
      void browser.storage.local.set({ [KEY]: stored }).catch(() => undefined);
    },
  };
}
