import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
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
  const [asking, setAsking] = useState(false);
  const turnOn = () => {
    setAsking(true);
    // No await before request(): the click's user gesture must still be live.
    void browser.permissions
      .request(PERMISSION)
      .catch(() => false)
      .then(async (granted) => {
        setAsking(false);
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
          onChange={(event) => {
            const box = event.currentTarget as HTMLInputElement;
            const wanted = box.checked;
            // The box shows what is in effect: it turns on once the browser has granted the permission.
            box.checked = settings?.notifications ?? false;
            if (wanted) turnOn();
            else void turnOff();
          }}
        />
        {t('popup_notificationsToggle')}
      </label>
      <p class="hint">{t('popup_notificationsHelp')}</p>
      {asking && (
        <p class="hint" role="status" data-testid="notifications-asking">
          {t('popup_notificationsAsking')}
        </p>
      )}
      {refused && (
        <p class="error" role="alert">
          {t('popup_notificationsRefused')}
        </p>
      )}
      <RatePrompt />
    </div>
  );
}

/** Opt-in: offer to rate what was just finished (in the popup; as a notification when those are on). */
function RatePrompt() {
  const settings = useSettings();
  return (
    <div class="field" data-testid="options-rate-prompt">
      <label>
        <input
          type="checkbox"
          disabled={!settings}
          checked={settings?.ratePrompt ?? false}
          onChange={(event) => void saveSettings({ ratePrompt: (event.currentTarget as HTMLInputElement).checked })}
        />
        {t('options_rate_prompt_toggle')}
      </label>
      <p class="hint">{t('options_rate_prompt_help')}</p>
    </div>
  );
}
