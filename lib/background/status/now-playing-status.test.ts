import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveSettings } from '../../settings/settings';
import type { MediaGuess } from '../../messages/media';
import { emptyServices } from '../playback/playback.fixtures';
import type { Services } from '../composition-root';
import { nowPlayingExtras, showNowPlaying } from './now-playing-status';

let services: Services;
const dark: MediaGuess = { site: 'netflix', siteItemId: 'ep-1', kind: 'episode', title: 'Dark', season: 1, episode: 1 };

/** The card's extras for Dark playing on Netflix, as the status (and so the badge) reads them. */
async function extrasWhilePlaying() {
  await showNowPlaying(services.state, dark, { state: 'playing', progress: 10, updatedAt: 1 });
  return nowPlayingExtras(services.state, await services.state.get('nowPlaying'));
}

beforeEach(async () => {
  fakeBrowser.reset();
  services = await emptyServices();
});

describe('the status of what plays: live, or only once the user confirms', () => {
  it('says a site that asks before recording asks, and another does not', async () => {
    expect((await extrasWhilePlaying()).scrobbling?.asksFirst).toBe(false);
    await saveSettings({ askSites: ['netflix'] });
    expect((await extrasWhilePlaying()).scrobbling?.asksFirst).toBe(true);
    await saveSettings({ askSites: ['hulu'] });
    expect((await extrasWhilePlaying()).scrobbling?.asksFirst).toBe(false);
    await saveSettings({ askBeforeRecording: true });
    expect((await extrasWhilePlaying()).scrobbling?.asksFirst).toBe(true);
  });
});
