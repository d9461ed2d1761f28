import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { OUTBOX_WARN } from '../../db/bounds';
import type { MediaGuess } from '../../messages/media';
import { newEntry } from '../../outbox/entry';
import { createServices, type Services } from '../composition-root';
import { badgeStatus, buildStatus } from './status';

// The status the popup and the badge read, built from what the background stored: the real
// services on an in-memory IndexedDB and WXT's fake browser, signed out.

const HOUR = 3600 * 1000;
const guess: MediaGuess = { site: 'netflix', siteItemId: '80077209', kind: 'episode', title: 'Stranger Things', season: 1, episode: 2 };
const start = (at: number) => newEntry({ action: 'start', progress: 1, at, tabId: 3, guess }, at);

let services: Services;

beforeEach(async () => {
  fakeBrowser.reset();
  services = createServices();
  const db = await services.db();
  for (const store of ['outbox', 'sessions', 'state', 'tokens'] as const) await db.clear(store);
});

describe('the status', () => {
  it('signed out with nothing stored: nothing playing, nothing waiting, no notices', async () => {
    expect(await buildStatus(services)).toMatchObject({
      signedIn: false,
      deviceCode: null,
      nowPlaying: null,
      lastResult: null,
      pendingWrites: 0,
      failedWrites: [],
      parked: [],
      queue: null,
    });
  });

  it('names each refused write with its reason, and counts what waits', async () => {
    const db = await services.db();
    await db.add('outbox', { ...start(Date.now()), status: 'failed', lastError: 'the service refused it (422)' });
    await db.add('outbox', start(Date.now()));
    const status = await buildStatus(services);
    expect(status.pendingWrites).toBe(1);
    expect(status.failedWrites).toEqual([{ what: expect.stringMatching(/^start .*Stranger Things/), reason: 'the service refused it (422)' }]);
  });

  it('shows a device sign-in by its user code only: the device code is a credential and stays in the background', async () => {
    const flow = {
      deviceCode: 'secret-device-code',
      userCode: 'WXYZ-1234',
      verificationUri: 'https://web.svc.test/activate',
      expiresAt: Date.now() + HOUR,
      intervalSec: 5,
    };
    await services.state.set('deviceFlow', flow);
    const status = await buildStatus(services);
    expect(status.deviceCode).toEqual({ userCode: 'WXYZ-1234', verificationUri: 'https://web.svc.test/activate', expiresAt: flow.expiresAt, expired: false });
    expect(JSON.stringify(status)).not.toContain('secret-device-code');
  });

  it('tells of dropped updates for a day, then no more', async () => {
    await services.state.set('droppedWrites', { count: 3, at: Date.now() - HOUR });
    expect((await buildStatus(services)).droppedWrites).toEqual({ count: 3, at: expect.any(Number) });
    await services.state.set('droppedWrites', { count: 3, at: Date.now() - 25 * HOUR });
    expect((await buildStatus(services)).droppedWrites).toBeUndefined();
  });

  it('warns of a long queue with its oldest update, only once the queue is long', async () => {
    const db = await services.db();
    const then = Date.now() - 48 * HOUR;
    const tx = db.transaction('outbox', 'readwrite');
    for (let index = 0; index < OUTBOX_WARN - 1; index++) void tx.store.add(start(then + index));
    await tx.done;
    expect((await buildStatus(services)).queue).toBeNull();
    await db.add('outbox', start(Date.now()));
    const { queue } = await buildStatus(services);
    expect(queue).toMatchObject({ waiting: OUTBOX_WARN, oldest: { at: then } });
    expect(queue?.oldest.what).toContain('Stranger Things');
  });

  it('the badge, repainted after every outbox job, does not read the long queue whole', async () => {
    const db = await services.db();
    const tx = db.transaction('outbox', 'readwrite');
    for (let index = 0; index < OUTBOX_WARN; index++) void tx.store.add(start(Date.now() - HOUR + index));
    await tx.done;
    // The whole store read (failed and parked entries are read by their index, not this way).
    const wholeReads = vi.spyOn(IDBObjectStore.prototype, 'getAll');
    const status = await badgeStatus(services);
    expect(status.pendingWrites).toBe(OUTBOX_WARN);
    expect(wholeReads).not.toHaveBeenCalled();
    await buildStatus(services);
    expect(wholeReads).toHaveBeenCalledTimes(1);
    wholeReads.mockRestore();
  });
});
