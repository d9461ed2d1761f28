import { describe, expect, it } from 'vitest';
import type { PlaybackRow } from '../service/saved-playbacks';
import type { Activities, RatingRow, WatchlistRow } from '../service/sync-reads';
import { memoryLibraryCache } from './cache';
import { isEmptyPlan, planRefresh } from './gate';
import { FULL_WATCHLIST_READ_MS, forgetPlayback, playbackGate, refreshLibrary, type LibraryReads } from './refresh';

const T0 = '2026-05-01T12:00:00.000Z';
const NOW = Date.parse('2026-05-01T14:00:00.000Z');
const T1 = '2026-05-01T13:00:00.000Z';
const bucket = () => ({ watched_at: T0, playback: T0, rated_at: T0, watchlisted_at: T0 });
const activities = (): Activities => ({ movies: bucket(), tv_shows: bucket(), anime: bucket() });

const show = (svcId: number, status: WatchlistRow['status'], updatedAt = T0): WatchlistRow => ({
  kind: 'show',
  svcId,
  title: `Show ${svcId}`,
  status,
  updatedAt,
});
const movie = (svcId: number, status: WatchlistRow['status']): WatchlistRow => ({ kind: 'movie', svcId, title: `Movie ${svcId}`, status, updatedAt: T0 });
const rating = (kind: RatingRow['kind'], svcId: number, value: number): RatingRow => ({ kind, svcId, title: `${kind} ${svcId}`, rating: value, ratedAt: T0 });
const pause = (id: string): PlaybackRow => ({ id, progress: 40, pausedAt: T0, kind: 'movie', svcId: 10001, title: 'M', externalIds: {} });

/** A fake service: answers from tables and records every read it was asked for. */
function fakeService(state: { activities: Activities; watchlist: WatchlistRow[]; ratings: RatingRow[]; playback: PlaybackRow[] }) {
  const calls: string[] = [];
  const cache = memoryLibraryCache();
  const playback = async () => {
    calls.push('playback');
    return state.playback;
  };
  const reads: LibraryReads = {
    activities: async () => {
      calls.push('activities');
      return structuredClone(state.activities);
    },
    playbackAt: playbackGate(
      () => playback(),
      () => cache,
    ),
    watchlist: async (type, since) => {
      calls.push(`watchlist:${type}:${since ?? 'all'}`);
      const kind = { movies: 'movie', shows: 'show', anime: 'anime' }[type];
      return state.watchlist.filter((row) => row.kind === kind && (!since || row.updatedAt >= since));
    },
    ratings: async (type) => {
      calls.push(`ratings:${type}`);
      const kind = { movies: 'movie', shows: 'show', anime: 'anime' }[type];
      return state.ratings.filter((row) => row.kind === kind);
    },
    communityRatings: async (kind) => {
      calls.push(`community:${kind}`);
      return state.watchlist.filter((row) => row.kind === kind).map((row) => ({ kind, svcId: row.svcId, rating: row.svcId % 10, votes: 100, droprate: 2.5 }));
    },
    stats: async () => {
      calls.push('stats');
      return {
        movies: { plays: 0, minutes: 0 },
        episodes: { plays: 0, minutes: 0 },
        anime: { plays: 0, minutes: 0 },
        showsWatched: 0,
        ratings: state.ratings.length,
      };
    },
  };
  return { reads, calls, cache };
}

describe('the activities gate (spec 4.3 refetch rule)', () => {
  it('with nothing stored, plans a full read of everything', () => {
    const plan = planRefresh(undefined, activities());
    expect(plan.playback).toBe(true);
    expect(plan.watchlist).toEqual([{ bucket: 'movies' }, { bucket: 'tv_shows' }, { bucket: 'anime' }]);
    expect(plan.ratings).toEqual(['movies', 'tv_shows', 'anime']);
  });

  it('plans nothing when no timestamp moved', () => {
    expect(isEmptyPlan(planRefresh(activities(), activities()))).toBe(true);
  });

  it('a watch recorded elsewhere rereads playbacks (hide_watched) and stats, not the Watchlist', () => {
    const after = activities();
    after.tv_shows.watched_at = T1;
    const plan = planRefresh(activities(), after);
    expect(plan).toEqual({ playback: true, watchlist: [], ratings: [], stats: true });
  });

  it('a moved Watchlist bucket is a delta read from the stored timestamp', () => {
    const after = activities();
    after.anime.watchlisted_at = T1;
    expect(planRefresh(activities(), after).watchlist).toEqual([{ bucket: 'anime', since: T0 }]);
  });
});

describe('refreshLibrary', () => {
  it('a second open with no change reads only activities; a rating change rereads only that type', async () => {
    const state = {
      activities: activities(),
      watchlist: [show(20001, 'watching'), movie(10001, 'plantowatch')],
      ratings: [rating('show', 20001, 8), rating('movie', 10001, 6)],
      playback: [pause('1152921504607894851')],
    };
    const { reads, calls, cache } = fakeService(state);

    const first = await refreshLibrary(reads, cache, NOW);
    expect(first.watchlist).toHaveLength(2);
    expect(first.playback[0]!.id).toBe('1152921504607894851');

    calls.length = 0;
    const second = await refreshLibrary(reads, cache, NOW);
    expect(calls).toEqual(['activities']);
    expect(second.reread).toEqual([]);
    expect(second.ratings).toEqual(first.ratings);

    state.ratings = [rating('show', 20001, 10), rating('movie', 10001, 6)];
    state.activities.tv_shows.rated_at = T1;
    calls.length = 0;
    const third = await refreshLibrary(reads, cache, NOW);
    expect(calls).toEqual(['activities', 'ratings:shows', 'stats']);
    expect(third.ratings.find((row) => row.svcId === 20001)?.rating).toBe(10);
    expect(third.ratings.find((row) => row.svcId === 10001)?.rating).toBe(6);
  });

  it('merges a Watchlist delta into the cached rows of other titles', async () => {
    const state = { activities: activities(), watchlist: [show(20001, 'watching'), show(20002, 'hold')], ratings: [], playback: [] };
    const { reads, calls, cache } = fakeService(state);
    await refreshLibrary(reads, cache, NOW);
    state.watchlist = [show(20001, 'completed', T1), show(20002, 'hold')];
    state.activities.tv_shows.watchlisted_at = T1;
    calls.length = 0;
    const after = await refreshLibrary(reads, cache, NOW);
    // A status change: the same titles, so their community ratings stand.
    expect(calls).toEqual(['activities', `watchlist:shows:${T0}`]);
    expect(after.watchlist.map((row) => [row.svcId, row.status])).toEqual([
      [20001, 'completed'],
      [20002, 'hold'],
    ]);
  });

  it('a moved bucket whose last full read is stale is read whole, so titles removed on the website go', async () => {
    const state = { activities: activities(), watchlist: [show(20001, 'watching'), show(20002, 'hold')], ratings: [], playback: [] };
    const { reads, calls, cache } = fakeService(state);
    await refreshLibrary(reads, cache, NOW);
    state.watchlist = [show(20001, 'watching')];
    state.activities.tv_shows.watchlisted_at = T1;
    calls.length = 0;
    const later = await refreshLibrary(reads, cache, NOW + FULL_WATCHLIST_READ_MS + 1);
    expect(calls).toEqual(['activities', 'watchlist:shows:all', 'community:show']);
    expect(later.watchlist.map((row) => row.svcId)).toEqual([20001]);
  });

  it('community ratings follow the Watchlist: one bulk read per kind that has titles, kept when a reread fails', async () => {
    const state = { activities: activities(), watchlist: [show(20001, 'watching'), movie(10003, 'plantowatch')], ratings: [], playback: [] };
    const { reads, calls, cache } = fakeService(state);
    const first = await refreshLibrary(reads, cache, NOW);
    expect(calls.filter((call) => call.startsWith('community'))).toEqual(['community:movie', 'community:show']);
    expect(first.community.map((row) => [row.kind, row.svcId, row.rating])).toEqual([
      ['movie', 10003, 3],
      ['show', 20001, 1],
    ]);

    calls.length = 0;
    expect((await refreshLibrary(reads, cache, NOW)).community).toEqual(first.community);
    expect(calls).toEqual(['activities']);

    state.watchlist = [show(20001, 'watching', T1), show(20004, 'hold', T1), movie(10003, 'plantowatch')];
    state.activities.tv_shows.watchlisted_at = T1;
    const refusing: LibraryReads = { ...reads, communityRatings: () => Promise.reject(new Error('refused')) };
    const kept = await refreshLibrary(refusing, cache, NOW);
    expect(kept.watchlist).toHaveLength(3);
    expect(kept.community).toEqual(first.community);

    state.activities.tv_shows.watchlisted_at = '2026-05-01T13:30:00.000Z';
    const fresh = await refreshLibrary(reads, cache, NOW);
    expect(
      fresh.community
        .filter((row) => row.kind === 'show')
        .map((row) => row.svcId)
        .sort(),
    ).toEqual([20001, 20004]);
    expect(fresh.community.find((row) => row.kind === 'movie')?.svcId).toBe(10003);
  });

  it('stores the new timestamps only after the rereads succeeded', async () => {
    const state = { activities: activities(), watchlist: [], ratings: [], playback: [] };
    const { reads, calls, cache } = fakeService(state);
    await refreshLibrary(reads, cache, NOW);
    state.activities.movies.playback = T1;
    // The gate asks `reads.playback` when it runs: the same gate, this once refused.
    const failing = {
      ...reads,
      playbackAt: playbackGate(
        () => Promise.reject(new Error('offline')),
        () => cache,
      ),
    };
    await expect(refreshLibrary(failing, cache, NOW)).rejects.toThrow('offline');
    calls.length = 0;
    await refreshLibrary(reads, cache, NOW);
    expect(calls).toEqual(['activities', 'playback']);
  });

  it('forgets a removed playback locally', async () => {
    const cache = memoryLibraryCache();
    await cache.set('playback', [pause('1'), pause('2')]);
    await forgetPlayback(cache, '1');
    expect((await cache.get('playback'))?.map((row) => row.id)).toEqual(['2']);
  });
});
