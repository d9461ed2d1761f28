import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { giveProfileNumber, openOptions, signInThroughConsent, signOutOnOptions } from './support/flows';
import { seedLargeLibrary } from './support/large-library';
import { useSeededLibrary, waitForCardArtwork } from './support/seeded-library';

// After the PRO user: a free user on the same browser, the keyboard, and a library at the contract's scale.
describe('the library page in real Chromium against the simulator: a free user and a large library', () => {
  const scene = useSeededLibrary();
  const { stage, openLibrary } = scene;
  let page: Page;

  beforeAll(async () => {
    // The PRO user's library shown once, so there is a previous library for the free user not to see.
    page = await openLibrary();
    await waitForCardArtwork(page);
  });

  it("a free user signed in after sign-out sees the service's premium_only card and none of the previous library", async () => {
    await signOutOnOptions(stage.browser);
    await page.close();

    const popup = await signInThroughConsent(stage.browser, 'demo');
    await popup.close();
    page = await openLibrary();
    await expect.poll(() => page.getByTestId('continue-watching').textContent()).toContain('No saved places');
    expect(await page.getByTestId('watchlist-items').count()).toBe(0);
    // Empty states say what to do next (issue 31): nothing saved offers the import, an empty
    // Watchlist offers Discover.
    await page.getByTestId('continue-empty').getByRole('button', { name: 'Import your history' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('import-file');
    await page.getByTestId('watchlist-empty').getByRole('link', { name: 'Find something in Discover' }).click();
    await page.getByTestId('discover').waitFor();
    await page.goBack();
    await page.getByTestId('watchlist-empty').waitFor();
    // The previous user's profile number went with the sign-out: no stats or lists read without one.
    const before = (await stage.admin.requests('/lists/user/')).length;
    await expect.poll(() => page.getByTestId('stats').textContent()).toContain('Give your profile number on the options page');
    await page.getByTestId('custom-lists').locator('summary').click();
    await expect.poll(() => page.getByTestId('lists-need-profile').textContent()).toContain('Give your profile number on the options page');
    expect((await stage.admin.requests('/lists/user/')).length).toBe(before);
    await page.close();

    await giveProfileNumber(stage.browser, 41_001);
    page = await openLibrary();
    await page.getByTestId('custom-lists').locator('summary').click();
    const card = page.getByTestId('lists-premium-only');
    await card.waitFor();
    expect(await card.textContent()).toContain('Custom lists are a PRO feature');
    expect(await card.textContent()).toContain('Custom lists are available to PRO and VIP members.');
    // spec 2.10: the premium_only body is how the plan becomes known (no read of it exists).
    const account = await openOptions(stage.browser);
    await expect.poll(() => account.getByTestId('account').textContent()).toContain('Signed in. Plan: Free.');
    await account.close();
    expect(await stage.admin.violations()).toEqual([]);
  });

  it('keyboard: every control is reachable with Tab and shows a visible focus ring', async () => {
    await page.close();
    page = await openLibrary();
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement;
      return { tag: active.tagName, outline: getComputedStyle(active).outlineStyle };
    });
    expect(focus.tag).toBe('A');
    expect(focus.outline).not.toBe('none');
    const unnamed = await page
      .locator('button')
      .evaluateAll((buttons) => buttons.filter((button) => !(button.getAttribute('aria-label') ?? button.textContent ?? '').trim()).length);
    expect(unnamed).toBe(0);
  });

  it('a Watchlist of 1,500 titles and 1,500 saved places: only the rows in view are in the DOM, and scrolling and Tab reach the rest', async () => {
    await page.close();
    seedLargeLibrary(stage.sim, 'demo', 1_500);
    page = await openLibrary();
    const watching = stage.sim.state.library.watchlist.list(stage.sim.state.userByName('demo')!.id).filter((row) => row.status === 'watching').length;
    const rows = page.getByTestId('watchlist-items').locator('li');
    await expect.poll(() => rows.first().getAttribute('aria-setsize')).toBe(String(watching));
    expect(await rows.count()).toBeLessThan(60);
    expect(await page.getByTestId('continue-watching').locator('li.playback').count()).toBeLessThan(60);
    expect(await rows.first().getAttribute('aria-posinset')).toBe('1');
    // A poster grid: each virtual row holds a row of several posters (as many as the width fits).
    const columns = Number(await page.getByTestId('watchlist-items').evaluate((list) => list.parentElement!.getAttribute('data-columns')));
    expect(columns).toBeGreaterThan(1);
    const tops = await rows.evaluateAll((items) => items.slice(0, 2).map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops[1], 'two posters side by side').toBe(tops[0]);

    // Tab from the first title to the 40th: each row is rendered before the focus gets there.
    await rows.first().locator('a').focus();
    for (let step = 1; step < 40; step += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('li')?.getAttribute('aria-posinset'))).toBe('40');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid'))).toBe('watchlist-items');
    // The arrow keys in the windowed grid: Down is a row of `columns` titles; End and Home reach the
    // whole list's last and first title, which were not rendered when the key was pressed.
    const focusedAt = () => page.evaluate(() => document.activeElement?.closest('li')?.getAttribute('aria-posinset'));
    await page.keyboard.press('ArrowDown');
    expect(await focusedAt()).toBe(String(40 + columns));
    await page.keyboard.press('End');
    await expect.poll(focusedAt).toBe(String(watching));
    await page.keyboard.press('Home');
    await expect.poll(focusedAt).toBe('1');

    // Scrolled to the end: the last title of the whole list is there.
    await page.getByTestId('watchlist-items').evaluate((list) => list.parentElement!.scrollTo({ top: list.parentElement!.scrollHeight }));
    await expect.poll(() => rows.last().getAttribute('aria-posinset')).toBe(String(watching));
    expect(await rows.count()).toBeLessThan(60);
    // Its poster is asked for once it is in view; of the 1,500 titles only those ever in view are read.
    await rows.last().scrollIntoViewIfNeeded();
    await expect.poll(() => rows.last().locator('.title-artwork').getAttribute('data-asked')).toBe('answered');
    const benchReads = (await stage.admin.requests('/movies/9')).filter((r) => /^\/movies\/9\d{5}$/.test(r.path));
    expect(benchReads.length).toBeGreaterThan(0);
    expect(benchReads.length).toBeLessThan(100);

    // What the browser's find cannot see off screen, the list's own find does.
    await page.getByRole('searchbox', { name: 'Find a title in this list' }).fill('Bench Film 1499');
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('Bench Film 1499')]);
  });
});
