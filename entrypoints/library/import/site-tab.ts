// The library page reads a site's history in one of the site's open tabs: each request is made by
// the page itself (scripting.executeScript in the page's own world), with the user's session and
// nothing of ours. The answers come back here, where the readers check every one.
import browser from 'webextension-polyfill';
import { historyTabPatterns } from '../../../content-scripts/sites/history-readers';
import { fetchInPage, readGlobalsInPage, type HistorySite, type SiteTab, type TabRequest, type TabResponse } from '../../../lib/import/sites/tab';

/** The tab asked for (the popup's), if it is still on the site; else the site's most recent tab. */
export async function findSiteTab(site: HistorySite, preferred?: number): Promise<{ id: number; url: string } | null> {
  const tabs = await browser.tabs.query({ url: historyTabPatterns(site) }).catch(() => []);
  const usable = tabs.filter((tab) => tab.id !== undefined && tab.url);
  const chosen = usable.find((tab) => tab.id === preferred) ?? usable.sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0))[0];
  return chosen ? { id: chosen.id as number, url: chosen.url as string } : null;
}

async function inPage<T>(tabId: number, func: (...args: never[]) => unknown, args: unknown[]): Promise<T | undefined> {
  const [first] = await browser.scripting.executeScript({ target: { tabId }, world: 'MAIN', func: func as (...args: unknown[]) => unknown, args });
  return first?.result as T | undefined;
}

export function siteTab(tab: { id: number; url: string }): SiteTab {
  return {
    url: tab.url,
    fetch: async (request: TabRequest): Promise<TabResponse> => {
      try {
        const answer = await inPage<TabResponse>(tab.id, fetchInPage, [request]);
        // The page's world may answer anything: only the two fields are taken, as text and number.
        if (!answer || typeof answer.status !== 'number' || typeof answer.body !== 'string') return { status: 0, body: '', error: 'the tab gave no answer' };
        return {
          status: answer.status,
          body: answer.body,
          ...(typeof answer.account === 'string' ? { account: answer.account } : {}),
          ...(typeof answer.error === 'string' ? { error: answer.error.slice(0, 200) } : {}),
        };
      } catch (error) {
        // The tab was closed or navigated away mid-read.
        return { status: 0, body: '', error: error instanceof Error ? error.message.slice(0, 200) : 'the tab is gone' };
      }
    },
    globals: async (paths) => {
      const values = await inPage<unknown[]>(tab.id, readGlobalsInPage, [paths]).catch(() => undefined);
      return paths.map((_, index) => {
        const value = values?.[index];
        return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
      });
    },
  };
}
