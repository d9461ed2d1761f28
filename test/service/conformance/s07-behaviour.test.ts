import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../index.ts';
import { REPEAT_WINDOW_MS } from '../behaviour.ts';
import { CADENCE_EVENTS } from '../behaviour/cadence.ts';
import { POLL_WINDOW_MS } from '../behaviour/polling.ts';
import { REVOKE_GRACE_MS } from '../behaviour/revoke.ts';
import { admin, advance, APP, call, startTestSim, tokenFor, violations } from '../test-helpers.ts';

/** Behaviour over time (issue 12): each rule catches a misbehaving client and lets a good one be. */
let sim: Simulator;
let rated: Simulator;
beforeAll(async () => {
  sim = await startTestSim();
  rated = await startTestSim({ rates: true });
});
afterAll(async () => {
  await sim.close();
  await rated.close();
});
beforeEach(async () => {
  await admin(sim, 'reset', {});
  await admin(rated, 'reset', {});
});

const rules = async (on: Simulator) => (await violations(on)).map((v) => v.rule);

describe('spec 7: a refused request (400/401/403/404/409/412) is not sent again unchanged', () => {
  it('the same refused request again is recorded; a changed one is not', async () => {
    const token = await tokenFor(sim, 'demo');
    const bad = { movies: 'not-an-array' };
    expect((await call(sim, '/sync/history', { token, body: bad })).status).toBe(400);
    expect(await rules(sim)).not.toContain('repeated-refused-request');
    await call(sim, '/sync/history', { token, body: { movies: [{ ids: { svc: 10004 } }] } });
    await call(sim, '/sync/history', { token, body: bad });
    expect(await rules(sim)).toContain('repeated-refused-request');
  });

  it('after the window the same request is a new attempt, not a hammer', async () => {
    const token = await tokenFor(sim, 'demo');
    await call(sim, '/sync/history', { token, body: { movies: 'x' } });
    await advance(sim, REPEAT_WINDOW_MS);
    await call(sim, '/sync/history', { token, body: { movies: 'x' } });
    expect(await rules(sim)).not.toContain('repeated-refused-request');
  });

  it('an injected fault and the write lock invite a retry: not recorded', async () => {
    const token = await tokenFor(sim, 'demo');
    await admin(sim, 'faults', { path: '/sync/history', method: 'POST', status: 412, error: 'client_id_failed' });
    const body = { movies: [{ ids: { svc: 10004 } }] };
    expect((await call(sim, '/sync/history', { token, body })).status).toBe(412);
    expect((await call(sim, '/sync/history', { token, body })).status).toBe(201);
    expect(await rules(sim)).toEqual([]);
  });
});

describe('spec 8: going over the rates is recorded, not only answered', () => {
  it('a second POST in the same second is a recorded rate-exceeded', async () => {
    const token = await tokenFor(rated, 'demo');
    const body = { movies: [{ ids: { svc: 10004 } }] };
    await call(rated, '/sync/history', { token, body });
    expect((await call(rated, '/sync/history', { token, body: { movies: [{ ids: { svc: 10001 } }] } })).status).toBe(429);
    expect(await rules(rated)).toEqual(['rate-exceeded']);
  });

  it('POSTs a second apart are not', async () => {
    const token = await tokenFor(rated, 'demo');
    await call(rated, '/sync/history', { token, body: { movies: [{ ids: { svc: 10004 } }] } });
    await advance(rated, 1000);
    await call(rated, '/sync/history', { token, body: { movies: [{ ids: { svc: 10001 } }] } });
    expect(await rules(rated)).toEqual([]);
  });
});

describe('spec 4.7: no token to the CDN or the image host', () => {
  it.each(['cdn', 'image'] as const)('an Authorization header to the %s is recorded', async (host) => {
    const path = host === 'cdn' ? '/calendar/tv.json' : '/posters/x_m.webp';
    await fetch(`${sim.urls[host]}${path}?client_id=watchmark-dev&app-name=watchmark&app-version=0.1.0`, {
      headers: { 'user-agent': 'watchmark/0.1.0', authorization: 'Bearer secret' },
    });
    expect(await rules(sim)).toEqual(['token-to-static-host']);
  });

  it('without one, nothing is recorded', async () => {
    await fetch(`${sim.urls.cdn}/calendar/tv.json?client_id=watchmark-dev&app-name=watchmark&app-version=0.1.0`, {
      headers: { 'user-agent': 'watchmark/0.1.0' },
    });
    expect(await rules(sim)).toEqual([]);
  });
});

describe('spec 4.2: the 301 from /redirect is read, never followed', () => {
  it("the item page fetched with the app's User-Agent is recorded; a browser tab is not", async () => {
    await fetch(`${sim.urls.web}/movies/10004/inception`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' } });
    expect(await rules(sim)).toEqual([]);
    await fetch(`${sim.urls.web}/movies/10004/inception`, { headers: { 'user-agent': 'watchmark/0.1.0' } });
    expect(await rules(sim)).toEqual(['redirect-followed']);
  });
});

describe('spec 4.3: a read is repeated only when its activity timestamp moved (polling)', () => {
  /** A saved playback the documented way (spec 3.1): a session started, then paused. */
  const pause = async (token: string, svc: number) => {
    await call(sim, '/scrobble/start', { token, body: { movie: { ids: { svc } }, progress: 40 } });
    await call(sim, '/scrobble/pause', { token, body: { movie: { ids: { svc } }, progress: 40 } });
  };

  it('the same read again while nothing moved is recorded, once per repeat', async () => {
    const token = await tokenFor(sim, 'demo');
    await call(sim, '/sync/playback', { token });
    expect(await rules(sim)).toEqual([]);
    await call(sim, '/sync/playback', { token });
    await call(sim, '/sync/activities', { token });
    await call(sim, '/sync/playback', { token });
    expect(await rules(sim)).toEqual(['polling', 'polling']);
  });

  it('reads only its own buckets: a TV write does not justify rereading the movies', async () => {
    const token = await tokenFor(sim, 'demo');
    await call(sim, '/sync/all-items/movies', { token });
    await advance(sim, 1000);
    await call(sim, '/sync/history', { token, body: { episodes: [{ ids: { svc: 20001001 } }] } });
    await call(sim, '/sync/all-items/shows', { token });
    await call(sim, '/sync/all-items/movies', { token });
    expect(await rules(sim)).toEqual(['polling']);
  });

  it('a write landing between the activities read and the read: the next activities read shows it moved, so the reread is not polling', async () => {
    const token = await tokenFor(sim, 'demo');
    await call(sim, '/sync/activities', { token });
    await advance(sim, 1000);
    // The client's own history write goes out between its activities read and its playback read.
    await call(sim, '/sync/history', { token, body: { episodes: [{ ids: { svc: 20001001 } }] } });
    await call(sim, '/sync/playback', { token });
    await call(sim, '/sync/activities', { token });
    await call(sim, '/sync/playback', { token });
    expect(await rules(sim)).toEqual([]);
    // Nothing moved since: the same read again is polling.
    await call(sim, '/sync/activities', { token });
    await call(sim, '/sync/playback', { token });
    expect(await rules(sim)).toEqual(['polling']);
  });

  it('a moved bucket, another read, a new token, a failed read or a day later: not recorded', async () => {
    const token = await tokenFor(sim, 'demo');
    await call(sim, '/sync/playback', { token });
    // A write at the clock's start time would not move a timestamp that starts there.
    await advance(sim, 1000);
    await pause(token, 10004);
    await call(sim, '/sync/playback', { token });
    await call(sim, '/sync/playback/movies', { token });
    await call(sim, '/sync/playback', { token: await tokenFor(sim, 'demo') });
    await admin(sim, 'faults', { path: '/sync/ratings', status: 503 });
    await call(sim, '/sync/ratings/movies/1,2,3,4,5,6,7,8,9,10', { token });
    await call(sim, '/sync/ratings/movies/1,2,3,4,5,6,7,8,9,10', { token });
    await advance(sim, POLL_WINDOW_MS);
    await call(sim, '/sync/playback', { token });
    expect(await rules(sim)).toEqual([]);
  });
});

describe('spec 4.3: /sync/activities is read when the client needs it, not polled on a timer', () => {
  const readsAt = async (token: string, gapsMs: number[]) => {
    await call(sim, '/sync/activities', { token });
    for (const gap of gapsMs) {
      await advance(sim, gap);
      await call(sim, '/sync/activities', { token });
    }
  };

  it('activities read at an even cadence (a timer) is polling, recorded once per run', async () => {
    const token = await tokenFor(sim, 'demo');
    await readsAt(token, [60_000, 60_000, 61_000]);
    const found = await violations(sim);
    expect(found.map((v) => v.rule)).toEqual(['polling']);
    expect(found[0]?.detail).toContain('/sync/activities read 4 times');
  });

  it('reads at uneven gaps (popup opens), at one instant, or of different tokens are not', async () => {
    const token = await tokenFor(sim, 'demo');
    await readsAt(token, [5_000, 40_000, 200_000]);
    await readsAt(token, [0, 0, 0, 0]);
    await readsAt(await tokenFor(sim, 'pro'), [30_000]);
    await readsAt(await tokenFor(sim, 'demo'), [30_000, 30_000]);
    // The library page opened once per history case, a few seconds apart (site-tables-firefox).
    await readsAt(await tokenFor(sim, 'demo'), [3_300, 3_600, 3_500]);
    expect(await rules(sim)).toEqual([]);
  });
});

describe('spec 4.4: scrobble events come from user actions, never from a timer', () => {
  const event = (token: string, action: string, progress: number) =>
    call(sim, `/scrobble/${action}`, { token, body: { movie: { ids: { svc: 10004 } }, progress } });
  const run = async (token: string, gapsMs: number[]) => {
    await event(token, 'start', 10);
    for (const [i, gap] of gapsMs.entries()) {
      await advance(sim, gap);
      await event(token, i % 2 === 0 ? 'pause' : 'start', 11 + i);
    }
  };

  it(`${CADENCE_EVENTS} events for one item at an even cadence are recorded`, async () => {
    const token = await tokenFor(sim, 'demo');
    await run(token, [30_000, 30_500, 29_600]);
    expect(await rules(sim)).toEqual(['scrobble-fixed-cadence']);
  });

  it('uneven gaps, a frozen clock, a paced queue draining 1 s apart and retries are not', async () => {
    const token = await tokenFor(sim, 'demo');
    await run(token, [30_000, 45_000, 31_000]);
    await run(token, [0, 0, 0, 0]);
    await run(token, [1_000, 1_000, 1_000]);
    for (let i = 0; i < 4; i++) {
      await advance(sim, 10_000);
      await event(token, 'pause', 50);
    }
    expect(await rules(sim)).toEqual([]);
  });

  it('events sent within 1 s of the previous answer are a paced drain, even at an even cadence', async () => {
    const token = await tokenFor(sim, 'demo');
    // Each answer comes 2.5 s (virtual) after its request, and the next event goes 0.5 s after
    // that answer: 3 s apart, evenly, the way a paced queue behind slow answers sends them.
    const slowEvent = async (action: string, progress: number) => {
      await admin(sim, 'faults', { path: `/scrobble/${action}`, latencyMs: 300, times: 1 });
      const answered = event(token, action, progress);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await advance(sim, 2_500);
      await answered;
      await advance(sim, 500);
    };
    await slowEvent('start', 10);
    for (let i = 0; i < CADENCE_EVENTS; i++) await slowEvent(i % 2 === 0 ? 'pause' : 'start', 11 + i);
    expect(await rules(sim)).toEqual([]);

    // The control: the same 3 s gaps with prompt answers, so each event was sent while idle.
    const other = (action: string, progress: number) => call(sim, `/scrobble/${action}`, { token, body: { movie: { ids: { svc: 10005 } }, progress } });
    await other('start', 10);
    for (let i = 0; i < CADENCE_EVENTS - 1; i++) {
      await advance(sim, 3_000);
      await other(i % 2 === 0 ? 'pause' : 'start', 11 + i);
    }
    expect(await rules(sim)).toEqual(['scrobble-fixed-cadence']);
  });
});

describe('spec 5.2: a sign-in replaced by a new one has its tokens revoked (revoke-missing)', () => {
  const deviceSignIn = async (user = 'demo') => {
    const device = (await call(sim, '/oauth2/device', { form: { client_id: APP.client_id, scope: 'media:read media:write' } })).json;
    await admin(sim, 'approve-device', { user_code: device.user_code, user });
    const form = { client_id: APP.client_id, grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: device.device_code };
    return (await call(sim, '/oauth2/token', { form })).json as { access_token: string; refresh_token: string };
  };
  const revoke = (token: string) => call(sim, '/oauth2/revoke', { form: { client_id: APP.client_id, token } });

  it('a new sign-in without revoking the previous one is recorded at the next sign-in, or after the grace', async () => {
    await deviceSignIn();
    await deviceSignIn();
    expect(await rules(sim)).toEqual([]);
    const third = await deviceSignIn();
    expect(await rules(sim)).toEqual(['revoke-missing']);
    await call(sim, '/sync/activities', { token: third.access_token });
    expect(await rules(sim)).toEqual(['revoke-missing']);
    await advance(sim, REVOKE_GRACE_MS);
    await call(sim, '/sync/activities', { token: third.access_token });
    expect(await rules(sim)).toEqual(['revoke-missing', 'revoke-missing']);
  });

  it('revoked before or soon after the new sign-in, refreshed, another user, or admin tokens: not recorded', async () => {
    await revoke((await deviceSignIn()).refresh_token);
    const old = await deviceSignIn();
    const refreshed = (await call(sim, '/oauth2/token', { form: { client_id: APP.client_id, grant_type: 'refresh_token', refresh_token: old.refresh_token } }))
      .json;
    await deviceSignIn('pro');
    await deviceSignIn();
    await revoke(refreshed.access_token);
    await tokenFor(sim, 'demo');
    await tokenFor(sim, 'demo');
    await advance(sim, REVOKE_GRACE_MS);
    await call(sim, '/sync/activities', { token: await tokenFor(sim, 'demo') });
    expect(await rules(sim)).toEqual([]);
  });
});
