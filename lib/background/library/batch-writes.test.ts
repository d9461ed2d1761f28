import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityLog } from '../../activity/log';
import { signOutClearing } from '../../../test/unit/support/sign-out';
import { openDatabase } from '../../db/database';
import type { LibraryItem } from '../../messages/library-writes';
import { stateStore } from '../state/state';
import { marksStore } from './library-writes';
import { titleHandlers } from './title-page';

// "Mark watched up to here" (the title page) queues many writes with one click. They belong to the
// sign-in the click was made under: a sign-out that lands while the handler awaits must leave
// nothing of them for the next account, neither queued writes nor "saving" marks. Real stores over
// an in-memory IndexedDB; the sign-out clears and moves to the next sign-in as account.ts#forget does.

const show: LibraryItem = { kind: 'show', svcId: 20001, title: 'Stranger Things' };
const episodes = [1, 2, 3].map((number) => ({ season: 1, number }));

describe('"mark watched up to here" is bound to the sign-in it was made under', () => {
  const marks = marksStore(stateStore(openDatabase));
  // The title page's handler on the real stores; sending is not under test here (no network).
  const handlers = titleHandlers({
    activity: activityLog(openDatabase),
    db: openDatabase,
    http: undefined as never,
    keepOutboxBounded: async () => {},
    marks,
    outbox: { drain: async () => {} } as never,
  });
  const mark = () => handlers['title-mark-episodes']({ type: 'title-mark-episodes', item: show, episodes, watched: true });

  beforeEach(async () => {
    const db = await openDatabase();
    for (const store of ['state', 'outbox', 'activity'] as const) await db.clear(store);
  });

  it('a sign-out while the marks are being queued leaves no write and no mark for the next sign-in', async () => {
    const marking = mark();
    await signOutClearing('state', 'outbox');
    const answer = await marking;
    expect(await (await openDatabase()).getAll('outbox')).toEqual([]);
    expect(await marks.read()).toEqual({});
    expect(answer.ok).toBe(false);
  });

  it('marks made under the current sign-in are queued, stamped with it, and marked', async () => {
    const answer = await mark();
    expect(answer).toEqual({ ok: true });
    const queued = await (await openDatabase()).getAll('outbox');
    expect(queued.map((entry) => [entry.write?.item.episode, entry.signIn])).toEqual(episodes.map((episode) => [episode, 0]));
    expect(Object.keys(await marks.read())).toHaveLength(episodes.length);
  });
});
