import { t } from '../../lib/i18n/t';
import type { NowPlaying, Status } from '../../lib/messages/popup';
import { siteName } from '../../lib/messages/site-names';
import { act } from './background-client';

/** The user's off switches for what the card shows: the whole site, or just this tab. */
export function ScrobbleSwitches({ nowPlaying, scrobbling }: { nowPlaying: NowPlaying; scrobbling: NonNullable<Status['scrobbling']> }) {
  const site = nowPlaying.site;
  const tabId = nowPlaying.tabId;
  return (
    <div class="switches" data-testid="scrobble-switches">
      <label class="switch">
        <input
          type="checkbox"
          checked={scrobbling.siteEnabled}
          onChange={(event) => void act({ type: 'set-site-enabled', site, enabled: (event.target as HTMLInputElement).checked })}
        />
        {t('popup_scrobbleSite', siteName(site))}
      </label>
      {tabId !== undefined && (
        <label class="switch">
          <input
            type="checkbox"
            checked={!scrobbling.tabPaused}
            onChange={(event) => void act({ type: 'set-tab-paused', tabId, paused: !(event.target as HTMLInputElement).checked })}
          />
          {t('popup_scrobbleTab')}
        </label>
      )}
    </div>
  );
}
