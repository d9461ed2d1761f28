import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityLog } from '../../activity/log';
import { signOutClearing } from '../../../test/unit/support/sign-out';
import { openDatabase } from '../../db/database';
import type { LibraryItem, LibraryWrite } from '../../messages/library-writes';
import { signInNow } from '../../outbox/store';
import { SignedOutError } from '../../service/errors';
import { stateStore } from '../state/state';
import { newLibraryEntry } from '../../outbox/entry';
import { marksStore, queueLibraryWrite, sendLibraryWrites } from './library-writes';

// The popup's marks ("Marked as watched", a rating saving) are one account's. A change begun under
// account A that completes after a sign-out (and B's sign-in) must not reach B's marks. Real stores
// over an in-memory IndexedDB; the sign-out clears and moves to the next sign-in as
// account.ts#forget does.

const heat: LibraryItem = { kind: 'movie', svcId: 10001, title: 'Heat' };
const watched: LibraryWrite = { kind: 'watched', item: heat, at: Date.parse('2026-06-10T12:00:00Z') };

describe('the marks table is bound to the sign-in it was changed under', () => {
  const state = stateStore(openDatabase);
  const marks = marksStore(state);

  beforeEach(async () => {
    const db = await openDatabase();
    for (const store of ['state', 'outbox', 'activity'] as const) await db.clear(store);
  });

  it("A's table read just before the sign-out is not written back into B's store", async () => {
    await marks.update((table) => ({ ...table, 'movie:10001': { watched: { value: true, state: 'saved', at: 1 } } }));
    // The sign-out begins while the change holds A's table (read, not yet written back).
    let signingOut: Promise<void> = Promise.resolve();
    await marks.update((table) => {
      signingOut = signOutClearing('state', 'outbox');
      return { ...table };
    });
    await signingOut;
    expect(await marks.read()).toEqual({});
  });

  it("a mark of a write queued under A and completed under B reaches neither B's marks nor its outbox", async () => {
    const madeUnder = await signInNow(await openDatabase());
    await signOutClearing('state', 'outbox');
    const queued = queueLibraryWrite({ db: openDatabase, marks, activity: activityLog(openDatabase) }, watched, madeUnder);
    await expect(queued).rejects.toBeInstanceOf(SignedOutError);
    expect(await marks.read()).toEqual({});
    expect(await (await openDatabase()).getAll('outbox')).toEqual([]);
  });

  it('a write of the current sign-in is queued and marked', async () => {
    const madeUnder = await signInNow(await openDatabase());
    await queueLibraryWrite({ db: openDatabase, marks, activity: activityLog(openDatabase) }, watched, madeUnder);
    expect(await marks.read()).toMatchObject({ 'movie:10001': { watched: { value: true, state: 'pending' } } });
    expect(await (await openDatabase()).getAll('outbox')).toHaveLength(1);
  });

  it("a batch's answer settles each mark under its own entry's sign-in, not the first entry's", async () => {
    const madeUnder = await signInNow(await openDatabase());
    const stamped = { ...newLibraryEntry(watched, 1), signIn: madeUnder };
    // Stored before stamps existed: counts as the current sign-in's, so it tells nothing of A.
    const unstamped = newLibraryEntry({ ...watched, item: { kind: 'movie', svcId: 10002, title: 'Ronin' } }, 1);
    const sending = sendLibraryWrites(
      {
        http: undefined as never,
        tokens: undefined as never,
        marks,
        // Both are on record already (the duplicate rule): no request, only the marks to settle.
        held: async () => [{ at: watched.at }],
        // A signs out, and B in, while the answer is recorded.
        answered: () => signOutClearing('state', 'outbox'),
      },
      [unstamped, stamped],
    );
    await expect(sending).rejects.toBeInstanceOf(SignedOutError);
    expect(await marks.read()).toEqual({});
  });
});
