import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { openNetflixWatch, openOptions, openPopup, player, signInThroughConsent } from './support/flows';
import { plantMany } from './support/extension-db';
import { badgeText, sendFromPage } from './support/popup-page';
import { waitFor } from './support/sim-admin';
import { useRestartableNetflixStage } from './support/harness';

const [FIRST, SECOND, THIRD] = STRANGER_THINGS.seasons[0]!.episodes;
const OFFICE_UK = 20003;
const HOUR = 3_600_000;

interface Row {
  id: number;
  episode?: number;
  watchedAt: number;
}

/** The waiting viewings, as the library page's full list reads them. */
async function waitingRows(extensionPage: Page): Promise<Row[]> {
  return ((await sendFromPage(extensionPage, { type: 'to-confirm-list' })) as { rows: Row[] }).rows;
}

/** Plays an episode to its end in a tab of its own, and closes the tab. */
async function watchToTheEnd(stage: ReturnType<typeof useRestartableNetflixStage>, episodeId: number): Promise<void> {
  const page = await openNetflixWatch(stage.browser.context, episodeId);
  await player.play(page);
  await player.seekToFraction(page, 0.85);
  await player.setRate(page, 8);
  await player.waitEnded(page);
  await page.close();
}

describe('ask before recording in real Chromium', () => {
  const stage = useRestartableNetflixStage();

  it('nothing goes live; the viewing waits through a worker kill; Record writes its real time; Not this sends nothing', async () => {
    await (await signInThroughConsent(stage.browser)).close();
    const options = await openOptions(stage.browser);
    await options.getByTestId('ask-site-netflix').check();
    await expect.poll(() => options.getByTestId('ask-site-netflix').isChecked(), { timeout: 10_000 }).toBe(true);

    await watchToTheEnd(stage, SECOND!.id);
    const [waiting] = await waitFor('the waiting viewing', async () => {
      const rows = await waitingRows(options);
      return rows.length === 1 ? rows : undefined;
    });
    expect(waiting).toMatchObject({ episode: 2 });
    // The badge repaints a moment after the status changes (badge.ts#badgeRefresher).
    await expect.poll(() => badgeText(options), { timeout: 10_000 }).toBe('1');

    // The worker dies; what waits is in IndexedDB, and the popup lists it after the restart.
    await stage.browser.killWorker(options);
    const popup = await openPopup(stage.browser);
    await popup.getByTestId('waiting-row').waitFor();
    expect(await popup.getByTestId('to-confirm').textContent()).toContain('Stranger Things');
    // Nothing about the viewing reached the service: no start, pause, stop or history write.
    expect((await stage.admin.requests('/scrobble')).map((r) => r.path)).toEqual([]);
    expect(await stage.admin.requests('/sync/history')).toEqual([]);

    await popup.getByTestId('waiting-record').click();
    const history = await waitFor('the history write', async () => (await stage.admin.requests('/sync/history')).find((r) => r.status === 201));
    expect(JSON.stringify(history.body)).toContain(`"watched_at":"${new Date(waiting!.watchedAt).toISOString()}"`);
    const rows = (await stage.admin.user('demo')).history.filter((row) => row.title === 'Stranger Things');
    expect(rows.map((row) => row.watched_at)).toEqual([new Date(waiting!.watchedAt).toISOString()]);
    await popup.getByTestId('to-confirm').waitFor({ state: 'detached' });

    await watchToTheEnd(stage, THIRD!.id);
    await popup.getByTestId('waiting-row').waitFor();
    await popup.getByTestId('waiting-dismiss').click();
    await popup.getByTestId('to-confirm').waitFor({ state: 'detached' });
    expect(await waitingRows(popup)).toEqual([]);
    expect((await stage.admin.requests('/sync/history')).length).toBe(1);
    expect((await stage.admin.requests('/scrobble')).map((r) => r.path)).toEqual([]);
    expect(await stage.admin.violations()).toEqual([]);
  });

  it('what waits survives a browser restart, and Record then writes it with its real time', async () => {
    const options = await openOptions(stage.browser);
    const page = await openNetflixWatch(stage.browser.context, FIRST!.id);
    await player.play(page);
    // Nothing is sent live: the badge says it will ask, not "▶" (being recorded).
    await expect.poll(() => badgeText(options), { timeout: 10_000 }).toBe('?');
    await player.seekToFraction(page, 0.85);
    await player.setRate(page, 8);
    await player.waitEnded(page);
    await page.close();
    const [waiting] = await waitFor('the waiting viewing', async () => {
      const rows = await waitingRows(options);
      return rows.length === 1 ? rows : undefined;
    });

    // The user quits the browser and opens it again on the same profile.
    await stage.restart();
    const popup = await openPopup(stage.browser);
    await popup.getByTestId('waiting-row').waitFor();
    expect(await waitingRows(popup)).toEqual([waiting]);
    await expect.poll(() => badgeText(popup), { timeout: 10_000 }).toBe('1');
    expect(await stage.admin.requests('/scrobble')).toEqual([]);

    const writesBefore = (await stage.admin.requests('/sync/history')).length;
    await popup.getByTestId('waiting-record').click();
    await waitFor('the history write', async () => (await stage.admin.requests('/sync/history')).slice(writesBefore).find((r) => r.status === 201));
    const rows = (await stage.admin.user('demo')).history.filter((row) => row.title === 'Stranger Things' && row.number === 1);
    expect(rows.map((row) => row.watched_at)).toEqual([new Date(waiting!.watchedAt).toISOString()]);
  });

  it('the library page lists every waiting viewing, with Record, Not this, Wrong match? and Record all', async () => {
    // Six viewings wait (the popup shows the oldest five): five episodes, and one the site named
    // "The Office", which the user will say is the 2001 show.
    const now = Date.now();
    const strangerThings = [4, 5, 6, 7, 8].map((episode, index) => ({
      guess: { site: 'netflix', siteItemId: `8000000${episode}`, kind: 'episode', title: 'Stranger Things', season: 1, episode },
      progress: 97,
      watchedAt: now - (8 - index) * HOUR,
    }));
    const office = {
      guess: { site: 'netflix', siteItemId: '80000101', kind: 'episode', title: 'The Office', season: 1, episode: 1 },
      progress: 96,
      watchedAt: now - HOUR,
    };
    await plantMany(
      await stage.browser.worker(),
      'toConfirm',
      [...strangerThings, office].map((watch) => [null, watch]),
    );

    const popup = await openPopup(stage.browser);
    // The live status (not the cached one the popup opens with) names all six and shows five.
    await popup.getByTestId('to-confirm').getByText('6 watches to confirm').waitFor();
    expect(await popup.getByTestId('waiting-row').count()).toBe(5);

    // Past five, "See all (6)" opens the library page's full list.
    const opening = stage.browser.context.waitForEvent('page');
    await popup.getByRole('link', { name: 'See all (6)' }).click();
    const library = await opening;
    const list = library.getByTestId('library-to-confirm');
    const rows = list.getByTestId('waiting-row');
    // The page draws the list once the library view says the user is signed in.
    await rows.nth(5).waitFor();
    expect(await rows.count()).toBe(6);
    const writesBefore = (await stage.admin.requests('/sync/history')).length;
    const historyBefore = new Set((await stage.admin.user('demo')).history.map((row) => row.watched_at));

    // Not this: episode 4 is forgotten, and nothing is sent.
    await rows.filter({ hasText: 'E4' }).getByTestId('waiting-dismiss').click();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(5);

    // Wrong match?: the row is recorded as the picked show.
    const officeRow = rows.filter({ hasText: 'The Office' });
    await officeRow.getByRole('button', { name: 'Wrong match?' }).click();
    await officeRow.getByRole('button', { name: 'Search' }).click();
    await officeRow.getByRole('button', { name: /^The Office \(2001\)/ }).click();
    await officeRow.getByRole('button', { name: 'Use this' }).click();
    await officeRow.getByTestId('pick-confirm').waitFor({ state: 'detached' });
    await officeRow.getByTestId('waiting-record').click();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(4);

    await list.getByTestId('waiting-record-all').click();
    await list.waitFor({ state: 'detached' });
    const history = await waitFor('the five history writes', async () => {
      const rows = (await stage.admin.user('demo')).history.filter((row) => !historyBefore.has(row.watched_at));
      return rows.length === 5 ? rows : undefined;
    });
    const written = history.map((row) => `${row.ids.svc === OFFICE_UK ? 'Office UK' : row.title} E${row.number} ${row.watched_at}`).sort();
    const expected = [
      ...strangerThings.slice(1).map((watch) => `Stranger Things E${watch.guess.episode} ${new Date(watch.watchedAt).toISOString()}`),
      `Office UK E1 ${new Date(office.watchedAt).toISOString()}`,
    ];
    expect(written).toEqual(expected.sort());
    expect((await stage.admin.requests('/sync/history')).slice(writesBefore).every((r) => r.status === 201)).toBe(true);
    expect(await stage.admin.requests('/scrobble')).toEqual([]);
    expect(await stage.admin.violations()).toEqual([]);
  });
});
