import browser from 'webextension-polyfill';

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
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id !== undefined && tab.url ? { id: tab.id, url: tab.url } : null;
}
