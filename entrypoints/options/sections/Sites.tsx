import { t } from '../../../lib/i18n/t';
import { SITE_HOSTS, type SiteId } from '../../../lib/messages/sites';
import type { PopupRequest } from '../../../lib/messages/popup';
import browser from 'webextension-polyfill';
import { SITE_NAMES } from '../../../lib/messages/site-names';
import { useSettings } from './use-settings';

/** One switch per supported site; off means its reports are seen but never sent. */
export function Sites() {
  const settings = useSettings();
  const toggle = (site: SiteId, enabled: boolean) =>
    // Through the background: switching off also ends what that site is scrobbling right now.
    void browser.runtime.sendMessage({ type: 'set-site-enabled', site, enabled } satisfies PopupRequest);
  return (
    <section class="options-section" aria-labelledby="sites-title" data-testid="options-sites">
      <h2 id="sites-title">{t('popup_sitesTitle')}</h2>
      <p class="muted">{t('popup_sitesHelp')}</p>
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
    </section>
  );
}
