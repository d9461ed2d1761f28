import type { ActivityLog } from '../../activity/log';
import type { TokenManager } from '../../auth/tokens';
import type { Db } from '../../db/database';
import { t, tCount } from '../../i18n/t';
import { describeWrite } from '../../library/describe';
import { oneAtATime } from '../../limits/one-at-a-time';
import { applyWrite, settleWrite, type MarksTable } from '../../library/marks';
import { watchedKey } from '../../media/keys';
import type { LibraryItem, LibraryWrite } from '../../messages/library-writes';
import { newLibraryEntry, type LibraryEntry, type OutboxEntry } from '../../outbox/entry';
import type { Verdict } from '../../outbox/policy';
import type { HistoryResponse } from '../../service/history';
import type { HttpDeps } from '../../service/http';
import { markUnwatched, markWatched, moveToList, notFoundIds, rateItems, unrateItems } from '../../service/library';
import type { StateStore } from '../state/state';

/** The item marks table, updated one change at a time (read-modify-write must not interleave). */
export function marksStore(state: StateStore) {
  const oneChangeAtATime = oneAtATime();
  return {
    read: async (): Promise<MarksTable> => (await state.get('itemMarks')) ?? {},
    update(change: (table: MarksTable) => MarksTable): Promise<void> {
      return oneChangeAtATime(async () => state.set('itemMarks', change((await state.get('itemMarks')) ?? {})));
    },
  };
}
export type MarksStore = ReturnType<typeof marksStore>;

export interface LibraryWriteDeps {
  http: HttpDeps;
  tokens: TokenManager;
  marks: MarksStore;
  /**
   * The service answered the batch: it leaves the outbox, and the watched log forgets `forgotten`
   * (items taken out of history; the rewatch rule reads it), in one transaction before anything else.
   */
  answered: (forgotten: readonly string[]) => Promise<void>;
}

/** Durable first: the write is in the outbox and its mark shows "saving" before any request. */
export async function queueLibraryWrite(deps: { db: () => Promise<Db>; marks: MarksStore; activity: ActivityLog }, write: LibraryWrite): Promise<void> {
  const now = Date.now();
  await (await deps.db()).add('outbox', newLibraryEntry(write, now));
  await deps.marks.update((table) => applyWrite(table, write, 'pending', now));
  await deps.activity.add('queued', t('popup_logQueued', describeWrite(write)));
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
      return markUnwatched(deps.http, token, items);
  }
}

/** Sends one batch (all of one kind) and settles each item's mark with the service's answer. */
export async function sendLibraryWrites(deps: LibraryWriteDeps, entries: LibraryEntry[]): Promise<string> {
  const writes = entries.map((entry) => entry.write);
  const response = await deps.tokens.withToken((token) => call(deps, token, writes));
  const missing = notFoundIds(response);
  const found = (item: LibraryItem) => !missing.has(item.svcId);
  await deps.answered(writes.flatMap((write) => (write.kind === 'unwatched' && found(write.item) ? [watchedKey(write.item)] : [])));
  await deps.marks.update((table) =>
    writes.reduce(
      (next, write) => settleWrite(next, write, found(write.item) ? 'saved' : 'not_found', found(write.item) ? undefined : t('popup_notFound')),
      table,
    ),
  );
  const names = writes.map(describeWrite).join('; ');
  const notFound = writes.filter((write) => !found(write.item)).length;
  return notFound > 0 ? tCount('popup_summaryNotFound', notFound, names) : names;
}

/** A refused or delayed write shows on its control; a sent one was settled by sendLibraryWrites. */
export async function reconcileLibraryVerdict(deps: { marks: MarksStore; activity: ActivityLog }, entries: OutboxEntry[], verdict: Verdict): Promise<void> {
  const writes = entries.flatMap((entry) => (entry.write ? [entry.write] : []));
  if (writes.length === 0) return;
  if (verdict.kind !== 'done') {
    const state = verdict.kind === 'failed' ? 'failed' : 'pending';
    await deps.marks.update((table) => writes.reduce((next, write) => settleWrite(next, write, state, verdict.reason), table));
  }
  for (const write of writes) {
    const what = describeWrite(write);
    if (verdict.kind === 'failed') await deps.activity.add('failed', `${what}: ${verdict.reason}`);
    else if (verdict.kind !== 'done') await deps.activity.add('retry', `${what}: ${verdict.reason}`);
  }
  if (verdict.kind === 'done') await deps.activity.add('sent', verdict.summary);
}
