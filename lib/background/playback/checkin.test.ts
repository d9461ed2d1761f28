import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { emptyServices, queuedActions } from './playback.fixtures';
import { checkIn } from './checkin';
import type { Services } from '../composition-root';

// A check-in belongs to the sign-in it began under: a sign-out that comes while it awaits leaves
// nothing queued, or the next account to sign in would be checked in to what this one watched.

let services: Services;

beforeEach(async () => {
  fakeBrowser.reset();
  services = await emptyServices();
  await services.state.set('nowPlayingGuess', { site: 'netflix', siteItemId: '80077209', kind: 'movie', title: 'Dune' });
});

describe('check-in', () => {
  it('queues the check-in under the sign-in it began under', async () => {
    expect(await checkIn(services)).toEqual({ ok: true });
    expect(await queuedActions(services)).toEqual(['checkin']);
  });

  it('a sign-out while it reads what is playing leaves nothing queued', async () => {
    const readState = services.state.get.bind(services.state);
    services.state.get = (async (key: Parameters<typeof readState>[0]) => {
      const value = await readState(key);
      await services.signOut();
      return value;
    }) as typeof services.state.get;
    expect(await checkIn(services)).toMatchObject({ ok: false });
    expect(await queuedActions(services)).toEqual([]);
  });
});
