import { t } from '../../i18n/t';
import { siteName } from '../../messages/site-names';
import { loadSettings, saveSettings } from '../../settings/settings';
import { endSession, inTurn, type PlaybackDeps } from './playback';
import { notifyStatusChanged } from '../status/status';

// The user's off switches, set from the popup: a site ("don't scrobble on Netflix", synced settings)
// and a tab ("not this tab", until it closes). The intake checks them (intake.ts#scrobblingOff).

/**
 * Switching off ends what is being scrobbled there now: the service keeps the place (a pause).
 * One playback turn, behind any report already taken in, so a session such a report opens is ended too.
 */
function settleTabs(services: PlaybackDeps, matches: (tabId: number, site: string) => boolean, why: 'site' | 'tab'): Promise<void> {
  return inTurn(async () => {
    const sessions = await (await services.db()).getAll('sessions');
    for (const session of sessions) {
      if (!matches(session.tabId, session.guess.site)) continue;
      await endSession(services, session.tabId);
      await markShownIgnored(services, session.tabId, why);
    }
  });
}

async function markShownIgnored(services: PlaybackDeps, tabId: number, why: 'site' | 'tab' | undefined): Promise<void> {
  const shown = await services.state.get('nowPlaying');
  if (!shown || shown.tabId !== tabId) return;
  const { ignored: _previous, ...rest } = shown;
  await services.state.set('nowPlaying', why ? { ...rest, ignored: why } : rest);
}

export async function setSiteEnabled(services: PlaybackDeps, site: string, enabled: boolean): Promise<void> {
  const { disabledSites } = await loadSettings();
  await saveSettings({ disabledSites: enabled ? disabledSites.filter((name) => name !== site) : [...new Set([...disabledSites, site])] });
  await services.activity.add('info', enabled ? t('popup_logSiteOn', siteName(site)) : t('popup_logSiteOff', siteName(site)));
  if (!enabled) await settleTabs(services, (_tabId, name) => name === site, 'site');
  const shown = await services.state.get('nowPlaying');
  if (enabled && shown?.site === site && shown.ignored === 'site') await markShownIgnored(services, shown.tabId ?? -1, undefined);
  await notifyStatusChanged();
}

export async function setTabPaused(services: PlaybackDeps, tabId: number, paused: boolean): Promise<void> {
  const current = (await services.state.get('pausedTabs')) ?? [];
  await services.state.set('pausedTabs', paused ? [...new Set([...current, tabId])] : current.filter((id) => id !== tabId));
  await services.activity.add('info', paused ? t('popup_logTabPaused', tabId) : t('popup_logTabResumed', tabId));
  if (paused) await settleTabs(services, (id) => id === tabId, 'tab');
  else await markShownIgnored(services, tabId, undefined);
  await notifyStatusChanged();
}

export async function forgetPausedTab(services: PlaybackDeps, tabId: number): Promise<void> {
  const current = (await services.state.get('pausedTabs')) ?? [];
  if (current.includes(tabId))
    await services.state.set(
      'pausedTabs',
      current.filter((id) => id !== tabId),
    );
}
