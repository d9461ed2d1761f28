import { describe, expect, it } from 'vitest';
import type { PlaybackRow } from '../service/saved-playbacks';
import type { Activities } from '../service/sync-reads';
import { memoryLibraryCache } from './cache';
import { gatedPlayback, refreshLibrary, sharedGatedPlayback, type LibraryReads } from './refresh';

const T0 = '2026-05-01T12:00:00.000Z';
const T1 = '2026-05-01T13:00:00.000Z';
const stamps = (playback = T0): Activities => ({ movies: { playback }, tv_shows: { playback: T0 }, anime: { playback: T0 } });
const pause = (id: string): PlaybackRow => ({ id, progress: 40, pausedAt: T0, kind: 'movie', svcId: 10001, title: 'M', externalIds: {} });

function fakeService() {
  const state = { activities: stamps(), playback: [pause('1')] };
  const calls: string[] = [];
  return {
    state,
    calls,
    reads: {
      activities: async () => (calls.push('activities'), structuredClone(state.activities)),
      playback: async () => (calls.push('playback'), structuredClone(state.playback)),
    },
  };
}

describe("the popup's continue watching is gated on /sync/activities (issue 12 item 7)", () => {
  it('a second open with nothing moved reads activities only; a moved playback stamp rereads', async () => {
    const service = fakeService();
    const cache = memoryLibraryCache();
    expect(await gatedPlayback(service.reads, cache)).toEqual([pause('1')]);
    expect(await gatedPlayback(service.reads, cache)).toEqual([pause('1')]);
    expect(service.calls).toEqual(['activities', 'playback', 'activities']);
    service.state.activities = stamps(T1);
    service.state.playback = [pause('2')];
    expect(await gatedPlayback(service.reads, cache)).toEqual([pause('2')]);
    expect(service.calls.slice(3)).toEqual(['activities', 'playback']);
  });
});

describe('two popups asking at once read saved playbacks once', () => {
  it("both requests get the one read's rows; a later request reads activities again", async () => {
    const service = fakeService();
    const cache = memoryLibraryCache();
    const continueWatching = sharedGatedPlayback(service.reads, () => cache);
    expect(await Promise.all([continueWatching(), continueWatching()])).toEqual([[pause('1')], [pause('1')]]);
    expect(service.calls).toEqual(['activities', 'playback']);
    expect(await continueWatching()).toEqual([pause('1')]);
    expect(service.calls).toEqual(['activities', 'playback', 'activities']);
  });
});

describe('the library page and the popup share one gate for saved playbacks (spec 4.3: reread only when it moved)', () => {
  const libraryReads = (service: ReturnType<typeof fakeService>): LibraryReads => ({
    ...service.reads,
    watchlist: async () => [],
    ratings: async () => [],
    communityRatings: async () => [],
    stats: async () => ({ movies: { plays: 0, minutes: 0 }, episodes: { plays: 0, minutes: 0 }, anime: { plays: 0, minutes: 0 }, showsWatched: 0, ratings: 0 }),
  });

  it("the library's first open after the popup read them, with nothing moved, does not read them again", async () => {
    const service = fakeService();
    const cache = memoryLibraryCache();
    await gatedPlayback(service.reads, cache);
    const snapshot = await refreshLibrary(libraryReads(service), cache, Date.parse(T1));
    expect(snapshot.playback).toEqual([pause('1')]);
    expect(service.calls.filter((call) => call === 'playback')).toHaveLength(1);
    expect(snapshot.reread).not.toContain('playback');
  });

  it("a playback stamp that moved after the popup's read is reread by the library", async () => {
    const service = fakeService();
    const cache = memoryLibraryCache();
    await gatedPlayback(service.reads, cache);
    service.state.activities = stamps(T1);
    service.state.playback = [pause('2')];
    expect((await refreshLibrary(libraryReads(service), cache, Date.parse(T1))).playback).toEqual([pause('2')]);
  });
});
