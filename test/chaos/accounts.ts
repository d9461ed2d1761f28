import type { Page } from 'playwright-core';
import type { ExtensionBrowser } from '../e2e/support/chromium';
import { openPopup, signInThroughConsent } from '../e2e/support/flows';
import { type SimAdmin, waitFor } from '../e2e/support/sim-admin';

/** The account the run starts under, and the one it switches to after the service ends the first sign-in. */
export const FIRST_ACCOUNT = 'demo';
export const SECOND_ACCOUNT = 'pro';

const DRAIN_TIMEOUT_MS = 6 * 60_000;

async function pendingWrites(popup: Page): Promise<{ pendingWrites: number; failedWrites: unknown[] } | null> {
  return popup
    .evaluate(() =>
      (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage({ type: 'status' }),
    )
    .then((value) => value as { pendingWrites: number; failedWrites: unknown[] })
    .catch(() => null);
}

/** Waits until the outbox is empty (faults cleared first so nothing holds it); returns the final status. */
export async function drained(admin: SimAdmin, popup: Page): Promise<{ pendingWrites: number; failedWrites: unknown[] }> {
  await admin.clearFaults();
  return waitFor(
    'the outbox to drain',
    async () => {
      const current = await pendingWrites(popup);
      return current && current.pendingWrites === 0 ? current : null;
    },
    DRAIN_TIMEOUT_MS,
  );
}

/**
 * Mid-run the service ends the first account's sign-in (the user disconnects the app on the
 * service's site, spec 5.2), and a second account signs in on the same browser. The first
 * account's writes are let drain first: what was made under it must land in its history, and what
 * comes after must land in the second account's, nothing crossing either way.
 */
export async function switchAccountAfterForcedSignOut(browser: ExtensionBrowser, admin: SimAdmin, apiUrl: string, popup: Page): Promise<Page> {
  await drained(admin, popup);
  await popup.close();
  const response = await fetch(`${apiUrl}/__admin/revoke-app`, {
    method: 'POST',
    body: JSON.stringify({ user: FIRST_ACCOUNT, client_id: 'watchmark-dev' }),
    headers: { 'content-type': 'application/json' },
  });
  if (!response.ok) throw new Error(`admin POST /revoke-app: HTTP ${response.status}`);
  // The popup's first read meets 401 invalid_token, its refresh invalid_grant: signed out.
  const signedOut = await openPopup(browser);
  await signedOut.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ timeout: 30_000 });
  await signedOut.close();
  return signInThroughConsent(browser, SECOND_ACCOUNT);
}
