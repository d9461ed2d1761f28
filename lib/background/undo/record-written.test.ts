import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { pruneStores } from '../../db/prune';
import type { LibraryItem, LibraryWrite } from '../../messages/library-writes';
import { newEntry } from '../../outbox/entry';
import { command } from '../../outbox/executor.fixtures';
import { idbOutboxStore, signInNow } from '../../outbox/store';
import { beginNewSignIn } from '../previous-sign-in';
import { WRITTEN_KEEP_MS, WRITTEN_LIMIT, writtenKey, writtenVictims } from '../../undo/written';
import { IMPORT_JOB_KEY, type ImportJob } from '../import/job';
import { recordAddedWatches, recordLibraryWrites, type AddedWatch } from './record-written';

// The record of what the extension wrote, made in the transaction that settles the service's answer.

const NOW = Date.parse('2026-06-10T12:00:00Z');
const store = idbOutboxStore(openDatabase);
const movie = (svcId: number): LibraryItem => ({ kind: 'movie', svcId, title: `Film ${svcId}` });
const watch = (seq: number, svcId: number): AddedWatch => ({ seq, key: `movie:${svcId}`, target: { item: movie(svcId) }, at: NOW - svcId, exact: true });

async function queue(count: number): Promise<number[]> {
  const db = await openDatabase();
  return Promise.all(Array.from({ length: count }, (_, n) => db.add('outbox', newEntry(command(n + 1), 0))));
}

async function startImport(seqs: readonly number[]): Promise<void> {
  const job: ImportJob = {
    source: 'netflix',
    unqueued: [],
    queued: seqs.map((seq) => ({ seq, svcId: seq, memoryKey: `row${seq}` })),
    total: seqs.length,
    written: 0,
    notFound: 0,
    notFoundSeqs: [],
    complete: true,
    cancelled: false,
    startedAt: NOW - 60_000,
  };
  await (await openDatabase()).put('state', job, IMPORT_JOB_KEY);
}

const records = async () => (await openDatabase()).getAll('written');

beforeEach(async () => {
  const db = await openDatabase();
  await Promise.all((['outbox', 'state', 'written'] as const).map((name) => db.clear(name)));
});

describe('the record of what an answer added to history', () => {
  it("an import's batches make one record of every watch it added; a live watch in the same answer is its own", async () => {
    const [a, b, c, live] = await queue(4);
    await startImport([a!, b!, c!]);
    await store.settle([a!, b!], recordAddedWatches([watch(a!, 101), watch(b!, 102)], NOW));
    await store.settle([c!, live!], recordAddedWatches([watch(c!, 103), watch(live!, 900)], NOW + 1000));
    const [importRecord, liveRecord] = await records();
    expect(importRecord).toMatchObject({ kind: 'import', source: 'netflix', at: NOW, id: writtenKey(NOW - 60_000, 'import:netflix') });
    expect(importRecord?.kind === 'import' && importRecord.watches.map((w) => w.target.item.svcId)).toEqual([101, 102, 103]);
    expect(liveRecord).toMatchObject({ kind: 'watch', at: NOW + 1000, watches: [{ key: 'movie:900', exact: true }] });
    expect(await (await openDatabase()).count('outbox')).toBe(0);
  });

  it('an answer that added nothing records nothing', async () => {
    const [seq] = await queue(1);
    await store.settle([seq!], recordAddedWatches([], NOW));
    expect(await records()).toEqual([]);
  });

  it('the store keeps at most WRITTEN_LIMIT records: the oldest go first', async () => {
    for (let n = 0; n < WRITTEN_LIMIT + 2; n += 1) {
      const [seq] = await queue(1);
      await store.settle([seq!], recordAddedWatches([watch(seq!, 1000 + n)], NOW + n));
    }
    const kept = await records();
    expect(kept).toHaveLength(WRITTEN_LIMIT);
    expect(kept[0]).toMatchObject({ at: NOW + 2 });
  });
});

describe('the record of library writes the service took', () => {
  it('a rating and a Watchlist move keep what they replaced; marks watched are watches; removals are not kept', async () => {
    const [seq] = await queue(1);
    const taken: LibraryWrite[] = [
      { kind: 'rate', item: movie(1), rating: 8, previous: 6 },
      { kind: 'rate', item: movie(2), rating: 7, previous: null },
      { kind: 'list', item: movie(3), status: 'completed', previous: 'plantowatch' },
      { kind: 'watched', item: movie(4), at: NOW - 5000 },
      { kind: 'unwatched', item: movie(5) },
    ];
    await store.settle([seq!], recordLibraryWrites(taken, NOW));
    expect((await records()).map(({ id: _id, signIn: _signIn, ...record }) => record)).toEqual([
      { at: NOW, kind: 'rating', item: movie(1), rating: 8, previous: 6 },
      { at: NOW, kind: 'rating', item: movie(2), rating: 7, previous: null },
      { at: NOW, kind: 'status', item: movie(3), status: 'completed', previous: 'plantowatch' },
      { at: NOW, kind: 'watch', watches: [{ key: 'movie:4', target: { item: movie(4) }, at: NOW - 5000, exact: true }] },
    ]);
  });
});

describe("the record carries the sign-in it was made under (Undo refuses another sign-in's)", () => {
  it('a history answer and a library answer are stamped with the sign-in current in their transaction', async () => {
    const signIn = await beginNewSignIn(await openDatabase()).then(async () => signInNow(await openDatabase()));
    expect(signIn).toBeGreaterThan(0);
    const [first, second] = await queue(2);
    await store.settle([first!], recordAddedWatches([watch(first!, 101)], NOW));
    await store.settle([second!], recordLibraryWrites([{ kind: 'rate', item: movie(1), rating: 8 }], NOW + 1));
    expect((await records()).map((record) => [record.kind, record.signIn])).toEqual([
      ['watch', signIn],
      ['rating', signIn],
    ]);
  });
});

describe('pruning the record', () => {
  it('a record goes once the keeping time has passed, at the prune', async () => {
    const [first, second] = await queue(2);
    await store.settle([first!], recordAddedWatches([watch(first!, 1)], NOW - WRITTEN_KEEP_MS));
    await store.settle([second!], recordAddedWatches([watch(second!, 2)], NOW - WRITTEN_KEEP_MS + 1));
    expect((await pruneStores(await openDatabase(), NOW)).written).toBe(1);
    expect((await records()).map((record) => record.at)).toEqual([NOW - WRITTEN_KEEP_MS + 1]);
  });
});

describe('writtenVictims', () => {
  it('drops records past the keeping time, then the oldest beyond the limit', () => {
    const rows = [
      { id: 'old', at: NOW - WRITTEN_KEEP_MS },
      { id: 'a', at: NOW - 3 },
      { id: 'b', at: NOW - 2 },
      { id: 'c', at: NOW - 1 },
    ];
    expect(writtenVictims(rows, NOW, 2)).toEqual(['old', 'a']);
    expect(writtenVictims(rows, NOW)).toEqual(['old']);
  });
});
