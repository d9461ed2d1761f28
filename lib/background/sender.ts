import type { TokenManager } from '../auth/tokens';
import type { LibraryEntry, ScrobbleEntry } from '../outbox/entry';
import type { SendJob } from '../outbox/plan';
import type { SendOutcome } from '../outbox/policy';
import type { Answered, AnswerRecord } from '../outbox/store';
import { resolveGuess, type ResolverDeps } from '../resolve/resolver';
import { allowRewatch, type KnownPlan } from '../scrobble/rewatch';
import { scrobbledAt } from '../scrobble/scrobbled-at';
import type { ScrobbleCommand } from '../scrobble/session';
import { ServiceError } from '../service/errors';
import { addToHistory, notFoundCount, notFoundTargets, type HistoryResponse, type HistoryWrite } from '../service/history';
import type { HttpDeps } from '../service/http';
import { watchKey } from '../media/keys';
import type { ScrobbleTarget } from '../service/items';
import { sendScrobble } from '../service/scrobble';
import { scopedHttp, type EpochGuard } from '../service/session-epoch';
import { describeCommand } from '../activity/describe';
import type { HeldViewing } from '../scrobble/duplicate';
import { recordedWatch, rewatchOf, runtimeOf, splitDuplicates, type RecordedWatch } from './held-viewings';
import type { AddedWatch } from './undo/record-written';
import { summariseAlreadyWatched, summariseDuplicate, summariseHistory, summariseScrobble } from './status/summaries';
import type { NotAdded } from './import/job';

export interface WatchedLog {
  get(key: string): Promise<number | undefined>;
  /** The viewings the extension holds of an item (the duplicate rule reads them). */
  held(key: string): Promise<HeldViewing[]>;
  /** Writes the watches in the transaction that settles the answer (OutboxStore.settle). */
  record(watches: readonly RecordedWatch[]): AnswerRecord;
  /** Once they are recorded: what the popup shows of them (its marks). */
  shown(keys: readonly string[]): Promise<void>;
}

export interface SenderDeps {
  http: HttpDeps;
  tokens: TokenManager;
  resolver: ResolverDeps;
  watched: WatchedLog;
  /** The user's choice (Watchmark's settings): count a second viewing as a rewatch. */
  rewatchWanted: () => Promise<boolean>;
  /** What the service's answers showed of the plan (lib/scrobble/rewatch.ts#KnownPlan). */
  plan: { get(): Promise<KnownPlan | undefined>; learn(plan: KnownPlan): Promise<void> };
  /** Library writes the user made in the popup (lib/background/library/library-writes.ts). */
  sendLibrary: (entries: LibraryEntry[], guard: EpochGuard, answered: Answered) => Promise<SendOutcome>;
  /** A scrobble's item was resolved: the popup shows and acts on it. */
  onResolved?: (command: ScrobbleCommand, target: ScrobbleTarget) => Promise<void>;
  /** The service marked a scrobbled item watched (a finish, not a history backfill). */
  onFinished?: (command: ScrobbleCommand, target: ScrobbleTarget) => Promise<void>;
  /** A history batch was answered: an import records which of its watches were not added (not found, or repeats), with the answer. */
  historyRecord?: (notAdded: NotAdded) => AnswerRecord;
  /** Keeps what an answer added to history, for Undo, in the answer's transaction. */
  added?: (watches: readonly AddedWatch[]) => AnswerRecord;
}

/** Turns an outbox job into service calls: resolve the item, then scrobble or write history. */
export function createSender(deps: SenderDeps) {
  /**
   * The sender as one job sees it: its requests end and its writes stop when the sign-in the job
   * began under ends (sign-out), so nothing it learns afterwards is stored.
   */
  function forJob(guard: EpochGuard) {
    const http = scopedHttp(deps.http, guard);
    const resolver: ResolverDeps = {
      ...deps.resolver,
      http,
      cache: {
        get: (key) => deps.resolver.cache.get(key),
        put: async (key, value) => {
          guard.check();
          await deps.resolver.cache.put(key, value);
        },
      },
    };
    const watched = deps.watched;
    /** The answer and what it records commit together, before anything else (Answered). */
    const recordAnswer = async (
      answered: Answered,
      watches: readonly RecordedWatch[],
      also?: AnswerRecord,
      added: readonly AddedWatch[] = [],
    ): Promise<void> => {
      await answered(async (tx) => {
        await Promise.all([watched.record(watches)(tx), also?.(tx), deps.added?.(added)(tx)]);
      });
      if (guard.alive()) await watched.shown(watches.map(({ key }) => key)).catch(() => undefined);
    };

    // A picked item (target) wins over the site's guess: a parked entry carries both.
    const targetOf = (command: ScrobbleCommand): Promise<ScrobbleTarget> =>
      command.target ? Promise.resolve(command.target) : resolveGuess(resolver, command.guess as NonNullable<ScrobbleCommand['guess']>);

    /** Only a finish of something already watched may be a rewatch; everything else skips the lookup. */
    async function rewatchFor(command: ScrobbleCommand, target: ScrobbleTarget): Promise<boolean> {
      const finishing = (command.action === 'stop' && command.counts === true) || command.action === 'checkin';
      if (!finishing) return false;
      // The user's "I'm watching this again" stands for the gap, the setting and the held history.
      const deliberate = command.deliberateRewatch === true;
      const lastWatchedAt = await watched.get(watchKey(target));
      if (lastWatchedAt === undefined && !deliberate) return false;
      if (!deliberate && !(await deps.rewatchWanted())) return false;
      return allowRewatch({ action: command.action, plan: await deps.plan.get(), wanted: true, lastWatchedAt, at: command.at, deliberate });
    }

    return { http, recordAnswer, targetOf, rewatchFor };
  }

  /**
   * The late write (spec 4.3) with the contract's rewatch parameters. A 403 `forbidden` on the
   * opt-in is a Free plan (spec 7): it is learnt, and the watches go again as plain ones.
   */
  async function writeHistory(http: HttpDeps, guard: EpochGuard, writes: HistoryWrite[]): Promise<HistoryResponse> {
    const write = (batch: HistoryWrite[]) => deps.tokens.withToken((token) => addToHistory(http, token, batch));
    return write(writes).catch(async (error: unknown) => {
      const refusedRewatch = error instanceof ServiceError && error.status === 403 && error.code === 'forbidden';
      if (!(refusedRewatch && writes.some((one) => one.rewatch))) throw error;
      guard.check();
      await deps.plan.learn('free');
      return write(writes.map((one) => ({ ...one, rewatch: false })));
    });
  }

  return async function send(job: SendJob, guard: EpochGuard, answered: Answered): Promise<SendOutcome> {
    if (job.kind === 'library') return deps.sendLibrary(job.entries, guard, answered);
    const { http, recordAnswer, targetOf, rewatchFor } = forJob(guard);
    if (job.kind === 'history') {
      const planned = await Promise.all(
        job.entries.map(async (entry) => {
          const target = await targetOf(entry.command);
          const key = watchKey(target);
          return {
            entry,
            command: entry.command,
            target,
            key,
            viewing: recordedWatch(key, entry.command),
            ...runtimeOf(entry.command),
            ...rewatchOf(entry.command),
          };
        }),
      );
      // The duplicate rule: a viewing already on record is not sent again (it leaves the queue).
      const { fresh, repeats } = await splitDuplicates(planned, (key) => deps.watched.held(key));
      const kept = repeats.map(({ write, repeated }) => summariseDuplicate(describeCommand(write.command), repeated));
      const repeated = repeats.map(({ write }) => write.entry);
      if (fresh.length === 0) {
        await recordAnswer(answered, [], deps.historyRecord?.({ notFound: [], repeated }));
        return { summary: kept.join('; '), nothingSent: true };
      }
      const writes = await Promise.all(
        fresh.map(async ({ target, command }) => ({ target, watchedAt: command.at, rewatch: await rewatchFor(command, target) })),
      );
      const response = await writeHistory(http, guard, writes);
      const missing = notFoundTargets(response);
      // Only what the service added is held (the duplicate rule) and kept for Undo.
      const watches = fresh.flatMap(({ viewing, target }): RecordedWatch[] => (missing(target) ? [] : [viewing]));
      const notFound = fresh.flatMap(({ entry, target }) => (missing(target) ? [entry] : []));
      const added = fresh.flatMap(({ entry, key, target, command }): AddedWatch[] =>
        missing(target)
          ? []
          : [
              {
                key,
                target,
                at: command.at,
                exact: true,
                ...(entry.seq !== undefined ? { seq: entry.seq } : {}),
                ...(command.dayOnly ? { dayOnly: true } : {}),
              },
            ],
      );
      await recordAnswer(answered, watches, deps.historyRecord?.({ notFound, repeated }), added);
      return [
        summariseHistory(
          fresh.map(({ command }) => command),
          notFoundCount(response),
        ),
        ...kept,
      ].join('; ');
    }
    const { command } = job;
    const target = await targetOf(command);
    if (guard.alive()) await deps.onResolved?.(command, target).catch(() => undefined);
    const key = watchKey(target);
    if (command.action === 'stop' && command.counts === true) {
      // A finish already on record (another tab, a replay): not sent, and it leaves the queue.
      const { repeats } = await splitDuplicates([{ key, viewing: recordedWatch(key, command), ...runtimeOf(command), ...rewatchOf(command) }], (held) =>
        deps.watched.held(held),
      );
      if (repeats[0]) {
        await recordAnswer(answered, []);
        return { summary: summariseDuplicate(describeCommand(command), repeats[0].repeated), nothingSent: true };
      }
    }
    const scrobble = (allowRewatch: boolean) =>
      deps.tokens.withToken((token) => sendScrobble(http, token, command.action, target, command.progress, { allowRewatch }));
    try {
      const allow = await rewatchFor(command, target);
      const response = await scrobble(allow).catch(async (error: unknown) => {
        // spec 7: 403 forbidden is a PRO/VIP feature refused. The plan is Free, which no read says
        // beforehand; the finish goes again as a plain one (the service treats it as a duplicate).
        if (!(allow && error instanceof ServiceError && error.status === 403 && error.code === 'forbidden')) throw error;
        guard.check();
        await deps.plan.learn('free');
        return scrobble(false);
      });
      const scrobbled = response.action === 'scrobble';
      // The service times a scrobbled watch itself; its expiry tells when (spec 3.1). Without one
      // the time is the user's stop, near it, and not exact: Undo then names no time.
      const servedAt = scrobbledAt(response);
      const added: AddedWatch[] = scrobbled
        ? [{ key, target, at: servedAt ?? command.at, exact: servedAt !== undefined, ...(job.entry.seq !== undefined ? { seq: job.entry.seq } : {}) }]
        : [];
      await recordAnswer(answered, scrobbled ? [recordedWatch(key, command, servedAt)] : [], undefined, added);
      if (scrobbled && guard.alive()) await deps.onFinished?.(command, target).catch(() => undefined);
      return summariseScrobble(command, response);
    } catch (error) {
      // spec 7: 409 already_watched is a soft success; the watch is on record (keep its time).
      if (error instanceof ServiceError && error.code === 'already_watched') {
        const watchedAt = error.envelope?.watched_at;
        await recordAnswer(answered, [recordedWatch(key, command, watchedAt ? Date.parse(watchedAt) : command.at)]);
        return summariseAlreadyWatched(command, watchedAt);
      }
      throw error;
    }
  };
}
