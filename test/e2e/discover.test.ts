import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, episodesInBody, seasonHistory, SHOW } from './support/discover-checks';
import { giveProfileNumber, signInThroughConsent } from './support/flows';
import { closeStage, openStage, type Harness } from './support/harness';
import { seedLibrary } from './support/library-seed';
import { REPO_ROOT } from './support/paths';
import { waitFor } from './support/sim-admin';

const SCREENSHOTS = path.join(REPO_ROOT, 'reports/screenshots');

describe('Discover and title pages in real Chromium against the simulator', () => {
  const stage = {} as Harness;
  let page: Page;
  const requests = async () => stage.admin.requests('');
  const since = async (mark: number) => (await requests()).slice(mark);

  beforeAll(async () => {
    Object.assign(stage, await openStage());
    await (await signInThroughConsent(stage.browser, 'pro')).close();
    await giveProfileNumber(stage.browser, 41_002);
    seedLibrary(stage.sim, 'pro');
    page = await stage.browser.context.newPage();
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto(`chrome-extension://${stage.browser.extensionId}/library.html`);
    await page.getByTestId('freshness').waitFor();
  });
  afterAll(() => closeStage(stage));

  it('shows the most recently watched title behind the header, read once and then from the cache', async () => {
    await expect.poll(() => page.getByTestId('page-header').getAttribute('data-background')).toMatch(/\/fanart\//);
    const mark = (await requests()).length;
    await page.reload();
    await page.getByTestId('freshness').waitFor();
    await expect.poll(() => page.getByTestId('page-header').getAttribute('data-background')).toMatch(/\/fanart\//);
    expect(api(await since(mark), 'GET', '/users/recently-watched-background')).toEqual([]);
  });

  it('opens Discover with the keyboard and browses airing, premieres and best-of', async () => {
    await page.getByTestId('tab-discover').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('discover').waitFor();

    const airing = page.getByTestId('discover-airing');
    await airing.locator('[data-testid="cards"], [data-testid="nothing-here"]').first().waitFor();
    const mark = (await requests()).length;
    await airing.locator('#airing-day').selectOption('tomorrow');
    await airing.locator('#airing-sort').selectOption('rank');
    await airing.locator('#airing-kind').selectOption('anime');
    await waitFor('the anime airing read', async () =>
      api(await since(mark), 'GET', '/anime/airing').some((r) => r.query.date === 'tomorrow' && r.query.sort === 'rank'),
    );
    await airing.locator('#airing-day').selectOption('date');
    await airing.locator('#airing-date').fill('2026-02-14');
    await waitFor('the dated read', async () => api(await since(mark), 'GET', '/anime/airing').some((r) => r.query.date === '14-02-2026'));

    const premieres = page.getByTestId('discover-premieres');
    await premieres.locator('#premieres-param').selectOption('new');
    await waitFor('the new premieres read', async () => api(await since(mark), 'GET', '/tv/premieres/new').length > 0);
    await premieres.locator('[data-testid="cards"], [data-testid="nothing-here"]').first().waitFor();

    const best = page.getByTestId('discover-best');
    await best.getByTestId('cards').waitFor();
    const first = best.getByTestId('card').first();
    expect(await first.locator('.rating').textContent()).toMatch(/★ \d\.\d/);
    await best.locator('#best-kind').selectOption('anime');
    await best.locator('#best-filter').selectOption('ova');
    await best.locator('[data-testid="cards"], [data-testid="nothing-here"]').first().waitFor();
  });

  it('pages a genre to its last page with More, and asks for no page past the count', async () => {
    const genres = page.getByTestId('discover-genres');
    await genres.locator('#genre-kind').selectOption('tv');
    await genres.locator('#genre-name').selectOption('drama');
    const mark = (await requests()).length;
    await genres.locator('#genre-sort').selectOption('title');
    // The read of page 1 is asked in the same step that clears the previous list, so once the
    // service saw it, the page info on screen is the new list's.
    await waitFor('page 1 by title', async () => api(await since(mark), 'GET', '/tv/genres/drama/title').length === 1);
    await genres.getByTestId('page-info').waitFor();
    let clicks = 0;
    while (await genres.getByTestId('more').count()) {
      const before = await genres.getByTestId('card').count();
      await genres.getByTestId('more').click();
      await expect.poll(() => genres.getByTestId('card').count()).toBeGreaterThan(before);
      clicks++;
    }
    expect(clicks).toBeGreaterThan(0);
    const info = await genres.getByTestId('page-info').textContent();
    const [, pageNo, pageCount] = /Page (\d+) of (\d+)/.exec(info ?? '') ?? [];
    expect(pageNo).toBe(pageCount);
    const reads = api(await since(mark), 'GET', '/tv/genres/drama/title');
    expect(reads.map((r) => Number(r.query.page))).toEqual(Array.from({ length: Number(pageCount) }, (_, i) => i + 1));
    expect(reads.every((r) => r.query.limit === '6' && r.status === 200)).toBe(true);
  });

  it('lays cards out as a poster grid walked with the arrow keys, and as compact rows when narrow', async () => {
    const genres = page.getByTestId('discover-genres');
    const grid = genres.getByTestId('cards');
    const columns = () => grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    const across = await columns();
    expect(across).toBeGreaterThan(1);
    expect(await genres.getByTestId('card').count()).toBeGreaterThan(across + 1);
    const poster = genres.getByTestId('card').first().getByTestId('card-poster');
    await expect.poll(() => poster.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    const svcOf = (index: number) => genres.getByTestId('card').nth(index).getAttribute('data-svc');
    const focused = () =>
      page.evaluate(() => ({
        svc: document.activeElement?.closest('[data-testid="card"]')?.getAttribute('data-svc') ?? null,
        visible: document.activeElement?.matches(':focus-visible') ?? false,
      }));
    await genres.locator('[data-testid="card"] a.item-title').first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toEqual({ svc: await svcOf(1), visible: true });
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toEqual({ svc: await svcOf(1 + across), visible: true });
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toEqual({ svc: await svcOf(0), visible: true });

    // Narrow: one column of compact rows, the poster beside the text rather than above it.
    await page.setViewportSize({ width: 420, height: 900 });
    await expect.poll(columns).toBe(1);
    const picture = await poster.boundingBox();
    const text = await genres.getByTestId('card').first().locator('.card-body').boundingBox();
    expect(picture && text && picture.x + picture.width <= text.x).toBe(true);
    await page.setViewportSize({ width: 1200, height: 900 });
  });

  it('shows poster-sized skeletons while a list loads, and a failed read says so with Try again in its place', async () => {
    const genres = page.getByTestId('discover-genres');
    // Held by the simulator until released: the loading state stays on screen to be measured.
    await stage.admin.faults([{ path: '/tv/genres/comedy/', latencyMs: 60_000 }]);
    await genres.locator('#genre-name').selectOption('comedy');
    const skeleton = genres.getByTestId('cards-loading').locator('.poster-frame').first();
    await skeleton.waitFor();
    const box = await skeleton.boundingBox();
    expect(box && Math.round((box.height / box.width) * 10) / 10).toBe(1.5);
    await stage.admin.releaseFaults();
    await genres.getByTestId('card').first().waitFor();

    // The service down through the background's own retries (spec 7: three, with backoff): the
    // error and its Try again stay in the section, and Try again reads it once it is back.
    await stage.admin.faults([{ path: '/tv/genres/crime/', status: 503, times: 4 }]);
    await genres.locator('#genre-name').selectOption('crime');
    const again = genres.getByTestId('cards-error').getByRole('button', { name: 'Try again' });
    await again.waitFor();
    await again.click();
    await genres.getByTestId('card').first().waitFor();
    expect(await stage.admin.violations()).toEqual([]);
  });

  it('picks at random with filters: one POST, and the pick fits them', async () => {
    const random = page.getByTestId('discover-random');
    await random.locator('#random-kind').selectOption('movie');
    await random.locator('#random-genre').selectOption('drama');
    await random.locator('#random-rating').fill('7');
    const mark = (await requests()).length;
    await random.getByTestId('random-pick').click();
    await random.getByTestId('card').waitFor();
    const posts = api(await since(mark), 'POST', '/search/random');
    expect(posts.map((r) => r.status)).toEqual([200]);
    const svc = Number(await random.getByTestId('card').getAttribute('data-svc'));
    const picked = stage.sim.state.catalog.byId(svc, ['movie']);
    expect(picked?.genres).toContain('drama');
    expect(picked?.ratings.svc?.rating ?? 0).toBeGreaterThanOrEqual(7);
  });

  it('searches, opens a title page, marks S1E1-5 watched in one batched write, and undoes it', async () => {
    const search = page.getByTestId('discover-search');
    await search.locator('#search-text').fill('stranger');
    await search.locator('#search-text').press('Enter');
    await search.locator(`[data-testid="card"][data-svc="${SHOW.svc}"]`).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'discover-light.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'discover-dark.png') });
    await page.emulateMedia({ colorScheme: 'light' });

    await search.locator(`[data-testid="card"][data-svc="${SHOW.svc}"] a.item-title`).click();
    await page.getByTestId('title-page').waitFor();
    expect(await page.getByTestId('title-name').textContent()).toContain(SHOW.title);
    // Artwork leads (issue 31): the title's fanart, drawn by the image host, behind its header,
    // and the poster with its box reserved before it loads.
    const loaded = (testId: string) =>
      page
        .getByTestId(testId)
        .locator('img')
        .evaluate((image: HTMLImageElement) => ({ path: new URL(image.src).pathname.split('/')[1], drawn: image.complete && image.naturalWidth > 0 }));
    await expect.poll(() => loaded('title-fanart')).toEqual({ path: 'fanart', drawn: true });
    await expect.poll(() => loaded('title-poster')).toEqual({ path: 'posters', drawn: true });
    expect(
      await page
        .getByTestId('title-poster')
        .locator('img')
        .evaluate((image: HTMLImageElement) => [image.loading, image.width > 0, image.height > 0]),
    ).toEqual(['lazy', true, true]);
    expect(
      await page
        .getByTestId('title-ratings')
        .locator('li')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-source'))),
    ).toEqual(['svc', 'imdb']);
    expect(await page.getByTestId('title-facts').textContent()).toContain('Netflix');
    const episode = (label: string) => page.locator(`li.episode[data-episode="${label}"]`);
    await episode('1x5').waitFor();

    const mark = (await requests()).length;
    await episode('1x5').getByTestId('mark-up-to').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => episode('1x5').getAttribute('data-watched')).toBe('true');
    await waitFor('five episodes on the service', async () => seasonHistory(stage.sim, 'pro', SHOW.svc, 1).length === 5);
    expect(seasonHistory(stage.sim, 'pro', SHOW.svc, 1)).toEqual([1, 2, 3, 4, 5]);
    const writes = api(await since(mark), 'POST', '/sync/history');
    expect(writes).toHaveLength(1);
    expect(episodesInBody(writes[0]!.body, SHOW.svc)).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [1, 5],
    ]);
    expect(await episode('1x6').getAttribute('data-watched')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'title-light.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'title-dark.png') });
    await page.emulateMedia({ colorScheme: 'light' });

    // Undo removes exactly those five, in one batched remove.
    const undoMark = (await requests()).length;
    await page.getByTestId('undo').click();
    await expect.poll(() => episode('1x1').getAttribute('data-watched')).toBe('false');
    await waitFor('the undo on the service', async () => seasonHistory(stage.sim, 'pro', SHOW.svc, 1).length === 0);
    const removes = api(await since(undoMark), 'POST', '/sync/history/remove');
    expect(removes).toHaveLength(1);
    expect(episodesInBody(removes[0]!.body, SHOW.svc)).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [1, 5],
    ]);
    await page.reload();
    await episode('1x5').waitFor();
    for (const n of [1, 2, 3, 4, 5]) expect(await episode(`1x${n}`).getAttribute('data-watched')).toBe('false');
    expect(await stage.admin.violations()).toEqual([]);
  });

  // Last: it signs out. spec 5.2: under V2 search needs a user token.
  it('signed out, a search says "Sign in to search." and asks the service nothing', async () => {
    await page.evaluate(() =>
      (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage({ type: 'sign-out' }),
    );
    await page.reload();
    await page.getByTestId('tab-discover').click();
    const search = page.getByTestId('discover-search');
    const mark = (await requests()).length;
    await search.locator('#search-text').fill('stranger');
    await search.locator('#search-text').press('Enter');
    await search.getByTestId('signed-out').waitFor();
    expect(await search.getByTestId('signed-out').textContent()).toBe('Sign in to search.');
    expect(await search.locator('[data-testid="card"]').count()).toBe(0);
    expect((await since(mark)).filter((r) => r.path.startsWith('/search/'))).toEqual([]);
    expect(await stage.admin.violations()).toEqual([]);
  });
});
