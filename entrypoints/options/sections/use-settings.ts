import { useEffect, useState } from 'preact/hooks';
import { loadSettings, watchSettings, type Settings } from '../../../lib/settings/settings';

/** The synced settings, kept current when they change anywhere (another window, the popup, a sync). */
export function useSettings(): Settings | null {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    const stop = watchSettings(setSettings);
    void loadSettings().then(setSettings);
    return stop;
  }, []);
  return settings;
}
