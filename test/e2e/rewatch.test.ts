import { describe, expect, it } from 'vitest';
import { type Simulator } from '../service';
import { STRANGER_THINGS } from '../sites/netflix/catalog';
import { plantWatched } from './support/extension-db';
import { openNetflixWatch, player, signInThroughConsent } from './support/flows';
import { waitFor } from './support/sim-admin';
import { useNetflixStage } from './support/harness';

const EPISODE = STRANGER_THINGS.seasons[0]!.episodes[1]!;
const THREE_DAYS = 3 * 24 * 3600 * 1000;

async function call(sim: Simulator, path: string, token: string, body: unknown): Promise<Response> {
  return fetch(`${sim.urls.api}${path}?client_id=watchmark-dev&app-name=watchmark&app-version=0.1.0`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'User-Agent': 'watchmark/0.1.0' },
    body: JSON.stringify(body),
  });
}

describe('rewatches in real Chromium (spec 3.1: PRO/VIP, two-day gap, allow_rewatch on stop only)', () => {
  const stage = useNetflixStage();

  it('a PRO user who counts rewatches gets a second history row for an episode watched three days ago', async () => {
    await signInThroughConsent(stage.browser, 'pro');
    // The user's own choice on the service, and the earlier watch, both set up through the API.
    const grant = (await (await fetch(`${stage.sim.urls.api}/__admin/tokens`, { method: 'POST', body: JSON.stringify({ user: 'pro' }), headers: { 'content-type': 'application/json' } })).json()) as { access_token: string };
    expect((await call(stage.sim, '/users/settings', grant.access_token, { rewatch_by_default: true })).status).toBe(200);
    // spec 8: one POST per second, for tests too.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const earlier = Date.now() - THREE_DAYS;
    const history = await call(stage.sim, '/sync/history', grant.access_token, {
      shows: [{ ids: { svc: 20001 }, seasons: [{ number: 1, episodes: [{ number: 2, watched_at: new Date(earlier).toISOString() }] }] }],
    });
    expect(history.status).toBe(201);
    await plantWatched(await stage.browser.worker(), 'show:20001:1:2', earlier);

    const page = await openNetflixWatch(stage.browser.context, EPISODE.id);
    await player.play(page);
    await waitFor('start', async () => (await stage.admin.requests('/scrobble/start')).length > 0);
    await player.seekToFraction(page, 0.85);
    await player.setRate(page, 8);
    await player.waitEnded(page);
    const stop = await waitFor('stop', async () => (await stage.admin.requests('/scrobble/stop')).find((r) => r.status === 201));
    expect(stop.query.allow_rewatch).toBe('yes');
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    expect(stop.response).toHaveProperty('rewatch_id');
    expect((await stage.admin.requests('/scrobble/start')).every((r) => r.query.allow_rewatch === undefined)).toBe(true);
    const rows = (await stage.admin.user('pro')).history.filter((row) => JSON.stringify(row).includes('"number":2') && row.title === 'Stranger Things');
    expect(rows).toHaveLength(2);
    expect(await stage.admin.violations()).toEqual([]);
  });
});
