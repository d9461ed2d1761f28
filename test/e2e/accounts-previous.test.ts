import { describe, expect, it } from 'vitest';
import { GLASS_ONION, STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { readActivity, readAll } from './support/extension-db';
import { openNetflixWatch, openPopup, player } from './support/flows';
import { useNetflixStage } from './support/harness';
import { waitFor } from './support/sim-admin';
import { ask, grantFor, plantReadOnlySignIn, sentOk } from './support/account-checks';
import { plantTokens } from './support/extension-db';
import type { Page } from 'playwright-core';

/** "Sign in again" in the popup, and on the service's page the user picks `user`. */
async function signInAgainAs(popup: Page, user: string): Promise<void> {
  const consentOpened = popup.context().waitForEvent('page');
  await popup.getByRole('button', { name: 'Sign in again' }).click();
  const consent = await consentOpened;
  await consent.waitForURL(/\/oauth2\/authorize/);
  await consent.locator('#user').selectOption(user);
  await consent.locator('#approve').click();
  await popup.getByTestId('needs-reauth').waitFor({ state: 'detached', timeout: 20_000 });
}

describe('signing in again: what the previous sign-in recorded is never sent silently (real Chromium)', () => {
  const stage = useNetflixStage();

  it("A signs in again as B: A's held writes are offered, Discard by default, and none reaches B", async () => {
    const { admin, browser, sim } = stage;
    // A's sign-in may read but not write: A's viewing is held, and the popup asks to sign in again.
    await plantReadOnlySignIn(browser, sim.urls.api, 'demo');
    const popup = await openPopup(browser);
    const page = await openNetflixWatch(browser.context, GLASS_ONION.id);
    await player.play(page);
    await popup.getByTestId('needs-reauth').waitFor({ timeout: 20_000 });
    await page.close();
    await waitFor("A's stop queued behind the held start", async () => (await readAll(await browser.worker(), 'outbox')).length === 2);

    // "Sign in again", and on the service's page the user picks another account: B.
    await signInAgainAs(popup, 'pro');

    // B watches: B's viewing goes out while A's stays held.
    const next = await openNetflixWatch(browser.context, STRANGER_THINGS.seasons[0]!.episodes[0]!.id);
    await player.play(next);
    await waitFor("B's start", async () => (await sentOk(admin, '/scrobble/start', STRANGER_THINGS.title)).length > 0, 60_000);
    expect(await sentOk(admin, '/scrobble/', GLASS_ONION.title)).toEqual([]);
    await popup.getByTestId('previous-sign-in').waitFor();
    expect(await popup.getByTestId('previous-sign-in').textContent()).toContain('2 updates recorded under the previous sign-in');
    // The client cannot tell the accounts apart (the contract has no "who am I" read): Discard is the default.
    expect(await popup.evaluate(() => document.activeElement?.textContent)).toBe('Discard');

    await popup.getByRole('button', { name: 'Discard' }).click();
    await popup.getByTestId('previous-sign-in').waitFor({ state: 'detached' });
    const left = JSON.stringify(await readAll(await browser.worker(), 'outbox'));
    expect(left).not.toContain(GLASS_ONION.title);
    expect((await readActivity(await browser.worker())).some((line) => line.text.includes('Discarded 2 updates'))).toBe(true);
    await next.close();
    await waitFor("B's stop", async () => (await sentOk(admin, '/scrobble/stop', STRANGER_THINGS.title)).length > 0, 60_000);
    expect(await sentOk(admin, '/scrobble/', GLASS_ONION.title)).toEqual([]);
    expect(JSON.stringify(await admin.user('pro'))).not.toContain(GLASS_ONION.title);
    expect(await admin.violations()).toEqual([]);
  });

  it("a tab playing through a sign-in as B goes to B only as a new session, never as A's session's stop", async () => {
    const { admin, browser, sim } = stage;
    const answered = async (title: string) => (await admin.requests('/scrobble/')).filter((r) => r.status > 0 && JSON.stringify(r.body).includes(title));
    const heldToken = async () => ((await readAll(await browser.worker(), 'tokens')) as Array<{ accessToken: string }>)[0]?.accessToken;
    const grant = await grantFor(sim.urls.api, 'demo', 'media:read media:write');
    await plantTokens(await browser.worker(), { accessToken: grant.access_token, expiresAt: Date.now() + 7 * 24 * 3600 * 1000, scope: grant.scope });
    const popup = await openPopup(browser);
    const page = await openNetflixWatch(browser.context, GLASS_ONION.id);
    await player.play(page);
    await waitFor("A's start", async () => (await sentOk(admin, '/scrobble/start', GLASS_ONION.title)).length > 0, 60_000);

    // The user signs in again, as B, while the tab keeps playing.
    const signingIn = ask<{ ok: boolean }>(popup, { type: 'sign-in' });
    const consent = await popup.context().waitForEvent('page');
    await consent.waitForURL(/\/oauth2\/authorize/);
    await consent.locator('#user').selectOption('pro');
    await consent.locator('#approve').click();
    expect((await signingIn).ok).toBe(true);
    await waitFor("B's tokens", async () => (await heldToken()) !== grant.access_token);
    const underA = (await answered(GLASS_ONION.title)).length;
    const startsOfB = (await sentOk(admin, '/scrobble/start', STRANGER_THINGS.title)).length;

    // The tab closes; B then watches something else. The outbox sends in order, so whatever the
    // closing queued for B has gone out once B's next start has.
    await page.close();
    const next = await openNetflixWatch(browser.context, STRANGER_THINGS.seasons[0]!.episodes[0]!.id);
    await player.play(next);
    await waitFor("B's start", async () => (await sentOk(admin, '/scrobble/start', STRANGER_THINGS.title)).length > startsOfB, 60_000);
    await next.close();
    const underB = (await answered(GLASS_ONION.title)).slice(underA).map((r) => r.path);
    // Nothing of A's session reaches B: no Glass Onion at all, or a new session that begins with a start.
    expect(underB.slice(0, 1)).toEqual(underB.length === 0 ? [] : ['/scrobble/start']);
  });
});
