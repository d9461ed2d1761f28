import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { PlaybackReport } from '../../messages/media';
import { OutboxExecutor } from '../../outbox/executor';
import { STALE_SCROBBLE_MS, type SendJob } from '../../outbox/plan';
import { idbOutboxStore } from '../../outbox/store';
import { NetworkError } from '../../service/errors';
import type { Services } from '../composition-root';
import { takeReport } from './intake';
import { AT, TAB, emptyServices, report } from './playback.fixtures';
import { playingNow } from './playing-now';

// Offline when the tab began playing, the start waited in the outbox; the service is back after the
// staleness window. The real playback handler records the session and queues the start; the real
// outbox executor and planner decide what goes out. Only the network is replaced: unreachable while
// `offline`, then a recorder of the jobs the service would receive.

/** The tab's last report, offline still; a minute later the service answers again (past any retry's wait). */
const BACK = AT + STALE_SCROBBLE_MS + 60_000;
const ONLINE = BACK + 60_000;
let services: Services;
let offline: boolean;
const sent: SendJob[] = [];

function outbox(): OutboxExecutor {
  return new OutboxExecutor({
    store: idbOutboxStore(services.db),
    now: Date.now,
    random: () => 0,
    playingNow: playingNow(services.db),
    wake: () => undefined,
    onVerdict: async () => undefined,
    send: async (job, _guard, answered) => {
      if (offline) throw new NetworkError('offline');
      sent.push(job);
      await answered();
      return 'ok';
    },
  });
}

/** A report from the tab, through the playback handler, to this test's outbox; then its drain ends. */
async function tabReports(playback: PlaybackReport): Promise<void> {
  const withOutbox = { ...services, outbox: outbox() };
  await takeReport(
    { services: withOutbox, ready: Promise.resolve(), rememberSitePage: async () => undefined, signedIn: async () => true },
    TAB,
    playback,
    undefined,
  );
  await withOutbox.outbox.drain();
}

async function serviceIsBack(): Promise<void> {
  vi.setSystemTime(ONLINE);
  offline = false;
  await outbox().drain();
}

beforeEach(async () => {
  fakeBrowser.reset();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: AT });
  services = await emptyServices();
  offline = true;
  sent.length = 0;
  await tabReports(report('playing', 300));
  vi.setSystemTime(BACK);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a start recorded offline and stale by the time the service is back', () => {
  it('the tab still playing it: a fresh start at the progress it has now, nothing stale', async () => {
    // The tab reports where it plays now (of 3000 s: 60%), still offline.
    await tabReports(report('playing', 1800, BACK));
    await serviceIsBack();
    expect(sent.map((job) => job.kind === 'scrobble' && job.command)).toEqual([expect.objectContaining({ action: 'start', progress: 60, at: ONLINE })]);
    expect(await (await services.db()).getAll('outbox')).toEqual([]);
  });

  it('the tab paused by then (the pause not settled yet): nothing of the stale start is sent', async () => {
    await tabReports(report('paused', 900, BACK));
    await serviceIsBack();
    expect(sent).toEqual([]);
    expect(await (await services.db()).getAll('outbox')).toEqual([]);
  });

  it('the tab playing another item by then, the first one left nothing after its start: nothing of it is sent', async () => {
    // The session moved on with no command of the first item after its start (its stop was lost
    // with storage full): the stale start alone is still queued.
    const db = await services.db();
    const session = (await db.get('sessions', TAB))!;
    await db.put('sessions', { ...session, guess: { ...session.guess, siteItemId: '80077210', episode: 3 } });
    await serviceIsBack();
    expect(sent).toEqual([]);
    expect(await db.getAll('outbox')).toEqual([]);
  });
});
