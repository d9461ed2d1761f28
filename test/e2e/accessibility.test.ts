import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STRANGER_THINGS } from '../../content-scripts/sites/netflix/fixture/catalog';
import { seriousViolations, tabTo } from './support/axe';
import { SHOW } from './support/discover-checks';
import { openNetflixWatch, openPopup, player } from './support/flows';
import { useNetflixStage } from './support/harness';
import { seedLibrary } from './support/library-seed';
import type { LibraryView } from './support/popup-page';

const EPISODE = STRANGER_THINGS.seasons[0]!.episodes[0]!;

describe('axe-core: no serious or critical violations on any page or popup state (Chromium)', () => {
  const stage = useNetflixStage();
  let popup: Page;
  const page = (name: string) => `chrome-extension://${stage.browser.extensionId}/${name}.html`;

  it('popup signed out', async () => {
    const signedOut = await openPopup(stage.browser);
    await signedOut.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await seriousViolations(signedOut)).toEqual([]);
    await signedOut.close();
  });

  it('popup signed in with the keyboard alone, nothing playing', async () => {
    popup = await openPopup(stage.browser);
    await popup.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    const consentOpened = stage.browser.context.waitForEvent('page', { timeout: 15_000 });
    await tabTo(popup, 'Sign in');
    await popup.keyboard.press('Enter');
    const consent = await consentOpened;
    await consent.waitForURL(/\/oauth2\/authorize/, { timeout: 15_000 });
    await consent.locator('#user').selectOption('pro');
    await consent.locator('#approve').click();
    await popup.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 15_000 });
    await popup.getByTestId('nothing-playing').waitFor();
    expect(await seriousViolations(popup)).toEqual([]);
  });

  it('popup watching, with the item actions', async () => {
    const watch = await openNetflixWatch(stage.browser.context, EPISODE.id);
    await player.play(watch);
    await popup.getByTestId('poster').waitFor({ timeout: 20_000 });
    await popup.getByRole('button', { name: 'Rate 6 out of 10' }).waitFor();
    expect(await seriousViolations(popup)).toEqual([]);
  });

  it('popup with a refused write (error state)', async () => {
    await stage.admin.faults({ path: '/sync/ratings', method: 'POST', status: 400, error: 'wrong_parameter' });
    await popup.getByRole('button', { name: 'Rate 6 out of 10' }).click();
    await expect.poll(() => popup.getByTestId('mark-rating').getAttribute('data-state'), { timeout: 15_000 }).toBe('failed');
    expect(await seriousViolations(popup)).toEqual([]);
    await stage.admin.clearFaults();
  });

  it('keyboard alone: rate with arrows and Enter, Watchlist with arrows, each result announced', async () => {
    await expect.poll(() => popup.getByTestId('mark-rating').getAttribute('data-state'), { timeout: 15_000 }).toBe('failed');
    await popup.locator('body').focus();
    await tabTo(popup, 'Rate 1 out of 10');
    for (let step = 0; step < 7; step += 1) await popup.keyboard.press('ArrowRight');
    expect(await popup.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Rate 8 out of 10');
    await popup.keyboard.press('Enter');
    // The announcement lands in the live region that was there before the key press.
    await expect.poll(() => popup.getByTestId('mark-rating-live').textContent(), { timeout: 15_000 }).toBe('Saved');
    expect(await popup.getByTestId('mark-rating-live').getAttribute('role')).toBe('status');
    await expect.poll(async () => ((await stage.admin.user('pro')) as unknown as LibraryView).ratings.map((r) => r.rating)).toContain(8);

    await tabTo(popup, 'Watchlist');
    const before = await popup.getByLabel('Watchlist').inputValue();
    await popup.keyboard.press('ArrowDown');
    await expect.poll(() => popup.getByLabel('Watchlist').inputValue()).not.toBe(before);
    await expect.poll(() => popup.getByTestId('mark-status-live').textContent(), { timeout: 15_000 }).toBe('Saved');
  });

  it('keyboard alone: Wrong match? and Find a title search and pick with Tab and Enter', async () => {
    await popup.locator('body').focus();
    await tabTo(popup, 'Wrong match?');
    await popup.keyboard.press('Enter');
    // The search field takes the focus when it opens: Enter searches the prefilled title.
    await expect.poll(() => popup.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search movies, shows and anime');
    await popup.keyboard.press('Enter');
    await popup.getByRole('list', { name: 'Search results' }).waitFor({ timeout: 15_000 });
    await tabTo(popup, /^Stranger Things/);
    await popup.keyboard.press('Enter');
    await tabTo(popup, 'Cancel');
    await popup.keyboard.press('Enter');

    await popup.locator('body').focus();
    await tabTo(popup, 'Find a title');
    await popup.keyboard.press('Enter');
    await expect.poll(() => popup.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search movies, shows and anime');
    await popup.keyboard.type('Dune');
    await popup.keyboard.press('Enter');
    await popup.getByRole('list', { name: 'Search results' }).last().waitFor({ timeout: 15_000 });
    await tabTo(popup, /^Dune \(2021\)/);
    await popup.keyboard.press('Enter');
    await popup.getByRole('region', { name: /^Actions for Dune/ }).waitFor({ timeout: 15_000 });
  });

  // One design in both themes (issue 31): every page is checked light and dark.
  it.each(['light', 'dark'] as const)('library, Discover, a title page, options, activity log, privacy and the popup, %s', async (colorScheme) => {
    seedLibrary(stage.sim, 'pro');
    const other = await stage.browser.context.newPage();
    await other.emulateMedia({ colorScheme });
    await other.goto(page('library'));
    await other.getByTestId('freshness').waitFor();
    expect(await seriousViolations(other), 'library').toEqual([]);
    await other.getByTestId('tab-discover').click();
    await other.getByTestId('discover-genres').getByTestId('card').first().waitFor();
    expect(await seriousViolations(other), 'discover').toEqual([]);
    await other.goto(`${page('library')}#/title/show/${SHOW.svc}`);
    await other.locator('li.episode').first().waitFor();
    expect(await seriousViolations(other), 'title page').toEqual([]);
    await other.goto(page('options'));
    await other.getByTestId('account').waitFor();
    expect(await seriousViolations(other), 'options').toEqual([]);
    await other.goto(page('activity'));
    await other.getByTestId('activity-table').waitFor();
    expect(await seriousViolations(other), 'activity log').toEqual([]);
    await other.goto(page('privacy'));
    await other.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(other), 'privacy').toEqual([]);
    await other.goto(page('popup'));
    await other.locator('main').waitFor();
    expect(await seriousViolations(other), 'popup').toEqual([]);
    await other.close();
  });
});
