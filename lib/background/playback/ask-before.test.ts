import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { PlaybackReport } from '../../messages/media';
import { saveSettings } from '../../settings/settings';
import { AT, TAB, emptyServices, queuedActions, report } from './playback.fixtures';
import { handleTabGone } from './playback';
import { takeReport } from './intake';
import type { Services } from '../composition-root';
import { correctMatch } from '../requests/resolve-actions';

// "Ask before recording" as the worker runs it: the real playback handler on an in-memory
// IndexedDB, signed out so the outbox keeps whatever would have gone to the service.

let services: Services;

const take = (tabId: number, playback: PlaybackReport) =>
  takeReport({ services, ready: Promise.resolve(), rememberSitePage: async () => undefined, signedIn: async () => true }, tabId, playback, undefined);
const liveWatches = async () =>
  (await (await services.db()).getAll('outbox')).flatMap(({ command }) =>
    command?.action === 'stop' ? [{ site: command.guess?.site, counts: command.counts }] : [],
  );
const waiting = async () => (await services.db()).getAll('toConfirm');
const onYoutube = (playback: PlaybackReport): PlaybackReport => ({
  ...playback,
  guess: { site: 'youtube', siteItemId: 'dQw4w9WgXcQ', kind: 'movie', title: 'A video' },
});

/** A whole viewing: plays, pauses long enough to settle, plays on, ends at 96%. */
async function watchToTheEnd(tabId: number, shape: (playback: PlaybackReport) => PlaybackReport = (same) => same): Promise<number> {
  const start = Date.now();
  await take(tabId, shape(report('playing', 60, start)));
  vi.setSystemTime(start + 840_000);
  await take(tabId, shape(report('paused', 900, start + 840_000)));
  await vi.advanceTimersByTimeAsync(60_000);
  await take(tabId, shape(report('playing', 900, start + 960_000)));
  const endedAt = start + 3_000_000;
  vi.setSystemTime(endedAt);
  await take(tabId, shape(report('ended', 2880, endedAt)));
  await handleTabGone(services, tabId, endedAt + 5_000);
  return endedAt;
}

beforeEach(async () => {
  fakeBrowser.reset();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: AT });
  services = await emptyServices();
  await (await services.db()).clear('toConfirm');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ask before recording', () => {
  it("queues nothing for the site's viewing, and keeps the finished viewing waiting with its real end time", async () => {
    await saveSettings({ askSites: ['netflix'] });
    const endedAt = await watchToTheEnd(TAB);
    expect(await queuedActions(services)).toEqual([]);
    expect(await waiting()).toEqual([
      expect.objectContaining({ guess: expect.objectContaining({ site: 'netflix', title: 'Stranger Things', episode: 2 }), watchedAt: endedAt, progress: 96 }),
    ]);
    expect((await services.activity.recent()).map((line) => line.text)).toContain('Waiting for you to confirm before recording: Stranger Things S1E2');
  });

  it('"Wrong match?" while such a viewing plays starts nothing live (no session was sent to end or restart)', async () => {
    await saveSettings({ askSites: ['netflix'] });
    await take(TAB, report('playing', 60));
    await services.state.set('nowPlayingGuess', (await (await services.db()).get('sessions', TAB))!.guess);
    await correctMatch(services, { kind: 'show', svcId: 999_001, title: 'Another show' }, false);
    expect(await queuedActions(services)).toEqual([]);
  });

  it('a viewing left before the threshold neither goes live nor waits', async () => {
    await saveSettings({ askBeforeRecording: true });
    await take(TAB, report('playing', 60));
    await take(TAB, report('playing', 1200, AT + 1_140_000));
    await handleTabGone(services, TAB, AT + 1_200_000);
    expect(await queuedActions(services)).toEqual([]);
    expect(await waiting()).toEqual([]);
  });

  it('another site still scrobbles live, and "for all sites" asks on every one', async () => {
    await saveSettings({ askSites: ['netflix'] });
    // The outbox may already have dropped the starts and pauses the later stop superseded.
    await watchToTheEnd(TAB + 1, onYoutube);
    expect(await liveWatches()).toEqual([expect.objectContaining({ site: 'youtube', counts: true })]);
    expect(await waiting()).toEqual([]);
    await saveSettings({ askSites: [], askBeforeRecording: true });
    await watchToTheEnd(TAB + 2, onYoutube);
    expect(await liveWatches()).toHaveLength(1);
    expect(await waiting()).toEqual([expect.objectContaining({ guess: expect.objectContaining({ site: 'youtube' }) })]);
  });
});
