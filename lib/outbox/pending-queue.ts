import { subjectKey } from '../media/keys';
import type { ScrobbleCommand } from '../scrobble/session';
import type { OutboxEntry } from './entry';
import { guessSubject, targetSubject, type PendingView } from './plan';

/** How many entries name each item, for hasLaterOfSubject in constant time. */
class SubjectCounts {
  private readonly counts = new Map<string, number>();

  add(key: string | null, by: 1 | -1): void {
    if (key === null) return;
    const next = (this.counts.get(key) ?? 0) + by;
    if (next > 0) this.counts.set(key, next);
    else this.counts.delete(key);
  }

  of(key: string | null): number {
    return key === null ? 0 : (this.counts.get(key) ?? 0);
  }
}

/**
 * The pending entries as read once from the store, kept in memory between the jobs of a drain and
 * updated with each verdict the executor writes back: draining N entries reads each a bounded
 * number of times instead of rereading the whole queue for every job. Entries that leave the
 * queue leave a hole, so removing one costs nothing and the head moves past the holes once.
 */
export class PendingQueue implements PendingView {
  private readonly slots: Array<OutboxEntry | undefined>;
  private readonly slotOf = new Map<number, number>();
  private first = 0;
  private readonly byGuess = new SubjectCounts();
  private readonly byTarget = new SubjectCounts();
  /** Targets of commands without a guess: a guessed head is compared with those by target. */
  private readonly byTargetAlone = new SubjectCounts();
  /** Subjects (lib/media/keys.ts subjectKey) of the entries waiting for the user's pick. */
  private readonly parked: Set<string>;

  /** `pending` in queue order; `parked` the entries waiting for a pick. */
  constructor(pending: readonly OutboxEntry[], parked: readonly OutboxEntry[]) {
    this.slots = [...pending];
    this.slots.forEach((entry, slot) => {
      if (entry?.seq !== undefined) this.slotOf.set(entry.seq, slot);
      if (entry) this.count(entry, 1);
    });
    this.parked = new Set(parked.flatMap((entry) => (entry.command?.guess ? [subjectKey(entry.command.guess)] : [])));
  }

  get head(): OutboxEntry | undefined {
    while (this.first < this.slots.length && this.slots[this.first] === undefined) this.first += 1;
    return this.slots[this.first];
  }

  *inOrder(): Iterable<OutboxEntry> {
    for (let slot = this.first; slot < this.slots.length; slot += 1) {
      const entry = this.slots[slot];
      if (entry) yield entry;
    }
  }

  hasLaterOfSubject(command: ScrobbleCommand): boolean {
    // The head is counted too: one more than itself means a later one.
    if (command.guess) return this.byGuess.of(guessSubject(command)) > 1 || this.byTargetAlone.of(targetSubject(command)) > 0;
    return this.byTarget.of(targetSubject(command)) > 1;
  }

  isParked(subject: string): boolean {
    return this.parked.has(subject);
  }

  /** The entry left the pending queue: sent, dropped, failed or parked. */
  remove(seq: number): void {
    const slot = this.slotOf.get(seq);
    if (slot === undefined) return;
    const entry = this.slots[slot];
    if (entry) this.count(entry, -1);
    this.slots[slot] = undefined;
    this.slotOf.delete(seq);
  }

  /** The entry stays in the queue with its new retry state. */
  replace(entry: OutboxEntry): void {
    const slot = entry.seq === undefined ? undefined : this.slotOf.get(entry.seq);
    if (slot !== undefined) this.slots[slot] = entry;
  }

  park(entry: OutboxEntry, subject: string): void {
    if (entry.seq !== undefined) this.remove(entry.seq);
    this.parked.add(subject);
  }

  private count(entry: OutboxEntry, by: 1 | -1): void {
    const { command } = entry;
    if (!command) return;
    this.byGuess.add(guessSubject(command), by);
    this.byTarget.add(targetSubject(command), by);
    if (!command.guess) this.byTargetAlone.add(targetSubject(command), by);
  }
}
