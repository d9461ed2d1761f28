import { queueEntries } from '../../outbox/store';
import type { ActivityLog } from '../../activity/log';
import type { TokenManager } from '../../auth/tokens';
import type { Db } from '../../db/database';
import { t, tCount } from '../../i18n/t';
import { describeWrite } from '../../library/describe';
import { applyWrite, marksOf, settleWrite, type MarksTable } from '../../library/marks';
import { watchedKey } from '../../media/keys';
import type { LibraryItem, LibraryWrite } from '../../messages/library-writes';
import { newLibraryEntry, type LibraryEntry, type OutboxEntry } from '../../outbox/entry';
import type { SendOutcome, Verdict } from '../../outbox/policy';
import type { HistoryResponse } from '../../service/history';
import type { HttpDeps } from '../../service/http';
import { markUnwatched, markWatched, moveToList, notFoundIds, rateItems, unrateItems } from '../../service/library';
import type { StateStore } from '../state/state';
import type { HeldViewing } from '../../scrobble/duplicate';
import { splitDuplicates, type ForgottenWatch, type RecordedWatch } from '../held-viewings';
import { summariseDuplicate } from '../status/summaries';

/**
 * The item marks table of the signed-in account. Each change reads and writes in one transaction
 * (changes never interleave, and a sign-out's clearing comes before or after, never between);
 * `madeUnder`, the sign-in the work began under, keeps a change that outlived it out of the next.
 */
export function marksStore(state: Pick<StateStore, 'get' | 'change'>) {
  return {
    read: async (): Promise<MarksTable> => (await state.get('itemMarks')) ?? {},
    update(change: (table: MarksTable) => MarksTable, madeUnder?: number): Promise<void> {
      return state.change('itemMarks', (table) => change(table ?? {}), madeUnder);
    },
  };
}
export type MarksStore = ReturnType<typeof marksStore>;

export interface LibraryWriteDeps {
  http: HttpDeps;
  tokens: TokenManager;
  marks: MarksStore;
  /**
   * The service answered the batch: it leaves the outbox, the watched log forgets `forgotten`
   * (items taken out of history; the rewatch rule reads it) and records `recorded` (marks
   * watched), in one transaction before anything else.
   */
  answered: (change: { forgotten: readonly ForgottenWatch[]; recorded: readonly RecordedWatch[]; taken: readonly LibraryWrite[] }) => Promise<void>;
  /** The viewings held of an item: a mark watched already on record is not sent (the duplicate rule). */
  held: (key: string) => Promise<HeldViewing[]>;
}

/**
 * Durable first: the write is in the outbox and its mark shows "saving" before any request. Both
 * under `madeUnder`, the sign-in the user made it in (lib/background/under-sign-in.ts).
 */
export async function queueLibraryWrite(
  deps: { db: () => Promise<Db>; marks: MarksStore; activity: ActivityLog },
  write: LibraryWrite,
  madeUnder: number,
): Promise<void> {
  const now = Date.now();
  await queueEntries(await deps.db(), [newLibraryEntry(withPrevious(await deps.marks.read(), write), now)], madeUnder);
  await deps.marks.update((table) => applyWrite(table, write, 'pending', now), madeUnder);
  await deps.activity.add('queued', t('popup_logQueued', describeWrite(write)));
}

/** The write with what it replaces, as the marks know it when it is queued: undo puts that back. */
function withPrevious(table: MarksTable, write: LibraryWrite): LibraryWrite {
  const marks = marksOf(table, write.item);
  if ((write.kind === 'rate' || write.kind === 'unrate') && marks.rating) return { ...write, previous: marks.rating.value };
  if (write.kind === 'list' && marks.status) return { ...write, previous: marks.status.value };
  return write;
}

const ofKind =
  <K extends LibraryWrite['kind']>(kind: K) =>
  (write: LibraryWrite): write is Extract<LibraryWrite, { kind: K }> =>
    write.kind === kind;

/** One call for the whole batch (plan.ts batches writes of one kind only). */
function call(deps: LibraryWriteDeps, token: string, writes: LibraryWrite[]): Promise<HistoryResponse> {
  const items = writes.map((write) => write.item);
  switch (writes[0]!.kind) {
    case 'rate':
      return rateItems(deps.http, token, writes.filter(ofKind('rate')));
    case 'unrate':
      return unrateItems(deps.http, token, items);
    case 'list':
      return moveToList(deps.http, token, writes.filter(ofKind('list')));
    case 'watched':
      return markWatched(deps.http, token, writes.filter(ofKind('watched')));
    case 'unwatched':
      return markUnwatched(deps.http, token, writes.filter(ofKind('unwatched')));
  }
}

/** Sends one batch (all of one kind) and settles each item's mark with the service's answer. */
export async function sendLibraryWrites(deps: LibraryWriteDeps, entries: LibraryEntry[]): Promise<SendOutcome> {
  const { writes, kept } = await withoutRepeats(deps, entries);
  const inverses = new Set(entries.flatMap((entry) => (entry.undoOf !== undefined ? [entry.write] : [])));
  const response = writes.length > 0 ? await deps.tokens.withToken((token) => call(deps, token, writes)) : {};
  const missing = notFoundIds(response);
  const found = (item: LibraryItem) => !missing.has(item.svcId);
  await deps.answered({
    forgotten: writes.flatMap((write) =>
      write.kind === 'unwatched' && found(write.item) ? [{ key: watchedKey(write.item), ...(write.at !== undefined ? { at: write.at } : {}) }] : [],
    ),
    recorded: writes.flatMap((write) => (write.kind === 'watched' && found(write.item) ? [{ key: watchedKey(write.item), at: write.at }] : [])),
    // What the service took, kept for Undo: not what it did not find, nor what the duplicate rule
    // kept back, nor an Undo's own inverse write.
    taken: writes.filter((write) => found(write.item) && !inverses.has(write)),
  });
  const lines = new Map(kept.map(({ write, line }) => [write, line]));
  await settleUnderOwnSignIn(deps.marks, entries, (table, write) => {
    const line = lines.get(write);
    if (line !== undefined) return settleWrite(table, write, 'saved', line);
    return settleWrite(table, write, found(write.item) ? 'saved' : 'not_found', found(write.item) ? undefined : t('popup_notFound'));
  });
  const names = writes.map(describeWrite).join('; ');
  const notFound = writes.filter((write) => !found(write.item)).length;
  const sent = writes.length === 0 ? [] : [notFound > 0 ? tCount('popup_summaryNotFound', notFound, names) : names];
  const summary = [...sent, ...kept.map(({ line }) => line)].join('; ');
  return sent.length === 0 ? { summary, nothingSent: true } : summary;
}

/** The batch without the marks watched the duplicate rule keeps back (each with its activity line). */
async function withoutRepeats(
  deps: LibraryWriteDeps,
  entries: LibraryEntry[],
): Promise<{ writes: LibraryWrite[]; kept: Array<{ write: LibraryWrite; line: string }> }> {
  const writes = entries.map((entry) => entry.write);
  const marked = writes.filter(ofKind('watched')).map((write) => ({ write, key: watchedKey(write.item), viewing: { at: write.at } }));
  if (marked.length === 0) return { writes, kept: [] };
  const { repeats } = await splitDuplicates(marked, deps.held);
  const keptBack = new Set<LibraryWrite>(repeats.map(({ write }) => write.write));
  return {
    writes: writes.filter((write) => !keptBack.has(write)),
    kept: repeats.map(({ write, repeated }) => ({ write: write.write, line: summariseDuplicate(describeWrite(write.write), repeated) })),
  };
}

/**
 * Settles each entry's mark under the sign-in its own entry was stamped with, one change per
 * sign-in: a mark never lands in another account's table. An entry stored before stamps existed
 * counts as the batch's stamped sign-in (the outbox sends only the current one's).
 */
async function settleUnderOwnSignIn(
  marks: MarksStore,
  entries: readonly OutboxEntry[],
  settle: (table: MarksTable, write: LibraryWrite) => MarksTable,
): Promise<void> {
  const batchSignIn = entries.find((entry) => entry.signIn !== undefined)?.signIn;
  const bySignIn = new Map<number | undefined, LibraryWrite[]>();
  for (const entry of entries) {
    if (!entry.write) continue;
    const signIn = entry.signIn ?? batchSignIn;
    bySignIn.set(signIn, [...(bySignIn.get(signIn) ?? []), entry.write]);
  }
  for (const [signIn, writes] of bySignIn) await marks.update((table) => writes.reduce(settle, table), signIn);
}

/** A refused or delayed write shows on its control; a sent one was settled by sendLibraryWrites. */
export async function reconcileLibraryVerdict(deps: { marks: MarksStore; activity: ActivityLog }, entries: OutboxEntry[], verdict: Verdict): Promise<void> {
  const writes = entries.flatMap((entry) => (entry.write ? [entry.write] : []));
  if (writes.length === 0) return;
  if (verdict.kind !== 'done') {
    const state = verdict.kind === 'failed' ? 'failed' : 'pending';
    await settleUnderOwnSignIn(deps.marks, entries, (table, write) => settleWrite(table, write, state, verdict.reason));
  }
  for (const write of writes) {
    const what = describeWrite(write);
    if (verdict.kind === 'failed') await deps.activity.add('failed', `${what}: ${verdict.reason}`);
    else if (verdict.kind !== 'done') await deps.activity.add('retry', `${what}: ${verdict.reason}`);
  }
  if (verdict.kind === 'done') await deps.activity.add(verdict.nothingSent ? 'info' : 'sent', verdict.summary);
}
