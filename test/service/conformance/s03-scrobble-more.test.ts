import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../index.ts';
import { admin, advance, call, DAY, startTestSim, T0, tokenFor, violations } from '../test-helpers.ts';

/** Spec 3.1, 3.3, 2.9, 4.4, 8: rewatches, checkin completion, playback replacement, the 20 s lock cap. */
let sim: Simulator;
beforeAll(async () => {
  sim = await startTestSim();
});
afterAll(() => sim.close());
beforeEach(async () => {
  await admin(sim, 'reset', {});
});

const MOVIE = { movie: { ids: { svc: 10005 }, title: 'The Matrix', year: 1999 } };
const ep = (number: number) => ({ show: { ids: { svc: 20013 } }, episode: { season: 1, number } });
const scrobble = (op: string, token: string, body: object, query?: Record<string, string>) =>
  call(sim, `/scrobble/${op}`, { token, body, ...(query ? { query } : {}) });
const REWATCH = { allow_rewatch: 'yes' };
const rawField = (text: string, name: string) => new RegExp(`"${name}":(\\d+)`).exec(text)?.[1] ?? '';

describe('rewatch (spec 3.1, 3.3, 2.9, 8)', () => {
  it('PRO: allow_rewatch=yes on stop records a rewatch after the 2-day gap, with rewatch_id (64-bit) and rewatch_status', async () => {
    const token = await tokenFor(sim, 'pro');
    expect((await scrobble('stop', token, { ...MOVIE, progress: 90 })).json.rewatch_id).toBeUndefined();
    await advance(sim, DAY);
    // Inside the gap: a duplicate, nothing recorded, no rewatch fields.
    const early = await scrobble('stop', token, { ...MOVIE, progress: 90 }, REWATCH);
    expect([early.status, early.json.rewatch_id]).toEqual([201, undefined]);
    await advance(sim, DAY);
    const r = await scrobble('stop', token, { ...MOVIE, progress: 90 }, REWATCH);
    expect(r.json).toMatchObject({ action: 'scrobble', rewatch_status: 'completed' });
    expect(BigInt(rawField(r.text, 'rewatch_id')) > 2n ** 53n).toBe(true);
    const user = (await admin(sim, 'users/pro')).json;
    expect(user.history).toHaveLength(2);
    expect(user.rewatches).toEqual([expect.objectContaining({ rewatch_status: 'completed' })]);
    const rows = (await call(sim, '/sync/all-items/movies', { token })).json;
    expect(rows).toEqual(
      [expect.objectContaining({ status: 'completed', plays: 2 }), expect.objectContaining({ rewatch: true, rewatch_status: 'completed', plays: 1 })].reverse(),
    );
  });

  it('a show rewatch stays active until every aired episode is rewatched; removing the history closes it', async () => {
    const token = await tokenFor(sim, 'vip');
    await call(sim, '/sync/history', { token, body: { shows: [{ ids: { svc: 20013 } }] } });
    await advance(sim, 3 * DAY);
    const first = await scrobble('stop', token, { ...ep(1), progress: 95 }, REWATCH);
    expect(first.json.rewatch_status).toBe('active');
    const viaHistory = await call(sim, '/sync/history', {
      token,
      query: REWATCH,
      body: { shows: [{ ids: { svc: 20013 }, seasons: [{ number: 1, episodes: [2, 3, 4, 5, 6, 7, 8, 9].map((number) => ({ number })) }] }] },
    });
    expect(viaHistory.json.rewatches).toEqual([expect.objectContaining({ rewatch_status: 'active' })]);
    const last = await scrobble('stop', token, { ...ep(10), progress: 95 }, REWATCH);
    expect([last.json.rewatch_status, rawField(last.text, 'rewatch_id')]).toEqual(['completed', rawField(first.text, 'rewatch_id')]);
    await advance(sim, 3 * DAY);
    await scrobble('stop', token, { ...ep(1), progress: 95 }, REWATCH);
    await call(sim, '/sync/history/remove', { token, body: { shows: [{ ids: { svc: 20013 } }] } });
    expect((await admin(sim, 'users/vip')).json.rewatches.map((r: { rewatch_status: string }) => r.rewatch_status)).toEqual(['completed', 'closed']);
  });

  it('checkin: the rewatch is decided at check-in time; Free users get 403 forbidden; on start it is ignored (violation)', async () => {
    const token = await tokenFor(sim, 'pro');
    await call(sim, '/sync/history', { token, body: { movies: [{ ids: { svc: 10005 } }] } });
    await advance(sim, 2 * DAY);
    const c = await scrobble('checkin', token, MOVIE, REWATCH);
    expect(c.json).toMatchObject({ action: 'checkin', rewatch_status: 'active' });
    await advance(sim, 136 * 60_000);
    expect((await admin(sim, 'users/pro')).json.rewatches).toEqual([expect.objectContaining({ rewatch_status: 'completed' })]);
    const free = await tokenFor(sim, 'demo');
    const denied = await scrobble('stop', free, { ...MOVIE, progress: 90 }, REWATCH);
    expect([denied.status, denied.json.error]).toEqual([403, 'forbidden']);
    expect((await call(sim, '/sync/history', { token: free, query: REWATCH, body: { movies: [{ ids: { svc: 10005 } }] } })).status).toBe(403);
    expect((await scrobble('start', token, { ...MOVIE, progress: 1 }, REWATCH)).status).toBe(201);
    expect((await violations(sim)).map((v) => v.rule)).toEqual(['rewatch-on-start']);
    expect((await scrobble('stop', token, { ...MOVIE, progress: 90 }, { allow_rewatch: 'true' })).json.error).toBe('wrong_parameter');
  });
});

describe('checkin, playback replacement, the lock cap (spec 3.1, 2.7, 4.3)', () => {
  it('checkin: no playback saved; a pause is replaced by the next pause of the same title (one per item)', async () => {
    const token = await tokenFor(sim, 'demo');
    await scrobble('pause', token, { ...ep(1), progress: 20 });
    await scrobble('pause', token, { ...ep(2), progress: 30 });
    const { playback } = (await admin(sim, 'users/demo')).json;
    expect(playback).toEqual([expect.objectContaining({ progress: 30, episode: expect.objectContaining({ number: 2 }) })]);
    await scrobble('checkin', token, { ...MOVIE });
    await advance(sim, 10 * 60_000);
    expect((await admin(sim, 'users/demo')).json.playback).toHaveLength(1);
    expect((await admin(sim, 'users/demo')).json.sessions.find((s: { checkin: boolean }) => s.checkin)).toMatchObject({ progress: 7.35, watching_now: true });
  });

  it("start replaces the running session and clears the title's saved pause", async () => {
    const token = await tokenFor(sim, 'demo');
    await scrobble('pause', token, { ...ep(1), progress: 20 });
    const s = await scrobble('start', token, { ...ep(3), progress: 0 });
    expect(Date.parse(s.json.expires_at) - T0).toBe(58 * 60_000);
    const user = (await admin(sim, 'users/demo')).json;
    expect(user.playback).toEqual([]);
    expect(user.sessions).toHaveLength(1);
  });

  it('the write lock lasts at most 20 s of virtual time', async () => {
    const token = await tokenFor(sim, 'demo');
    await admin(sim, 'faults', { path: '/scrobble/start', latencyMs: 400 });
    const slow = scrobble('start', token, { ...MOVIE, progress: 1 });
    await new Promise((r) => setTimeout(r, 100));
    expect((await scrobble('pause', token, { ...MOVIE, progress: 2 })).json.error).toBe('RATE_LIMIT');
    await advance(sim, 20_000);
    expect((await scrobble('pause', token, { ...MOVIE, progress: 2 })).status).toBe(201);
    expect((await slow).status).toBe(201);
  });
});
