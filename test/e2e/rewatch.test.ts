import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Simulator } from '../service';
import { STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { plantMany, plantOutboxEntry, plantWatched } from './support/extension-db';
import { giveProfileNumber, openNetflixWatch, openOptions, openPopup, player, signInThroughConsent, signOutOnOptions } from './support/flows';
import { waitFor } from './support/sim-admin';
import { useNetflixStage } from './support/harness';

const EPISODE = STRANGER_THINGS.seasons[0]!.episodes[1]!;
const THREE_DAYS = 3 * 24 * 3600 * 1000;

async function call(sim: Simulator, path: string, token: string, body: unknown): Promise<Response> {
  return fetch(`${sim.urls.api}${path}?client_id=watchmark-dev&app-name=watchmark&app-version=0.1.0`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'User-Agent': 'watchmark/0.1.0' },
    body: JSON.stringify(body),
  });
}

/** The user's own choice, on the options page (a Watchmark setting: the contract has no read of the service's). */
async function countRewatches(stage: { browser: Parameters<typeof signInThroughConsent>[0] }): Promise<void> {
  const options = await openOptions(stage.browser);
  await options.getByLabel('Count repeat viewings as rewatches').check();
  const saved = () =>
    options.evaluate(
      async () =>
        (
          await (
            globalThis as unknown as { chrome: { storage: { sync: { get(key: string): Promise<{ settings?: { countRewatches?: boolean } }> } } } }
          ).chrome.storage.sync.get('settings')
        ).settings?.countRewatches,
    );
  await expect.poll(saved).toBe(true);
  await options.close();
}

/** A history row for the episode `ago` ms ago (three days unless told), on the service and in the extension's own log. */
async function watchedThreeDaysAgo(stage: ReturnType<typeof useNetflixStage>, user: string, number = 2, ago = THREE_DAYS): Promise<number> {
  const grant = (await (
    await fetch(`${stage.sim.urls.api}/__admin/tokens`, { method: 'POST', body: JSON.stringify({ user }), headers: { 'content-type': 'application/json' } })
  ).json()) as { access_token: string };
  // spec 8: one POST per second, for tests too (the sign-in just made one).
  await stage.admin.writeWindowFree();
  const earlier = Date.now() - ago;
  const history = await call(stage.sim, '/sync/history', grant.access_token, {
    shows: [{ ids: { svc: 20001 }, seasons: [{ number: 1, episodes: [{ number, watched_at: new Date(earlier).toISOString() }] }] }],
  });
  expect(history.status).toBe(201);
  await plantWatched(await stage.browser.worker(), `show:20001:1:${number}`, earlier);
  return earlier;
}

/** The plan known PRO the way the contract shows it (spec 2.10): the library's lists read answered, not premium_only. */
async function planKnownPro(stage: ReturnType<typeof useNetflixStage>): Promise<void> {
  await giveProfileNumber(stage.browser, 41_002);
  const library = await stage.browser.context.newPage();
  await library.goto(`chrome-extension://${stage.browser.extensionId}/library.html`);
  await library.getByTestId('custom-lists').locator('summary').click();
  const options = await openOptions(stage.browser);
  await expect.poll(() => options.getByTestId('account').textContent()).toContain('Signed in. Plan: PRO or VIP.');
  await Promise.all([library.close(), options.close()]);
}

/** The playing card's rewatch line once drawn: the offer of "I'm watching this again", or the Free plan's notice. */
async function rewatchLine(popup: Page): Promise<{ offer: number; notice: string | null }> {
  const card = popup.getByTestId('watching-card');
  await card.getByTestId('watching-again-offer').or(card.getByTestId('rewatch-not-counted')).waitFor();
  const notice = card.getByTestId('rewatch-not-counted');
  return { offer: await card.getByTestId('watching-again-offer').count(), notice: (await notice.count()) > 0 ? await notice.textContent() : null };
}

describe('rewatches in real Chromium (spec 3.1: PRO/VIP, two-day gap, allow_rewatch on stop only)', () => {
  const stage = useNetflixStage();

  it('a PRO user who counts rewatches gets a second history row for an episode watched three days ago', async () => {
    await (await signInThroughConsent(stage.browser, 'pro')).close();
    await countRewatches(stage);
    await watchedThreeDaysAgo(stage, 'pro');

    const page = await openNetflixWatch(stage.browser.context, EPISODE.id);
    await player.play(page);
    await waitFor('start', async () => (await stage.admin.requests('/scrobble/start')).length > 0);
    await player.seekToFraction(page, 0.85);
    await player.setRate(page, 8);
    await player.waitEnded(page);
    const stop = await waitFor('stop', async () => (await stage.admin.requests('/scrobble/stop')).find((r) => r.status === 201));
    expect(stop.query.allow_rewatch).toBe('yes');
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    expect(stop.response).toHaveProperty('rewatch_id');
    expect((await stage.admin.requests('/scrobble/start')).every((r) => r.query.allow_rewatch === undefined)).toBe(true);
    const rows = (await stage.admin.user('pro')).history.filter((row) => JSON.stringify(row).includes('"number":2') && row.title === 'Stranger Things');
    expect(rows).toHaveLength(2);
    expect(await stage.admin.violations()).toEqual([]);
  });

  it('a Free user who asked for rewatches: the refused rewatch teaches the plan, and the finish goes again as a plain one', async () => {
    await signOutOnOptions(stage.browser);
    await (await signInThroughConsent(stage.browser, 'demo')).close();
    await watchedThreeDaysAgo(stage, 'demo');
    const stopsBefore = (await stage.admin.requests('/scrobble/stop')).length;

    const page = await openNetflixWatch(stage.browser.context, EPISODE.id);
    await player.play(page);
    await player.seekToFraction(page, 0.85);
    await player.setRate(page, 8);
    await player.waitEnded(page);
    const stops = await waitFor('the plain stop after the refusal', async () => {
      const all = (await stage.admin.requests('/scrobble/stop')).slice(stopsBefore);
      return all.some((r) => r.status === 201) ? all : undefined;
    });
    // spec 7: 403 forbidden on the PRO/VIP-only rewatch; then the same finish without it.
    expect(stops.map((r) => [r.status, r.query.allow_rewatch ?? null])).toEqual([
      [403, 'yes'],
      [201, null],
    ]);
    const account = await openOptions(stage.browser);
    await expect.poll(() => account.getByTestId('account').textContent()).toContain('Signed in. Plan: Free.');
    expect(await account.getByLabel('Count repeat viewings as rewatches').isDisabled()).toBe(true);
    await account.close();
    expect(await stage.admin.violations()).toEqual([]);
  });

  it('a plan known Free: the playing card says rewatches are not counted there, and offers no "I\'m watching this again"', async () => {
    // The refusal above taught the plan; the episode is in the held history (three days ago, and just now).
    const page = await openNetflixWatch(stage.browser.context, EPISODE.id);
    await player.play(page);
    const popup = await openPopup(stage.browser);
    expect(await rewatchLine(popup)).toEqual({ offer: 0, notice: 'Rewatches are not counted on this plan (the service counts them on PRO and VIP)' });
    await player.pause(page);
    await Promise.all([popup.close(), page.close()]);
  });

  it('a rewatch queued offline and written late to history says so: allow_rewatch=yes and is_rewatch (spec 4.3)', async () => {
    await signOutOnOptions(stage.browser);
    await (await signInThroughConsent(stage.browser, 'pro')).close();
    await countRewatches(stage);
    await watchedThreeDaysAgo(stage, 'pro', 3);
    const finishedAt = Date.now() - 3600_000;
    const guess = {
      site: 'netflix',
      siteItemId: String(EPISODE.id + 1),
      siteShowId: '80057281',
      kind: 'episode',
      title: 'Stranger Things',
      year: 2016,
      season: 1,
      episode: 3,
    };
    const command = { action: 'stop', counts: true, progress: 100, at: finishedAt, tabId: 1, guess };
    const worker = await stage.browser.worker();
    await plantOutboxEntry(worker, { command, status: 'pending', attempts: 0, notBefore: 0, createdAt: finishedAt });
    // The worker starts again and finds the backlog, as after a long time offline.
    const page = await stage.browser.context.newPage();
    await page.goto('about:blank');
    await stage.browser.killWorker(page);
    await page.goto(`chrome-extension://${stage.browser.extensionId}/popup.html`);

    const late = await waitFor('the late history write', async () =>
      (await stage.admin.requests('/sync/history')).find((r) => r.status === 201 && r.query['allow_rewatch'] !== undefined),
    );
    expect(late.query.allow_rewatch).toBe('yes');
    expect(late.body).toMatchObject({
      shows: [{ seasons: [{ number: 1, episodes: [{ number: 3, is_rewatch: true, watched_at: new Date(finishedAt).toISOString() }] }] }],
    });
    const rows = (await stage.admin.user('pro')).history.filter((row) => JSON.stringify(row).includes('"number":3') && row.title === 'Stranger Things');
    expect(rows).toHaveLength(2);
    expect(await stage.admin.violations()).toEqual([]);
  });

  it('"I\'m watching this again" on a plan known PRO (no Free notice): a finish minutes after the last one is sent as a rewatch', async () => {
    const again = STRANGER_THINGS.seasons[0]!.episodes[0]!;
    const key = `show:20001:1:${again.seq}`;
    // A plan known PRO offers the rewatch (no Free notice).
    await planKnownPro(stage);
    // Watched ten minutes ago, and held so: without the user's word the duplicate rule keeps this finish back.
    const earlier = await watchedThreeDaysAgo(stage, 'pro', again.seq, 10 * 60_000);
    await plantMany(await stage.browser.worker(), 'viewings', [[key, [{ at: earlier, site: 'netflix' }]]]);
    const stopsBefore = (await stage.admin.requests('/scrobble/stop')).length;

    const page = await openNetflixWatch(stage.browser.context, again.id);
    await player.play(page);
    const popup = await openPopup(stage.browser);
    expect(await rewatchLine(popup)).toEqual({ offer: 1, notice: null });
    const card = popup.getByTestId('watching-card');
    await card.getByRole('button', { name: "I'm watching this again" }).click();
    await card.getByTestId('watching-again-set').waitFor();
    await player.seekToFraction(page, 0.85);
    await player.setRate(page, 8);
    await player.waitEnded(page);
    const stop = await waitFor('the rewatch stop', async () =>
      (await stage.admin.requests('/scrobble/stop'))
        .slice(stopsBefore)
        .find((r) => r.status === 201 && r.body && JSON.stringify(r.body).includes(`"number":${again.seq}`)),
    );
    // The service decides (spec 3.1: inside two days it records nothing); the extension asked for the rewatch.
    expect(stop.query.allow_rewatch).toBe('yes');
    expect(stop.response).toMatchObject({ action: 'scrobble' });
    expect(await stage.admin.violations()).toEqual([]);
    await popup.close();
  });
});
