import { NEVER_ENDING, type EpochGuard, type SessionEpoch } from '../service/session-epoch';
import { subjectKey } from '../media/keys';
import { seqsOf, type OutboxEntry } from './entry';
import { planNext, type SendJob } from './plan';
import { PendingQueue } from './pending-queue';
import { restartOrDrop, type PlayingNow } from './stale-start';
import { counted, doneVerdict, verdictForError, type SendOutcome, type Verdict } from './policy';
import type { Answered, OutboxStore } from './store';
import { t } from '../i18n/t';

export interface ExecutorDeps {
  store: OutboxStore;
  /**
   * Sends one job; resolves with a plain-language summary of the service's answer. `guard`: the
   * sign-in the job runs under; the sender checks it before its own writes and requests.
   * `answered`: the sender calls it as soon as the service answered, before any other bookkeeping
   * (see Answered); a job whose sender did not is settled the same way once send() resolves.
   */
  send: (job: SendJob, guard: EpochGuard, answered: Answered) => Promise<SendOutcome>;
  /** Sign-out ends the sign-in a job began under: nothing of that job is written back after it. */
  epoch?: SessionEpoch;
  now: () => number;
  random: () => number;
  /** Waits before each send; the POST pacing itself is the HTTP layer's (HttpDeps.pacePost). */
  pace?: () => Promise<void>;
  /**
   * True while the service refused this sign-in's writes for their scope (spec 7 403
   * `insufficient_scope`): nothing is sent again unchanged until the user signs in again.
   */
  heldForSignIn?: () => Promise<boolean>;
  /** What a stale start's tab plays now (stale-start.ts); without it, such a start is dropped. */
  playingNow?: PlayingNow;
  /** Arrange for drain() to run again at this time, even if the worker dies meanwhile. */
  wake: (atMs: number) => void;
  /** Nothing more is due now: the head waits until `waitingUntil` (null: nothing waits). A decision tests wait on. */
  onIdle?: (waitingUntil: number | null) => Promise<void>;
  onVerdict: (entries: OutboxEntry[], verdict: Verdict) => Promise<void>;
}

/**
 * Sends stored entries strictly one job at a time and in order (one writer per user, spec 4.3):
 * an entry waiting for a retry holds back everything behind it, so a stop never overtakes its start.
 */
export class OutboxExecutor {
  private running: Promise<void> | null = null;
  private dirty = false;
  /** The one writer: a job's send and any exclusive() task run strictly one after another. */
  private writer: Promise<unknown> = Promise.resolve();
  /**
   * The queue as read for the sign-in `guard`, kept between jobs; every drain() drops it, since
   * whoever queues, requeues or picks an entry calls drain() next. `drains` counts those calls, so
   * a read that a drain() overtook is used for one job but not kept.
   */
  private cached: { queue: PendingQueue; guard: EpochGuard } | null = null;
  private drains = 0;
  private waitingUntil: number | null = null; // what this round last handed to wake()

  constructor(private readonly deps: ExecutorDeps) {}

  /**
   * A write that is not a stored entry (ending a wrong session), run as this writer's turn: never beside
   * a job's send, so our own second writer never meets the service's per-user write lock (spec 4.3).
   */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    const turn = this.writer.then(task);
    this.writer = turn.catch(() => undefined);
    return turn;
  }

  drain(): Promise<void> {
    this.drains += 1;
    this.cached = null;
    this.dirty = true;
    this.running ??= this.loop();
    return this.running;
  }

  private async loop(): Promise<void> {
    try {
      while (this.dirty) {
        this.dirty = false;
        this.waitingUntil = null;
        while (await this.runNext()); // each job while entries are due
        // Told before the dirty check: a drain() meanwhile is not lost, the loop runs again.
        if (!this.dirty) await this.deps.onIdle?.(this.waitingUntil);
      }
    } finally {
      // Cleared in the same turn as the last dirty check, so a drain() after it starts a new loop.
      this.running = null;
    }
  }

  /** Returns true when the next entry may be tried right away. */
  private async runNext(): Promise<boolean> {
    const { now } = this.deps;
    const epoch = this.deps.epoch ?? NEVER_ENDING;
    // Not while a sign-out clears the queue; then bound before the entry is read: after a sign-out
    // it no longer exists, whatever the job learns.
    await epoch.settled();
    const guard = epoch.bind();
    const { queue, fresh } = await this.queueFor(guard);
    const head = queue.head;
    if (!head || (await this.deps.heldForSignIn?.())) return false;
    if (head.notBefore > now()) return this.wake(head.notBefore);
    // Its item is already waiting for the user to pick it: park it too, without asking again.
    const parkedSubject = this.parkedSubjectOf(head, queue);
    const planned = parkedSubject ? null : planNext(queue, now());
    const job = planned?.kind === 'restart' ? await restartOrDrop(planned.entry, this.deps.playingNow, now()) : planned;
    if (!parkedSubject && !job) return false;
    if (job?.kind === 'wait') return this.wake(job.untilMs);
    const entries: OutboxEntry[] = !job ? [head] : job.kind === 'scrobble' ? [job.entry] : job.entries;
    // Planned from memory: what another writer removed since (an import cancelled, the bound
    // enforced) is not sent or written back; the queue is read again instead.
    if (!fresh && !(await this.stillQueued(entries))) {
      this.cached = null;
      return guard.alive();
    }
    if (parkedSubject) {
      await this.apply([head], { kind: 'parked', subject: parkedSubject, reason: t('reason_pickTitle') }, guard, queue);
      return guard.alive();
    }
    if (!job) return false;
    if (job.kind === 'drop') {
      await this.apply(job.entries, { kind: 'done', summary: `Skipped: ${job.reason}`, nothingSent: true }, guard, queue);
      return guard.alive();
    }
    let verdict: Verdict;
    let settled = false;
    const answered: Answered = (record) => {
      // Checked synchronously before the store call: an entry cleared by sign-out stays gone.
      guard.check();
      settled = true;
      return this.deps.store.settle(seqsOf(entries), record);
    };
    try {
      verdict = doneVerdict(
        await this.exclusive(async () => {
          await this.deps.pace?.();
          return this.deps.send(job, guard, answered);
        }),
      );
    } catch (error) {
      verdict = verdictForError(error, {
        attempts: head.attempts,
        backoffs: head.backoffs ?? 0,
        throttles: head.throttles ?? 0,
        ...(head.throttledSince !== undefined ? { throttledSince: head.throttledSince } : {}),
        now: now(),
        random: this.deps.random,
      });
    }
    if (verdict.kind === 'parked') {
      // A batch parks only the entries about the unresolved item; the rest go on in the next job.
      const subject = verdict.subject;
      await this.apply(
        entries.filter((entry) => entry.command?.guess && subjectKey(entry.command.guess) === subject && !entry.command.target),
        verdict,
        guard,
        queue,
      );
      return guard.alive();
    }
    await this.apply(entries, verdict, guard, queue, settled);
    return guard.alive() && (verdict.kind === 'done' || verdict.kind === 'failed');
  }

  /** The queue kept from an earlier job of this sign-in, or read now (`fresh`). */
  private async queueFor(guard: EpochGuard): Promise<{ queue: PendingQueue; fresh: boolean }> {
    if (this.cached?.guard.alive()) return { queue: this.cached.queue, fresh: false };
    const drains = this.drains;
    const [pending, parked] = await Promise.all([this.deps.store.pending(), this.deps.store.parked()]);
    const queue = new PendingQueue(pending, parked);
    this.cached = drains === this.drains ? { queue, guard } : null;
    return { queue, fresh: true };
  }

  private wake(atMs: number): false {
    this.deps.wake((this.waitingUntil = atMs));
    return false;
  }

  private async stillQueued(entries: readonly OutboxEntry[]): Promise<boolean> {
    const stored = await this.deps.store.read(entries.flatMap((entry) => (entry.seq === undefined ? [] : [entry.seq])));
    return stored.length === entries.length && stored.every((now, index) => now?.status === 'pending' && now.notBefore === entries[index]!.notBefore);
  }

  private parkedSubjectOf(entry: OutboxEntry, queue: PendingQueue): string | null {
    // Library writes name a resolved item: they are never parked.
    const guess = entry.command?.target ? undefined : entry.command?.guess;
    if (!guess) return null;
    const subject = subjectKey(guess);
    return queue.isParked(subject) ? subject : null;
  }

  /**
   * Writes the verdict back. Each write is checked against the sign-in first (synchronously before
   * the store call, which sign-out's clearing then follows): an entry cleared by sign-out stays gone.
   */
  private async apply(entries: OutboxEntry[], verdict: Verdict, guard: EpochGuard, queue: PendingQueue, settled = false): Promise<void> {
    const { store } = this.deps;
    const now = this.deps.now();
    if (verdict.kind === 'done') {
      // One transaction for the whole batch, unless the sender settled it with its answer already.
      if (!guard.alive()) return;
      if (!settled) await store.settle(seqsOf(entries));
      for (const seq of seqsOf(entries)) queue.remove(seq);
      if (!guard.alive()) return;
      await this.deps.onVerdict(entries, verdict);
      return;
    }
    for (const entry of entries) {
      if (!guard.alive()) return;
      if (entry.seq === undefined) continue;
      switch (verdict.kind) {
        case 'retry':
          await this.keep(queue, { ...counted(entry, verdict.counts, now), attempts: entry.attempts + 1, notBefore: verdict.atMs, lastError: verdict.reason });
          break;
        case 'hold':
          // A hold until a time (the registration refused) keeps the queue behind it waiting too.
          await this.keep(
            queue,
            verdict.untilMs === undefined
              ? { ...entry, lastError: verdict.reason }
              : { ...counted(entry, 'throttle', now), notBefore: verdict.untilMs, lastError: verdict.reason },
          );
          break;
        case 'failed':
          // Kept, not dropped: the user sees it and can retry once the cause is fixed.
          await store.update({ ...entry, status: 'failed', attempts: entry.attempts + 1, lastError: verdict.reason });
          queue.remove(entry.seq);
          break;
        case 'parked':
          await store.update({ ...entry, status: 'parked', lastError: verdict.reason });
          queue.park(entry, verdict.subject);
          break;
      }
    }
    if (!guard.alive()) return;
    if (verdict.kind === 'retry') this.wake(verdict.atMs);
    if (verdict.kind === 'hold' && verdict.untilMs !== undefined) this.wake(verdict.untilMs);
    await this.deps.onVerdict(entries, verdict);
  }

  /** The entry waits in the queue with its new retry state, in the store and in memory alike. */
  private async keep(queue: PendingQueue, entry: OutboxEntry): Promise<void> {
    await this.deps.store.update(entry);
    queue.replace(entry);
  }
}
