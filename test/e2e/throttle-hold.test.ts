import { describe, expect, it } from 'vitest';
import { STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { openNetflixWatch, openPopup, player, signInThroughConsent } from './support/flows';
import { useFreshStage } from './support/harness';
import { waitFor } from './support/sim-admin';

const EPISODE = STRANGER_THINGS.seasons[0]!.episodes[0]!;

/**
 * spec 7 / 8: a 412 `client_id_failed` throttling block is "extended by further overage", and a
 * 412 is not retried unchanged: after one, no part of the extension (the outbox, the popup's reads,
 * the library page, sign-in polling) sends into the block until it has had time to end.
 */
describe('one 412 hold for every caller (spec 7, 8)', () => {
  const stage = useFreshStage({ netflix: true });

  it("after the outbox's write meets a 412, the popup's reads wait instead of going into the block", async () => {
    const { admin, browser } = stage;
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
