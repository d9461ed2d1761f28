import type { ScrobbleCommand } from '../scrobble/session';
import type { LibraryEntry, OutboxEntry, ScrobbleEntry } from './entry';
import { isLibraryEntry } from './entry';
import { watchedKey } from '../media/keys';

const DEFAULT_STALE_SCROBBLE_MS = 10 * 60 * 1000;

/** A build-time seam (WXT_TEST_STALE_SCROBBLE_MS), so a test's offline spell of seconds is stale. */
export function staleWindowFrom(env: Readonly<Record<string, unknown>>): number {
  const raw = Number(env.WXT_TEST_STALE_SCROBBLE_MS);
  return Number.isInteger(raw) && raw > 0 ? raw : DEFAULT_STALE_SCROBBLE_MS;
}

/**
 * A scrobble records "now" on the service. Older than this, a watch is written to history with
 * its real time instead, and a start no longer means "watching now".
 */
export const STALE_SCROBBLE_MS = staleWindowFrom((import.meta as { env?: Record<string, unknown> }).env ?? {});

export type Job =
  | { kind: 'scrobble'; entry: ScrobbleEntry; command: ScrobbleCommand }
  | { kind: 'history'; entries: ScrobbleEntry[] }
  /** Library writes the user made: one kind, one call (the endpoints take arrays). */
  | { kind: 'library'; entries: LibraryEntry[] }
  | { kind: 'drop'; entries: OutboxEntry[]; reason: string }
  /**
   * A stale start with nothing of its item after it: its tab may still be playing it. The executor
   * sends a fresh start at the progress the tab has now, or drops it (stale-start.ts).
   */
  | { kind: 'restart'; entry: ScrobbleEntry }
  /** Nothing goes before `untilMs`: the head waits for an entry behind it (planStaleStart). */
  | { kind: 'wait'; untilMs: number };

/** A job that goes to the service (the sender's). */
export type SendJob = Exclude<Job, { kind: 'drop' | 'wait' | 'restart' }>;

function isStale(command: ScrobbleCommand, now: number): boolean {
  return now - command.at > STALE_SCROBBLE_MS;
}

/** An entry that was parked for the user's pick is stale whatever its age: the moment has passed. */
function isStaleEntry(entry: ScrobbleEntry, now: number): boolean {
  return entry.late === true || isStale(entry.command, now);
}

function isFinish(entry: OutboxEntry): entry is ScrobbleEntry {
  const { command } = entry;
  return command !== undefined && command.action === 'stop' && command.counts === true;
}

function isStaleWatch(entry: OutboxEntry, now: number): entry is ScrobbleEntry {
  return isFinish(entry) && isStaleEntry(entry, now);
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

/**
 * The commands that continue the session a start opens: its item's, up to that item's next start
 * or check-in (which opens a session of its own).
 */
function sessionAfter(pending: PendingView, start: ScrobbleEntry): ScrobbleEntry[] {
  if (!pending.hasLaterOfSubject(start.command)) return [];
  const followers: ScrobbleEntry[] = [];
  for (const entry of pending.inOrder()) {
    if (entry === start || !sameSubject(entry.command, start.command)) continue;
    const { action } = (entry as ScrobbleEntry).command;
    if (action === 'start' || action === 'checkin') break;
    followers.push(entry as ScrobbleEntry);
  }
  return followers;
}

/** Every due stale watch in queue order, with the given watches whatever their age. */
function historyJob(pending: PendingView, now: number, also: ReadonlySet<OutboxEntry> = new Set()): Job {
  const entries: ScrobbleEntry[] = [];
  for (const entry of pending.inOrder()) if (entry.notBefore <= now && (also.has(entry) || isStaleWatch(entry, now))) entries.push(entry as ScrobbleEntry);
  return { kind: 'history', entries };
}

/**
 * A stale start is never sent as it is: its moment has passed, and without it the service has no
 * session, so spec 3.1 takes no pause or stop of it either. Alone (its tab may still be playing),
 * it is a restart: what the user views now, if anything. A finish in its session is a history
 * write with its own time; the start and the rest of its session are dropped (the contract keeps
 * no resume point without a session). While such a finish waits for a retry, the start waits with
 * it: dropped first, it would leave a fresh finish that goes out as a stop the service has no
 * session for.
 */
function planStaleStart(pending: PendingView, start: ScrobbleEntry, now: number): Job {
  if (!pending.hasLaterOfSubject(start.command)) return { kind: 'restart', entry: start };
  const followers = sessionAfter(pending, start);
  const finishes = followers.filter(isFinish);
  const due = finishes.filter((entry) => entry.notBefore <= now);
  if (due.length > 0) return historyJob(pending, now, new Set(due));
  if (finishes.length > 0) return { kind: 'wait', untilMs: Math.min(...finishes.map((entry) => entry.notBefore)) };
  return {
    kind: 'drop',
    entries: [start, ...followers.filter((entry) => !isFinish(entry))],
    reason: 'the service never heard this viewing begin, so it takes no pause or stop of it',
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
 * - a stale start is never sent as it is (planStaleStart): alone, it is a restart at what its tab
 *   plays now; else its session's finish goes to history (the start waits while that finish waits
 *   for a retry) and the rest is dropped;
 * - a stale pause that a later command for the same item supersedes is dropped;
 * - everything else is sent as it is: a stale pause or stop whose start went out continues the
 *   session the service has (spec 3.1), and keeps the resume point.
 */
export function planNext(queue: readonly OutboxEntry[] | PendingView, now: number): Job | null {
  const pending = 'head' in queue ? queue : arrayView(queue);
  const head = pending.head;
  if (!head) return null;
  // The user's own library writes are never stale: they go as they are, in order.
  if (isLibraryEntry(head)) return { kind: 'library', entries: libraryBatch(pending, now) };
  const scrobbleHead = head as ScrobbleEntry;
  const { command } = scrobbleHead;
  if (isStaleWatch(head, now)) return historyJob(pending, now);
  const stale = isStaleEntry(scrobbleHead, now);
  if (stale && command.action === 'start') return planStaleStart(pending, scrobbleHead, now);
  if (stale && command.action === 'pause' && pending.hasLaterOfSubject(command)) {
    return { kind: 'drop', entries: [head], reason: 'an older pause was superseded by what followed' };
  }
  if (stale && command.action === 'checkin') return { kind: 'drop', entries: [head], reason: 'a check-in is only meaningful while watching' };
  return { kind: 'scrobble', entry: scrobbleHead, command };
}
