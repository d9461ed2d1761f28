import type { ActivityEntry } from './entry';
import type { WrittenView } from '../messages/undo';

/** A line of the log, or a write Watchmark made (with its Undo), in one list newest first. */
export type LogRow = { at: number; entry: ActivityEntry; written?: never } | { at: number; written: WrittenView; entry?: never };

/**
 * How far apart the log's "sent" line and the record of the same write can be: both are made when
 * the service's answer is in, one after the other.
 */
const SAME_ANSWER_MS = 60_000;

/**
 * The log and the writes in one list, newest first. A write the service took is also a "sent" line
 * of the log with the same words; it is shown once, as the write's row with its Undo, so a rating
 * does not read as two ratings (and the order of two rows stamped a millisecond apart never decides
 * what the page looks like).
 */
export function logRows(entries: readonly ActivityEntry[], written: readonly WrittenView[]): LogRow[] {
  const shownAsWrite = new Set<ActivityEntry>();
  for (const view of written) {
    const line = entries
      .filter((entry) => entry.kind === 'sent' && entry.text === view.text && !shownAsWrite.has(entry) && Math.abs(entry.at - view.at) <= SAME_ANSWER_MS)
      .sort((a, b) => Math.abs(a.at - view.at) - Math.abs(b.at - view.at))[0];
    if (line) shownAsWrite.add(line);
  }
  const rows: LogRow[] = [
    ...entries.filter((entry) => !shownAsWrite.has(entry)).map((entry) => ({ at: entry.at, entry })),
    ...written.map((view) => ({ at: view.at, written: view })),
  ];
  return rows.sort((a, b) => b.at - a.at);
}
