import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { MediaGuess } from '../../messages/media';
import type { ServiceItem } from '../../service/items';
import { emptyServices, queuedActions } from '../playback/playback.fixtures';
import { correctMatch } from './resolve-actions';
import type { Services } from '../composition-root';

// "Wrong match?" restarts the live session with the right item: that start belongs to the sign-in
// the correction began under. A sign-out while it awaits (the lookup, the pick being saved) leaves
// nothing queued, or the next account to sign in would get the previous one's viewing.

const TAB = 4;
const guess: MediaGuess = { site: 'netflix', siteItemId: '80077209', kind: 'movie', title: 'Dune' };
const right: ServiceItem = { kind: 'movie', svcId: 438631, title: 'Dune' };

let services: Services;

beforeEach(async () => {
  fakeBrowser.reset();
  services = await emptyServices();
  await services.state.set('nowPlayingGuess', guess);
  const session = { tabId: TAB, guess, sent: 'watching', player: 'playing', progress: 12, updatedAt: Date.now() } as const;
  await (await services.db()).put('sessions', session);
});

describe('correcting the match of what plays now', () => {
  it('starts the live session again with the picked item', async () => {
    expect(await correctMatch(services, right, false)).toEqual({ ok: true });
    expect(await queuedActions(services)).toEqual(['start']);
  });

  it('a sign-out while the pick is being saved leaves nothing queued, cached or logged', async () => {
    const { corrections } = services.resolver;
    const findCorrection = corrections.find.bind(corrections);
    corrections.find = async (...args: Parameters<typeof findCorrection>) => {
      const found = await findCorrection(...args);
      await services.signOut();
      return found;
    };
    expect(await correctMatch(services, right, false)).toMatchObject({ ok: false });
    expect(await queuedActions(services)).toEqual([]);
    // Nor is the pick adopted into the resolve cache, or logged in the activity, the sign-out cleared.
    expect(await (await services.db()).getAll('resolveCache')).toEqual([]);
    expect(await (await services.db()).getAll('activity')).toEqual([]);
  });
});
