import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readActivity } from './support/extension-db';
import { useSignedInLibrary } from './support/library-stage';
import { REPO_ROOT } from './support/paths';
import { waitFor } from './support/sim-admin';

const SCREENSHOTS = path.join(REPO_ROOT, 'reports/screenshots');

// One browser for the three sites' history imports (content-scripts/sites/<site>/fixture/history.ts serves them on
// the sites' real hosts). The library page reads each in the site's own tab.
describe('importing history from Netflix, Crunchyroll and Prime Video in real Chromium', () => {
  const scene = useSignedInLibrary('pro', { siteFixtures: true });
  const { stage } = scene;
  beforeAll(() => mkdir(SCREENSHOTS, { recursive: true }));

  type Row = { title: string; season?: number; number?: number; watched_at: string };
  const history = async (): Promise<Row[]> =>
    (await stage.admin.user('pro')).history.map(
      (row) => ({ title: row.title, ...(row.number !== undefined ? { season: row.season, number: row.number } : {}), watched_at: row.watched_at }) as Row,
    );
  const byTime = (rows: Row[]) => [...rows].sort((a, b) => a.watched_at.localeCompare(b.watched_at) || (a.number ?? 0) - (b.number ?? 0));
  const posts = async () => (await stage.admin.requests('/sync/history')).filter((r) => r.method === 'POST').length;

  async function openSite(url: string): Promise<Page> {
    const tab = await stage.browser.context.newPage();
    await tab.goto(url);
    return tab;
  }

  const section = (page = scene.page) => page.getByTestId('import-history');
  async function readFrom(site: string, page = scene.page) {
    await section(page).getByTestId(`import-site-${site}`).click();
    const summary = section(page).getByTestId('import-summary');
    await summary.waitFor({ timeout: 30_000 });
    return summary;
  }
  async function importTicked(page = scene.page, killWorkerMidway = false) {
    // The first batch hangs on the wire: the worker is killed with it in flight.
    if (killWorkerMidway) await stage.admin.faults({ path: '/sync/history', method: 'POST', hang: true, times: 1 });
    await section(page).getByTestId('import-go').click();
    if (killWorkerMidway) {
      const hung = async () =>
        ((await (await fetch(`${stage.sim.urls.api}/__admin/faults`)).json()) as Array<{ hits: number }>).every((fault) => fault.hits > 0);
      await waitFor('the batch on the wire', hung);
      await stage.browser.killWorker(page);
    }
    const result = section(page).getByTestId('import-result');
    await result.waitFor({ timeout: 30_000 });
    return result;
  }

  it('Netflix: the current profile, every page (one failed once), episodes numbered from the metadata; a partial view stays unticked', async () => {
    const tab = await openSite('https://www.netflix.com/settings/viewed/');
    const before = await history();
    const summary = await readFrom('netflix');
    expect(await section().getByTestId('import-profile-read').textContent()).toContain('Alex');
    expect(await summary.getAttribute('data-new')).toBe('4');
    const partial = section()
      .getByTestId('import-row')
      .filter({ has: scene.page.getByTestId('import-partial-view') });
    expect(await partial.getAttribute('data-ticked')).toBe('false');
    await section().screenshot({ path: path.join(SCREENSHOTS, 'import-site-preview.png') });

    const result = await importTicked();
    expect(await result.getAttribute('data-written')).toBe('4');
    expect(byTime((await history()).slice(before.length))).toEqual(
      byTime([
        { title: 'Stranger Things', season: 1, number: 2, watched_at: '2026-05-20T21:10:00.000Z' },
        { title: 'Glass Onion: A Knives Out Mystery', watched_at: '2026-05-18T19:30:00.000Z' },
        { title: 'Stranger Things', season: 2, number: 1, watched_at: '2026-05-10T18:00:00.000Z' },
        { title: 'Stranger Things', season: 1, number: 1, watched_at: '2026-05-09T21:45:00.000Z' },
      ]),
    );
    await tab.close();
  });

  it('Netflix: another profile only after switching to it on Netflix; reading the first again writes nothing', async () => {
    let tab = await openSite('https://www.netflix.com/settings/viewed/?wm_profile=kids');
    const before = await history();
    expect(await (await readFrom('netflix')).getAttribute('data-new')).toBe('2');
    expect(await section().getByTestId('import-profile-read').textContent()).toContain('Kids');
    expect(await (await importTicked()).getAttribute('data-written')).toBe('2');
    // The Irishman left the catalogue: no metadata, found by its title.
    expect(byTime((await history()).slice(before.length))).toEqual([
      { title: 'The Irishman', watched_at: '2026-04-11T20:00:00.000Z' },
      { title: 'Stranger Things', season: 1, number: 3, watched_at: '2026-05-21T20:00:00.000Z' },
    ]);
    await tab.close();

    tab = await openSite('https://www.netflix.com/settings/viewed/');
    const sent = await posts();
    const summary = await readFrom('netflix');
    expect(await summary.getAttribute('data-new')).toBe('0');
    expect(await summary.getAttribute('data-before')).toBe('4');
    expect(await section().getByTestId('import-go').isDisabled()).toBe(true);
    await section().getByTestId('import-cancel').click();
    expect(await posts()).toBe(sent);
    await tab.close();
  });

  it('Netflix: a changed endpoint stops the read with the reason, writes nothing, and is in the activity log', async () => {
    const tab = await openSite('https://www.netflix.com/settings/viewed/?wm_history=changed');
    const sent = await posts();
    await section().getByTestId('import-site-netflix').click();
    const failure = section().getByTestId('import-site-error');
    await failure.waitFor({ timeout: 30_000 });
    expect(await failure.textContent()).toContain(
      'Netflix history could not be read: history page 2: the answer changed shape at jsonGraph.aui.viewingActivity.value.viewedItems.0.date',
    );
    // What was read before the break is kept aside, not written, until the user chooses.
    expect(await failure.getAttribute('data-partial')).toBe('3');
    expect(await posts()).toBe(sent);
    const log = await readActivity(scene.page);
    expect(log.map((entry) => entry.text)).toContainEqual(expect.stringContaining('Netflix history could not be read: history page 2'));
    // Chosen, the entries read so far go to the preview (this profile's, imported above already).
    await section().getByTestId('import-partial').click();
    const summary = section().getByTestId('import-summary');
    await summary.waitFor({ timeout: 30_000 });
    expect(await summary.getAttribute('data-before')).toBe('3');
    expect(await summary.getAttribute('data-new')).toBe('0');
    await section().getByTestId('import-cancel').click();
    expect(await posts()).toBe(sent);
    await tab.close();
  });

  it('Crunchyroll: Cancel while a page is being read stops the read: no further page is asked, nothing is written', async () => {
    const tab = await openSite('https://www.crunchyroll.com/history');
    const sent = await posts();
    const pages = 'https://www.crunchyroll.com/content/v1/watch-history/**';
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    let answered = false;
    await stage.browser.context.route(pages, async (route) => {
      asked += 1;
      await held;
      await route.fallback();
      answered = true;
    });
    await section().getByTestId('import-site-crunchyroll').click();
    await section().getByTestId('import-reading').waitFor();
    await waitFor('the first page asked', async () => asked > 0);
    await section().getByTestId('import-cancel').click();
    await section().getByTestId('import-cancelled').waitFor();
    release();
    await waitFor('the held page answered', async () => answered);
    // The read has ended with its last call into the tab: a next page would have been asked by then.
    await scene.page.locator('html[data-site-read-ended]').waitFor({ state: 'attached' });
    expect(asked).toBe(1);
    expect(await posts()).toBe(sent);
    await stage.browser.context.unroute(pages);
    await tab.close();
  });

  it('Crunchyroll: movies, specials and later seasons by their slugs, a partial view unticked; a worker killed mid-import loses and doubles nothing', async () => {
    const tab = await openSite('https://www.crunchyroll.com/history');
    const before = await history();
    const summary = await readFrom('crunchyroll');
    expect(await summary.getAttribute('data-new')).toBe('5');
    const result = await importTicked(scene.page, true);
    expect(await result.getAttribute('data-written')).toBe('5');
    expect(byTime((await history()).slice(before.length))).toEqual(
      byTime([
        { title: 'Spy x Family', season: 1, number: 3, watched_at: '2026-05-02T19:41:07.000Z' },
        { title: 'Cowboy Bebop: The Movie', season: 1, number: 1, watched_at: '2026-04-30T18:00:00.000Z' },
        { title: 'Attack on Titan Season 2', season: 1, number: 5, watched_at: '2026-04-29T21:00:00.000Z' },
        { title: 'Spy x Family', season: 0, number: 1, watched_at: '2026-04-28T12:00:00.000Z' },
        { title: 'Spy x Family', season: 1, number: 1, watched_at: '2026-04-27T19:00:00.000Z' },
      ]),
    );
    await tab.close();
  });

  it('Prime Video: without an open tab of the site the user is asked to open one', async () => {
    await section().getByTestId('import-site-primevideo').click();
    const noTab = section().getByTestId('import-no-tab');
    await noTab.waitFor();
    expect(await noTab.textContent()).toContain('Open Prime Video in a tab');
    expect(await noTab.getByRole('link').getAttribute('href')).toBe('https://www.primevideo.com/settings/watch-history');
  });

  it('Prime Video: started from the popup on the site, on the home region, trailers and bonus content left out', async () => {
    const tab = await openSite('https://www.primevideo.com/settings/watch-history');
    const before = await history();
    const popup = await stage.browser.context.newPage();
    await popup.goto(`chrome-extension://${stage.browser.extensionId}/popup.html`);
    const [opened] = await Promise.all([stage.browser.context.waitForEvent('page'), popup.getByTestId('popup-import-site').click()]);
    const summary = section(opened).getByTestId('import-summary');
    await summary.waitFor({ timeout: 30_000 });
    expect(await summary.getAttribute('data-new')).toBe('5');
    expect(await (await importTicked(opened)).getAttribute('data-written')).toBe('5');
    expect(byTime((await history()).slice(before.length))).toEqual(
      byTime([
        { title: 'Breaking Bad', season: 1, number: 5, watched_at: '2026-05-02T21:00:00.000Z' },
        { title: 'Breaking Bad', season: 1, number: 4, watched_at: '2026-05-02T20:00:00.000Z' },
        { title: 'Everything Everywhere All at Once', watched_at: '2026-05-01T19:00:00.000Z' },
        { title: 'Breaking Bad', season: 1, number: 1, watched_at: '2026-04-27T20:00:00.000Z' },
        { title: 'Barbie', watched_at: '2026-04-20T18:00:00.000Z' },
      ]),
    );
    await opened.close();
    await tab.close();
  });

  it('the service saw no duplicate and no contract violation', async () => {
    const rows = await history();
    const keys = rows.map((row) => `${row.title}|${row.season}|${row.number}|${row.watched_at}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(await stage.admin.violations()).toEqual([]);
  });
});
