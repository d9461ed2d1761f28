import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../service';
import { ensureClip } from '../sites/media';
import { STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { launchWithExtension, type ExtensionBrowser } from './support/chromium';
import { openNetflixWatch, openPopup, player, serveNetflix, signInThroughConsent } from './support/flows';
import { E2E_CHROME_EXTENSION, E2E_PORTS } from './support/paths';
import { SimAdmin, waitFor } from './support/sim-admin';

const EPISODE = STRANGER_THINGS.seasons[0]!.episodes[0]!;

/**
 * spec 7 / 8: a 412 `client_id_failed` throttling block is "extended by further overage", and a
 * 412 is not retried unchanged: after one, no part of the extension (the outbox, the popup's reads,
 * the library page, sign-in polling) sends into the block until it has had time to end.
 */
describe('one 412 hold for every caller (spec 7, 8)', () => {
  let sim: Simulator;
  let admin: SimAdmin;
  let browser: ExtensionBrowser;

  beforeEach(async () => {
    sim = await startSimulator({ apiPort: E2E_PORTS.api, webPort: E2E_PORTS.web, cdnPort: E2E_PORTS.cdn, imagePort: E2E_PORTS.image });
    admin = new SimAdmin(sim.urls.api);
    browser = await launchWithExtension(E2E_CHROME_EXTENSION);
    await serveNetflix(browser.context, await ensureClip());
  });

  afterEach(async () => {
    await browser?.close();
    await sim?.close();
  });

  it("after the outbox's write meets a 412, the popup's reads wait instead of going into the block", async () => {
    await (await signInThroughConsent(browser)).close();
    await admin.faults({ path: '/scrobble/start', method: 'POST', status: 412, error: 'client_id_failed', times: 1 });
    const page = await openNetflixWatch(browser.context, EPISODE.id);
    await player.play(page);
    const blocked = await waitFor('the write meeting the block', async () => (await admin.requests('/scrobble/start')).find((r) => r.status === 412));
    const popup = await openPopup(browser);
    // The saved-places read is refused here, with the block's reason, instead of being sent.
    await popup.getByTestId('continue-watching').locator('.error').waitFor({ timeout: 20_000 });
    const sentSince = (await admin.requests('/sync/')).filter((r) => Date.parse(r.at) >= Date.parse(blocked.at));
    expect(sentSince.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(await admin.violations()).toEqual([]);
  });
});
