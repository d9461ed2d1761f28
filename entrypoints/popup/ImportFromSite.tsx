import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '../../lib/i18n/t';
import { HISTORY_SITES, type HistorySite } from '../../lib/import/sites/tab';
import { isSiteHost } from '../../lib/messages/sites';
import { siteName } from '../../lib/messages/site-names';
import { activeTab, type ActiveTab } from './active-tab';

/**
 * On a site whose history can be read, "Import my <site> history" opens the library page's import
 * for this very tab (the preview needs the room of a page; the popup would close mid-read).
 */
export function ImportFromSite() {
  const [found, setFound] = useState<{ tab: ActiveTab; site: HistorySite } | null>(null);
  useEffect(() => {
    void activeTab().then((tab) => {
      const site = tab ? HISTORY_SITES.find((candidate) => isSiteHost(candidate, tab.url)) : undefined;
      if (tab && site) setFound({ tab, site });
    });
  }, []);
  if (!found) return null;
  const open = async () => {
    await browser.tabs.create({ url: browser.runtime.getURL(`/library.html?import=${found.site}&tab=${found.tab.id}`) });
    window.close();
  };
  return (
    <button class="link" onClick={() => void open()} data-testid="popup-import-site">
      {t('popup_import_site', siteName(found.site))}
    </button>
  );
}
