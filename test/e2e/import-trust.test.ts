import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSignedInLibrary } from './support/library-stage';
import { waitFor } from './support/sim-admin';

type Hook = 'far-future' | 'never-answers';

/**
 * A script of the site's own page that hooks `fetch` in the page's world, where the import's
 * requests run: it answers the history pages itself, or never. Installed before the page's scripts,
 * as a site (or an extension injecting into it) could.
 */
function hookPageFetch(mode: Hook): void {
  const pageFetch = window.fetch.bind(window);
  const hooked = window as unknown as { historyAsked: number };
  hooked.historyAsked = 0;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/metadata')) return Promise.resolve(new Response('', { status: 404 }));
    if (!url.includes('viewingActivity')) return pageFetch(input, init);
    hooked.historyAsked += 1;
    if (mode === 'never-answers') return new Promise<Response>(() => undefined);
    const first = hooked.historyAsked === 1;
    const viewedItems = first
      ? [
          { movieID: 70000002, title: 'Roma', date: Date.UTC(2026, 4, 1, 20) },
          { movieID: 70000003, title: 'Parasite', date: Date.UTC(2099, 0, 1, 20) },
        ]
      : [];
    return Promise.resolve(new Response(JSON.stringify({ jsonGraph: { aui: { viewingActivity: { value: { viewedItems } } } } }), { status: 200 }));
  };
}

// The site history import is a trust boundary: the page's scripts may answer its requests.
describe("a site's page answering the history import itself, in real Chromium", () => {
  const scene = useSignedInLibrary('pro', { siteFixtures: true });
  const { stage } = scene;
  // Each case starts from a fresh library page, whatever the case before left on it.
  beforeEach(async () => {
    await scene.page.reload();
    await scene.page.getByTestId('freshness').waitFor();
  });

  const section = () => scene.page.getByTestId('import-history');
  const phase = () => section().getAttribute('data-phase');
  const posts = async () => (await stage.admin.requests('/sync/history')).filter((r) => r.method === 'POST').length;

  async function hookedNetflixTab(mode: Hook): Promise<Page> {
    const tab = await stage.browser.context.newPage();
    await tab.addInitScript(hookPageFetch, mode);
    await tab.goto('https://www.netflix.com/settings/viewed/');
    return tab;
  }
  const historyAsked = (tab: Page) => tab.evaluate(() => (window as unknown as { historyAsked: number }).historyAsked);

  it('stops at a viewing dated in the far future, writes nothing, and keeps only the dated ones aside', async () => {
    const tab = await hookedNetflixTab('far-future');
    const before = await posts();
    await section().getByTestId('import-site-netflix').click();
    await waitFor('the read to end', async () => ['site-error', 'preview'].includes((await phase()) ?? ''), 30_000);
    expect(await phase()).toBe('site-error');
    const error = section().getByTestId('import-site-error');
    expect(await error.textContent()).toContain('"Parasite" is dated 2099-01-01, after tomorrow');
    expect(await error.getAttribute('data-partial')).toBe('1');
    expect(await posts()).toBe(before);
    await tab.close();
  });

  it('Cancel ends a read whose page never answers', async () => {
    const tab = await hookedNetflixTab('never-answers');
    await section().getByTestId('import-site-netflix').click();
    await waitFor('the history request in the page', async () => (await historyAsked(tab)) > 0);
    expect(await phase()).toBe('reading');
    await section().getByTestId('import-cancel').click();
    await waitFor('the read to end', async () => (await phase()) === 'cancelled', 5_000);
    await tab.close();
  });

  it('a deadline ends a read whose page never answers', async () => {
    const tab = await hookedNetflixTab('never-answers');
    const before = await posts();
    const started = Date.now();
    await section().getByTestId('import-site-netflix').click();
    await waitFor('the history request in the page', async () => (await historyAsked(tab)) > 0);
    await waitFor('the read to end', async () => (await phase()) === 'site-error', 45_000);
    expect(Date.now() - started).toBeLessThan(45_000);
    expect(await section().getByTestId('import-site-error').textContent()).toContain('the tab: no answer within 20 s');
    expect(await historyAsked(tab)).toBe(1);
    expect(await posts()).toBe(before);
    await tab.close();
  });
});
