import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { OUTBOX_LIMIT } from '../../db/bounds';
import { openDatabase } from '../../db/database';
import type { LibraryItem } from '../../messages/library-writes';
import { newLibraryEntry } from '../../outbox/entry';
import { writtenKey, type WrittenWrite } from '../../undo/written';
import { signInNow } from '../../outbox/store';
import { beginNewSignIn } from '../previous-sign-in';
import { continueUndos, UNDO_HEADROOM, UNDO_SLICE, undoWritten } from './undo-write';

// Undo puts a record's inverse writes in the outbox, once, in the transaction that marks it undone.

const NOW = Date.parse('2026-06-10T12:00:00Z');
const show: LibraryItem = { kind: 'show', svcId: 20001, title: 'A Show' };
const film: LibraryItem = { kind: 'movie', svcId: 10004, title: 'A Film' };

async function keep(record: WrittenWrite): Promise<string> {
  await (await openDatabase()).put('written', record);
  return record.id;
}
const queued = async () => (await (await openDatabase()).getAll('outbox')).map((entry) => entry.write);

beforeEach(async () => {
  const db = await openDatabase();
  await Promise.all((['outbox', 'written', 'state'] as const).map((name) => db.clear(name)));
});

describe('undoWritten', () => {
  it('an import is taken back watch by watch at the times it wrote; a scrobbled watch without a time', async () => {
    const id = await keep({
      id: writtenKey(NOW, 'import:netflix'),
      at: NOW,
      kind: 'import',
      source: 'netflix',
      watches: [
        { key: 'a', target: { item: { kind: 'show', svcId: 20001, title: 'A Show' }, episode: { season: 1, number: 2 } }, at: NOW - 9000, exact: true },
        { key: 'b', target: { item: { kind: 'movie', svcId: 10004, title: 'A Film' } }, at: NOW - 5000, exact: false },
      ],
    });
    expect(await undoWritten(openDatabase, id, NOW + 1)).toMatchObject({ ok: true });
    expect(await queued()).toEqual([
      { kind: 'unwatched', item: { ...show, episode: { season: 1, number: 2 } }, at: NOW - 9000 },
      { kind: 'unwatched', item: film },
    ]);
    expect((await (await openDatabase()).get('written', id))?.undoneAt).toBe(NOW + 1);
  });

  it('a rating goes back to the one it replaced, or is removed; a Watchlist move goes back to its status', async () => {
    const rated = await keep({ id: writtenKey(NOW, 'r1'), at: NOW, kind: 'rating', item: film, rating: 9, previous: 6 });
    const firstRating = await keep({ id: writtenKey(NOW, 'r2'), at: NOW, kind: 'rating', item: show, rating: 7, previous: null });
    const moved = await keep({ id: writtenKey(NOW, 's1'), at: NOW, kind: 'status', item: show, status: 'completed', previous: 'hold' });
    for (const id of [rated, firstRating, moved]) await undoWritten(openDatabase, id, NOW);
    expect(await queued()).toEqual([
      { kind: 'rate', item: film, rating: 6 },
      { kind: 'unrate', item: show },
      { kind: 'list', item: show, status: 'hold' },
    ]);
  });

  it('a large import goes back in slices that always fit beside what waits; the rest follows as the queue drains', async () => {
    const db = await openDatabase();
    const waiting = 700;
    for (let n = 0; n < waiting; n += 1) await db.add('outbox', newLibraryEntry({ kind: 'rate', item: film, rating: 5 }, NOW));
    const watches = Array.from({ length: OUTBOX_LIMIT + 1 }, (_, n) => ({
      key: `w${n}`,
      target: { item: { kind: 'movie' as const, svcId: 10_000 + n, title: `Film ${n}` } },
      at: NOW - n,
      exact: true,
    }));
    const id = await keep({ id: writtenKey(NOW, 'import:netflix'), at: NOW, kind: 'import', source: 'netflix', watches });
    const removals = async () => (await queued()).filter((write) => write?.kind === 'unwatched');
    expect(await undoWritten(openDatabase, id, NOW)).toMatchObject({ ok: true });
    expect(await removals()).toHaveLength(OUTBOX_LIMIT - UNDO_HEADROOM - waiting);
    expect((await db.get('written', id))?.undoneAt).toBe(NOW);

    // The queue drains (the rates are sent); a restarted worker goes on from the record: the same state in IndexedDB.
    const taken: number[] = [];
    const sendAll = async () => {
      for (const entry of await db.getAll('outbox')) {
        if (entry.write?.kind === 'unwatched') taken.push(entry.write.item.svcId);
        await db.delete('outbox', entry.seq!);
      }
    };
    await sendAll();
    while ((await continueUndos(openDatabase, NOW)) > 0) {
      expect(await db.count('outbox')).toBeLessThanOrEqual(UNDO_SLICE);
      await sendAll();
    }
    expect(taken).toEqual(watches.map((watch) => watch.target.item.svcId));
    expect(await continueUndos(openDatabase, NOW)).toBe(0);
    expect(await undoWritten(openDatabase, id, NOW)).toEqual({ ok: false, reason: 'undone' });
  });

  it('is refused twice, for a record that is gone, and where nothing can put it back', async () => {
    const id = await keep({ id: writtenKey(NOW, 'r'), at: NOW, kind: 'rating', item: film, rating: 9, previous: 6 });
    const firstEntry = await keep({ id: writtenKey(NOW, 's'), at: NOW, kind: 'status', item: show, status: 'watching', previous: null });
    await undoWritten(openDatabase, id, NOW);
    expect(await undoWritten(openDatabase, id, NOW)).toEqual({ ok: false, reason: 'undone' });
    expect(await undoWritten(openDatabase, 'nothing', NOW)).toEqual({ ok: false, reason: 'gone' });
    expect(await undoWritten(openDatabase, firstEntry, NOW)).toEqual({ ok: false, reason: 'no-inverse' });
    expect(await queued()).toHaveLength(1);
  });
});

describe('undo is bound to the sign-in that made the write', () => {
  const rating = (signIn?: number): WrittenWrite => ({
    id: writtenKey(NOW, `rating:${film.svcId}`),
    at: NOW,
    kind: 'rating',
    item: film,
    rating: 8,
    previous: null,
    ...(signIn !== undefined ? { signIn } : {}),
  });

  it('a write made under a previous sign-in is refused: its inverse never goes to the current account', async () => {
    const madeUnder = await signInNow(await openDatabase());
    const id = await keep(rating(madeUnder));
    // Signed in again (another account, perhaps) without signing out: a new generation.
    await beginNewSignIn(await openDatabase());
    expect(await undoWritten(openDatabase, id, NOW + 1)).toEqual({ ok: false, reason: 'other-sign-in' });
    expect(await queued()).toEqual([]);
  });

  it("this sign-in's write is taken back, its inverse stamped with this sign-in and the record it undoes", async () => {
    const current = await signInNow(await openDatabase());
    const id = await keep(rating(current));
    expect(await undoWritten(openDatabase, id, NOW + 1)).toMatchObject({ ok: true });
    expect((await (await openDatabase()).getAll('outbox')).map((entry) => [entry.signIn, entry.undoOf])).toEqual([[current, id]]);
  });
});
