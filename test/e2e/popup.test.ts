import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { openNetflixWatch, openPopup, player, signInThroughConsent } from './support/flows';
import { useNetflixStage } from './support/harness';
import { readAll } from './support/extension-db';
import { badgeText, sendFromPage, shootPopup, type LibraryView } from './support/popup-page';
import { waitFor } from './support/sim-admin';

const EPISODE = STRANGER_THINGS.seasons[0]!.episodes[0]!;
/** The simulator's Stranger Things (test/service/catalog/seed-tv.ts). */
const SHOW_SVC = 20001;

describe('the popup in real Chromium: every state and every item action, checked on the simulator', () => {
  const stage = useNetflixStage();
  let popup: Page;
  let watch: Page;
  const library = async () => (await stage.admin.user('demo')) as unknown as LibraryView;
  const requests = async (path: string) => (await stage.admin.requests(path)).filter((r) => r.path === path);
  const markState = (testId: string) => popup.getByTestId(testId).getAttribute('data-state');
  const playerState = () => popup.getByTestId('player-state');

  it('signed out, then signed in with nothing playing', async () => {
    const signedOut = await openPopup(stage.browser);
    await signedOut.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await shootPopup(signedOut, 'signed-out');
    expect(await badgeText(signedOut)).toBe('');
    // Notifications are an optional permission: declared, not granted until the user turns them on.
    const notifications = await signedOut.evaluate(async () => {
      const { chrome } = globalThis as unknown as {
        chrome: {
          runtime: { getManifest(): { permissions?: string[]; optional_permissions?: string[] } };
          permissions: { contains(p: object): Promise<boolean> };
        };
      };
      const manifest = chrome.runtime.getManifest();
      return {
        optional: manifest.optional_permissions,
        required: manifest.permissions?.includes('notifications'),
        granted: await chrome.permissions.contains({ permissions: ['notifications'] }),
      };
    });
    expect(notifications).toEqual({ optional: ['notifications'], required: false, granted: false });
    await signedOut.close();

    popup = await signInThroughConsent(stage.browser);
    await popup.getByTestId('nothing-playing').waitFor();
    await shootPopup(popup, 'nothing-playing');
  });

  it('detecting while the item is looked up, then watching now with the poster from the image host', async () => {
    // A slow redirect helper keeps the lookup open long enough to see the detecting state.
    await stage.admin.faults({ path: '/redirect', latencyMs: 3000 });
    watch = await openNetflixWatch(stage.browser.context, EPISODE.id);
    await player.play(watch);
    await popup.getByTestId('detecting').waitFor({ timeout: 10_000 });
    await shootPopup(popup, 'detecting');

    const poster = popup.getByTestId('poster').locator('img');
    await poster.waitFor({ timeout: 15_000 });
    const src = new URL((await poster.getAttribute('src'))!);
    expect(src.origin + src.pathname).toBe(`${stage.sim.urls.image}/posters/${SHOW_SVC}-stranger-things_m.webp`);
    // spec 1's parameters on the image host too.
    expect([...src.searchParams.keys()].sort()).toEqual(['app-name', 'app-version', 'client_id']);
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Fetched once per title: one detail read, however often the popup renders.
    expect(await requests(`/tv/${SHOW_SVC}`)).toHaveLength(1);
    expect(await popup.getByTestId('episode-line').textContent()).toContain(`S1 E1 · ${EPISODE.title}`);
    await expect.poll(() => badgeText(popup)).toBe('▶');
    const unnamed = await popup.evaluate(
      () =>
        [...document.querySelectorAll('button, select, input, a')].filter((element) => {
          const labelled = element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '';
          const label = element.id ? (document.querySelector(`label[for="${element.id}"]`)?.textContent ?? '') : (element.closest('label')?.textContent ?? '');
          return `${labelled}${label}`.trim() === '';
        }).length,
    );
    expect(unnamed).toBe(0);
    await shootPopup(popup, 'watching');

    await player.pause(watch);
    await waitFor('pause', async () => (await requests('/scrobble/pause')).length > 0);
    await expect.poll(() => badgeText(popup)).toBe('❚❚');
  });

  it('rates 1-10 and removes the rating (/sync/ratings, /sync/ratings/remove)', async () => {
    await popup.getByRole('button', { name: 'Rate 8 out of 10' }).click();
    // Optimistic: pressed at once, before the service has answered.
    expect(await popup.getByRole('button', { name: 'Rate 8 out of 10' }).getAttribute('aria-pressed')).toBe('true');
    const rated = await waitFor('rating on the service', async () => (await library()).ratings.find((r) => r.rating === 8));
    expect(rated).toMatchObject({ type: 'show', show: { ids: { svc: SHOW_SVC } } });
    await expect.poll(() => markState('mark-rating')).toBe('saved');
    expect((await requests('/sync/ratings'))[0]!.body).toEqual({ shows: [{ ids: { svc: SHOW_SVC }, title: 'Stranger Things', year: 2016, rating: 8 }] });

    await popup.getByRole('button', { name: 'Remove rating' }).click();
    await waitFor('rating removed', async () => (await library()).ratings.length === 0);
    await expect.poll(() => markState('mark-rating')).toBe('saved');

    // By keyboard: Tab moves along the scale with a visible focus ring, Enter rates, Enter on "Remove rating" clears.
    await popup.getByRole('button', { name: 'Rate 3 out of 10' }).focus();
    await popup.keyboard.press('Tab');
    const focused = await popup.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      return { name: element.getAttribute('aria-label'), visible: element.matches(':focus-visible'), outline: getComputedStyle(element).outlineStyle };
    });
    expect(focused).toEqual({ name: 'Rate 4 out of 10', visible: true, outline: 'solid' });
    await popup.keyboard.press('Enter');
    await waitFor('rating by keyboard', async () => (await library()).ratings.find((r) => r.rating === 4));
    await popup.getByRole('button', { name: 'Remove rating' }).focus();
    await popup.keyboard.press('Enter');
    await waitFor('rating removed by keyboard', async () => (await library()).ratings.length === 0);
  });

  it('undoes a rating from the activity page: the previous rating, then none, as before', async () => {
    const before = (await library()).ratings;
    for (const rating of [8, 9]) {
      await popup.getByRole('button', { name: `Rate ${rating} out of 10` }).click();
      await waitFor(`rating ${rating}`, async () => (await library()).ratings.find((r) => r.rating === rating));
      await expect.poll(() => markState('mark-rating')).toBe('saved');
    }
    const log = await stage.browser.context.newPage();
    await log.goto(`chrome-extension://${stage.browser.extensionId}/activity.html`);
    const row = (text: string) => log.getByTestId('activity-table').getByTestId('written-row').filter({ hasText: text });
    const worker = await stage.browser.worker();
    const ratingRecords = async () => ((await readAll(worker, 'written')) as Array<{ kind: string }>).filter((record) => record.kind === 'rating').length;
    const [recordsBefore, eightsBefore] = [await ratingRecords(), await row('8/10').count()];
    await row('9/10').first().getByRole('button', { name: 'Undo' }).click();
    await waitFor('rating back to 8', async () => (await library()).ratings.map((r) => r.rating).join() === '8');
    await row('9/10').first().getByText('undone').waitFor();
    // The undo's own write leaves the queue in the transaction that would record it for Undo: it is not
    // one (it knows no rating to go back to), so no second "8/10" row is offered beside the user's own.
    await waitFor('the undo answered', async () => ((await readAll(worker, 'outbox')) as Array<{ write?: unknown }>).every((entry) => !entry.write));
    expect(await ratingRecords()).toBe(recordsBefore);
    expect(await row('8/10').count()).toBe(eightsBefore);
    await row('8/10').first().getByRole('button', { name: 'Undo' }).click();
    await waitFor('rating gone again', async () => (await library()).ratings.length === before.length);
    expect((await library()).ratings).toEqual(before);
    expect((await requests('/sync/ratings/remove')).at(-1)!.body).toEqual({ shows: [{ ids: { svc: SHOW_SVC }, title: 'Stranger Things', year: 2016 }] });
    await log.close();
  });

  it('moves the show between Watchlist statuses (/sync/add-to-list)', async () => {
    for (const status of ['plantowatch', 'hold', 'watching'] as const) {
      await popup.getByLabel('Watchlist').selectOption(status);
      await waitFor(`status ${status}`, async () => (await library()).watchlist.find((entry) => entry.status === status));
      await expect.poll(() => markState('mark-status')).toBe('saved');
    }
    expect((await library()).watchlist).toHaveLength(1);
  });

  it('marks the episode watched and unwatched (/sync/history, /sync/history/remove)', async () => {
    await popup.getByRole('button', { name: 'Mark as watched' }).click();
    const watched = await waitFor('history row', async () => (await library()).history.find((row) => row.season === 1 && row.number === 1));
    expect(watched.title).toContain('Stranger Things');
    await popup.getByRole('button', { name: 'Mark as unwatched' }).click();
    await waitFor('history emptied', async () => (await library()).history.length === 0);
    await expect.poll(() => markState('mark-watched')).toBe('saved');
    expect((await requests('/sync/history/remove'))[0]!.body).toEqual({
      shows: [{ ids: { svc: SHOW_SVC }, title: 'Stranger Things', year: 2016, seasons: [{ number: 1, episodes: [{ number: 1 }] }] }],
    });
  });

  it('checks in to the item ("I\'m watching this now")', async () => {
    await popup.getByRole('button', { name: "I'm watching this now" }).click();
    const checkin = await waitFor('checkin', async () => (await requests('/scrobble/checkin')).find((r) => r.status === 201));
    expect(checkin.body).toMatchObject({ show: { ids: { svc: SHOW_SVC } }, episode: { season: 1, number: 1 } });
    await waitFor('checkin session', async () => (await library()).sessions.find((session) => session.checkin));
  });

  it('opens the item, its trailer and its share page on the service through the redirect helper', async () => {
    const base = `${stage.sim.urls.web}/tv/${SHOW_SVC}/stranger-things/season-1/episode-1`;
    const cases = [
      ['Open on the service', base],
      ['Trailer', `${base}/trailer`],
      ['Share', `${base}/share?ep_title=${encodeURIComponent(EPISODE.title).replace(/%20/g, '+')}`],
    ] as const;
    for (const [name, url] of cases) {
      const opened = stage.browser.context.waitForEvent('page');
      await popup.getByRole('button', { name, exact: true }).click();
      const tab = await opened;
      await tab.waitForURL(url);
      expect(await tab.locator('#item').getAttribute('data-svc-id')).toBe(String(SHOW_SVC));
      await tab.close();
    }
    const helper = await requests('/redirect');
    expect(helper.filter((r) => ['svc', 'trailer', 'share'].includes(String(r.query?.to))).every((r) => r.status === 301)).toBe(true);
  });

  it('shows a refused write on its control and on the badge, and retries it', async () => {
    await stage.admin.faults({ path: '/sync/ratings', method: 'POST', status: 400, error: 'wrong_parameter' });
    await popup.getByRole('button', { name: 'Rate 6 out of 10' }).click();
    await expect.poll(() => markState('mark-rating'), { timeout: 15_000 }).toBe('failed');
    await popup.getByTestId('failed-writes').waitFor();
    await expect.poll(() => badgeText(popup)).toBe('!');
    await shootPopup(popup, 'error');

    await popup.getByTestId('mark-rating').getByRole('button', { name: 'Try again' }).click();
    await waitFor('rating after retry', async () => (await library()).ratings.find((r) => r.rating === 6));
    await expect.poll(() => markState('mark-rating')).toBe('saved');
    await expect.poll(() => badgeText(popup)).not.toBe('!');
  });

  it('reconciles a write the service cannot match (not_found) visibly', async () => {
    const ghost = { kind: 'movie', svcId: 10_999_999, title: 'A Film The Service Never Had', year: 1901 };
    await sendFromPage(popup, { type: 'library-write', write: { kind: 'rate', item: ghost, rating: 7 } });
    await expect.poll(() => popup.getByTestId('last-result').textContent(), { timeout: 15_000 }).toContain('1 not found on the service');
    const marks = (await sendFromPage(popup, { type: 'item-marks', item: ghost })) as { rating?: { state: string } };
    expect(marks.rating?.state).toBe('not_found');
    expect((await library()).ratings.map((r) => r.rating)).toEqual([6]);
  });

  it('stops scrobbling on a switched-off site and in a paused tab, and resumes when switched back on', async () => {
    const starts = async () => (await requests('/scrobble/start')).length;
    const before = await starts();
    await popup.getByLabel('Scrobble on Netflix').uncheck();
    await popup.getByTestId('scrobbling-off').waitFor();
    const stored = await popup.evaluate(() =>
      (
        globalThis as unknown as { chrome: { storage: { sync: { get(k: string): Promise<Record<string, { disabledSites: string[] }>> } } } }
      ).chrome.storage.sync.get('settings'),
    );
    expect(stored.settings?.disabledSites).toEqual(['netflix']);
    await shootPopup(popup, 'site-off');
    // Switching off ended the session (the card says Stopped); the play that follows is handled
    // once the card shows it playing, and what the background does with a report ends there.
    await playerState().filter({ hasText: 'Stopped' }).waitFor();
    await player.play(watch);
    await playerState().filter({ hasText: 'Playing' }).waitFor();
    expect(await starts()).toBe(before);

    await popup.getByLabel('Scrobble on Netflix').check();
    await player.pause(watch);
    await player.play(watch);
    await waitFor('start after switching the site back on', async () => (await starts()) > before);

    const pausesBefore = (await requests('/scrobble/pause')).length + (await requests('/scrobble/stop')).length;
    await popup.getByLabel('Scrobble this tab').uncheck();
    // Pausing the tab ends what it was scrobbling: the service keeps the place.
    await waitFor(
      'pause or stop on pausing the tab',
      async () => (await requests('/scrobble/pause')).length + (await requests('/scrobble/stop')).length > pausesBefore,
    );
    const startsPaused = await starts();
    // Each report from the paused tab is seen (the card follows it) but sends nothing.
    await player.pause(watch);
    await playerState().filter({ hasText: 'Paused' }).waitFor();
    await player.play(watch);
    await playerState().filter({ hasText: 'Playing' }).waitFor();
    expect(await starts()).toBe(startsPaused);
    await popup.getByLabel('Scrobble this tab').check();
    await player.pause(watch);
    await player.play(watch);
    await waitFor('start after resuming the tab', async () => (await starts()) > startsPaused);
  });

  it('says "Marked as watched" after the end of an episode, and undo takes it out of the history', async () => {
    await player.seekToFraction(watch, 0.85);
    await player.setRate(watch, 8);
    await player.waitEnded(watch);
    await waitFor('watched through a scrobble', async () => (await library()).history.length === 1);
    await popup.getByTestId('watched-banner').waitFor({ timeout: 10_000 });
    await shootPopup(popup, 'watched');
    const removalsBefore = (await requests('/sync/history/remove')).length;
    await popup.getByTestId('watched-banner').getByRole('button', { name: 'Undo: take Stranger Things out of your history' }).click();
    await waitFor('history emptied by undo', async () => (await library()).history.length === 0);
    expect((await requests('/sync/history/remove')).length).toBe(removalsBefore + 1);
    await popup.getByTestId('watched-banner').waitFor({ state: 'detached' });
  });

  it('keeps a write through a dropped connection and a killed worker, then delivers it', async () => {
    await stage.admin.faults({ path: '/sync/add-to-list', drop: true });
    await popup.getByLabel('Watchlist').selectOption('completed');
    await waitFor('the dropped attempt', async () => (await requests('/sync/add-to-list')).some((r) => r.status === 0));
    // Chrome stops an idle worker; the write waits in IndexedDB, not in memory.
    // killWorker returns once the worker is stopped: the reload starts a new one.
    await stage.browser.killWorker(popup);
    await popup.reload();
    await waitFor('status delivered after the restart', async () => (await library()).watchlist.find((entry) => entry.status === 'completed'), 20_000);
    await expect.poll(() => markState('mark-status'), { timeout: 10_000 }).toBe('saved');
  });

  it('acts on any title found by search, not only on what plays', async () => {
    await popup.getByRole('button', { name: 'Find a title' }).click();
    const found = popup.getByTestId('find-title');
    await found.getByRole('searchbox').fill('Inception');
    await found.getByRole('searchbox').press('Enter');
    await found.getByTestId('search-result').filter({ hasText: 'Inception' }).first().click();
    await found.getByRole('button', { name: 'Rate 9 out of 10' }).click();
    const rated = await waitFor('rating of the found title', async () => (await library()).ratings.find((r) => r.rating === 9));
    expect(rated).toMatchObject({ type: 'movie', movie: { ids: { svc: 10004 } } });
    await found.getByLabel('Watchlist').selectOption('plantowatch');
    await waitFor('found title in the Watchlist', async () => (await library()).watchlist.find((entry) => entry.status === 'plantowatch'));
    await expect.poll(() => found.getByTestId('mark-status').getAttribute('data-state')).toBe('saved');
  });

  it('shows a rating made elsewhere once the library has read it (no request of its own)', async () => {
    // Another app of the same user rates The Matrix, through the real API.
    const api = stage.sim.urls.api;
    const token = (
      (await (
        await fetch(`${api}/__admin/tokens`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ user: 'demo', scope: 'media:read media:write', client_id: 'watchmark-companion' }),
        })
      ).json()) as { access_token: string }
    ).access_token;
    const rated = await fetch(`${api}/sync/ratings?client_id=watchmark-companion&app-name=watchmark&app-version=0.1.0`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'user-agent': 'watchmark/0.1.0' },
      body: JSON.stringify({ movies: [{ ids: { svc: 10005 }, title: 'The Matrix', rating: 7 }] }),
    });
    expect(rated.status).toBe(201);
    const library = await stage.browser.context.newPage();
    await library.goto(`chrome-extension://${stage.browser.extensionId}/library.html`);
    await library.getByTestId('freshness').waitFor();
    await library.close();

    await popup.bringToFront();
    const found = popup.getByTestId('find-title');
    await found.getByRole('button', { name: 'Back to the search' }).click();
    await found.getByRole('searchbox').fill('The Matrix');
    await found.getByRole('searchbox').press('Enter');
    await found.getByTestId('search-result').filter({ hasText: 'The Matrix' }).first().click();
    await expect.poll(() => found.getByRole('button', { name: 'Rate 7 out of 10' }).getAttribute('aria-pressed')).toBe('true');
    expect(await found.getByTestId('mark-rating').count()).toBe(0);
  });

  it("options: a site switched off there is off in the popup; notifications wait for the browser's permission", async () => {
    const options = await stage.browser.context.newPage();
    await options.goto(`chrome-extension://${stage.browser.extensionId}/options.html`);
    const sites = options.getByTestId('options-sites');
    await sites.getByLabel('Netflix').uncheck();
    await popup.bringToFront();
    await expect.poll(() => popup.getByLabel('Scrobble on Netflix').isChecked()).toBe(false);
    await options.getByTestId('options-sites').getByLabel('Netflix').check();
    await expect.poll(() => popup.getByLabel('Scrobble on Netflix').isChecked()).toBe(true);

    // Chromium asks the user (a prompt Playwright cannot answer): until then nothing is switched on.
    await options.getByTestId('options-notifications').getByLabel('Show notifications').click();
    const asking = options.getByTestId('notifications-asking');
    await asking.waitFor();
    const state = await options.evaluate(async () => {
      const { chrome } = globalThis as unknown as {
        chrome: {
          permissions: { contains(p: object): Promise<boolean> };
          storage: { sync: { get(k: string): Promise<Record<string, { notifications?: boolean }>> } };
        };
      };
      return {
        granted: await chrome.permissions.contains({ permissions: ['notifications'] }),
        setting: (await chrome.storage.sync.get('settings')).settings?.notifications ?? false,
      };
    });
    expect(state).toEqual({ granted: false, setting: false });
    // Still asking after the read: the request had not settled, so nothing was switched on meanwhile.
    expect(await asking.isVisible()).toBe(true);
    expect(await options.getByTestId('options-notifications').getByLabel('Show notifications').isChecked()).toBe(false);
    await options.close();
    expect(await stage.admin.violations()).toEqual([]);
  });
});
