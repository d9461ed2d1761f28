import { t } from '../../../lib/i18n/t';
import { SITE_HOSTS, type SiteId } from '../../../lib/messages/sites';
import { SITE_NAMES } from '../../../lib/messages/site-names';
import { useSettings } from './use-settings';
import { ask } from '../../shared/ask';

/** One switch per supported site; off means its reports are seen but never sent. Titled by the options shell. */
export function Sites() {
  const settings = useSettings();
  const toggle = (site: SiteId, enabled: boolean) =>
    // Through the background: switching off also ends what that site is scrobbling right now.
    void ask({ type: 'set-site-enabled', site, enabled });
  return (
    <div class="field" data-testid="options-sites">
      <p class="hint">{t('popup_sitesHelp')}</p>
      <ul class="site-list">
        {(Object.keys(SITE_HOSTS) as SiteId[]).map((site) => (
          <li key={site}>
            <label>
              <input
                type="checkbox"
                disabled={!settings}
                checked={settings ? !settings.disabledSites.includes(site) : true}
                onChange={(event) => toggle(site, (event.target as HTMLInputElement).checked)}
              />
              {SITE_NAMES[site]}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
