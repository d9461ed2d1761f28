import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { activeTab, type ActiveTab } from './active-tab';

/**
 * What the background says about the active tab's page, read when the popup opens and again on
 * every status change (a question arrived, detection was switched). `wanted` picks the tabs the
 * caller is about; `read` asks the background.
 */
export function useActiveTabPage<P>(wanted: (tab: ActiveTab) => boolean, read: (tab: ActiveTab) => Promise<P | null>) {
  const [tab, setTab] = useState<ActiveTab | null>(null);
  const [page, setPage] = useState<P | null>(null);
  useEffect(() => {
    let current: ActiveTab | null = null;
    const refresh = () => current && void read(current).then(setPage);
    const onMessage = (message: unknown) => {
      if ((message as { type?: unknown } | null)?.type === 'status-changed') refresh();
    };
    browser.runtime.onMessage.addListener(onMessage);
    void activeTab().then((found) => {
      current = found && wanted(found) ? found : null;
      setTab(current);
      refresh();
    });
    return () => browser.runtime.onMessage.removeListener(onMessage);
  }, []);
  return { tab, page, setPage };
}
