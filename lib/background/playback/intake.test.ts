import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { AT, TAB, emptyServices, queuedActions, report } from './playback.fixtures';
import { takeReport, tabClosed, type IntakeDeps } from './intake';
import { setSiteEnabled, setTabPaused } from './scrobbling-switch';
import type { Services } from '../composition-root';

// A switch-off and a report in flight meet in the playback module's one queue: whichever arrived
// first is handled first, and a switch-off never leaves behind a session a report opened.

let services: Services;
let deps: IntakeDeps;
const queued = () => queuedActions(services);
const sessions = async () => (await services.db()).getAll('sessions');

beforeEach(async () => {
  fakeBrowser.reset();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: AT });
  services = await emptyServices();
  deps = { services, ready: Promise.resolve(), rememberSitePage: async () => undefined, signedIn: async () => true };
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the intake', () => {
  it('a site switched off while its first report is in flight ends the session that report opens', async () => {
    const inFlight = takeReport(deps, TAB, report('playing', 60), undefined);
    await Promise.all([inFlight, setSiteEnabled(services, 'netflix', false)]);
    expect(await sessions()).toEqual([]);
    expect(await queued()).toEqual(['start', 'stop']);
    expect(await services.state.get('nowPlaying')).toMatchObject({ ignored: 'site' });
  });

  it('a tab paused while its first report is in flight ends the session that report opens', async () => {
    const inFlight = takeReport(deps, TAB, report('playing', 60), undefined);
    await Promise.all([inFlight, setTabPaused(services, TAB, true)]);
    expect(await sessions()).toEqual([]);
    expect(await queued()).toEqual(['start', 'stop']);
  });

  it('a report after a switch-off is seen but never opens a session', async () => {
    await setSiteEnabled(services, 'netflix', false);
    await takeReport(deps, TAB, report('playing', 60), undefined);
    expect(await sessions()).toEqual([]);
    expect(await queued()).toEqual([]);
    expect(await services.state.get('nowPlaying')).toMatchObject({ state: 'playing', ignored: 'site' });
  });

  it('nothing is taken in before the background is ready', async () => {
    let open = () => undefined as void;
    const ready = new Promise<void>((resolve) => (open = resolve));
    const taken = takeReport({ ...deps, ready }, TAB, report('playing', 60), undefined);
    const closed = tabClosed(services, TAB);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await queued()).toEqual([]);
    open();
    await Promise.all([taken, closed]);
    // The closing tab waited behind its report: the session opened, then ended.
    expect(await queued()).toEqual(['start', 'stop']);
    expect(await sessions()).toEqual([]);
  });

  it('signed out: a report opens no session, queues nothing, remembers no page and shows nothing', async () => {
    const remembered: unknown[] = [];
    const signedOut: IntakeDeps = { ...deps, signedIn: async () => false, rememberSitePage: async (guess) => void remembered.push(guess) };
    await takeReport(signedOut, TAB, report('playing', 60), 'https://www.netflix.com/watch/1');
    await tabClosed(services, TAB);
    expect(await sessions()).toEqual([]);
    expect(await queued()).toEqual([]);
    expect(remembered).toEqual([]);
    expect(await services.state.get('nowPlaying')).toBeUndefined();
  });
});
