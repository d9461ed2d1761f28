import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SeededLibrary } from './support/library-seed';
import { REPO_ROOT } from './support/paths';
import { apiPaths, useSeededLibrary } from './support/seeded-library';

/** A title's detail read (posters and fanart of the cards in view), not one of the library's sync reads. */
const isDetail = (read: string) => /^GET \/(movies|tv|anime)\/\d+$/.test(read);
import { waitFor } from './support/sim-admin';

const SCREENSHOTS = path.join(REPO_ROOT, 'reports/screenshots');
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

// The library page's sections as seeded, and what each open reads from the service. The cards and
// lists are in library-cards.test.ts, a free user, the keyboard and a large library in library-free.test.ts.
describe('the library page in real Chromium against the simulator: what it reads', () => {
  const scene = useSeededLibrary();
  const { stage, openLibrary, requestCount, requestsSince } = scene;
  let seeded: SeededLibrary;
  let page: Page;

  beforeAll(async () => {
    seeded = scene.seeded;
    await mkdir(SCREENSHOTS, { recursive: true });
  });

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
    const detailPath = (item: { kind: string; svc: number }) => `GET /${item.kind === 'movie' ? 'movies' : item.kind}/${item.svc}`;
    expect(apiPaths(seen).filter((read) => !isDetail(read))).toEqual(
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
      ].sort(),
    );
    // Pictures: one detail read per title whose card came into view, never two; the saved places'
    // fanart among them, the rest posters of the Watchlist and Trending.
    const detailReads = apiPaths(seen).filter(isDetail);
    expect(new Set(detailReads).size).toBe(detailReads.length);
    for (const { item } of seeded.visible) expect(detailReads).toContain(detailPath(item));
    const trendingIds = await page
      .getByTestId('trending')
      .locator('li')
      .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-svc'))));
    const onPage = [...seeded.visible, ...seeded.watchlist].map(({ item }) => item).concat(trendingIds.map((svc) => stage.sim.state.catalog.byId(svc)!));
    expect(detailReads.filter((read) => !onPage.some((item) => detailPath(item) === read))).toEqual([]);
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

  it('after a change on the service, exactly the part that moved is reread', async () => {
    // Our own delete moved `playback`: the next open rereads saved playbacks and nothing else.
    await page.close();
    let mark = await requestCount();
    page = await openLibrary();
    await expect.poll(() => page.getByTestId('freshness').getAttribute('data-reread')).toBe('playback');
    expect(apiPaths(await requestsSince(mark)).filter((read) => !isDetail(read))).toEqual(['GET /sync/activities', 'GET /sync/playback']);
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
      .poll(async () => apiPaths(await requestsSince(mark)).filter((read) => !isDetail(read)))
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
      .poll(async () => apiPaths(await requestsSince(mark)).filter((read) => !isDetail(read)))
      .toEqual(['GET /sync/activities', 'GET /sync/all-items/anime', 'GET /users/recently-watched-background/41002'].sort());
    const seen = await requestsSince(mark);
    expect(Date.parse(seen.find((r) => r.path === '/sync/all-items/anime')!.query['date_from'] ?? '')).not.toBeNaN();
  });
});
