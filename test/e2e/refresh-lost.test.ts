import { describe, expect, it } from 'vitest';
import { STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { readAll } from './support/extension-db';
import { openNetflixWatch, openPopup, player, signInThroughConsent } from './support/flows';
import { useFreshStage } from './support/harness';
import { waitFor } from './support/sim-admin';

const EPISODE = STRANGER_THINGS.seasons[0]!.episodes[0]!;
const DAY = 24 * 3600 * 1000;

/**
 * spec 5.2: refresh tokens rotate on use. When the service rotated the token but its answer never
 * arrived, the refresh token the extension holds is dead: the next refresh meets `invalid_grant`.
 * That is not the user's sign-in ending: the queue is kept, and the user is told plainly to renew it.
 */
describe('a refresh whose answer was lost (spec 5.2, 7)', () => {
  const stage = useFreshStage({ netflix: true });

  it('keeps the queued write, asks plainly to renew the sign-in, and sends the write after it', async () => {
    const { sim, admin, browser } = stage;
    await (await signInThroughConsent(browser)).close();
    await fetch(`${sim.urls.api}/__admin/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 7 * DAY + 3600_000 }),
    });
    // The service rotates the refresh token, and its answer is lost on the way back.
    await admin.faults({ path: '/oauth2/token', method: 'POST', loseAnswer: true, times: 1 });
    const page = await openNetflixWatch(browser.context, EPISODE.id);
    await player.play(page);
    await waitFor('the rotated token refused', async () => (await admin.requests('/oauth2/token')).some((r) => r.status === 400), 60_000);

    const popup = await openPopup(browser);
    await expect.poll(() => popup.getByRole('alert').textContent(), { timeout: 15_000 }).toContain('its answer never arrived');
    const queued = await readAll(await browser.worker(), 'outbox');
    expect(queued.length).toBeGreaterThanOrEqual(1);
    await popup.close();

    await signInThroughConsent(browser);
    await waitFor('the kept start', async () => (await admin.requests('/scrobble/start')).some((r) => r.status === 201), 30_000);
    expect((await admin.requests('/scrobble/start')).map((r) => r.status)).toEqual([401, 201]);
    expect(await admin.violations()).toEqual([]);
  });
});
