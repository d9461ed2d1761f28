import { useState } from 'preact/hooks';
import browser from 'webextension-polyfill';
import { t } from '../../../lib/i18n/t';
import { saveSettings } from '../../../lib/settings/settings';
import { useSettings } from './use-settings';

const PERMISSION: { permissions: ['notifications'] } = { permissions: ['notifications'] };

/**
 * Optional desktop notifications. The permission is optional in the manifest and asked for only
 * here, in the click that turns them on (browsers require a user gesture for the request).
 */
export function Notifications() {
  const settings = useSettings();
  const [refused, setRefused] = useState(false);
  const turnOn = () => {
    // No await before request(): the click's user gesture must still be live.
    void browser.permissions
      .request(PERMISSION)
      .catch(() => false)
      .then(async (granted) => {
        setRefused(!granted);
        await saveSettings({ notifications: granted });
      });
  };
  const turnOff = async () => {
    await saveSettings({ notifications: false });
    await browser.permissions.remove(PERMISSION).catch(() => false);
  };
  return (
    <div class="field" data-testid="options-notifications">
      <label>
        <input
          type="checkbox"
          disabled={!settings}
          checked={settings?.notifications ?? false}
          onChange={(event) => ((event.target as HTMLInputElement).checked ? turnOn() : void turnOff())}
        />
        {t('popup_notificationsToggle')}
      </label>
      <p class="hint">{t('popup_notificationsHelp')}</p>
      {refused && <p class="error" role="alert">{t('popup_notificationsRefused')}</p>}
    </div>
  );
}
