import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestEntry } from '../service';
import { closeStage, openStage, type Harness } from './support/harness';
import { seedLibrary, type SeededLibrary } from './support/library-seed';
import { plantMany } from './support/extension-db';
import { seedLargeLibrary } from './support/large-library';
import { giveProfileNumber, openOptions, signInThroughConsent, signOutOnOptions } from './support/flows';
import { REPO_ROOT } from './support/paths';
import { waitFor } from './support/sim-admin';

const SCREENSHOTS = path.join(REPO_ROOT, 'reports/screenshots');
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

describe('the library page in real Chromium against the simulator', () => {
  const stage = {} as Harness;
  let seeded: SeededLibrary;
  let page: Page;

  beforeAll(async () => {
    Object.assign(stage, await openStage());
    const popup = await signInThroughConsent(stage.browser, 'pro');
    // The signed-in popup reads "continue watching" (activities, then playbacks); let it finish
    // before the tests count what the library page reads, or its late playback read is counted.
    await waitFor("the popup's continue-watching read", async () => (await stage.admin.requests('/sync/playback')).some((request) => request.method === 'GET'));
    await popup.close();
    await giveProfileNumber(stage.browser, 41_002);
    seeded = seedLibrary(stage.sim, 'pro');
    await mkdir(SCREENSHOTS, { recursive: true });
  });
  afterAll(() => closeStage(stage));

  const libraryUrl = () => `chrome-extension://${stage.browser.extensionId}/library.html`;
  /** Every request the service saw from here on (API and CDN), for "what did this open read". */
  const requestsSince = async (mark: number): Promise<RequestEntry[]> => (await stage.admin.requests('')).slice(mark);
  const requestCount = async () => (await stage.admin.requests('')).length;
  const apiPaths = (entries: RequestEntry[]) =>
    entries
      .filter((r) => r.host === 'api')
      .map((r) => `${r.method} ${r.path}`)
      .sort();

  async function openLibrary(): Promise<Page> {
    const opened = await stage.browser.context.newPage();
    await opened.goto(libraryUrl());
    await opened.getByTestId('freshness').waitFor();
    return opened;
  }

  it('first open reads everything once and shows each section as seeded', async () => {
    const mark = await requestCount();
    page = await openLibrary();

    // Continue watching: the two live pauses, exact 64-bit ids, not the one finished elsewhere.
    const rows = page.getByTestId('continue-watching').locator('li.playback');
    await expect.poll(() => rows.count()).toBe(2);
    const ids = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-playback-id')));
    expect(ids.sort()).toEqual(seeded.visible.map((row) => row.id).sort());
    expect(ids.every((id) => BigInt(id!) > MAX_SAFE)).toBe(true);
    const shown = await page.getByTestId('continue-watching').textContent();
    for (const row of seeded.visible) expect(shown).toContain(row.title);
    expect(shown).not.toContain(seeded.hidden.title);
    await expect.poll(() => page.getByRole('progressbar').first().getAttribute('aria-valuenow')).toBe('42');

    // Watchlist by status, with the rating beside each rated title.
    const watchlist = page.getByTestId('watchlist');
    for (const status of ['watching', 'plantowatch', 'hold', 'completed', 'dropped'] as const) {
      await watchlist.locator(`button[data-status="${status}"]`).click();
      const titles = await watchlist.getByTestId('watchlist-items').locator('.item-title').allTextContents();
      expect(titles.sort(), status).toEqual(
        seeded.watchlist
          .filter((row) => row.status === status)
          .map((row) => row.item.title)
          .sort(),
      );
    }
    // Each title shows the service's own rating (GET /ratings/{type}?user_watchlist=1, spec 4.1),
    // and "highest rated" orders them by it.
    await watchlist.locator('button[data-status="plantowatch"]').click();
    await watchlist.locator('button[data-order="rating"]').click();
    const planned = seeded.watchlist.filter((row) => row.status === 'plantowatch').map((row) => row.item);
    const byScore = [...planned].sort((a, b) => (b.ratings.svc?.rating ?? -1) - (a.ratings.svc?.rating ?? -1));
    expect(
      await watchlist
        .getByTestId('watchlist-items')
        .locator('li')
        .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-svc')))),
    ).toEqual(byScore.map((item) => item.svc));
    for (const item of planned.filter((candidate) => candidate.ratings.svc)) {
      expect(await watchlist.locator(`li[data-svc="${item.svc}"] [data-community]`).getAttribute('data-community')).toBe(String(item.ratings.svc!.rating));
    }

    // Ratings as seeded.
    const ratings = page.getByTestId('ratings');
    for (const { item, rating } of seeded.ratings) {
      await expect.poll(() => ratings.locator(`[data-rating-svc="${item.svc}"]`).textContent()).toContain(String(rating));
    }

    // Airing today / this week: exactly the user's own shows and anime from the CDN calendars.
    await page.getByTestId('airing-today').waitFor();
    const today = await page.getByTestId('airing-today').locator('li a').allTextContents();
    expect([...new Set(today)].sort()).toEqual(seeded.airsToday.sort());
    const week = await page.getByTestId('airing-week').locator('li a').allTextContents();
    expect([...new Set(week)].sort()).toEqual(seeded.airsThisWeek.sort());
    expect(seeded.airsToday.length + seeded.airsThisWeek.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('trending').locator('li').count()).toBe(10);

    // Stats card: the service's own figures for this user.
    await expect.poll(() => page.locator('[data-stat="ratings"]').textContent()).toBe(String(seeded.ratings.length));
    await expect.poll(() => page.locator('[data-stat="movies"]').textContent()).toBe('1');
    // The header: the title watched last, on the image host (spec 4.5, public, read once).
    await expect.poll(() => page.getByTestId('page-header').getAttribute('data-background')).toMatch(/\/fanart\//);

    // Saved places carry no picture: each title's fanart comes from its detail record once it is in view.
    for (const card of await rows.all()) await expect.poll(() => card.getByTestId('playback-art').getAttribute('data-artwork')).toBe('picture');

    const seen = await requestsSince(mark);
    expect(apiPaths(seen)).toEqual(
      [
        'GET /sync/activities',
        'GET /sync/playback',
        'GET /sync/all-items/movies',
        'GET /sync/all-items/shows',
        'GET /sync/all-items/anime',
        'GET /sync/ratings/movies/1,2,3,4,5,6,7,8,9,10',
        'GET /sync/ratings/shows/1,2,3,4,5,6,7,8,9,10',
        'GET /sync/ratings/anime/1,2,3,4,5,6,7,8,9,10',
        'GET /ratings/movies',
        'GET /ratings/tv',
        'GET /ratings/anime',
        'POST /users/41002/stats',
        'GET /users/recently-watched-background/41002',
        ...seeded.visible.map(({ item }) => `GET /${item.kind === 'movie' ? 'movies' : item.kind}/${item.svc}`),
      ].sort(),
    );
    const cdn = seen.filter((r) => r.host === 'cdn');
    expect(cdn.map((r) => r.path).sort()).toEqual(['/calendar/anime.json', '/calendar/tv.json', '/trending/combined_week.json']);
    // spec 4.7: no Authorization to the CDN, the standard parameters and User-Agent still sent.
    expect(cdn.every((r) => !r.hasAuth && r.query['client_id'] && r.query['app-name'] === 'watchmark' && r.userAgent?.startsWith('watchmark/'))).toBe(true);

    await watchlist.locator('button[data-status="watching"]').click();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'library-light.png'), fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'library-dark.png'), fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('a second open with no change on the service reads only /sync/activities (CDN files answer 304)', async () => {
    await page.close();
    const mark = await requestCount();
    page = await openLibrary();
    await expect.poll(() => page.getByTestId('freshness').getAttribute('data-reread')).toBe('');
    await expect.poll(() => page.getByTestId('continue-watching').locator('li.playback').count()).toBe(2);
    await page.getByTestId('airing-today').waitFor();
    // The cards' fanart is what the first open kept: shown without a detail read.
    for (const card of await page.getByTestId('continue-watching').locator('li.playback').all()) {
      await expect.poll(() => card.getByTestId('playback-art').getAttribute('data-artwork')).toBe('picture');
    }

    const seen = await requestsSince(mark);
    expect(apiPaths(seen)).toEqual(['GET /sync/activities']);
    // Last-Modified respected: conditional reads, no bodies.
    expect(seen.filter((r) => r.host === 'cdn').map((r) => r.status)).toEqual([304, 304, 304]);
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

  it('arrow keys walk the Watchlist and Trending from title to title', async () => {
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    const watchlist = page.getByTestId('watchlist');
    await watchlist.locator('button[data-status="plantowatch"]').click();
    const planned = watchlist.getByTestId('watchlist-items').locator('[data-grid-stop]');
    await expect.poll(() => planned.count()).toBe(2);
    await planned.first().focus();
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(await planned.nth(1).textContent());
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe(await planned.nth(0).textContent());

    const trending = page.getByTestId('trending').locator('[data-grid-stop]');
    await expect.poll(() => trending.count()).toBe(10);
    await trending.first().focus();
    await page.keyboard.press('End');
    expect(await focused()).toBe(await trending.nth(9).textContent());
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(await trending.nth(1).textContent());
  });

  it('removes a saved playback by its exact 64-bit id; the service no longer has it', async () => {
    const target = seeded.visible[0]!;
    await page.getByRole('button', { name: `Remove the saved place of ${target.title}` }).click();
    await waitFor('the row to go', async () => (await page.locator(`[data-playback-id="${target.id}"]`).count()) === 0);
    // The simulator's own state (its JSON views would round these ids just like a careless client).
    const remaining = stage.sim.state.library.playback.filter((row) => row.userId === 41002).map((row) => row.id.toString());
    expect(remaining).not.toContain(target.id);
    expect(remaining).toContain(seeded.visible[1]!.id);
    const deletes = await stage.admin.requests('/sync/playback/');
    expect(deletes.filter((r) => r.method === 'DELETE').map((r) => [r.path, r.status])).toEqual([[`/sync/playback/${target.id}`, 204]]);
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

  it('after a change on the service, exactly the part that moved is reread', async () => {
    // Our own delete moved `playback`: the next open rereads saved playbacks and nothing else.
    await page.close();
    let mark = await requestCount();
    page = await openLibrary();
    await expect.poll(() => page.getByTestId('freshness').getAttribute('data-reread')).toBe('playback');
    expect(apiPaths(await requestsSince(mark))).toEqual(['GET /sync/activities', 'GET /sync/playback']);
    await page.close();

    // The user rates a show on another device.
    const grant = (await (
      await fetch(`${stage.sim.urls.api}/__admin/tokens`, {
        method: 'POST',
        body: JSON.stringify({ user: 'pro' }),
        headers: { 'content-type': 'application/json' },
      })
    ).json()) as { access_token: string };
    await stage.admin.writeWindowFree();
    const show = seeded.ratings[1]!.item;
    const rated = await fetch(`${stage.sim.urls.api}/sync/ratings?client_id=watchmark-dev&app-name=watchmark&app-version=0.1.0`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${grant.access_token}`, 'Content-Type': 'application/json', 'User-Agent': 'watchmark/0.1.0' },
      body: JSON.stringify({ shows: [{ ids: { svc: show.svc }, rating: 10 }] }),
    });
    expect(rated.status).toBe(201);
    await stage.admin.writeWindowFree();

    mark = await requestCount();
    page = await openLibrary();
    await expect.poll(() => page.getByTestId('ratings').locator(`[data-rating-svc="${show.svc}"]`).textContent()).toContain('10');
    // Ratings of shows only, plus the stats that count ratings; movies and anime ratings untouched.
    // The header picture too: spec 2.8 names no "watched" timestamp, so any change but a pause
    // may have changed what was recently watched (lib/background/library/background-key.ts).
    await expect
      .poll(async () => apiPaths(await requestsSince(mark)))
      .toEqual(
        [
          'GET /sync/activities',
          'GET /sync/ratings/shows/1,2,3,4,5,6,7,8,9,10',
          'GET /users/recently-watched-background/41002',
          'POST /users/41002/stats',
        ].sort(),
      );
    await page.close();

    // The user picks a dropped anime up again elsewhere: a delta read of the anime Watchlist only.
    const anime = seeded.watchlist.find((row) => row.status === 'dropped')!.item;
    await stage.admin.writeWindowFree();
    const moved = await fetch(`${stage.sim.urls.api}/sync/add-to-list?client_id=watchmark-dev&app-name=watchmark&app-version=0.1.0`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${grant.access_token}`, 'Content-Type': 'application/json', 'User-Agent': 'watchmark/0.1.0' },
      body: JSON.stringify({ anime: [{ ids: { svc: anime.svc }, status: 'watching' }] }),
    });
    expect(moved.status).toBe(201);
    mark = await requestCount();
    page = await openLibrary();
    await page.getByTestId('watchlist').locator('button[data-status="watching"]').click();
    await expect.poll(() => page.getByTestId('watchlist-items').textContent()).toContain(anime.title);
    // The header picture is read again too (any change but a pause, as above).
    await expect
      .poll(async () => apiPaths(await requestsSince(mark)))
      .toEqual(['GET /sync/activities', 'GET /sync/all-items/anime', 'GET /users/recently-watched-background/41002'].sort());
    const seen = await requestsSince(mark);
    expect(Date.parse(seen.find((r) => r.path === '/sync/all-items/anime')!.query['date_from'] ?? '')).not.toBeNaN();
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

    // Tab from the first title to the 40th: each row is rendered before the focus gets there.
    await rows.first().locator('a').focus();
    for (let step = 1; step < 40; step += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('li')?.getAttribute('aria-posinset'))).toBe('40');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid'))).toBe('watchlist-items');

    // Scrolled to the end: the last title of the whole list is there.
    await page.getByTestId('watchlist-items').evaluate((list) => list.parentElement!.scrollTo({ top: list.parentElement!.scrollHeight }));
    await expect.poll(() => rows.last().getAttribute('aria-posinset')).toBe(String(watching));
    expect(await rows.count()).toBeLessThan(60);

    // What the browser's find cannot see off screen, the list's own find does.
    await page.getByRole('searchbox', { name: 'Find a title in this list' }).fill('Bench Film 1499');
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('Bench Film 1499')]);
  });
});
