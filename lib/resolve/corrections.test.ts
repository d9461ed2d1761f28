import { describe, expect, it } from 'vitest';
import type { MediaGuess } from '../messages/media';
import {
  CORRECTION_PREFIX,
  CORRECTION_VERSION,
  correctionKey,
  decodeCorrection,
  encodeCorrection,
  keyValueCorrectionStore,
  type Correction,
} from './corrections';

/** storage.sync's limits (Chrome): 8 KB per item, key and JSON value together. */
const QUOTA_BYTES_PER_ITEM = 8192;

function memoryArea() {
  const items = new Map<string, unknown>();
  return {
    items,
    get: async (keys: string[] | null) => Object.fromEntries([...items].filter(([key]) => keys === null || keys.includes(key))),
    set: async (values: Record<string, unknown>) => {
      for (const [key, value] of Object.entries(values)) items.set(key, JSON.parse(JSON.stringify(value)));
    },
    remove: async (keys: string | string[]) => {
      for (const key of [keys].flat()) items.delete(key);
    },
  };
}

const show: Correction = {
  scope: 'show',
  site: 'netflix',
  siteId: '80057281',
  siteTitle: 'The Office',
  createdAt: 1_700_000_000_000,
  item: { kind: 'show', svcId: 20003, title: 'The Office', year: 2001, slug: 'the-office-2001' },
  episodeOffset: -2,
};

const episode = (siteItemId: string, siteShowId?: string): MediaGuess => ({
  site: 'netflix',
  siteItemId,
  ...(siteShowId ? { siteShowId } : {}),
  kind: 'episode',
  title: 'The Office',
  season: 1,
  episode: 3,
});

describe('corrections in storage.sync', () => {
  it('round-trips through the compact stored form', () => {
    const key = correctionKey(show.site, show.scope, show.siteId);
    expect(key).toBe(`${CORRECTION_PREFIX}netflix:s:80057281`);
    expect(decodeCorrection(key, JSON.parse(JSON.stringify(encodeCorrection(show))))).toEqual(show);
  });

  it('one correction stays far below the per-item quota, even with very long titles', () => {
    const long = { ...show, siteTitle: 'x'.repeat(5000), item: { ...show.item, title: 'y'.repeat(5000), slug: 'z'.repeat(5000) } };
    const key = correctionKey(long.site, long.scope, long.siteId);
    expect(key.length + JSON.stringify(encodeCorrection(long)).length).toBeLessThan(QUOTA_BYTES_PER_ITEM / 8);
  });

  it('skips malformed or foreign values instead of failing', () => {
    expect(decodeCorrection(`${CORRECTION_PREFIX}netflix:s:1`, { i: 'nope' })).toBeNull();
    expect(decodeCorrection('settings', encodeCorrection(show))).toBeNull();
  });

  it('is written with its version; one written before versions (no v) reads as version 1', () => {
    const key = correctionKey(show.site, show.scope, show.siteId);
    const stored = encodeCorrection(show);
    expect(stored.v).toBe(CORRECTION_VERSION);
    const { v: _version, ...unversioned } = stored;
    expect(decodeCorrection(key, unversioned)).toEqual(show);
  });

  it('one from a newer Watchmark on another synced browser is never misread, and stays in storage', async () => {
    const area = memoryArea();
    const store = keyValueCorrectionStore(area);
    const key = correctionKey(show.site, show.scope, show.siteId);
    // Readable as today's shape but for its version: a newer Watchmark may mean something else by it.
    const newer = { ...encodeCorrection(show), v: CORRECTION_VERSION + 1 };
    await area.set({ [key]: newer });
    expect(await store.find(episode('70001', show.siteId))).toBeUndefined();
    expect(await store.list()).toEqual([]);
    expect((await area.get([key]))[key]).toEqual(newer);
  });

  it('finds the item correction before the show one, lists newest first, and removes one', async () => {
    const area = memoryArea();
    area.items.set('settings', { thresholdPercent: 90 });
    const store = keyValueCorrectionStore(area);
    await store.save(show);
    const item: Correction = { ...show, scope: 'item', siteId: 'ep-3', item: { kind: 'show', svcId: 5, title: 'Other' }, createdAt: show.createdAt + 1 };
    await store.save(item);
    expect((await store.find(episode('ep-3', '80057281')))?.item.svcId).toBe(5);
    expect((await store.find(episode('ep-4', '80057281')))?.item.svcId).toBe(20003);
    expect(await store.find(episode('ep-4'))).toBeUndefined();
    expect((await store.list()).map((c) => c.siteId)).toEqual(['ep-3', '80057281']);
    await store.remove('netflix', 'item', 'ep-3');
    expect((await store.list()).map((c) => c.siteId)).toEqual(['80057281']);
    expect(area.items.get('settings')).toEqual({ thresholdPercent: 90 });
  });
});
