import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../service';
import { ensureClip } from '../sites/media';
import { STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { launchWithExtension, type ExtensionBrowser } from './support/chromium';
import { plantTokens, readStoredTokens } from './support/extension-db';
import { openNetflixWatch, openPopup, player, serveNetflix, signInThroughConsent } from './support/flows';
import { E2E_CHROME_EXTENSION, E2E_CHROME_V1_EXTENSION, E2E_PORTS } from './support/paths';
import { SimAdmin, waitFor } from './support/sim-admin';
import { plantReadOnlySignIn } from './support/account-checks';

const EPISODE = STRANGER_THINGS.seasons[0]!.episodes[0]!;
const DAY = 24 * 3600 * 1000;

async function adminPost(sim: Simulator, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${sim.urls.api}/__admin${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`admin POST ${path}: HTTP ${response.status}`);
  return response.json();
}

/**
 * Signs in and waits until the signed-in popup's own reads have been answered: a read still on its
 * way when a test then moves the clock past the token's expiry would meet the 401 first and take
 * the refresh the test means for a later request.
 */
async function signInAndSettle(browser: ExtensionBrowser, admin: SimAdmin): Promise<void> {
  const popup = await signInThroughConsent(browser);
  await waitFor("the signed-in popup's saved-places read", async () =>
    (await admin.requests('/sync/playback')).some((r) => r.method === 'GET' && r.status === 200),
  );
  await popup.close();
}

describe('sign-in in real Chromium (spec 5)', () => {
  let sim: Simulator;
  let admin: SimAdmin;
  let browser: ExtensionBrowser;

  beforeEach(async () => {
    sim = await startSimulator({ apiPort: E2E_PORTS.api, webPort: E2E_PORTS.web, cdnPort: E2E_PORTS.cdn, imagePort: E2E_PORTS.image });
    admin = new SimAdmin(sim.urls.api);
  });

  afterEach(async () => {
    await browser?.close();
    await sim?.close();
  });

  it('V2 device code: the code shows in the popup, the user approves on the web page, the popup signs in', async () => {
    browser = await launchWithExtension(E2E_CHROME_EXTENSION);
    const popup = await openPopup(browser);
    await popup.getByRole('button', { name: 'Sign in with a code on another device' }).click();
    const code = (await popup.getByTestId('user-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z0-9-]{8,9}$/);
    const link = await popup.getByRole('link', { name: /device/ }).getAttribute('href');
    const device = await browser.context.newPage();
    await device.goto(link!);
    expect(await device.locator('#user_code').inputValue()).toBe(code);
    await device.locator('#approve').click();
    await popup.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 20_000 });
    const grants = (await admin.requests('/oauth2/token')).filter((r) => r.status === 200);
    expect(grants).toHaveLength(1);
    expect(await admin.violations()).toEqual([]);
  });

  it('an expired device code is offered again', async () => {
    browser = await launchWithExtension(E2E_CHROME_EXTENSION);
    const popup = await openPopup(browser);
    await popup.getByRole('button', { name: 'Sign in with a code on another device' }).click();
    const first = await popup.getByTestId('user-code').textContent();
    await adminPost(sim, '/clock', { advanceMs: 11 * 60 * 1000 });
    await popup.getByText('This code has expired.').waitFor({ timeout: 20_000 });
    await popup.getByRole('button', { name: 'Get a new code' }).click();
    await expect.poll(() => popup.getByTestId('user-code').textContent()).not.toBe(first);
  });

  it('a declined consent leaves the user signed out with a clear message', async () => {
    browser = await launchWithExtension(E2E_CHROME_EXTENSION);
    const popup = await openPopup(browser);
    const consentOpened = browser.context.waitForEvent('page');
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
    const consent = await consentOpened;
    await consent.waitForURL(/\/oauth2\/authorize/);
    await consent.locator('#deny').click();
    await expect.poll(() => popup.getByRole('alert').textContent(), { timeout: 15_000 }).toContain('You declined the sign-in');
    expect(await popup.getByRole('button', { name: 'Sign in', exact: true }).isVisible()).toBe(true);
    expect((await admin.requests('/oauth2/token')).length).toBe(0);
  });

  it('after 7 days the token is refreshed once on 401 and the write goes through; sign-out revokes it', async () => {
    browser = await launchWithExtension(E2E_CHROME_EXTENSION);
    await serveNetflix(browser.context, await ensureClip());
    // The popup reads the saved places when it opens: closed, so the write is the first to meet the expiry.
    await signInAndSettle(browser, admin);
    const before = await readStoredTokens(await browser.worker());
    await adminPost(sim, '/clock', { advanceMs: 7 * DAY + 3600_000 });
    const page = await openNetflixWatch(browser.context, EPISODE.id);
    await player.play(page);
    const start = await waitFor('a start after the refresh', async () => (await admin.requests('/scrobble/start')).find((r) => r.status === 201));
    expect(start.status).toBe(201);
    const tokenCalls = await admin.requests('/oauth2/token');
    expect(tokenCalls.filter((r) => r.status === 200)).toHaveLength(2);
    expect((await admin.requests('/scrobble/start')).map((r) => r.status)).toEqual([401, 201]);
    const after = await readStoredTokens(await browser.worker());
    expect(after?.accessToken).not.toBe(before?.accessToken);
    expect(after?.refreshToken).not.toBe(before?.refreshToken);

    const popup = await openPopup(browser);
    await popup.getByRole('button', { name: 'Sign out' }).click();
    await popup.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await waitFor('revoke', async () => (await admin.requests('/oauth2/revoke')).length > 0);
    const probe = await fetch(`${sim.urls.api}/sync/playback?client_id=watchmark-dev&app-name=watchmark&app-version=0.1.0`, {
      headers: { Authorization: `Bearer ${after!.accessToken}`, 'User-Agent': 'watchmark/0.1.0' },
    });
    expect(probe.status).toBe(401);
    expect(await readStoredTokens(await browser.worker())).toBeNull();
  });

  it('a token the service refused is never sent again: a read that comes while its refresh runs waits for it; one refresh serves both', async () => {
    browser = await launchWithExtension(E2E_CHROME_EXTENSION);
    await serveNetflix(browser.context, await ensureClip());
    await signInAndSettle(browser, admin);
    const { now: expiredFrom } = (await adminPost(sim, '/clock', { advanceMs: 7 * DAY + 3600_000 })) as { now: number };
    // The refresh is held in flight (released below), so the popup's read surely comes while it runs.
    await admin.faults({ path: '/oauth2/token', method: 'POST', latencyMs: 60_000, times: 1 });
    const page = await openNetflixWatch(browser.context, EPISODE.id);
    await player.play(page);
    await waitFor('the write meeting the expired token', async () => (await admin.requests('/scrobble/start')).some((r) => r.status === 401));
    // The refused token is marked in the store (expiry 0) as its refresh begins.
    await waitFor('the refused token marked', async () => (await readStoredTokens(await browser.worker()))?.expiresAt === 0);
    // Opening the popup reads the account's activities while the write waits for its refresh.
    await openPopup(browser);
    // The refresh POST waits its turn behind the write's answer (spec 8 pacing), then is held.
    await waitFor('the refresh held in flight', async () => (await admin.queuedFaults()).length === 0);
    expect(await admin.releaseFaults()).toBe(1);
    const readsSinceExpiry = async (): Promise<number[]> =>
      (await admin.requests('/sync/activities')).filter((r) => Date.parse(r.at) >= expiredFrom).map((r) => r.status);
    await waitFor('the write retried', async () => (await admin.requests('/scrobble/start')).some((r) => r.status === 201));
    await waitFor('the read', async () => (await readsSinceExpiry()).includes(200));
    // spec 7 "do not retry unchanged": the refused token went out once (the write's 401); the
    // read waited for the refresh instead of meeting the same 401.
    expect(await readsSinceExpiry()).toEqual([200]);
    expect((await admin.requests('/scrobble/start')).map((r) => r.status)).toEqual([401, 201]);
    const refreshes = (await admin.requests('/oauth2/token')).filter((r) => r.status === 200);
    // One for the sign-in's code, one refresh for both requests.
    expect(refreshes).toHaveLength(2);
    expect(await admin.violations()).toEqual([]);
  });

  it('a read-only grant holds the write and asks to sign in again; after that the write goes out when the user sends it', async () => {
    browser = await launchWithExtension(E2E_CHROME_EXTENSION);
    await serveNetflix(browser.context, await ensureClip());
    const grant = await plantReadOnlySignIn(browser, sim.urls.api, 'demo');
    const popup = await openPopup(browser);
    const page = await openNetflixWatch(browser.context, EPISODE.id);
    await player.play(page);
    await popup.getByTestId('needs-reauth').waitFor({ timeout: 20_000 });
    expect((await admin.requests('/scrobble/start')).map((r) => r.status)).toEqual([403]);
    const consentOpened = browser.context.waitForEvent('page');
    await popup.getByRole('button', { name: 'Sign in again' }).click();
    const consent = await consentOpened;
    await consent.waitForURL(/\/oauth2\/authorize/);
    await consent.locator('#approve').click();
    // The held start was recorded under the sign-in this one replaced: it goes once the user says so.
    await popup.getByRole('button', { name: 'Send to this account' }).click();
    await waitFor('the held start', async () => (await admin.requests('/scrobble/start')).some((r) => r.status === 201));
    await expect.poll(() => popup.getByTestId('needs-reauth').count()).toBe(0);
    // The read-only connection it replaced is revoked, access and refresh token (spec 5.2): it would
    // otherwise stay valid on the service for 180 days with nobody using it.
    await waitFor('the replaced grant revoked', async () => (await admin.requests('/oauth2/revoke')).length === (grant.refresh_token ? 2 : 1));
    expect(await admin.violations()).toEqual([]);
  });

  it('the V1 build signs in with the PIN flow and scrobbles with its token', async () => {
    browser = await launchWithExtension(E2E_CHROME_V1_EXTENSION);
    await serveNetflix(browser.context, await ensureClip());
    const popup = await openPopup(browser);
    expect(await popup.getByRole('note').textContent()).toContain('April 2027');
    await popup.getByRole('button', { name: 'Sign in with a code' }).click();
    const code = (await popup.getByTestId('user-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z0-9]{5}$/);
    const pin = await browser.context.newPage();
    await pin.goto(`${sim.urls.web}/pin`);
    await pin.locator('#user_code').fill(code);
    await pin.locator('#approve').click();
    await popup.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 20_000 });
    const page = await openNetflixWatch(browser.context, EPISODE.id);
    await player.play(page);
    const start = await waitFor('a V1 start', async () => (await admin.requests('/scrobble/start')).find((r) => r.status === 201));
    expect(start.query.client_id).toBe('watchmark-dev-v1');
    expect(await admin.violations()).toEqual([]);
  });
});
