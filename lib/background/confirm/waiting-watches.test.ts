import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { planNext } from '../../outbox/plan';
import { holdForConfirmation } from '../../scrobble/hold';
import type { WaitingWatch } from '../../scrobble/waiting';
import { AT, emptyServices } from '../playback/playback.fixtures';
import type { Services } from '../composition-root';
import { dismissWaiting, keepWaitingBounded, recordWaiting, waitingWatches } from './waiting-watches';

let services: Services;

const watchOf = (episode: number, watchedAt: number): WaitingWatch => ({
  guess: { site: 'netflix', siteItemId: `ep-${episode}`, kind: 'episode', title: 'Dark', season: 1, episode },
  progress: 97,
  watchedAt,
});
const store = async (...watches: WaitingWatch[]) => {
  for (const watch of watches) await (await services.db()).add('toConfirm', watch);
};
const logged = async () => (await services.activity.recent()).map((line) => line.text);

beforeEach(async () => {
  fakeBrowser.reset();
  services = await emptyServices();
  await (await services.db()).clear('toConfirm');
});

describe('waiting watches', () => {
  it('Record moves one viewing to the outbox as a history write at its real time, and nothing else', async () => {
    await store(watchOf(1, AT - 86_400_000), watchOf(2, AT - 3_600_000));
    const [first] = await waitingWatches(services);
    expect(await recordWaiting(services, first!.id, AT)).toBe(1);
    const outbox = await (await services.db()).getAll('outbox');
    expect(outbox).toEqual([expect.objectContaining({ late: true, command: expect.objectContaining({ action: 'stop', counts: true, at: AT - 86_400_000 }) })]);
    // The outbox's planner sends it to /sync/history (not as a live scrobble).
    expect(planNext(outbox, AT)).toMatchObject({ kind: 'history' });
    expect((await waitingWatches(services)).map((watch) => watch.guess.episode)).toEqual([2]);
    expect(await logged()).toContain('You confirmed it; recording: Dark S1E1');
  });

  it("a confirmed viewing keeps the runtime the page showed (the duplicate rule's window)", async () => {
    const { guess } = watchOf(1, AT);
    const finish = { action: 'stop', counts: true, guess, progress: 97, at: AT - 60_000, runtimeMs: 1_320_000 } as const;
    const { waiting } = holdForConfirmation({ session: null, commands: [finish], wakeAt: null }, () => true);
    await store(...(waiting ?? []));
    await recordWaiting(services, undefined, AT);
    const [entry] = await (await services.db()).getAll('outbox');
    expect(entry?.command).toMatchObject({ at: AT - 60_000, runtimeMs: 1_320_000 });
  });

  it('Record all empties the list into the outbox; Not this removes one and sends nothing', async () => {
    await store(watchOf(1, AT - 2), watchOf(2, AT - 1), watchOf(3, AT));
    const [, second] = await waitingWatches(services);
    expect(await dismissWaiting(services, second!.id!)).toBe(true);
    expect(await (await services.db()).count('outbox')).toBe(0);
    expect(await logged()).toContain('Not recorded (you said "Not this"): Dark S1E2');
    expect(await recordWaiting(services, undefined, AT)).toBe(2);
    const sent = (await (await services.db()).getAll('outbox')).map((entry) => entry.command?.guess?.episode);
    expect(sent).toEqual([1, 3]);
    expect(await waitingWatches(services)).toEqual([]);
  });

  it('beyond the cap the oldest viewings go, each named in the log', async () => {
    await store(watchOf(1, AT - 3), watchOf(2, AT - 2), watchOf(3, AT - 1), watchOf(4, AT));
    await keepWaitingBounded(services, 2);
    expect((await waitingWatches(services)).map((watch) => watch.guess.episode)).toEqual([3, 4]);
    expect(await logged()).toEqual(
      expect.arrayContaining([
        'No longer waiting for you to confirm (more than 500 waited): Dark S1E1',
        'No longer waiting for you to confirm (more than 500 waited): Dark S1E2',
      ]),
    );
  });

  it('belongs to the account: a sign-out forgets what waits (a forced one takes the same road, account.ts#forget)', async () => {
    await store(watchOf(1, AT));
    await services.signOut();
    expect(await waitingWatches(services)).toEqual([]);
  });
});
