import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openDatabase } from '../db/database';
import { pruneStores } from '../db/prune';
import { DAILY_PRUNE_ALARM, installDailyPrune } from './daily-prune';

const DAY_MINUTES = 24 * 60;

describe('pruning while the background lives for days (Firefox keeps it all session)', () => {
  afterEach(() => vi.useRealTimers());

  it('runs on a daily alarm that a worker restart does not put off', async () => {
    fakeBrowser.reset();
    vi.useFakeTimers({ toFake: ['Date'] });
    const db = await openDatabase();
    await installDailyPrune(async () => void (await pruneStores(db, Date.now())));
    expect(await fakeBrowser.alarms.get(DAILY_PRUNE_ALARM)).toMatchObject({ periodInMinutes: DAY_MINUTES });
    const first = (await fakeBrowser.alarms.get(DAILY_PRUNE_ALARM))!.scheduledTime;

    // Chrome restarts the worker often: an alarm set afresh each time would never come.
    vi.setSystemTime(Date.now() + 3600_000);
    await installDailyPrune(async () => void (await pruneStores(db, Date.now())));
    expect((await fakeBrowser.alarms.getAll()).map((alarm) => alarm.scheduledTime)).toEqual([first]);

    // A match that expired while the browser stayed open goes when the alarm comes.
    const item = { kind: 'movie', svcId: 1, title: 'Dune', ids: {} } as never;
    await db.put('resolveCache', { item, expiresAt: Date.now() - 1 }, 'netflix:item:1');
    await fakeBrowser.alarms.onAlarm.trigger((await fakeBrowser.alarms.get(DAILY_PRUNE_ALARM))!);
    await expect.poll(() => db.count('resolveCache')).toBe(0);
  });
});
