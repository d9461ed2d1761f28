import { describe, expect, it } from 'vitest';
import type { PlaybackRow } from '../service/saved-playbacks';
import type { Activities } from '../service/sync-reads';
import { memoryLibraryCache } from './cache';
import { gatedPlayback } from './refresh';

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

describe('the popup\'s continue watching is gated on /sync/activities (issue 12 item 7)', () => {
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
