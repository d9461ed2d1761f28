import { SITE_HOSTS, type SiteId } from '../../../lib/messages/sites';
import { SITE_NAMES } from '../../../lib/messages/site-names';

interface SiteCheckboxesProps {
  checked: (site: SiteId) => boolean;
  disabled: boolean;
  onChange: (site: SiteId, checked: boolean) => void;
  /** What follows the site's name, if anything ("Ask first"). */
  suffix?: string;
  testIdPrefix?: string;
}

/** One checkbox per supported site, the way the options page lists sites. */
export function SiteCheckboxes({ checked, disabled, onChange, suffix, testIdPrefix }: SiteCheckboxesProps) {
  return (
    <ul class="site-list">
      {(Object.keys(SITE_HOSTS) as SiteId[]).map((site) => (
        <li key={site}>
          <label>
            <input
              type="checkbox"
              {...(testIdPrefix ? { 'data-testid': `${testIdPrefix}${site}` } : {})}
              disabled={disabled}
              checked={checked(site)}
              onChange={(event) => onChange(site, (event.target as HTMLInputElement).checked)}
            />
            {suffix ? `${SITE_NAMES[site]}: ${suffix}` : SITE_NAMES[site]}
          </label>
        </li>
      ))}
    </ul>
  );
}
