import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { stateStore } from './state';

/** The `state` object store alone, in memory. */
function memoryDb(): () => Promise<Db> {
  const rows = new Map<string, unknown>();
  const db = {
    get: async (_store: string, key: string) => structuredClone(rows.get(key)),
    put: async (_store: string, value: unknown, key: string) => void rows.set(key, structuredClone(value)),
    delete: async (_store: string, key: string) => void rows.delete(key),
  };
  return async () => db as unknown as Db;
}

describe('background state: every read checked against its schema', () => {
  it('round-trips what was set', async () => {
    const state = stateStore(memoryDb());
    await state.set('pausedTabs', [3, 9]);
    await state.set('rateOffer', { item: { kind: 'movie', svcId: 10001, title: 'Inception' }, at: 5 });
    expect(await state.get('pausedTabs')).toEqual([3, 9]);
    expect(await state.get('rateOffer')).toEqual({ item: { kind: 'movie', svcId: 10001, title: 'Inception' }, at: 5 });
    await state.delete('pausedTabs');
    expect(await state.get('pausedTabs')).toBeUndefined();
  });

  it('a value stored in another shape (an older version) reads as absent, not half-formed', async () => {
    const db = memoryDb();
    await (await db()).put('state', { count: 'three' }, 'droppedWrites');
    await (await db()).put('state', ['netflix'], 'pausedTabs');
    await (await db()).put('state', { 'show:1': { rating: 11 } }, 'itemMarks');
    const state = stateStore(db);
    expect(await state.get('droppedWrites')).toBeUndefined();
    expect(await state.get('pausedTabs')).toBeUndefined();
    expect(await state.get('itemMarks')).toBeUndefined();
  });
});
