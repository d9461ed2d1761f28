import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../index.ts';
import { admin, call, startTestSim, tokenFor } from '../test-helpers.ts';

/**
 * Spec 4.3 `POST /sync/history/remove` takes the history body: an undo sends exactly the watches it
 * wrote (with their `watched_at`), and must leave the user's other watches of the same item alone.
 */
let sim: Simulator;
let token: string;
beforeAll(async () => {
  sim = await startTestSim();
});
afterAll(() => sim.close());
beforeEach(async () => {
  await admin(sim, 'reset', {});
  token = await tokenFor(sim, 'pro');
});

const post = (path: string, body: unknown, query?: Record<string, string>) => call(sim, path, { token, body, ...(query ? { query } : {}) });
const historyTimes = async () =>
  ((await admin(sim, 'users/pro')).json.history as { ids: { svc: number }; number?: number; watched_at: string }[]).map(
    (h) => `${h.ids.svc}${h.number === undefined ? '' : `/${h.number}`}@${h.watched_at}`,
  );
const FIRST = '2026-04-01T20:00:00.000Z';
const SECOND = '2026-04-10T20:00:00.000Z';

async function watchTwice(): Promise<void> {
  await post('/sync/history', { movies: [{ ids: { svc: 10004 }, watched_at: FIRST }], episodes: [{ ids: { svc: 20001001 }, watched_at: FIRST }] });
  const rewatch = await post(
    '/sync/history',
    { movies: [{ ids: { svc: 10004 }, watched_at: SECOND }], episodes: [{ ids: { svc: 20001001 }, watched_at: SECOND }] },
    { allow_rewatch: 'yes' },
  );
  expect(rewatch.json.added).toEqual({ movies: 1, episodes: 1 });
}

describe('history remove takes exactly the watches named (spec 4.3)', () => {
  it('a watched_at on a movie or an episode removes only the watch at that time', async () => {
    await watchTwice();
    const r = await post('/sync/history/remove', {
      movies: [{ ids: { svc: 10004 }, watched_at: SECOND }],
      episodes: [{ ids: { svc: 20001001 }, watched_at: FIRST }],
    });
    expect(r.json.deleted).toEqual({ movies: 1, episodes: 1 });
    expect((await historyTimes()).sort()).toEqual([`10004@${FIRST}`, `20001/1@${SECOND}`]);
  });

  it('a watched_at on the show cascades to its seasons and episodes', async () => {
    await watchTwice();
    const r = await post('/sync/history/remove', { shows: [{ ids: { svc: 20001 }, watched_at: SECOND, seasons: [{ number: 1, episodes: [{ number: 1 }] }] }] });
    expect(r.json.deleted).toEqual({ movies: 0, episodes: 1 });
    expect(await historyTimes()).toContain(`20001/1@${FIRST}`);
    expect(await historyTimes()).not.toContain(`20001/1@${SECOND}`);
  });

  it('a watched_at matching no watch removes nothing; without one every watch of the item goes', async () => {
    await watchTwice();
    const none = await post('/sync/history/remove', { movies: [{ ids: { svc: 10004 }, watched_at: '2026-04-05T20:00:00.000Z' }] });
    expect(none.json.deleted).toEqual({ movies: 0, episodes: 0 });
    const all = await post('/sync/history/remove', { movies: [{ ids: { svc: 10004 } }] });
    expect(all.json.deleted).toEqual({ movies: 2, episodes: 0 });
    expect(await historyTimes()).toEqual([`20001/1@${FIRST}`, `20001/1@${SECOND}`]);
  });
});
