import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../index.ts';
import { admin, call, HOUR, startTestSim, T0, tokenFor, violations } from '../test-helpers.ts';

let sim: Simulator;
let token: string;
beforeAll(async () => {
  sim = await startTestSim();
});
afterAll(() => sim.close());
beforeEach(async () => {
  await admin(sim, 'reset', {});
  token = await tokenFor(sim);
});

const ST_S1E2 = { show: { ids: { svc: 20001 }, title: 'Stranger Things', year: 2016 }, episode: { season: 1, number: 2 } };
const GLASS_ONION = { movie: { ids: { imdb: 'tt11564570' }, title: 'Glass Onion: A Knives Out Mystery', year: 2022 } };
const scrobble = (op: string, body: unknown, t = token) => call(sim, `/scrobble/${op}`, { token: t, body });
const demo = async () => (await admin(sim, 'users/demo')).json;
const rawId = (text: string) => /"id":(\d+)/.exec(text)?.[1] ?? '';

describe('scrobble state machine (spec 3.1)', () => {
  it('start -> watching, with a 64-bit session id written as a raw JSON integer', async () => {
    const r = await scrobble('start', { ...ST_S1E2, progress: 10 });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ action: 'start', progress: 10, show: { title: 'Stranger Things', ids: { svc: 20001 } }, episode: { season: 1, number: 2 } });
    expect(BigInt(rawId(r.text)) > 2n ** 53n).toBe(true);
    // expiry = now + remaining runtime: 90% of 50 minutes
    expect(Date.parse(r.json.expires_at) - T0).toBe(45 * 60_000);
    expect((await demo()).sessions).toEqual([expect.objectContaining({ state: 'watching', watching_now: true })]);
    // Start alone never marks an item watched.
    await admin(sim, 'clock', { advanceMs: 2 * HOUR });
    expect((await demo()).history).toEqual([]);
  });

  it('pause saves playback at the sent progress; the same session id continues', async () => {
    const start = await scrobble('start', { ...ST_S1E2, progress: 10 });
    const pause = await scrobble('pause', { ...ST_S1E2, progress: 42.5 });
    expect(pause.json).toMatchObject({ action: 'pause', progress: 42.5, expires_at: new Date(T0).toISOString() });
    expect(rawId(pause.text)).toBe(rawId(start.text));
    const { playback } = await demo();
    expect(playback).toEqual([expect.objectContaining({ progress: 42.5, type: 'episode', episode: expect.objectContaining({ season: 1, number: 2 }) })]);
  });

  it('stop >= 80 writes history, saves no playback, and a second stop within 1 hour is 409', async () => {
    await scrobble('start', { ...GLASS_ONION, progress: 1 });
    await scrobble('pause', { ...GLASS_ONION, progress: 50 });
    const stop = await scrobble('stop', { ...GLASS_ONION, progress: 95.5 });
    expect(stop.json).toMatchObject({ action: 'scrobble', progress: 95.5, movie: { ids: { svc: 10001 } } });
    expect(Date.parse(stop.json.expires_at) - T0).toBe(HOUR);
    const user = await demo();
    expect(user.playback).toEqual([]);
    expect(user.history).toEqual([
      expect.objectContaining({ type: 'movie', title: 'Glass Onion: A Knives Out Mystery', watched_at: new Date(T0).toISOString() }),
    ]);

    const again = await scrobble('stop', { ...GLASS_ONION, progress: 99 });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      error: 'already_watched',
      code: 409,
      message: expect.any(String),
      watched_at: new Date(T0).toISOString(),
      expires_at: new Date(T0 + HOUR).toISOString(),
    });
    // A new start does not reopen the window: the finished item is still a duplicate.
    await scrobble('start', { ...GLASS_ONION, progress: 0 });
    expect((await scrobble('stop', { ...GLASS_ONION, progress: 90 })).status).toBe(409);

    await admin(sim, 'clock', { advanceMs: HOUR });
    expect((await scrobble('stop', { ...GLASS_ONION, progress: 90 })).json.action).toBe('scrobble');
    // A finished item scrobbled again records nothing without a rewatch opt-in (spec 3.1).
    expect((await demo()).history).toHaveLength(1);
  });

  it('the duplicate window is per episode', async () => {
    expect((await scrobble('stop', { ...ST_S1E2, progress: 90 })).json.action).toBe('scrobble');
    const next = { ...ST_S1E2, episode: { season: 1, number: 3 } };
    expect((await scrobble('stop', { ...next, progress: 90 })).json.action).toBe('scrobble');
  });

  it('stop < 80 saves playback and answers action pause', async () => {
    await scrobble('start', { ...ST_S1E2, progress: 5 });
    const r = await scrobble('stop', { ...ST_S1E2, progress: 79.99 });
    expect(r.json.action).toBe('pause');
    const user = await demo();
    expect(user.history).toEqual([]);
    expect(user.playback[0].progress).toBe(79.99);
  });

  it('pause with no session is treated as from watching; start clears the saved pause', async () => {
    expect((await scrobble('pause', { ...GLASS_ONION, progress: 30 })).json.action).toBe('pause');
    expect((await demo()).playback).toHaveLength(1);
    await scrobble('start', { ...GLASS_ONION, progress: 30 });
    expect((await demo()).playback).toEqual([]);
  });

  it('checkin extrapolates progress and marks watched when the runtime has elapsed', async () => {
    const r = await scrobble('checkin', { ...ST_S1E2, progress: 12.3456 });
    expect(r.json).toMatchObject({ action: 'checkin', progress: 0 });
    await admin(sim, 'clock', { advanceMs: 25 * 60_000 });
    expect((await demo()).sessions[0]).toMatchObject({ progress: 50, state: 'watching', checkin: true });
    await admin(sim, 'clock', { advanceMs: 25 * 60_000 });
    const user = await demo();
    expect(user.history).toEqual([expect.objectContaining({ type: 'episode', season: 1, number: 2, via: 'checkin' })]);
    expect(user.playback).toEqual([]);
    expect(await violations(sim)).toEqual([]);
  });

  it('resolves by any id, by title + year, and remaps anime TV-database numbering', async () => {
    const byTitle = await scrobble('start', { movie: { title: 'Roma', year: 2018 }, progress: 0 });
    expect(byTitle.json.movie.ids.svc).toBe(10003);
    const byLaterId = await scrobble('start', { movie: { ids: { tmdb: 'nope', imdb: 'tt1375666' } }, progress: 0 });
    expect(byLaterId.json.movie.ids.svc).toBe(10004);
    const anime = await scrobble('start', { show: { ids: { tvdb: '267440' } }, episode: { season: 2, number: 3 }, progress: 0 });
    expect(anime.json).toMatchObject({
      anime: { ids: { svc: 30003 } },
      episode: { season: 1, number: 3, tvdb_season: 2, tvdb_number: 3, title: 'Southwestward' },
    });
    const spy = await scrobble('start', { anime: { ids: { svc: 30001 }, title: 'Spy x Family' }, episode: { number: 5 }, progress: 3 });
    expect(spy.json.episode.title).toBe('Will They Pass or Fail?');
  });

  it('unresolvable items are 404 id_err; malformed bodies are violations', async () => {
    const missing = await scrobble('start', { movie: { ids: { imdb: 'tt0000001' } }, progress: 1 });
    expect([missing.status, missing.json.error]).toEqual([404, 'id_err']);
    expect(await violations(sim)).toEqual([]);
    expect((await scrobble('start', { progress: 1 })).json.error).toBe('empty_field');
    expect((await scrobble('start', { show: { ids: { svc: 20001 } }, progress: 1 })).json.error).toBe('empty_field');
    expect((await violations(sim)).map((v) => v.rule)).toEqual(['scrobble-without-item', 'scrobble-episode-missing']);
  });
});

describe('progress rules (spec 4.4, 8)', () => {
  it('more than 2 decimals or outside 0-100 is 400 wrong_parameter and a violation; omitted means 0', async () => {
    for (const progress of [12.345, 100.01, -1, '50']) {
      const r = await scrobble('start', { ...GLASS_ONION, progress });
      expect([progress, r.status, r.json.error]).toEqual([progress, 400, 'wrong_parameter']);
    }
    expect((await violations(sim)).map((v) => v.rule)).toEqual(['progress-too-precise', 'progress-out-of-range', 'progress-out-of-range', 'progress-invalid']);
    const omitted = await scrobble('start', GLASS_ONION);
    expect([omitted.status, omitted.json.progress]).toEqual([201, 0]);
  });
});

describe('write lock (spec 4.3: 400 RATE_LIMIT while the previous write runs)', () => {
  it('a second write for the same user while the first is in flight is refused and logged', async () => {
    await admin(sim, 'faults', { path: '/scrobble/', latencyMs: 300 });
    const pro = await tokenFor(sim, 'pro');
    const [slow, fast, other] = await Promise.all([
      scrobble('start', { ...GLASS_ONION, progress: 1 }),
      new Promise((r) => setTimeout(r, 100)).then(() => scrobble('start', { ...ST_S1E2, progress: 1 })),
      new Promise((r) => setTimeout(r, 100)).then(() => scrobble('start', { ...ST_S1E2, progress: 1 }, pro)),
    ]);
    expect(slow.status).toBe(201);
    expect([fast.status, fast.json]).toEqual([400, { error: 'RATE_LIMIT', code: 400, message: expect.any(String) }]);
    expect(other.status).toBe(201);
    expect((await violations(sim)).map((v) => v.rule)).toEqual(['write-while-in-flight']);
    expect((await scrobble('start', { ...ST_S1E2, progress: 1 })).status).toBe(201);
  });
});
