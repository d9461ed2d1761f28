import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { openNetflixWatch, openOptions, openPopup, player, signInThroughConsent } from './support/flows';
import { badgeText, sendFromPage } from './support/popup-page';
import { waitFor } from './support/sim-admin';
import { useRestartableNetflixStage } from './support/harness';

const [FIRST, SECOND, THIRD] = STRANGER_THINGS.seasons[0]!.episodes;

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
    await expect.poll(() => options.getByTestId('ask-site-netflix').isChecked()).toBe(true);

    await watchToTheEnd(stage, SECOND!.id);
    const [waiting] = await waitFor('the waiting viewing', async () => {
      const rows = await waitingRows(options);
      return rows.length === 1 ? rows : undefined;
    });
    expect(waiting).toMatchObject({ episode: 2 });
    // The badge repaints a moment after the status changes (badge.ts#badgeRefresher).
    await expect.poll(() => badgeText(options)).toBe('1');

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
    await expect.poll(() => badgeText(options)).toBe('?');
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
    await expect.poll(() => badgeText(popup)).toBe('1');
    expect(await stage.admin.requests('/scrobble')).toEqual([]);

    const writesBefore = (await stage.admin.requests('/sync/history')).length;
    await popup.getByTestId('waiting-record').click();
    await waitFor('the history write', async () => (await stage.admin.requests('/sync/history')).slice(writesBefore).find((r) => r.status === 201));
    const rows = (await stage.admin.user('demo')).history.filter((row) => row.title === 'Stranger Things' && row.number === 1);
    expect(rows.map((row) => row.watched_at)).toEqual([new Date(waiting!.watchedAt).toISOString()]);
  });
});
