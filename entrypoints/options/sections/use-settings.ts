import { useEffect, useState } from 'preact/hooks';
import browser from 'webextension-polyfill';
import { loadSettings, type Settings } from '../../../lib/settings/settings';

/** The synced settings, kept current when they change anywhere (another window, the popup, a sync). */
export function useSettings(): Settings | null {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    const refresh = () => void loadSettings().then(setSettings);
    const onChanged = (_changes: unknown, area: string) => {
      if (area === 'sync') refresh();
    };
    browser.storage.onChanged.addListener(onChanged);
    refresh();
    return () => browser.storage.onChanged.removeListener(onChanged);
  }, []);
  return settings;
}
