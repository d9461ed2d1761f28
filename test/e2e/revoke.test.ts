import { describe, expect, it } from 'vitest';
import type { Simulator } from '../service';
import { readStoredTokens } from './support/extension-db';
import { openPopup, signInThroughConsent } from './support/flows';
import { useFreshStage } from './support/harness';
import { waitFor } from './support/sim-admin';

const COMMON = 'client_id=watchmark-dev&app-name=watchmark&app-version=0.1.0';
const AGENT = { 'User-Agent': 'watchmark/0.1.0' };

async function readStatus(sim: Simulator, accessToken: string): Promise<number> {
  const response = await fetch(`${sim.urls.api}/sync/playback?${COMMON}`, { headers: { ...AGENT, Authorization: `Bearer ${accessToken}` } });
  return response.status;
}

/**
 * spec 5.2: revoke is what ends the connection's 180-day refresh token. A sign-out whose revoke did
 * not reach the service (an outage, a worker stopped mid-request) tries again until it does.
 */
describe('sign-out revokes the tokens even when the first try fails (spec 5.2)', () => {
  const stage = useFreshStage();

  async function signInAndOut(): Promise<{ accessToken: string }> {
    const { browser } = stage;
    const popup = await signInThroughConsent(browser);
    const tokens = await readStoredTokens(await browser.worker());
    expect(tokens?.refreshToken).toBeDefined();
    await popup.getByRole('button', { name: 'Sign out' }).click();
    await popup.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    return { accessToken: tokens!.accessToken };
  }

  async function expectConnectionEnded(tokens: { accessToken: string }): Promise<void> {
    const { sim, admin } = stage;
    await waitFor('both tokens revoked', async () => (await admin.requests('/oauth2/revoke')).filter((r) => r.status === 200).length === 2, 30_000);
    expect(await admin.violations()).toEqual([]);
    // The connection is ended on the service: its refresh token can no longer be used.
    const { connections } = (await admin.user('demo')) as unknown as { connections: Array<{ revoked: boolean }> };
    expect(connections.map((connection) => connection.revoked)).toEqual([true]);
    expect(await readStatus(sim, tokens.accessToken)).toBe(401);
  }

  it('a 503 on both revokes is retried until the service has them', async () => {
    const { sim, admin, browser } = stage;
    await admin.faults({ path: '/oauth2/revoke', method: 'POST', status: 503, times: 2 });
    const tokens = await signInAndOut();
    await expectConnectionEnded(tokens);
    expect((await admin.requests('/oauth2/revoke')).map((r) => r.status)).toEqual([503, 503, 200, 200]);
  });

  it('a revoke cut off by the worker stopping is sent by the next worker', async () => {
    const { sim, admin, browser } = stage;
    // The first revoke gets no answer; the worker stops while it waits (the second is queued behind it).
    await admin.faults({ path: '/oauth2/revoke', method: 'POST', hang: true, times: 1 });
    const tokens = await signInAndOut();
    await waitFor('the revoke in flight', async () => (await admin.queuedFaults()).length === 0);
    const page = await browser.context.newPage();
    await browser.killWorker(page);
    // Any extension event starts a new worker: the popup opening is one.
    await openPopup(browser);
    await expectConnectionEnded(tokens);
  });
});
