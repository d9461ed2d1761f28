import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Browser } from 'wxt/browser';
import type { ActivityLog } from '../../activity/log';
import { receiveFromTab } from './router';
import { handleSiteUnsure, sitePopupHandlers } from './site-unsure';

const WATCH = 'https://www.netflix.com/watch/80077209';
const tab = (url: string, id = 4) => ({ id: fakeBrowser.runtime.id, url, tab: { id, url }, frameId: 0 }) as unknown as Browser.runtime.MessageSender;
const unsure = { type: 'site-unsure', site: 'netflix', url: `${WATCH}?trackId=1#x`, candidate: { title: 'Stranger Things', kind: 'episode' } };

describe('a supported site that cannot name its video', () => {
  const logged: string[] = [];
  const activity = { add: async (_kind: string, text: string) => void logged.push(text) } as unknown as ActivityLog;
  const receive = (message: unknown, sender: Browser.runtime.MessageSender) =>
    receiveFromTab('site-unsure', message, sender, (unsure, from) => handleSiteUnsure({ activity }, unsure, from));
  beforeEach(() => {
    fakeBrowser.reset();
    logged.length = 0;
  });

  it("is kept for the popup and logged once per page, from the site's own tab only", async () => {
    expect(await receive(unsure, tab('https://www.youtube.com/watch?v=x'))).toBeUndefined();
    expect(await receive({ ...unsure, url: 'https://evil.example/watch/1' }, tab(WATCH))).toBeUndefined();
    expect(await sitePopupHandlers['site-unsure-page']({ type: 'site-unsure-page', tabId: 4, url: WATCH })).toEqual({ site: 'Netflix', unsure: null });

    expect(await receive(unsure, tab(WATCH))).toEqual({ ok: true });
    expect(await receive(unsure, tab(WATCH))).toEqual({ ok: true });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('Netflix');
    // The page's address without its fragment names it; another tab has no question.
    expect(await sitePopupHandlers['site-unsure-page']({ type: 'site-unsure-page', tabId: 4, url: `${WATCH}?trackId=1` })).toEqual({
      site: 'Netflix',
      unsure: unsure.candidate,
    });
    expect(await sitePopupHandlers['site-unsure-page']({ type: 'site-unsure-page', tabId: 5, url: `${WATCH}?trackId=1` })).toEqual({
      site: 'Netflix',
      unsure: null,
    });
  });

  it('a page of no supported site has nothing to answer', async () => {
    expect(await sitePopupHandlers['site-unsure-page']({ type: 'site-unsure-page', tabId: 4, url: 'https://tv.example/watch/1' })).toEqual({
      site: null,
      unsure: null,
    });
    expect(
      await sitePopupHandlers['site-answer']({ type: 'site-answer', tabId: 4, url: 'https://tv.example/watch/1', answer: { kind: 'movie', title: 'Dune' } }),
    ).toMatchObject({ ok: false });
  });
});
