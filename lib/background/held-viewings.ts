// The history the extension holds: each watch the service recorded from here, kept per item with
// its time and site (IndexedDB `viewings`) beside the last time in the watched log. The duplicate
// rule (lib/scrobble/duplicate.ts) reads it before every history write.
import { duplicateOf, withViewing, type HeldViewing } from '../scrobble/duplicate';
import type { ScrobbleCommand } from '../scrobble/session';
import type { AnswerRecord } from '../outbox/store';

/** A watch the service recorded: lib/media/keys.ts watchKey, when, and where it was watched. */
export interface RecordedWatch extends HeldViewing {
  key: string;
}

/** The watch a command records under `key` (at its own time unless the service named another). */
export function recordedWatch(key: string, command: ScrobbleCommand, at = command.at): RecordedWatch {
  return { key, at, ...(command.guess ? { site: command.guess.site } : {}), ...(command.dayOnly ? { dayOnly: true } : {}) };
}

/** A finish the user marked as a rewatch, for splitDuplicates: never a repeat. */
export function rewatchOf(command: ScrobbleCommand): { deliberateRewatch?: boolean } {
  return command.deliberateRewatch ? { deliberateRewatch: true } : {};
}

/** The command's runtime, for splitDuplicates: the page's, where it showed one. */
export function runtimeOf(command: ScrobbleCommand): { runtimeMs?: number } {
  return command.runtimeMs !== undefined ? { runtimeMs: command.runtimeMs } : {};
}

/**
 * Splits writes into those to send and those the duplicate rule keeps back (each with the viewing
 * it repeats). A write is checked against the held viewings and the writes before it in the batch,
 * within its item's runtime where it knows it (the duplicate rule's default hour where not).
 */
export async function splitDuplicates<Write extends { key: string; viewing: HeldViewing; runtimeMs?: number; deliberateRewatch?: boolean }>(
  writes: readonly Write[],
  held: (key: string) => Promise<HeldViewing[]>,
): Promise<{ fresh: Write[]; repeats: Array<{ write: Write; repeated: HeldViewing }> }> {
  const known = new Map<string, HeldViewing[]>();
  const fresh: Write[] = [];
  const repeats: Array<{ write: Write; repeated: HeldViewing }> = [];
  for (const write of writes) {
    const viewings = known.get(write.key) ?? (await held(write.key));
    const { at, dayOnly } = write.viewing;
    const check = { at, ...(dayOnly ? { dayOnly } : {}), ...(write.runtimeMs !== undefined ? { runtimeMs: write.runtimeMs } : {}) };
    const repeated = duplicateOf({ ...check, ...(write.deliberateRewatch ? { deliberateRewatch: true } : {}) }, viewings);
    if (repeated) repeats.push({ write, repeated });
    else fresh.push(write);
    known.set(write.key, repeated ? viewings : withViewing(viewings, write.viewing));
  }
  return { fresh, repeats };
}

/** A watch taken out of history: the one written at `at` (an undo), or, without it, every watch of the item. */
export interface ForgottenWatch {
  key: string;
  at?: number;
}

/** Takes watches out of the watched log and the held viewings, inside the answer's transaction. */
export function forgetWatches(forgotten: readonly ForgottenWatch[]): AnswerRecord {
  return async (tx) => {
    const [watched, viewings] = [tx.objectStore('watched'), tx.objectStore('viewings')];
    for (const { key, at } of forgotten) {
      // Only the viewing removed is forgotten: the others of the item are still in the history.
      const left = at === undefined ? [] : ((await viewings.get(key)) ?? []).filter((viewing) => viewing.at !== at);
      await (left.length > 0 ? viewings.put(left, key) : viewings.delete(key));
      // The watched log holds the last watch (the rewatch rule): it moves back only when that one went.
      if (at !== undefined && (await watched.get(key)) !== at) continue;
      // The latest by time, not by place: a list stored by an older version may be out of order.
      const last = left.length > 0 ? Math.max(...left.map((viewing) => viewing.at)) : undefined;
      await (last !== undefined ? watched.put(last, key) : watched.delete(key));
    }
  };
}

/** Writes the watches to the watched log and the held viewings, inside the answer's transaction. */
export function recordWatches(watches: readonly RecordedWatch[]): AnswerRecord {
  return async (tx) => {
    const watched = tx.objectStore('watched');
    const viewings = tx.objectStore('viewings');
    // One after another: two watches of one item in a batch must both reach its list.
    for (const { key, ...viewing } of watches) {
      await watched.put(viewing.at, key);
      await viewings.put(withViewing((await viewings.get(key)) ?? [], viewing), key);
    }
  };
}
