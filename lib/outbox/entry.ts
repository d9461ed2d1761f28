import type { LibraryWrite } from '../messages/library-writes';
import type { ScrobbleCommand } from '../scrobble/session';

/**
 * `parked`: the item could not be told apart; it waits for the user to pick it (never a guess).
 * `previous`: recorded under a sign-in that a new one replaced; it waits for the user to send it
 * to the new account or discard it (lib/background/previous-sign-in.ts), never sent silently.
 */
export type OutboxStatus = 'pending' | 'failed' | 'parked' | 'previous';

interface EntryState {
  /** The sign-in generation it was recorded under (lib/auth/sign-in-generation.ts): only that sign-in sends it unasked. */
  signIn?: number;
  seq?: number;
  status: OutboxStatus;
  attempts: number;
  /** Retries drawn on the spec 7 budget (429 `rate_limit`, 5xx); absent means none. */
  backoffs?: number;
  /** 412 answers in a row and when the first came: the block grows, then the queue is held. */
  throttles?: number;
  throttledSince?: number;
  /** Epoch ms before which the entry must not be sent again. */
  notBefore: number;
  createdAt: number;
  lastError?: string;
  /** It waited for the user to pick its item: by the time it goes out, it is history, not "now". */
  late?: true;
  /** Set aside at a new sign-in (status `previous`): the status it goes back to if the user sends it. */
  setAsideFrom?: Exclude<OutboxStatus, 'previous'>;
  /**
   * An Undo's inverse write: the id of the record it takes back (lib/undo/written.ts). Sent and
   * logged like any write, but not itself offered for Undo: it knows nothing to go back to.
   */
  undoOf?: string;
}

/**
 * A command as stored: written before any network call, removed only once the service has it.
 * Either a scrobble command (from playback) or a library write the user made in the popup.
 */
export type OutboxEntry = EntryState & ({ command: ScrobbleCommand; write?: undefined } | { write: LibraryWrite; command?: undefined });
export type ScrobbleEntry = Extract<OutboxEntry, { command: ScrobbleCommand }>;
export type LibraryEntry = Extract<OutboxEntry, { write: LibraryWrite }>;

export function newEntry(command: ScrobbleCommand, now: number): ScrobbleEntry {
  return { command, status: 'pending', attempts: 0, notBefore: 0, createdAt: now };
}

export function newLibraryEntry(write: LibraryWrite, now: number): LibraryEntry {
  return { write, status: 'pending', attempts: 0, notBefore: 0, createdAt: now };
}

export function isLibraryEntry(entry: OutboxEntry): entry is LibraryEntry {
  return entry.write !== undefined;
}

/** Set aside for the user: recorded under another sign-in than the current one (previous-sign-in.ts). */
export function setAside(entry: OutboxEntry): OutboxEntry {
  if (entry.status === 'previous') return entry;
  return { ...entry, status: 'previous', setAsideFrom: entry.status };
}

/** The stored entries' keys (an entry not stored yet has none). */
export function seqsOf(entries: readonly OutboxEntry[]): number[] {
  return entries.flatMap((entry) => (entry.seq === undefined ? [] : [entry.seq]));
}
