import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GLASS_ONION, STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { readAll, readStoredTokens } from './support/extension-db';
import { openNetflixWatch, openPopup, player, signInThroughConsent } from './support/flows';
import { useNetflixStage, type Harness } from './support/harness';
import type { ImportResolveAnswer } from '../../lib/messages/import';
import { waitFor } from './support/sim-admin';
import { ask, sentOk } from './support/account-checks';

/** The dev build's client id (config.ts): the app the user disconnects on the service's site. */
const CLIENT_ID = 'watchmark-dev';

/** Everything in the extension's storage.session, as an extension page sees it. */
function sessionStorage(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() =>
    (globalThis as unknown as { chrome: { storage: { session: { get(k: null): Promise<Record<string, unknown>> } } } }).chrome.storage.session.get(null),
  );
}

/** The user disconnects the app on the service's site: every token of the connection dies. */
async function revokeApp(apiUrl: string, user: string): Promise<void> {
  const response = await fetch(`${apiUrl}/__admin/revoke-app`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, client_id: CLIENT_ID }),
  });
  if (!response.ok) throw new Error(`admin POST /revoke-app: HTTP ${response.status}`);
  expect(((await response.json()) as { revoked: number }).revoked).toBeGreaterThan(0);
}

/** Whether the `state` store holds an import job (lib/background/import/job.ts: the only value with `unqueued`). */
async function importJobStored(browser: Harness['browser']): Promise<boolean> {
  return (await readAll(await browser.worker(), 'state')).some((value) => typeof value === 'object' && value !== null && 'unqueued' in value);
}

describe('accounts stay apart (real Chromium, the simulator)', () => {
  const stage = useNetflixStage();
  // Each case begins signed out, whatever the one before left.
  beforeEach(async () => {
    const page = await openPopup(stage.browser);
    await ask(page, { type: 'sign-out' });
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.close();
  });

  it("the service ends A's sign-in: A's held writes and caches go, B sees and is sent nothing of A's", async () => {
    const { admin, browser, sim } = stage;
    const popup = await signInThroughConsent(browser, 'demo');
    // The service's write lock holds A's start for an hour (spec 8): it stays queued.
    await admin.faults({ path: '/scrobble/start', method: 'POST', status: 400, error: 'RATE_LIMIT', retryAfter: 3600, times: 1 });
    const page = await openNetflixWatch(browser.context, GLASS_ONION.id);
    await player.play(page);
    await waitFor('the start held by the write lock', async () => (await admin.requests('/scrobble/start')).some((r) => r.status === 400));
    await popup.getByTestId('player-state').waitFor();
    await page.close();
    await waitFor('the stop queued behind it', async () => (await readAll(await browser.worker(), 'outbox')).length >= 2);
    await popup.close();

    // A disconnects the app on the service's site; the next read meets 401, its refresh invalid_grant.
    await revokeApp(sim.urls.api, 'demo');
    const after = await openPopup(browser);
    await after.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ timeout: 20_000 });
    await waitFor('the refresh refused', async () => (await admin.requests('/oauth2/token')).some((r) => r.status === 400 || r.status === 401));
    const worker = await browser.worker();
    expect(await readStoredTokens(worker)).toBeNull();
    // Exactly as on the user's own sign-out: nothing bound to A's account is left.
    await waitFor('the held writes gone', async () => (await readAll(await browser.worker(), 'outbox')).length === 0);
    for (const store of ['sessions', 'resolveCache', 'watched', 'library']) expect(await readAll(worker, store)).toEqual([]);
    expect(JSON.stringify(await readAll(worker, 'activity'))).not.toContain(GLASS_ONION.title);
    expect(JSON.stringify(await sessionStorage(after))).not.toContain(GLASS_ONION.title);
    // The user is told why they are signed out.
    expect(await after.getByRole('alert').textContent()).toBeTruthy();

    // B signs in and watches: only B's viewing goes out, and none of A's.
    const nextPopup = await signInThroughConsent(browser, 'pro');
    const next = await openNetflixWatch(browser.context, STRANGER_THINGS.seasons[0]!.episodes[0]!.id);
    await player.play(next);
    await waitFor("B's start", async () => (await sentOk(admin, '/scrobble/start', STRANGER_THINGS.title)).length > 0, 60_000);
    await next.close();
    await waitFor("B's stop", async () => (await sentOk(admin, '/scrobble/stop', STRANGER_THINGS.title)).length > 0, 60_000);
    expect(await sentOk(admin, '/scrobble/', GLASS_ONION.title)).toEqual([]);
    expect(await sentOk(admin, '/sync/history', GLASS_ONION.title)).toEqual([]);
    const view = await admin.user('pro');
    expect(JSON.stringify([view.history, view.sessions, view.playback])).not.toContain(GLASS_ONION.title);
    expect(JSON.stringify(await sessionStorage(nextPopup))).not.toContain(GLASS_ONION.title);
    expect(await admin.violations()).toEqual([]);
    await nextPopup.getByRole('button', { name: 'Sign out' }).click();
    await nextPopup.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  });
  it('a tab playing through a sign-out records nothing after it, and the popup says so', async () => {
    const { admin, browser } = stage;
    const popup = await signInThroughConsent(browser, 'demo');
    const page = await openNetflixWatch(browser.context, GLASS_ONION.id);
    await player.play(page);
    await waitFor("A's start", async () => (await sentOk(admin, '/scrobble/start', GLASS_ONION.title)).length > 0, 60_000);
    const startsBefore = (await admin.requests('/scrobble/')).length;
    const lookupsBefore = (await admin.requests('/redirect')).length;

    await popup.getByRole('button', { name: 'Sign out' }).click();
    await popup.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    const saidNotRecording = await popup.getByTestId('not-recording').count();
    // The tab plays on: the user pauses, plays, jumps near the end and closes it, all signed out.
    await player.pause(page);
    await player.play(page);
    await player.seekToFraction(page, 0.95);
    await page.close();

    // B's first report comes after all of the tab's in the background's one playback queue: once
    // B's start went out, every report of A's tab has been handled.
    const nextPopup = await signInThroughConsent(browser, 'pro');
    const next = await openNetflixWatch(browser.context, STRANGER_THINGS.seasons[0]!.episodes[0]!.id);
    await player.play(next);
    await waitFor("B's start", async () => (await sentOk(admin, '/scrobble/start', STRANGER_THINGS.title)).length > 0, 60_000);
    const sinceSignOut = (await admin.requests('/scrobble/')).slice(startsBefore);
    expect(sinceSignOut.filter((r) => JSON.stringify(r.body).includes(GLASS_ONION.title))).toEqual([]);
    expect((await admin.requests('/redirect')).slice(lookupsBefore).filter((r) => JSON.stringify(r).includes(String(GLASS_ONION.id)))).toEqual([]);
    const worker = await browser.worker();
    for (const store of ['sessions', 'resolveCache', 'library', 'outbox', 'activity']) {
      expect(JSON.stringify(await readAll(worker, store))).not.toContain(String(GLASS_ONION.id));
      expect(JSON.stringify(await readAll(worker, store))).not.toContain(GLASS_ONION.title);
    }
    expect(JSON.stringify(await sessionStorage(nextPopup))).not.toContain(GLASS_ONION.title);
    const view = await admin.user('pro');
    expect(JSON.stringify([view.history, view.sessions, view.playback])).not.toContain(GLASS_ONION.title);
    // The signed-out popup told the user nothing is recorded (checked last: the rest matters more).
    expect(saidNotRecording).toBe(1);
    await next.close();
    await nextPopup.getByRole('button', { name: 'Sign out' }).click();
    await nextPopup.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  });
  it('an import slice after sign-out creates no job and queues nothing; nothing reaches the next account', async () => {
    const { admin, browser } = stage;
    const popup = await signInThroughConsent(browser, 'demo');
    const resolved = await ask<ImportResolveAnswer>(popup, {
      type: 'import-resolve',
      subjects: [{ key: 'glass-onion', kind: 'movie', title: GLASS_ONION.title }],
    });
    const item = resolved.results[0]?.item;
    expect(item).toBeDefined();
    const write = (memoryKey: string) => ({ item: item!, watchedAt: Date.now() - 86_400_000, memoryKey });
    // The first slice while signed in: A's job begins.
    expect(await ask(popup, { type: 'import-write', source: 'csv:netflix', writes: [write('a')], first: true, last: false })).toMatchObject({ ok: true });
    expect(await importJobStored(browser)).toBe(true);

    await popup.getByRole('button', { name: 'Sign out' }).click();
    await popup.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    const lookupsBefore = (await admin.requests('/redirect')).length + (await admin.requests('/search/')).length;
    // The page goes on with its next slices after the sign-out (another window signed out).
    const late = await ask<{ ok: boolean }>(popup, { type: 'import-write', source: 'csv:netflix', writes: [write('b')], first: false, last: true });
    const lateResolve = await ask<{ ok: boolean }>(popup, {
      type: 'import-resolve',
      subjects: [{ key: 'stranger', kind: 'show', title: STRANGER_THINGS.title }],
    });
    expect(await importJobStored(browser)).toBe(false);
    expect(await readAll(await browser.worker(), 'outbox')).toEqual([]);
    expect((await admin.requests('/redirect')).length + (await admin.requests('/search/')).length).toBe(lookupsBefore);
    expect(late.ok).toBe(false);
    expect(lateResolve.ok).toBe(false);

    // B signs in: nothing of A's import is sent to B.
    const nextPopup = await signInThroughConsent(browser, 'pro');
    expect(await readAll(await browser.worker(), 'outbox')).toEqual([]);
    expect(await sentOk(admin, '/sync/history', GLASS_ONION.title)).toEqual([]);
    expect(JSON.stringify((await admin.user('pro')).history)).not.toContain(GLASS_ONION.title);
    await nextPopup.getByRole('button', { name: 'Sign out' }).click();
    await nextPopup.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  });
});
