import { t } from '../../../lib/i18n/t';
import type { SiteId } from '../../../lib/messages/sites';
import { useSettings } from './use-settings';
import { ask } from '../../shared/ask';
import { SiteCheckboxes } from './SiteCheckboxes';

/** One switch per supported site; off means its reports are seen but never sent. Titled by the options shell. */
export function Sites() {
  const settings = useSettings();
  const toggle = (site: SiteId, enabled: boolean) =>
    // Through the background: switching off also ends what that site is scrobbling right now.
    void ask({ type: 'set-site-enabled', site, enabled });
  return (
    <div class="field" data-testid="options-sites">
      <p class="hint">{t('popup_sitesHelp')}</p>
      <SiteCheckboxes disabled={!settings} checked={(site) => (settings ? !settings.disabledSites.includes(site) : true)} onChange={toggle} />
    </div>
  );
}
