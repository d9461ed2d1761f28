import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../service';
import { ensureClip } from '../sites/media';
import { STRANGER_THINGS } from '../sites/netflix/catalog';
import { launchWithExtension, type ExtensionBrowser } from './support/chromium';
import { plantWatched } from './support/extension-db';
import { openNetflixWatch, player, serveNetflix, signInThroughConsent } from './support/flows';
import { E2E_CHROME_EXTENSION, E2E_PORTS } from './support/paths';
import { SimAdmin, waitFor } from './support/sim-admin';

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
  let sim: Simulator;
  let admin: SimAdmin;
  let browser: ExtensionBrowser;

  beforeAll(async () => {
    sim = await startSimulator({ apiPort: E2E_PORTS.api, webPort: E2E_PORTS.web, cdnPort: E2E_PORTS.cdn, imagePort: E2E_PORTS.image });
    admin = new SimAdmin(sim.urls.api);
    browser = await launchWithExtension(E2E_CHROME_EXTENSION);
    await serveNetflix(browser.context, await ensureClip());
  });

  afterAll(async () => {
    await browser?.close();
    await sim?.close();
  });

  it('a PRO user who counts rewatches gets a second history row for an episode watched three days ago', async () => {
    await signInThroughConsent(browser, 'pro');
    // The user's own choice on the service, and the earlier watch, both set up through the API.
    const grant = (await (await fetch(`${sim.urls.api}/__admin/tokens`, { method: 'POST', body: JSON.stringify({ user: 'pro' }), headers: { 'content-type': 'application/json' } })).json()) as { access_token: string };
    expect((await call(sim, '/users/settings', grant.access_token, { rewatch_by_default: true })).status).toBe(200);
    // spec 8: one POST per second, for tests too.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const earlier = Date.now() - THREE_DAYS;
    const history = await call(sim, '/sync/history', grant.access_token, {
      shows: [{ ids: { svc: 20001 }, seasons: [{ number: 1, episodes: [{ number: 2, watched_at: new Date(earlier).toISOString() }] }] }],
    });
    expect(history.status).toBe(201);
    await plantWatched(await browser.worker(), 'show:20001:1:2', earlier);

    const page = await openNetflixWatch(browser.context, EPISODE.id);
    await player.play(page);
    await waitFor('start', async () => (await admin.requests('/scrobble/start')).length > 0);
    await player.seekToFraction(page, 0.85);
    await player.setRate(page, 8);
    await player.waitEnded(page);
    const stop = await waitFor('stop', async () => (await admin.requests('/scrobble/stop')).find((r) => r.status === 201));
    expect(stop.query.allow_rewatch).toBe('yes');
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    expect(stop.response).toHaveProperty('rewatch_id');
    expect((await admin.requests('/scrobble/start')).every((r) => r.query.allow_rewatch === undefined)).toBe(true);
    const rows = (await admin.user('pro')).history.filter((row) => JSON.stringify(row).includes('"number":2') && row.title === 'Stranger Things');
    expect(rows).toHaveLength(2);
    expect(await admin.violations()).toEqual([]);
  });
});
