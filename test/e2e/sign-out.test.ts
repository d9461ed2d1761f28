import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ensureClip } from '../sites/media';
import { GLASS_ONION, STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { readAll, readStoredTokens } from './support/extension-db';
import { openNetflixWatch, player, serveNetflix, signInThroughConsent } from './support/flows';
import { closeStage, openStage, type Harness } from './support/harness';
import { waitFor } from './support/sim-admin';

/** Everything in the extension's storage.session, as an extension page sees it. */
function sessionStorage(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() =>
    (globalThis as unknown as { chrome: { storage: { session: { get(k: null): Promise<Record<string, unknown>> } } } }).chrome.storage.session.get(null),
  );
}

function syncStorage(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() =>
    (globalThis as unknown as { chrome: { storage: { sync: { get(k: null): Promise<Record<string, unknown>> } } } }).chrome.storage.sync.get(null),
  );
}

describe('sign-out ends everything (real Chromium, the simulator)', () => {
  const stage = {} as Harness;
  beforeAll(async () => {
    Object.assign(stage, await openStage());
    await serveNetflix(stage.browser.context, await ensureClip());
  });
  afterAll(() => closeStage(stage));

  it('a write in flight at sign-out is dropped with the queue and never reaches the next account', async () => {
    const { admin, browser, sim } = stage;
    const popup = await signInThroughConsent(browser, 'demo');
    // The service takes the start and never answers: the outbox job is in flight.
    await admin.faults({ path: '/scrobble/start', method: 'POST', hang: true, times: 1 });
    const page = await openNetflixWatch(browser.context, GLASS_ONION.id);
    await player.play(page);
    await waitFor('the start to hang', async () => ((await (await fetch(`${sim.urls.api}/__admin/faults`)).json()) as unknown[]).length === 0);
    await popup.getByTestId('player-state').waitFor();
    expect(JSON.stringify(await sessionStorage(popup))).toContain(GLASS_ONION.title);
    await page.close();
    // The tab's end is queued behind the start that hangs.
    await waitFor('the stop queued behind it', async () => (await readAll(await browser.worker(), 'outbox')).length >= 2);

    await popup.getByRole('button', { name: 'Sign out' }).click();
    await popup.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    const worker = await browser.worker();
    expect(await readStoredTokens(worker)).toBeNull();
    expect(await readAll(worker, 'outbox')).toEqual([]);
    // The popup's cached status and every cache of what was watched are gone.
    expect(JSON.stringify(await sessionStorage(popup))).not.toContain(GLASS_ONION.title);
    for (const store of ['sessions', 'resolveCache', 'watched', 'library', 'activity']) expect(await readAll(worker, store)).toEqual([]);

    // Someone else signs in and watches: only their viewing goes out, under their account.
    const nextPopup = await signInThroughConsent(browser, 'pro');
    const next = await openNetflixWatch(browser.context, STRANGER_THINGS.seasons[0]!.episodes[0]!.id);
    await player.play(next);
    await waitFor(
      "the next account's start",
      async () => (await admin.requests('/scrobble/start')).find((r) => r.status === 201 && JSON.stringify(r.body).includes(STRANGER_THINGS.title)),
      60_000,
    );
    await next.close();
    const sent = await admin.requests('/scrobble/');
    expect(sent.filter((r) => JSON.stringify(r.body).includes('Glass Onion') && r.status >= 200 && r.status < 300)).toEqual([]);
    for (const user of ['demo', 'pro']) {
      const view = await admin.user(user);
      expect(JSON.stringify([view.history, (view as { sessions?: unknown }).sessions])).not.toContain('Glass Onion');
    }
    expect(await admin.violations()).toEqual([]);
    await nextPopup.getByRole('button', { name: 'Sign out' }).click();
    await nextPopup.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  });

  it('the options page says corrections stay, and deletes them too only when asked', async () => {
    const { browser } = stage;
    const options = await browser.context.newPage();
    const correction = { k: 'm', i: 10001, t: 'Some Film', n: 'Some Film', at: Date.now() };
    for (const deleteToo of [false, true]) {
      await (await signInThroughConsent(browser, 'demo')).close();
      await options.goto(`chrome-extension://${browser.extensionId}/options.html`);
      await options.evaluate(
        (value) =>
          (globalThis as unknown as { chrome: { storage: { sync: { set(v: unknown): Promise<void> } } } }).chrome.storage.sync.set({
            'wm.fix:netflix:i:1234': value,
          }),
        correction,
      );
      await options.getByTestId('corrections-stay').waitFor();
      if (deleteToo) await options.getByLabel('Delete my corrections too').check();
      await options.getByRole('button', { name: 'Sign out' }).click();
      await options.getByTestId('account-signed-out').waitFor();
      const kept = await syncStorage(options);
      expect('wm.fix:netflix:i:1234' in kept).toBe(!deleteToo);
    }
  });
});
