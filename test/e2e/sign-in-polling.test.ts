import { describe, expect, it } from 'vitest';
import { openPopup } from './support/flows';
import { useFreshStage } from './support/harness';
import { E2E_CHROME_V1_EXTENSION } from './support/paths';
import { waitFor } from './support/sim-admin';

/**
 * spec 7: a 429 `rate_limit` burst "clears almost immediately" and is retried with the 1, 2, 4, 8,
 * 16 s backoff; it does not end a sign-in by code that the user is about to approve.
 */
describe('V2 sign-in by code survives a rate-limit burst while polling (spec 3.4, 7)', () => {
  const stage = useFreshStage();

  it('V2 device code: two 429 rate_limit polls back off, then the approved code signs in', async () => {
    const { admin, browser } = stage;
    await admin.faults({ path: '/oauth2/token', method: 'POST', status: 429, error: 'rate_limit', times: 2 });
    const popup = await openPopup(browser);
    await popup.getByRole('button', { name: 'Sign in with a code on another device' }).click();
    const link = await popup.getByRole('link', { name: /device/ }).getAttribute('href');
    await waitFor('both bursts met', async () => (await admin.queuedFaults()).length === 0, 30_000);
    const device = await browser.context.newPage();
    await device.goto(link!);
    await device.locator('#approve').click();
    await popup.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 30_000 });
    const polls = await admin.requests('/oauth2/token');
    expect(polls.slice(0, 2).map((poll) => poll.status)).toEqual([429, 429]);
    expect(polls.at(-1)?.status).toBe(200);
    // A retry never comes sooner than the service's poll interval (5 s, spec 5.1 / RFC 8628).
    expect(Date.parse(polls[2]!.at) - Date.parse(polls[1]!.at)).toBeGreaterThanOrEqual(4_900);
    expect(await popup.getByRole('alert').count()).toBe(0);
    expect(await admin.violations()).toEqual([]);
  });
});

describe('V1 PIN sign-in survives a rate-limit burst while polling (spec 3.2, 7)', () => {
  const stage = useFreshStage({ extension: E2E_CHROME_V1_EXTENSION });

  it('V1 PIN: a 429 rate_limit poll backs off, then the approved PIN signs in', async () => {
    const { sim, admin, browser } = stage;
    await admin.faults({ path: '/oauth/pin/', method: 'GET', status: 429, error: 'rate_limit', times: 1 });
    const popup = await openPopup(browser);
    await popup.getByRole('button', { name: 'Sign in with a code' }).click();
    const code = (await popup.getByTestId('user-code').textContent())?.trim() ?? '';
    await waitFor('the burst met', async () => (await admin.queuedFaults()).length === 0, 30_000);
    const pin = await browser.context.newPage();
    await pin.goto(`${sim.urls.web}/pin`);
    await pin.locator('#user_code').fill(code);
    await pin.locator('#approve').click();
    await popup.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 30_000 });
    const polls = (await admin.requests('/oauth/pin/')).map((poll) => poll.status);
    expect(polls[0]).toBe(429);
    expect(polls.at(-1)).toBe(200);
    expect(await admin.violations()).toEqual([]);
  });
});
