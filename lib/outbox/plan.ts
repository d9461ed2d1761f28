import type { ScrobbleCommand } from '../scrobble/session';
import type { OutboxEntry } from './entry';

/**
 * A scrobble records "now" on the service. Older than this, a watch is written to history with
 * its real time instead, and a start no longer means "watching now".
 */
export const STALE_SCROBBLE_MS = 10 * 60 * 1000;

export type Job =
  | { kind: 'scrobble'; entry: OutboxEntry; command: ScrobbleCommand }
  | { kind: 'history'; entries: OutboxEntry[] }
  | { kind: 'drop'; entry: OutboxEntry; reason: string };

function isStale(command: ScrobbleCommand, now: number): boolean {
  return now - command.at > STALE_SCROBBLE_MS;
}

/** An entry that was parked for the user's pick is stale whatever its age: the moment has passed. */
function isStaleEntry(entry: OutboxEntry, now: number): boolean {
  return entry.late === true || isStale(entry.command, now);
}

function isStaleWatch(entry: OutboxEntry, now: number): boolean {
  const { command } = entry;
  return command.action === 'stop' && command.counts === true && isStaleEntry(entry, now);
}

function sameSubject(a: ScrobbleCommand, b: ScrobbleCommand): boolean {
  if (a.guess && b.guess) return a.guess.site === b.guess.site && a.guess.siteItemId === b.guess.siteItemId;
  if (a.target && b.target) {
    return a.target.item.svcId === b.target.item.svcId && a.target.episode?.number === b.target.episode?.number && a.target.episode?.season === b.target.episode?.season;
  }
  return false;
}

/**
 * What to do with the head of the queue (pure; `pending` in queue order, head first):
 * - a stale watch goes to history with its real time, together with every other stale watch that
 *   is due (one call for the whole backlog);
 * - a stale start or pause that a later command for the same item supersedes is dropped;
 * - a stale start standing alone becomes a pause: the service keeps the place, and nobody is
 *   shown as "watching now" hours later;
 * - everything else is sent as it is.
 */
export function planNext(pending: OutboxEntry[], now: number): Job | null {
  const head = pending[0];
  if (!head) return null;
  const { command } = head;
  if (isStaleWatch(head, now)) {
    return { kind: 'history', entries: pending.filter((entry) => entry.notBefore <= now && isStaleWatch(entry, now)) };
  }
  if (isStaleEntry(head, now) && (command.action === 'start' || command.action === 'pause')) {
    const superseded = pending.slice(1).some((later) => sameSubject(later.command, command));
    if (superseded) return { kind: 'drop', entry: head, reason: `an older ${command.action} was superseded by what followed` };
    if (command.action === 'start') return { kind: 'scrobble', entry: head, command: { ...command, action: 'pause' } };
  }
  if (command.action === 'checkin' && isStaleEntry(head, now)) {
    return { kind: 'drop', entry: head, reason: 'a check-in is only meaningful while watching' };
  }
  return { kind: 'scrobble', entry: head, command };
}
