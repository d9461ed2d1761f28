import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import type { TitleLastWatched } from '../../service/last-watched';
import type { Activities } from '../../service/sync-reads';
import { writtenKey, type WrittenWatch } from '../../undo/written';
import { askIfWatchedAgain, type WatchedAgainReads } from './ask-first';
import { keepWritten, undoWritten } from './undo-write';

// Undo of a watch first asks the service whether the item was watched again in another way.
const NOW = Date.parse('2026-06-10T12:00:00Z');
const HOUR = 3600_000;
const watch: WrittenWatch = {
  key: 'show:20001:1:3',
  target: { item: { kind: 'show', svcId: 20001, title: 'A Show' }, episode: { season: 1, number: 3 } },
  at: NOW - 60_000,
  exact: true,
};
const id = writtenKey(NOW, 'watch:show:20001:1:3');

/** The service as the reads see it; each read is counted (spec 4.3: reread only what moved). */
function service(showsWatchedAt: number, latest: TitleLastWatched[]) {
  const asked: string[] = [];
  const stamps: Activities = { movies: {}, tv_shows: { watched_at: new Date(showsWatchedAt).toISOString() }, anime: {} };
  const reads: WatchedAgainReads = {
    activities: async () => (asked.push('activities'), stamps),
    lastWatched: async (type) => (asked.push(type), latest),
  };
  return { reads, asked };
}

beforeEach(async () => {
  const db = await openDatabase();
  await Promise.all((['outbox', 'written', 'viewings'] as const).map((name) => db.clear(name)));
  await db.put('written', { id, at: NOW, kind: 'watch', watches: [watch] });
});

describe('askIfWatchedAgain', () => {
  it('nothing written to the history since the write: one activities read, no question', async () => {
    const { reads, asked } = service(NOW - 1, []);
    expect(await askIfWatchedAgain(openDatabase, id, reads)).toBeUndefined();
    expect(asked).toEqual(['activities']);
  });

  it("a later watch not written here is the question, kept on the record; the extension's own later watch is not", async () => {
    const { reads, asked } = service(NOW + 2 * HOUR, [{ kind: 'show', svcId: 20001, lastWatchedAt: NOW + HOUR }]);
    await (await openDatabase()).put('viewings', [{ at: NOW + HOUR }], 'show:20001:1:4');
    expect(await askIfWatchedAgain(openDatabase, id, reads)).toBeUndefined();
    await (await openDatabase()).clear('viewings');
    expect(await askIfWatchedAgain(openDatabase, id, reads)).toBe(NOW + HOUR);
    expect(asked).toEqual(['activities', 'shows', 'activities', 'shows']);
    expect((await (await openDatabase()).get('written', id))?.elsewhereAt).toBe(NOW + HOUR);
    expect(await (await openDatabase()).count('outbox')).toBe(0);
  });

  it('"Keep" leaves the history alone; Undo again asks again without reading; "Remove anyway" queues the removal', async () => {
    const { reads, asked } = service(NOW + 2 * HOUR, [{ kind: 'show', svcId: 20001, lastWatchedAt: NOW + HOUR }]);
    expect(await keepWritten(openDatabase, id, NOW)).toBe(false);
    await askIfWatchedAgain(openDatabase, id, reads);
    expect(await keepWritten(openDatabase, id, NOW + 1)).toBe(true);
    expect(await (await openDatabase()).get('written', id)).toMatchObject({ keptAt: NOW + 1, elsewhereAt: NOW + HOUR });
    expect(await (await openDatabase()).count('outbox')).toBe(0);
    asked.length = 0;
    expect(await askIfWatchedAgain(openDatabase, id, reads)).toBe(NOW + HOUR);
    expect(asked).toEqual([]);
    expect((await (await openDatabase()).get('written', id))?.keptAt).toBeUndefined();
    expect(await undoWritten(openDatabase, id, NOW + 2)).toMatchObject({ ok: true });
    expect((await (await openDatabase()).getAll('outbox')).map((entry) => entry.write)).toEqual([
      { kind: 'unwatched', item: { kind: 'show', svcId: 20001, title: 'A Show', episode: { season: 1, number: 3 } }, at: watch.at },
    ]);
  });

  it('a rating is never asked about and reads nothing', async () => {
    const rating = writtenKey(NOW, 'rating');
    await (await openDatabase()).put('written', { id: rating, at: NOW, kind: 'rating', item: watch.target.item, rating: 8, previous: null });
    const { reads, asked } = service(NOW + HOUR, []);
    expect(await askIfWatchedAgain(openDatabase, rating, reads)).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
