import { describe, expect, it } from 'vitest';
import { STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { openNetflixWatch, openPopup, player, signInThroughConsent } from './support/flows';
import { useFreshStage } from './support/harness';
import { waitFor } from './support/sim-admin';

const EPISODE = STRANGER_THINGS.seasons[0]!.episodes[0]!;

async function limits(api: string, body?: unknown): Promise<{ users: Record<string, number> }> {
  const response = await fetch(
    `${api}/__admin/limits`,
    body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  return (await response.json()) as { users: Record<string, number> };
}

/**
 * spec 8: "`Remaining: 0` arrives on a successful response, with the next request failing". The
 * answer that spends the daily quota already says so: nothing drawing on it goes out after it.
 */
describe('X-RateLimit-Remaining: 0 starts the quota hold (spec 8)', () => {
  const stage = useFreshStage({ netflix: true });

  it('after the answer that spends the quota, no request meets the 429', async () => {
    const { sim, admin, browser } = stage;
    await (await signInThroughConsent(browser)).close();
    const { users } = await limits(sim.urls.api);
    const allowance = users.demo! + 1;
    await limits(sim.urls.api, { quotas: true, quota: { free: allowance } });
    const page = await openNetflixWatch(browser.context, EPISODE.id);
    await player.play(page);
    await waitFor('the last request the quota allows', async () => (await limits(sim.urls.api)).users.demo === allowance, 30_000);
    // The popup's reads draw on the quota too: they are refused here, not by the service.
    const popup = await openPopup(browser);
    await popup.getByTestId('continue-watching').locator('.error').waitFor({ timeout: 20_000 });
    expect((await admin.requests('')).filter((r) => r.status === 429).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(await admin.violations()).toEqual([]);
  });
});
