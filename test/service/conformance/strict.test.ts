import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../index.ts';
import { admin, advance, call, startTestSim, tokenFor, violations } from '../test-helpers.ts';

/**
 * Strict mode (GAPS.md): what the contract does not document is still answered, and recorded as
 * `undocumented-use`, so a client that leans on a shape only this simulator defines is caught.
 */
const ST = { ids: { svc: 20001 } };
const SPY = { ids: { svc: 30001 } };
const ST_E1 = { show: ST, episode: { season: 1, number: 1 } };
const MINUTE = 60_000;
const AT = '2026-04-30T20:00:00.000Z';

/** History bodies the simulator reads but the contract does not show (history-shapes.ts). */
const HISTORY_SHAPES: Array<[string, unknown]> = [
  ['a season without episodes', { shows: [{ ...ST, seasons: [{ number: 1 }] }] }],
  ['episodes straight under a show', { shows: [{ ...ST, episodes: [{ season: 1, number: 1 }] }] }],
  ['seasons under anime', { anime: [{ ...SPY, seasons: [{ number: 1, episodes: [{ number: 1 }] }] }] }],
  ['a time on the show', { shows: [{ ...ST, watched_at: AT, seasons: [{ number: 1, episodes: [{ number: 1 }] }] }] }],
  ['a time on the season', { shows: [{ ...ST, seasons: [{ number: 1, watched_at: AT, episodes: [{ number: 1 }] }] }] }],
  ['the "unknown" date placeholder', { movies: [{ ids: { svc: 10004 }, watched_at: 'unknown' }] }],
  ['a field it ignores', { movies: [{ ids: { svc: 10004 }, rating: 8 }] }],
  ['an unknown top-level list', { movies: [{ ids: { svc: 10004 } }], people: [] }],
];

const UNDOCUMENTED: Array<[string, (sim: Simulator, token: string) => Promise<unknown>]> = [
  ['the ratings read without its rating segment', (sim, token) => call(sim, '/sync/ratings/movies', { token })],
  ['POST /sync/activities', (sim, token) => call(sim, '/sync/activities', { token, method: 'POST', body: {} })],
  ['an empty settings body used as a read', (sim, token) => call(sim, '/users/settings', { token, body: {} })],
  ['an anime episode without a season', (sim, token) => call(sim, '/scrobble/start', { token, body: { anime: SPY, episode: { number: 5 }, progress: 3 } })],
  ['a pause with no session', (sim, token) => call(sim, '/scrobble/pause', { token, body: { show: ST, episode: { season: 1, number: 1 }, progress: 30 } })],
  ['a stop with no session', (sim, token) => call(sim, '/scrobble/stop', { token, body: { movie: { ids: { svc: 10004 } }, progress: 90 } })],
  ['a scrobble naming only episode ids', (sim, token) => call(sim, '/scrobble/start', { token, body: { episode: { ids: { svc: 20001002 } }, progress: 10 } })],
  [
    'a checkin over an active watching session',
    async (sim, token) => {
      await call(sim, '/scrobble/start', { token, body: { ...ST_E1, progress: 10 } });
      return call(sim, '/scrobble/checkin', { token, body: { show: ST, episode: { season: 1, number: 2 } } });
    },
  ],
  [
    'a pause after the watching session expired (start + remaining runtime)',
    async (sim, token) => {
      await call(sim, '/scrobble/start', { token, body: { ...ST_E1, progress: 90 } });
      await advance(sim, 30 * MINUTE);
      return call(sim, '/scrobble/pause', { token, body: { ...ST_E1, progress: 95 } });
    },
  ],
  [
    'a stop more than an hour after the finish (the finished session expired)',
    async (sim, token) => {
      await call(sim, '/scrobble/start', { token, body: { ...ST_E1, progress: 10 } });
      await call(sim, '/scrobble/stop', { token, body: { ...ST_E1, progress: 90 } });
      await advance(sim, 61 * MINUTE);
      return call(sim, '/scrobble/stop', { token, body: { ...ST_E1, progress: 95 } });
    },
  ],
  ...HISTORY_SHAPES.map(([name, body]): [string, (sim: Simulator, token: string) => Promise<unknown>] => [
    `a history body with ${name}`,
    (sim, token) => call(sim, '/sync/history', { token, body }),
  ]),
];

describe('strict mode: undocumented-use', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startTestSim();
  });
  afterAll(() => sim.close());
  beforeEach(async () => {
    await admin(sim, 'reset', {});
  });

  it.each(UNDOCUMENTED)('%s is answered and recorded', async (_name, request) => {
    const token = await tokenFor(sim, 'pro');
    const reply = (await request(sim, token)) as { status: number };
    expect(reply.status).toBeLessThan(300);
    expect((await violations(sim)).map((v) => v.rule)).toEqual(['undocumented-use']);
  });

  it('the documented forms of the same requests record nothing', async () => {
    const token = await tokenFor(sim, 'pro');
    await call(sim, '/sync/ratings/movies/1,2,3,4,5,6,7,8,9,10', { token });
    await call(sim, '/sync/activities', { token });
    await call(sim, '/users/settings', { token, body: { hide_spoilers: true } });
    await call(sim, '/scrobble/start', { token, body: { anime: SPY, episode: { season: 1, number: 5 }, progress: 3 } });
    const episode = { show: ST, episode: { season: 1, number: 1 } };
    await call(sim, '/scrobble/start', { token, body: { ...episode, progress: 10 } });
    await call(sim, '/scrobble/pause', { token, body: { ...episode, progress: 30 } });
    await call(sim, '/scrobble/pause', { token, body: { ...episode, progress: 31 } });
    await call(sim, '/scrobble/stop', { token, body: { ...episode, progress: 90 } });
    // spec 3.1: a stop of what just finished is answered 409 already_watched, a documented state.
    expect((await call(sim, '/scrobble/stop', { token, body: { ...episode, progress: 95 } })).status).toBe(409);
    // A checkin once the watching session expired is from "none" again.
    await call(sim, '/scrobble/start', { token, body: { movie: { ids: { svc: 10004 } }, progress: 50 } });
    await advance(sim, 24 * 60 * MINUTE);
    expect((await call(sim, '/scrobble/checkin', { token, body: { movie: { ids: { svc: 10004 } } } })).status).toBe(201);
    // The history bodies the client sends (lib/service/history.ts, lib/service/library.ts).
    const history = await call(sim, '/sync/history', {
      token,
      body: {
        movies: [{ ids: { svc: 10001 }, title: 'Glass Onion: A Knives Out Mystery', year: 2022, watched_at: AT }],
        shows: [{ ids: { svc: 20001 }, title: 'Stranger Things', year: 2016, seasons: [{ number: 1, episodes: [{ number: 3, watched_at: AT }] }] }],
        anime: [{ ids: { svc: 30001 }, title: 'Spy x Family', episodes: [{ season: 1, number: 2, watched_at: AT, is_rewatch: false }] }],
        episodes: [{ ids: { svc: 20001004 } }],
      },
    });
    expect(history.status).toBe(201);
    await call(sim, '/sync/history/remove', { token, body: { shows: [{ ids: { svc: 20001 }, title: 'Stranger Things', year: 2016 }] } });
    expect(await violations(sim)).toEqual([]);
  });

  it('a pause of one episode while another episode of the show plays has no session of its own', async () => {
    const token = await tokenFor(sim, 'pro');
    await call(sim, '/scrobble/start', { token, body: { show: ST, episode: { season: 1, number: 2 }, progress: 0 } });
    await call(sim, '/scrobble/pause', { token, body: { show: ST, episode: { season: 1, number: 1 }, progress: 50 } });
    expect((await violations(sim)).map((v) => v.detail)).toEqual([expect.stringContaining('pause with no session of this item (none)')]);
  });
});

describe('lenient mode (`npm run service -- --lenient`)', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startTestSim({ strict: false });
  });
  afterAll(() => sim.close());

  it('answers the same requests and records none of them', async () => {
    const token = await tokenFor(sim, 'pro');
    for (const [, request] of UNDOCUMENTED) await request(sim, token);
    expect(await violations(sim)).toEqual([]);
  });
});
