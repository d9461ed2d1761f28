// The library page reads a site's history in one of the site's open tabs: each request is made by
// the page itself (scripting.executeScript in the page's own world), with the user's session and
// nothing of ours. The answers come back here, where the readers check every one. The page's
// scripts share that world and may answer in the site's place, so each call is bounded: the tab
// must still be an https page of the site (in Chrome, the very document the read began in), and
// the injection and its request end at a deadline or on Cancel.
import { browser } from 'wxt/browser';
import { historyTabPatterns } from '../../../content-scripts/sites/history-readers';
import { isSiteHost } from '../../../lib/messages/sites';
import { settleWithin, TAB_DEADLINE_MS } from '../../../lib/import/sites/deadline';
import { ReadCancelled, SiteReadError } from '../../../lib/import/sites/read';
import { fetchInPage, readGlobalsInPage, type HistorySite, type SiteTab, type TabRequest, type TabResponse } from '../../../lib/import/sites/tab';

/** The tab asked for (the popup's), if it is still on the site; else the site's most recent tab. */
export async function findSiteTab(site: HistorySite, preferred?: number): Promise<{ id: number; url: string } | null> {
  const tabs = await browser.tabs.query({ url: historyTabPatterns(site) }).catch(() => []);
  const usable = tabs.filter((tab) => tab.id !== undefined && tab.url && isSiteHost(site, tab.url));
  const chosen = usable.find((tab) => tab.id === preferred) ?? usable.sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0))[0];
  return chosen ? { id: chosen.id as number, url: chosen.url as string } : null;
}

interface Call {
  site: HistorySite;
  tabId: number;
  signal: AbortSignal;
  /** Chrome: the document the read's first call ran in; later calls go to it or fail. */
  documentId?: string;
  injections: TabCalls;
}

/** Every injection of one read, settled or not: Cancel leaves the one in flight running in the page. */
export type TabCalls = Set<Promise<unknown>>;

async function stillOnSite(call: Call): Promise<void> {
  const tab = await browser.tabs.get(call.tabId).catch(() => null);
  if (!tab || !isSiteHost(call.site, tab.url)) throw new SiteReadError('the tab is no longer an https page of the site');
}

async function inPage<T>(call: Call, func: (...args: never[]) => unknown, args: unknown[], what: string): Promise<T | undefined> {
  await stillOnSite(call);
  const target = { tabId: call.tabId, ...(call.documentId ? { documentIds: [call.documentId] } : {}) };
  const injected = browser.scripting.executeScript({ target, world: 'MAIN', func: func as (...args: unknown[]) => unknown, args });
  call.injections.add(injected);
  const [first] = await settleWithin(injected, TAB_DEADLINE_MS, call.signal, what);
  // Firefox runs no document pinning (it has no documentIds): the URL check above stands alone.
  if (!import.meta.env.FIREFOX && !call.documentId && typeof first?.documentId === 'string') call.documentId = first.documentId;
  return first?.result as T | undefined;
}

/** Errors of the tab itself (closed, navigated, no access) as an answer the readers understand. */
function brokenTab(error: unknown): TabResponse {
  if (error instanceof SiteReadError || error instanceof ReadCancelled) throw error;
  return { status: 0, body: '', error: error instanceof Error ? error.message.slice(0, 200) : 'the tab is gone' };
}

export function siteTab(site: HistorySite, tab: { id: number; url: string }, signal: AbortSignal, injections: TabCalls): SiteTab {
  const call: Call = { site, tabId: tab.id, signal, injections };
  return {
    url: tab.url,
    fetch: async (request: TabRequest): Promise<TabResponse> => {
      try {
        const answer = await inPage<TabResponse>(call, fetchInPage, [request], 'the tab');
        // The page's world may answer anything: only the two fields are taken, as text and number.
        if (!answer || typeof answer.status !== 'number' || typeof answer.body !== 'string') return { status: 0, body: '', error: 'the tab gave no answer' };
        return {
          status: answer.status,
          body: answer.body,
          ...(typeof answer.account === 'string' ? { account: answer.account } : {}),
          ...(typeof answer.error === 'string' ? { error: answer.error.slice(0, 200) } : {}),
        };
      } catch (error) {
        return brokenTab(error);
      }
    },
    globals: async (paths) => {
      const values = await inPage<unknown[]>(call, readGlobalsInPage, [paths], 'the tab').catch((error: unknown) => {
        brokenTab(error);
        return undefined;
      });
      return paths.map((_, index) => {
        const value = values?.[index];
        return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
      });
    },
  };
}
