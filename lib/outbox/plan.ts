import type { ScrobbleCommand } from '../scrobble/session';
import type { LibraryEntry, OutboxEntry, ScrobbleEntry } from './entry';
import { isLibraryEntry } from './entry';
import { watchedKey } from '../media/keys';

/**
 * A scrobble records "now" on the service. Older than this, a watch is written to history with
 * its real time instead, and a start no longer means "watching now".
 */
export const STALE_SCROBBLE_MS = 10 * 60 * 1000;

export type Job =
  | { kind: 'scrobble'; entry: ScrobbleEntry; command: ScrobbleCommand }
  | { kind: 'history'; entries: ScrobbleEntry[] }
  /** Library writes the user made: one kind, one call (the endpoints take arrays). */
  | { kind: 'library'; entries: LibraryEntry[] }
  | { kind: 'drop'; entry: OutboxEntry; reason: string };

function isStale(command: ScrobbleCommand, now: number): boolean {
  return now - command.at > STALE_SCROBBLE_MS;
}

/** An entry that was parked for the user's pick is stale whatever its age: the moment has passed. */
function isStaleEntry(entry: ScrobbleEntry, now: number): boolean {
  return entry.late === true || isStale(entry.command, now);
}

function isStaleWatch(entry: OutboxEntry, now: number): entry is ScrobbleEntry {
  const { command } = entry;
  return command !== undefined && command.action === 'stop' && command.counts === true && isStaleEntry(entry as ScrobbleEntry, now);
}

/** How a later command names the same item as another: by the site's own id, or by the service's item. */
export function guessSubject(command: ScrobbleCommand): string | null {
  return command.guess ? JSON.stringify([command.guess.site, command.guess.siteItemId]) : null;
}

export function targetSubject(command: ScrobbleCommand): string | null {
  const { target } = command;
  return target ? JSON.stringify([target.item.svcId, target.episode?.season ?? null, target.episode?.number ?? null]) : null;
}

/** Two commands about one item: compared by guess when both have one, else by target. */
function sameSubject(a: ScrobbleCommand | undefined, b: ScrobbleCommand): boolean {
  if (!a) return false;
  if (a.guess && b.guess) return guessSubject(a) === guessSubject(b);
  if (a.target && b.target) return targetSubject(a) === targetSubject(b);
  return false;
}

/**
 * The pending entries as the planner reads them, head first. The executor keeps one in memory
 * between jobs (pending-queue.ts), so planning a job does not reread the whole queue.
 */
export interface PendingView {
  readonly head: OutboxEntry | undefined;
  /** Queue order from the head; the planner stops reading where it has what it needs. */
  inOrder(): Iterable<OutboxEntry>;
  /** Whether an entry behind the head is about the same item as the head's `command` (sameSubject). */
  hasLaterOfSubject(command: ScrobbleCommand): boolean;
}

/** A view of a plain array in queue order. */
export function arrayView(pending: readonly OutboxEntry[]): PendingView {
  return {
    head: pending[0],
    inOrder: () => pending,
    hasLaterOfSubject: (command) => pending.slice(1).some((later) => sameSubject(later.command, command)),
  };
}

/** The head write and the due writes of the same kind right behind it, one per item (later ones wait their turn). */
function libraryBatch(pending: PendingView, now: number): LibraryEntry[] {
  const head = pending.head as LibraryEntry;
  const batch: LibraryEntry[] = [head];
  const items = new Set([watchedKey(head.write.item)]);
  for (const entry of pending.inOrder()) {
    if (entry === head) continue;
    if (!isLibraryEntry(entry) || entry.write.kind !== head.write.kind || entry.notBefore > now || items.has(watchedKey(entry.write.item))) break;
    batch.push(entry);
    items.add(watchedKey(entry.write.item));
  }
  return batch;
}

/**
 * What to do with the head of the queue (pure; `queue` in queue order, head first):
 * - a stale watch goes to history with its real time, together with every other stale watch that
 *   is due (one call for the whole backlog);
 * - a stale start or pause that a later command for the same item supersedes is dropped;
 * - a stale start standing alone becomes a pause: the service keeps the place, and nobody is
 *   shown as "watching now" hours later;
 * - everything else is sent as it is.
 */
export function planNext(queue: readonly OutboxEntry[] | PendingView, now: number): Job | null {
  const pending = 'head' in queue ? queue : arrayView(queue);
  const head = pending.head;
  if (!head) return null;
  // The user's own library writes are never stale: they go as they are, in order.
  if (isLibraryEntry(head)) return { kind: 'library', entries: libraryBatch(pending, now) };
  const scrobbleHead = head as ScrobbleEntry;
  const { command } = scrobbleHead;
  if (isStaleWatch(head, now)) {
    const entries: ScrobbleEntry[] = [];
    for (const entry of pending.inOrder()) if (entry.notBefore <= now && isStaleWatch(entry, now)) entries.push(entry);
    return { kind: 'history', entries };
  }
  if (isStaleEntry(scrobbleHead, now) && (command.action === 'start' || command.action === 'pause')) {
    const superseded = pending.hasLaterOfSubject(command);
    if (superseded) return { kind: 'drop', entry: head, reason: `an older ${command.action} was superseded by what followed` };
    if (command.action === 'start') return { kind: 'scrobble', entry: scrobbleHead, command: { ...command, action: 'pause' } };
  }
  if (command.action === 'checkin' && isStaleEntry(scrobbleHead, now)) {
    return { kind: 'drop', entry: head, reason: 'a check-in is only meaningful while watching' };
  }
  return { kind: 'scrobble', entry: scrobbleHead, command };
}
