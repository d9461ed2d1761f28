import { describe, expect, it } from 'vitest';
import type { PlaybackRow } from '../service/saved-playbacks';
import type { Activities } from '../service/sync-reads';
import { memoryLibraryCache } from './cache';
import type { LibraryCache } from './cache';
import { playbackGate, refreshLibrary, sharedGatedPlayback, type LibraryReads } from './refresh';

const T0 = '2026-05-01T12:00:00.000Z';
const T1 = '2026-05-01T13:00:00.000Z';
const stamps = (playback = T0): Activities => ({ movies: { playback }, tv_shows: { playback: T0 }, anime: { playback: T0 } });
const pause = (id: string): PlaybackRow => ({ id, progress: 40, pausedAt: T0, kind: 'movie', svcId: 10001, title: 'M', externalIds: {} });

/** The service's two reads, and the one gate the popup and the library share over `cache`. */
function fakeService(cache: LibraryCache) {
  const state = { activities: stamps(), playback: [pause('1')] };
  const calls: string[] = [];
  const reads = {
    activities: async () => (calls.push('activities'), structuredClone(state.activities)),
    playbackAt: playbackGate(
      async () => (calls.push('playback'), structuredClone(state.playback)),
      () => cache,
    ),
  };
  return { state, calls, reads, continueWatching: sharedGatedPlayback(reads) };
}

describe("the popup's continue watching is gated on /sync/activities (issue 12 item 7)", () => {
  it('a second open with nothing moved reads activities only; a moved playback stamp rereads', async () => {
    const service = fakeService(memoryLibraryCache());
    expect(await service.continueWatching()).toEqual([pause('1')]);
    expect(await service.continueWatching()).toEqual([pause('1')]);
    expect(service.calls).toEqual(['activities', 'playback', 'activities']);
    service.state.activities = stamps(T1);
    service.state.playback = [pause('2')];
    expect(await service.continueWatching()).toEqual([pause('2')]);
    expect(service.calls.slice(3)).toEqual(['activities', 'playback']);
  });
});

describe('two popups asking at once read saved playbacks once', () => {
  it("both requests get the one read's rows; a later request reads activities again", async () => {
    const service = fakeService(memoryLibraryCache());
    const { continueWatching } = service;
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
    const cache = memoryLibraryCache();
    const service = fakeService(cache);
    await service.continueWatching();
    const snapshot = await refreshLibrary(libraryReads(service), cache, Date.parse(T1));
    expect(snapshot.playback).toEqual([pause('1')]);
    expect(service.calls.filter((call) => call === 'playback')).toHaveLength(1);
    expect(snapshot.reread).not.toContain('playback');
  });

  it("a playback stamp that moved after the popup's read is reread by the library", async () => {
    const cache = memoryLibraryCache();
    const service = fakeService(cache);
    await service.continueWatching();
    service.state.activities = stamps(T1);
    service.state.playback = [pause('2')];
    expect((await refreshLibrary(libraryReads(service), cache, Date.parse(T1))).playback).toEqual([pause('2')]);
  });

  it('the library opening while the popup reads them: one read of saved playbacks, not two (spec 4.3)', async () => {
    const cache = memoryLibraryCache();
    const service = fakeService(cache);
    const [popup, library] = await Promise.all([service.continueWatching(), refreshLibrary(libraryReads(service), cache, Date.parse(T1))]);
    expect(popup).toEqual([pause('1')]);
    expect(library.playback).toEqual([pause('1')]);
    expect(service.calls.filter((call) => call === 'playback')).toHaveLength(1);
  });

  it('a read the service refused leaves the gate open for the next caller', async () => {
    const cache = memoryLibraryCache();
    let refuse = true;
    const playbackAt = playbackGate(
      async () => {
        if (refuse) throw new Error('503');
        return [pause('3')];
      },
      () => cache,
    );
    await expect(playbackAt(stamps())).rejects.toThrow('503');
    refuse = false;
    expect(await playbackAt(stamps())).toEqual({ rows: [pause('3')], reread: true });
    expect(await playbackAt(stamps())).toEqual({ rows: [pause('3')], reread: false });
  });
});
