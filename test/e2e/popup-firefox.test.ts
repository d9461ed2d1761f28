import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../service';
import { ensureClip } from '../sites/media';
import { STRANGER_THINGS, watchUrl } from '../sites/netflix/catalog';
import { launchFirefoxWithExtension, openWatchPage, player, signInThroughConsent, type FirefoxWithExtension } from './support/firefox';
import { startNetflixHttps, type NetflixHttps } from './support/netflix-https';
import { E2E_FIREFOX_EXTENSION, E2E_PORTS } from './support/paths';
import type { LibraryView } from './support/popup-page';
import { SimAdmin, waitFor } from './support/sim-admin';

const EPISODE = STRANGER_THINGS.seasons[0]!.episodes[0]!;

type FirefoxApi = { browserAction: { getBadgeText(details: object): Promise<string> } };

describe('Firefox (MV2): the popup badge and an item action', () => {
  let sim: Simulator;
  let admin: SimAdmin;
  let site: NetflixHttps;
  let launching: Promise<FirefoxWithExtension> | undefined;

  beforeAll(async () => {
    site = await startNetflixHttps({ clipPath: await ensureClip() });
    sim = await startSimulator({ apiPort: E2E_PORTS.api, webPort: E2E_PORTS.web, cdnPort: E2E_PORTS.cdn, imagePort: E2E_PORTS.image });
    admin = new SimAdmin(sim.urls.api);
  });

  afterAll(async () => {
    await (await launching?.catch(() => undefined))?.close();
    await sim?.close();
    await site?.close();
  });

  it('shows watching on the browserAction badge and rates the item from the popup', async () => {
    // Launched inside the test so a missing Firefox fails it with the install hint.
    const ff = await (launching = launchFirefoxWithExtension(E2E_FIREFOX_EXTENSION, { extraPrefs: site.firefoxPrefs, acceptInsecureCerts: true }));
    const popup = await signInThroughConsent(ff);
    const badge = () => popup.evaluate(() => (globalThis as unknown as { browser: FirefoxApi }).browser.browserAction.getBadgeText({}));

    const page = await openWatchPage(ff, watchUrl(EPISODE.id));
    await player.play(page);
    await waitFor('scrobble/start', async () => (await admin.requests('/scrobble/start')).length > 0);
    await expect.poll(badge, { timeout: 10_000 }).toBe('▶');

    await popup.bringToFront();
    const rate = await popup.waitForSelector('button[aria-label="Rate 7 out of 10"]', { timeout: 15_000 });
    await rate!.click();
    const rated = await waitFor('rating on the service', async () => ((await admin.user('demo')) as unknown as LibraryView).ratings.find((r) => r.rating === 7));
    expect(rated).toMatchObject({ type: 'show', show: { ids: { svc: 20001 } } });
    await popup.waitForSelector('[data-testid="mark-rating"][data-state="saved"]', { timeout: 10_000 });

    await player.pause(page);
    await expect.poll(badge, { timeout: 10_000 }).toBe('❚❚');
    expect(await admin.violations()).toEqual([]);
  });
});
