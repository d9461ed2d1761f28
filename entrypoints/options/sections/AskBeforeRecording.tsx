import { t } from '../../../lib/i18n/t';
import type { SiteId } from '../../../lib/messages/sites';
import { saveSettings, type Settings } from '../../../lib/settings/settings';
import { useSettings } from './use-settings';
import { SiteCheckboxes } from './SiteCheckboxes';

function withSite(settings: Settings, site: SiteId, asks: boolean): string[] {
  return asks ? [...new Set([...settings.askSites, site])] : settings.askSites.filter((name) => name !== site);
}

/**
 * "Ask before recording a watch", for every site or site by site. Only the settings change: the
 * playback road (lib/scrobble/hold.ts) reads them at each step, so a viewing going on is held from
 * its next step.
 */
export function AskBeforeRecording() {
  const settings = useSettings();
  return (
    <div class="field" data-testid="options-ask-before">
      <label>
        <input
          type="checkbox"
          data-testid="ask-all-sites"
          disabled={!settings}
          checked={settings?.askBeforeRecording ?? false}
          onChange={(event) => void saveSettings({ askBeforeRecording: (event.currentTarget as HTMLInputElement).checked })}
        />
        {t('options_askBeforeRecording')}
      </label>
      <p class="hint">{t('options_askBeforeRecordingHelp')}</p>
      <SiteCheckboxes
        testIdPrefix="ask-site-"
        suffix={t('options_askOnSite')}
        disabled={!settings || settings.askBeforeRecording}
        checked={(site) => (settings ? settings.askBeforeRecording || settings.askSites.includes(site) : false)}
        onChange={(site, asks) => settings && void saveSettings({ askSites: withSite(settings, site, asks) })}
      />
    </div>
  );
}
