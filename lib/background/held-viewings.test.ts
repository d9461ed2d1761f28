import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { newEntry } from '../outbox/entry';
import { command } from '../outbox/executor.fixtures';
import { idbOutboxStore } from '../outbox/store';
import { forgetWatches, recordWatches, splitDuplicates } from './held-viewings';

// Issue 30: an undo takes back one viewing; the duplicate and rewatch rules must still see the others.

const KEY = 'movie:10001';
const MONDAY = Date.parse('2026-06-08T20:00:00Z');
const TODAY = Date.parse('2026-06-10T20:00:00Z');
const store = idbOutboxStore(openDatabase);

/** Settles one queued entry with `record`, as an answered batch does. */
async function answer(record: Parameters<typeof store.settle>[1]): Promise<void> {
  const seq = await (await openDatabase()).add('outbox', newEntry(command(1), 0));
  await store.settle([seq], record);
}
const held = async (key: string) => (await (await openDatabase()).get('viewings', key)) ?? [];
const isRepeat = async (at: number) => (await splitDuplicates([{ key: KEY, viewing: { at } }], held)).repeats.length === 1;

beforeEach(async () => {
  const db = await openDatabase();
  await Promise.all((['outbox', 'watched', 'viewings'] as const).map((name) => db.clear(name)));
  await answer(recordWatches([{ key: KEY, at: MONDAY, site: 'netflix' }]));
  await answer(recordWatches([{ key: KEY, at: TODAY, site: 'netflix' }]));
});

describe('forgetting what an undo took out of history', () => {
  it("an undo of one viewing forgets that viewing alone: Monday's is still a repeat, today's no longer", async () => {
    await answer(forgetWatches([{ key: KEY, at: TODAY }]));
    expect(await isRepeat(MONDAY + 20 * 60_000)).toBe(true);
    expect(await isRepeat(TODAY + 10 * 60_000)).toBe(false);
    // The rewatch rule reads the last watch: Monday's, now.
    expect(await (await openDatabase()).get('watched', KEY)).toBe(MONDAY);
  });

  it('a removal of every watch of the item (no time) forgets them all', async () => {
    await answer(forgetWatches([{ key: KEY }]));
    expect(await held(KEY)).toEqual([]);
    expect(await (await openDatabase()).get('watched', KEY)).toBeUndefined();
  });

  it('an undo of an older viewing keeps the last watch the rewatch rule reads', async () => {
    await answer(forgetWatches([{ key: KEY, at: MONDAY }]));
    expect(await isRepeat(MONDAY + 20 * 60_000)).toBe(false);
    expect(await isRepeat(TODAY)).toBe(true);
    expect(await (await openDatabase()).get('watched', KEY)).toBe(TODAY);
  });

  it('the last watch moves back to the latest left, whatever order the store holds them in', async () => {
    const db = await openDatabase();
    const tuesday = Date.parse('2026-06-09T20:00:00Z');
    // Out of time order: held by a version that appended without sorting.
    await db.put('viewings', [{ at: tuesday }, { at: MONDAY }, { at: TODAY }], KEY);
    await answer(forgetWatches([{ key: KEY, at: TODAY }]));
    expect(await db.get('watched', KEY)).toBe(tuesday);
  });
});

describe("the duplicate window is the item's runtime where the write knows it", () => {
  const MINUTE = 60_000;
  const splitAt = async (at: number, runtimeMs?: number) =>
    (await splitDuplicates([{ key: KEY, viewing: { at }, ...(runtimeMs !== undefined ? { runtimeMs } : {}) }], held)).repeats.length === 1;

  it('a 22-minute episode finished again 40 minutes later is a new viewing', async () => {
    expect(await splitAt(TODAY + 40 * MINUTE, 22 * MINUTE)).toBe(false);
    expect(await splitAt(TODAY + 22 * MINUTE, 22 * MINUTE)).toBe(true);
  });

  it("a three-hour film's second finish two hours later is the same viewing", async () => {
    expect(await splitAt(TODAY + 120 * MINUTE, 180 * MINUTE)).toBe(true);
    expect(await splitAt(TODAY + 181 * MINUTE, 180 * MINUTE)).toBe(false);
  });

  it('without a runtime the window stays one hour', async () => {
    expect(await splitAt(TODAY + 60 * MINUTE)).toBe(true);
    expect(await splitAt(TODAY + 61 * MINUTE)).toBe(false);
  });
});
