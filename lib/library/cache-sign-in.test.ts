import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { signOutClearing } from '../../test/unit/support/sign-out';
import { openDatabase } from '../db/database';
import { signInNow } from '../outbox/store';
import { SignedOutError } from '../service/errors';
import type { Activities, WatchlistRow } from '../service/sync-reads';
import { idbLibraryCache } from './cache';
import { refreshLibrary, type LibraryReads } from './refresh';

// The library's cache holds one account's lists. A refresh whose answers arrive just before a
// sign-out must not write them into the stores the sign-out just cleared, or the next account to
// sign in sees the previous one's Watchlist. Real stores over an in-memory IndexedDB; the sign-out
// clears and moves to the next sign-in as account.ts#forget does.

const AT = '2026-05-01T12:00:00.000Z';
const activities = (): Activities => {
  const bucket = { watched_at: AT, playback: AT, rated_at: AT, watchlisted_at: AT };
  return { movies: { ...bucket }, tv_shows: { ...bucket }, anime: { ...bucket } };
};
const heat: WatchlistRow = { kind: 'movie', svcId: 10001, title: 'Heat', status: 'plantowatch', updatedAt: AT };

/** Reads of account A, whose Watchlist answer arrives just as the user signs out. */
const readsSignedOutDuringWatchlist = (): LibraryReads => ({
  activities: async () => activities(),
  playbackAt: async () => ({ rows: [], reread: false }),
  watchlist: async (type) => {
    await signOutClearing('library');
    return type === 'movies' ? [heat] : [];
  },
  ratings: async () => Promise.reject(new SignedOutError('Signed out.')),
  communityRatings: async () => Promise.reject(new SignedOutError('Signed out.')),
  stats: async () => null,
});

beforeEach(async () => {
  const db = await openDatabase();
  await Promise.all([db.clear('library'), db.clear('state')]);
});

describe('the library cache of one sign-in', () => {
  it('keeps what a refresh read while the sign-in lasts', async () => {
    const cache = idbLibraryCache(openDatabase, await signInNow(await openDatabase()));
    await cache.set('watchlist', [heat]);
    expect(await cache.get('watchlist')).toEqual([heat]);
  });

  it('a refresh answered across a sign-out writes nothing of the account back', async () => {
    const cache = idbLibraryCache(openDatabase, await signInNow(await openDatabase()));
    await expect(refreshLibrary(readsSignedOutDuringWatchlist(), cache, Date.parse(AT))).rejects.toBeInstanceOf(SignedOutError);
    expect(await (await openDatabase()).getAllKeys('library')).toEqual([]);
  });
});
