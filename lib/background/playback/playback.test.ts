import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { PlaybackReport } from '../../messages/media';
import { AT, TAB, emptyServices, queuedActions, report } from './playback.fixtures';
import { handleTabGone, settleAllSessions } from './playback';
import { takeReport } from './intake';
import type { Services } from '../composition-root';
import { onStatusChanged } from '../status/status';

// The playback handler as the worker runs it: the real services on an in-memory IndexedDB and
// WXT's fake browser, signed out (so the outbox holds every command: nothing leaves the machine).
// What is checked is what the handler left behind: the session, the queue, the status, the log.

let services: Services;
let statusChanges = 0;
onStatusChanged(() => statusChanges++);

const queued = () => queuedActions(services);
const session = async () => (await services.db()).get('sessions', TAB);

beforeEach(async () => {
  fakeBrowser.reset();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: AT });
  services = await emptyServices();
  statusChanges = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

const handlePlaybackReport = (services: Services, tabId: number, report: PlaybackReport) =>
  takeReport({ services, ready: Promise.resolve(), rememberSitePage: async () => undefined, signedIn: async () => true }, tabId, report, undefined);

describe('the playback handler', () => {
  it("a playing report opens the tab's session, queues its start, shows it playing and logs what was seen", async () => {
    await handlePlaybackReport(services, TAB, report('playing', 60));
    expect(await queued()).toEqual(['start']);
    expect(await session()).toMatchObject({ tabId: TAB, guess: { siteItemId: '80077209' } });
    expect(await services.state.get('nowPlaying')).toMatchObject({
      title: 'Stranger Things',
      kind: 'episode',
      season: 1,
      episode: 2,
      state: 'playing',
      tabId: TAB,
      progress: 2,
    });
    expect(statusChanges).toBeGreaterThan(0);
    expect((await services.activity.recent()).map((line) => line.kind)).toEqual(expect.arrayContaining(['detected', 'queued']));
  });

  it("a pause settles before it is queued (a seek's pause is no pause), and a tick after the wait sends it", async () => {
    await handlePlaybackReport(services, TAB, report('playing', 60));
    await handlePlaybackReport(services, TAB, report('paused', 90, AT + 30_000));
    expect(await queued()).toEqual(['start']);
    expect(await services.state.get('nowPlaying')).toMatchObject({ state: 'paused' });
    // The handler's own timer: the settled pause arrives without another report.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await queued()).toEqual(['start', 'pause']);
  });

  it('a tab that goes away stops its item and ends the session', async () => {
    await handlePlaybackReport(services, TAB, report('playing', 60));
    await handleTabGone(services, TAB, AT + 60_000);
    expect(await queued()).toEqual(['start', 'stop']);
    expect(await session()).toBeUndefined();
  });

  it('a worker that died while a pause was settling sends that pause at its next start', async () => {
    await handlePlaybackReport(services, TAB, report('playing', 60));
    await handlePlaybackReport(services, TAB, report('paused', 90, AT + 30_000));
    // The timer died with the worker; what is left is the stored session.
    vi.clearAllTimers();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await queued()).toEqual(['start']);
    await settleAllSessions(services);
    expect(await queued()).toEqual(['start', 'pause']);
  });
});
