import { browser } from 'wxt/browser';

export interface ActiveTab {
  id: number;
  url: string;
}

/**
 * The tab the popup was opened for. Without the `tabs` permission its address is visible only
 * through activeTab (granted when the user clicks the toolbar button) or a host permission we
 * already hold; otherwise there is nothing to offer.
 */
export async function activeTab(): Promise<ActiveTab | null> {
  let [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  if (tab?.url?.startsWith(browser.runtime.getURL('/'))) {
    // The popup is itself a tab (Firefox for Android opens it so): it is about the tab used before.
    const others = (await browser.tabs.query({ currentWindow: true })).filter((other) => other.id !== tab!.id);
    [tab] = others.sort((a, b) => (b.lastAccessed ?? 0) - (a.lastAccessed ?? 0));
  }
  return tab?.id !== undefined && tab.url ? { id: tab.id, url: tab.url } : null;
}
