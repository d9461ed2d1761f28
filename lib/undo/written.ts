import type { LibraryItem, WatchStatus } from '../messages/library-writes';
import type { ScrobbleTarget } from '../service/items';

/**
 * What the extension wrote to the service, kept so the user can take it back (issue 30, "Undo any
 * write"). A record is made only once the service answered, in the transaction that settles the
 * answer, and lists only what the service took: never a watch the duplicate rule kept back, an
 * import row already in history, or an item the service did not find.
 */

/** One watch added to history: its item (and episode) and the time it was written with. */
export interface WrittenWatch {
  /** lib/media/keys.ts watchKey: the held viewings' key (undo makes the duplicate rule forget it). */
  key: string;
  target: ScrobbleTarget;
  at: number;
  /** Only the day was known (an import row). */
  dayOnly?: true;
  /**
   * `at` is the time sent as `watched_at` (a history write), or the time a live scrobble's answer
   * gave it (lib/scrobble/scrobbled-at.ts). An answer without one leaves `at` the user's stop, near
   * it, and not exact: Undo then names no time and takes every watch of the item.
   */
  exact: boolean;
}

interface WrittenBase {
  /** Chronological store key (writtenKey): the store's own order is oldest first. */
  id: string;
  /** When the service answered (the first answer, for an import). */
  at: number;
  /** The sign-in it was made under; the account's data goes at sign-out. */
  signIn?: number;
  /** When the user took it back: its inverse writes began going into the outbox then (never twice). */
  undoneAt?: number;
  /** How many of its inverse writes are in the outbox so far: a large undo goes in slices (absent: all). */
  undoQueued?: number;
  /** Undo found a later watch of its item the extension did not write (that watch's time) and asked first. */
  elsewhereAt?: number;
  /** The user answered that question with "Keep": the history stays as it is. */
  keptAt?: number;
}

export type WrittenWrite = WrittenBase &
  (
    | { kind: 'watch'; watches: WrittenWatch[] }
    /** One import as one unit: every watch it added, batch after batch. */
    | { kind: 'import'; source: string; watches: WrittenWatch[] }
    /** `previous`: the rating before (null: none; absent: unknown, undo removes the rating). */
    | { kind: 'rating'; item: LibraryItem; rating: number | null; previous?: number | null }
    | { kind: 'status'; item: LibraryItem; status: WatchStatus; previous?: WatchStatus | null }
  );
export type WrittenKind = WrittenWrite['kind'];

/** The service keeps a write's effect at least 30 days (issue 30); the record stays a little longer. */
export const WRITTEN_KEEP_MS = 35 * 86_400_000;
/** Records kept at most (an import counts once); beyond it the oldest go. */
export const WRITTEN_LIMIT = 500;

/** A key whose string order is time order, unique per write: `at` padded, then what it names. */
export function writtenKey(at: number, name: string): string {
  return `${String(Math.max(0, Math.trunc(at))).padStart(15, '0')}:${name}`;
}

/** The one record an import makes of every watch it added (lib/background/undo/record-written.ts). */
export function importRecordId(job: { source: string; startedAt?: number }): string {
  return writtenKey(job.startedAt ?? 0, `import:${job.source}`);
}

/** Ids of records to delete: those past the keeping time, then the oldest beyond the limit. */
export function writtenVictims(rows: ReadonlyArray<Pick<WrittenWrite, 'id' | 'at'>>, now: number, limit = WRITTEN_LIMIT): string[] {
  const expired = rows.filter((row) => !(now - row.at < WRITTEN_KEEP_MS));
  const kept = rows.filter((row) => now - row.at < WRITTEN_KEEP_MS).sort((a, b) => a.at - b.at);
  return [...expired, ...kept.slice(0, Math.max(0, kept.length - limit))].map((row) => row.id);
}
