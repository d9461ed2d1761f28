import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { plantMany } from './support/extension-db';
import type { SeededLibrary } from './support/library-seed';
import { useSeededLibrary, waitForCardArtwork } from './support/seeded-library';

// Continue watching's cards, the Watchlist and Trending by keyboard, and the PRO user's custom lists.
describe('the library page in real Chromium against the simulator: cards and lists', () => {
  const scene = useSeededLibrary();
  const { stage, openLibrary } = scene;
  let seeded: SeededLibrary;
  let page: Page;

  beforeAll(async () => {
    seeded = scene.seeded;
    // A first open reads each saved place's fanart once (library.test.ts counts those reads).
    page = await openLibrary();
    await waitForCardArtwork(page);
  });

  it('continue watching: cards with fanart read once per title, Resume on the page watched on, arrow keys between cards', async () => {
    const [movie, show] = seeded.visible as [SeededLibrary['visible'][number], SeededLibrary['visible'][number]];
    // The movie was watched on Netflix (what the client remembers from a playback report); the show was not.
    const key = 'netflix:item:80100172';
    const watchedOn = 'https://www.netflix.com/watch/80100172';
    const worker = await stage.browser.worker();
    await plantMany(worker, 'resolveCache', [
      [key, { item: { kind: 'movie', svcId: movie.item.svc, title: movie.title }, expiresAt: Date.now() + 86_400_000 }],
    ]);
    await plantMany(worker, 'library', [['siteLinks', { [key]: watchedOn }]]);
    await page.close();
    const detailReads = async () => (await stage.admin.requests('')).filter((r) => r.host === 'api' && /^\/(movies|tv|anime)\/\d+$/.test(r.path)).length;
    const before = await detailReads();
    page = await openLibrary();

    // Each card shows its title's fanart, from what the first open read (one detail read per title, counted there).
    const cards = page.getByTestId('continue-watching').locator('li.playback');
    for (const index of [0, 1]) {
      await expect.poll(() => cards.nth(index).getByTestId('playback-art').getAttribute('data-artwork')).toBe('picture');
      const picture = cards.nth(index).getByTestId('playback-art').locator('img');
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      expect(new URL((await picture.getAttribute('src'))!).pathname).toMatch(/^\/fanart\//);
    }
    expect(await detailReads()).toBe(before);

    // Resume only where the page is known, and it opens that page.
    // Which URL the tab was opened at, as the browser's tabs know it (no site is reachable from here,
    // so the page itself ends on an error page; the tab keeps the address it was given).
    type Tabs = { query(filter: object): Promise<Array<{ id: number; url?: string; pendingUrl?: string }>>; remove(ids: number[]): Promise<void> };
    const tabsAt = (url: string) =>
      worker.evaluate(async (wanted) => {
        const { tabs } = (globalThis as unknown as { chrome: { tabs: Tabs } }).chrome;
        return (await tabs.query({})).filter((tab) => (tab.pendingUrl ?? tab.url) === wanted).map((tab) => tab.id);
      }, url);
    await page.getByRole('button', { name: `Resume ${movie.title} on www.netflix.com` }).click();
    await expect.poll(async () => (await tabsAt(watchedOn)).length).toBe(1);
    await worker.evaluate((ids) => (globalThis as unknown as { chrome: { tabs: Tabs } }).chrome.tabs.remove(ids), await tabsAt(watchedOn));
    const showCard = page.locator(`[data-playback-id="${show.id}"]`);
    expect(await showCard.getByRole('button', { name: /^Resume/ }).count()).toBe(0);
    expect(await showCard.getByRole('button', { name: new RegExp(`^Open ${show.title}`) }).getAttribute('title')).toContain('no page to resume');

    // The arrow keys walk the cards from title to title.
    await cards.nth(0).locator('[data-grid-stop]').focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.closest('li')?.getAttribute('data-playback-id'))).toBe(
      await cards.nth(1).getAttribute('data-playback-id'),
    );
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.closest('li')?.getAttribute('data-playback-id'))).toBe(
      await cards.nth(0).getAttribute('data-playback-id'),
    );
  });

  it("arrow keys walk the Watchlist and Trending grids in two dimensions: a row is the grid's column count now", async () => {
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    const columnsOf = (grid: Locator) => grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    const trendingGrid = page.getByTestId('trending').locator('ol');
    const trending = trendingGrid.locator('[data-grid-stop]');
    await expect.poll(() => trending.count()).toBe(10);
    const columns = await columnsOf(trendingGrid);
    expect(columns).toBeGreaterThan(1);
    await trending.first().focus();
    const walk: Array<[string, number]> = [
      ['ArrowRight', 1],
      ['ArrowDown', 1 + columns],
      ['ArrowLeft', columns],
      ['ArrowUp', 0],
      ['End', 9],
      ['Home', 0],
    ];
    for (const [key, index] of walk) {
      await page.keyboard.press(key);
      expect(await focused(), key).toBe(await trending.nth(index).textContent());
    }

    // The Watchlist's two planned titles side by side: Right and Left between them, no row below.
    const watchlist = page.getByTestId('watchlist');
    await watchlist.locator('button[data-status="plantowatch"]').click();
    const planned = watchlist.getByTestId('watchlist-items').locator('[data-grid-stop]');
    await expect.poll(() => planned.count()).toBe(2);
    await planned.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe(await planned.nth(1).textContent());
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(await planned.nth(1).textContent());
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe(await planned.nth(0).textContent());

    // Narrow, the grids are one column: Down is the next title.
    await page.setViewportSize({ width: 400, height: 720 });
    await expect.poll(() => columnsOf(trendingGrid)).toBe(1);
    await trending.first().focus();
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(await trending.nth(1).textContent());
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it('the Watchlist and Trending are poster grids: several a row, posters read in view, the title when one fails, compact rows when narrow', async () => {
    const trendingCards = page.getByTestId('trending').locator('li');
    await expect.poll(() => trendingCards.count()).toBe(10);
    const tops = await trendingCards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops[1], 'two trending posters side by side').toBe(tops[0]);
    // Each trending title's poster comes from its detail record, read on its own kind's path (the
    // trending file's type carried through): read once its card is in view.
    for (const card of await trendingCards.all()) {
      await card.scrollIntoViewIfNeeded();
      await expect.poll(() => card.getByTestId('trending-poster').getAttribute('data-artwork')).toBe('picture');
    }
    const poster = trendingCards.first().getByTestId('trending-poster').locator('img');
    expect([await poster.getAttribute('loading'), await poster.getAttribute('width'), await poster.getAttribute('height')]).toEqual(['lazy', '300', '450']);
    const detailPaths = (await stage.admin.requests('')).filter((r) => r.host === 'api').map((r) => r.path);
    const trendingIds = await trendingCards.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-svc'))));
    for (const svc of trendingIds) {
      const item = stage.sim.state.catalog.byId(svc)!;
      expect(detailPaths).toContain(`/${item.kind === 'movie' ? 'movies' : item.kind}/${svc}`);
    }

    // A Watchlist title whose poster fails to load shows its title in the poster's place.
    const watchlist = page.getByTestId('watchlist');
    // A status no test here showed yet: its posters are not in the browser's cache.
    const broken = seeded.watchlist.find(
      (row) => ['hold', 'dropped', 'completed'].includes(row.status) && row.item.poster && !trendingIds.includes(row.item.svc),
    )!;
    await stage.admin.faults([{ host: 'image', path: `/posters/${broken.item.poster}_`, status: 500, times: 1 }]);
    await watchlist.locator(`button[data-status="${broken.status}"]`).click();
    const brokenPoster = watchlist.locator(`li[data-svc="${broken.item.svc}"]`).getByTestId('watchlist-poster');
    await brokenPoster.scrollIntoViewIfNeeded();
    // The title also stands in while the poster's address is being read: wait for its load to fail first.
    const failedLoads = async () => (await stage.admin.requests('/posters/')).filter((r) => r.host === 'image' && r.status === 500).length;
    await expect.poll(failedLoads).toBe(1);
    await expect.poll(() => brokenPoster.getAttribute('data-artwork')).toBe('fallback');
    expect(await brokenPoster.textContent()).toBe(broken.item.title);

    // Narrow (the popup's width): compact rows, a small poster beside the text, one card a row.
    await watchlist.locator('button[data-status="plantowatch"]').click();
    const cards = watchlist.getByTestId('watchlist-items').locator('li');
    await expect.poll(() => cards.count()).toBe(2);
    const layout = () =>
      cards.evaluateAll((items) =>
        items.map((item) => ({
          left: Math.round(item.getBoundingClientRect().left),
          poster: item.querySelector('.poster-frame')!.getBoundingClientRect().width,
        })),
      );
    const wide = await layout();
    expect(wide[0]!.left, 'two Watchlist posters side by side').not.toBe(wide[1]!.left);
    await page.setViewportSize({ width: 400, height: 720 });
    await expect.poll(async () => new Set((await layout()).map((card) => card.left)).size).toBe(1);
    expect((await layout()).every((card) => card.poster < 100)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it('opens a saved episode on the service through the redirect helper', async () => {
    const target = seeded.visible[1]!;
    const opened = stage.browser.context.waitForEvent('page');
    await page.getByRole('button', { name: new RegExp(`^Open ${target.title}`) }).click();
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toMatch(new RegExp(`^${stage.sim.urls.web}/tv/${target.item.svc}/${target.item.slug}/season-1/episode-1`));
    expect((await stage.admin.requests('/redirect')).at(-1)?.query).toMatchObject({ to: 'svc', type: 'tv', season: '1', episode: '1' });
    await tab.close();
  });

  it('custom lists for a PRO user: lists, sort and paging of a list', async () => {
    const lists = page.getByTestId('custom-lists');
    await lists.locator('summary').click();
    await expect.poll(() => lists.getByTestId('lists').locator('li').count()).toBe(2);
    expect(await lists.getByTestId('lists').locator('button').allTextContents()).toEqual(['Mind-Bending', 'Anime starter pack']);
    // The service sorts: each choice is a read with its sort and direction (the default order
    // happens to match name-descending, so the read itself is what proves the choice went out).
    const listReads = (direction: string) => async () =>
      (await stage.admin.requests('/lists/user/41002')).some((entry) => entry.query['sort'] === 'name' && entry.query['direction'] === direction);
    await lists.locator('#list-sort').selectOption('name');
    await expect.poll(listReads('desc')).toBe(true);
    await expect.poll(() => lists.getByTestId('lists').locator('button').allTextContents()).toEqual(['Mind-Bending', 'Anime starter pack']);
    await lists.getByRole('button', { name: 'Descending order; switch to ascending' }).click();
    await expect.poll(listReads('asc')).toBe(true);
    await expect.poll(() => lists.getByTestId('lists').locator('button').allTextContents()).toEqual(['Anime starter pack', 'Mind-Bending']);

    await lists.getByRole('button', { name: 'Open the list Mind-Bending' }).click();
    const items = lists.getByTestId('list-items');
    await expect.poll(() => items.locator('ol li').count()).toBe(6);
    await expect.poll(() => items.getByText('Page 1 of 2').count()).toBe(1);
    await items.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => items.locator('ol li').count()).toBe(1);
    await items.locator('#item-sort').selectOption('title');
    await expect.poll(() => items.getByText('Page 1 of 2').count()).toBe(1);
    const titles = await items.locator('ol li').evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
    expect(titles).toEqual([...titles].sort((a, b) => a.replace(/^\d+/, '').localeCompare(b.replace(/^\d+/, ''))));
    expect((await stage.admin.requests('/lists/7001')).at(-1)?.query).toMatchObject({ sort: 'title', page: '1', limit: '6' });
    expect(await stage.admin.violations()).toEqual([]);
  });
});
