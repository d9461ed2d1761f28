import { describe, expect, it } from 'vitest';
import { STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { plantTokens, readAll } from './support/extension-db';
import { openNetflixWatch, openPopup, player } from './support/flows';
import { useFreshStage } from './support/harness';
import { waitFor } from './support/sim-admin';

const EPISODE = STRANGER_THINGS.seasons[0]!.episodes[0]!;
const DAY = 24 * 3600 * 1000;

/**
 * spec 7: a 403 `insufficient_scope` "needs re-authorisation with media:read media:write", and a
 * 403 is never retried unchanged: the queue waits for the new sign-in, whatever else wakes it.
 */
describe('a write refused for its scope waits for the next sign-in (spec 5.2, 7)', () => {
  const stage = useFreshStage({ netflix: true });

  it('a later report does not send the refused write again; after the next sign-in both go once, when the user sends them', async () => {
    const { sim, admin, browser } = stage;
    const response = await fetch(`${sim.urls.api}/__admin/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'demo', scope: 'media:read' }),
    });
    const grant = (await response.json()) as { access_token: string; refresh_token?: string; scope: string };
    await plantTokens(await browser.worker(), {
      accessToken: grant.access_token,
      ...(grant.refresh_token ? { refreshToken: grant.refresh_token } : {}),
      expiresAt: Date.now() + 7 * DAY,
      scope: grant.scope,
    });
    const popup = await openPopup(browser);
    const page = await openNetflixWatch(browser.context, EPISODE.id);
    await player.play(page);
    await popup.getByTestId('needs-reauth').waitFor({ timeout: 20_000 });
    // A new report queues behind the refused start and wakes the queue.
    await player.pause(page);
    await waitFor('the pause queued', async () => (await readAll(await browser.worker(), 'outbox')).length >= 2);

    const consentOpened = browser.context.waitForEvent('page');
    await popup.getByRole('button', { name: 'Sign in again' }).click();
    const consent = await consentOpened;
    await consent.waitForURL(/\/oauth2\/authorize/);
    await consent.locator('#approve').click();
    // The held writes were recorded under the sign-in this one replaced: they go once the user says so.
    await popup.getByRole('button', { name: 'Send to this account' }).click();
    await waitFor('the held pause', async () => (await admin.requests('/scrobble/pause')).some((r) => r.status === 201), 30_000);
    // The refused start went out once under the read-only grant, then once more after the new sign-in.
    expect((await admin.requests('/scrobble/start')).map((r) => r.status)).toEqual([403, 201]);
    expect((await admin.requests('/scrobble/pause')).map((r) => r.status)).toEqual([201]);
    expect(await admin.violations()).toEqual([]);
  });
});
