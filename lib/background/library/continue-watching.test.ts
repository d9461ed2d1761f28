import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../config';
import { signOutClearing } from '../../../test/unit/support/sign-out';
import { openDatabase } from '../../db/database';
import { SignedOutError } from '../../service/errors';
import type { PlaybackRow } from '../../service/saved-playbacks';
import type { Activities } from '../../service/sync-reads';
import { savedPlaybackGate } from './continue-watching';

// The saved playbacks the popup and the library page share are one account's: a read whose answer
// arrives across a sign-out is not written into the stores the sign-out cleared. Real stores over
// an in-memory IndexedDB; the sign-out clears and moves on as account.ts#forget does.

const AT = '2026-05-01T12:00:00.000Z';
const after: Activities = {
  movies: { watched_at: AT, playback: AT, rated_at: AT, watchlisted_at: AT },
  tv_shows: { watched_at: AT, playback: AT, rated_at: AT, watchlisted_at: AT },
  anime: { watched_at: AT, playback: AT, rated_at: AT, watchlisted_at: AT },
};
const paused: PlaybackRow = { id: '7', progress: 40, pausedAt: AT, kind: 'movie', svcId: 10001, title: 'Heat', externalIds: {} };
const http = { config: resolveConfig({}), fetch };

beforeEach(async () => {
  const db = await openDatabase();
  await Promise.all([db.clear('library'), db.clear('state')]);
});

describe('the saved playbacks gate', () => {
  it('keeps the rows it read while the sign-in lasts', async () => {
    const gate = savedPlaybackGate({ http, db: openDatabase, get: async <T>() => [paused] as T });
    expect(await gate(after)).toEqual({ rows: [paused], reread: true });
    expect(await (await openDatabase()).get('library', 'playback')).toEqual([paused]);
  });

  it('rows answered across a sign-out are not written back', async () => {
    const answeredAsTheUserSignsOut = async <T>() => {
      await signOutClearing('library');
      return [paused] as T;
    };
    const gate = savedPlaybackGate({ http, db: openDatabase, get: answeredAsTheUserSignsOut });
    await expect(gate(after)).rejects.toBeInstanceOf(SignedOutError);
    expect(await (await openDatabase()).getAllKeys('library')).toEqual([]);
  });
});
