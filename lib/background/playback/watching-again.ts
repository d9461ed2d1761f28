import { t } from '../../i18n/t';
import type { HandlersFor } from '../../messages/protocol';
import { notifyStatusChanged } from '../status/status';
import { inTurn, type PlaybackDeps } from './playback';

/**
 * The popup's "I'm watching this again": this tab's viewing is a deliberate rewatch, so its finish
 * is not dropped by the duplicate rule and goes with the rewatch parameters (lib/scrobble/rewatch.ts).
 * It belongs to the tab's session: the next item in the tab starts without it. One playback turn,
 * so no report is taken in half way.
 */
export async function markWatchingAgain(services: PlaybackDeps, tabId: number): Promise<boolean> {
  const marked = await inTurn(async () => {
    const db = await services.db();
    const session = await db.get('sessions', tabId);
    if (!session) return false;
    await db.put('sessions', { ...session, deliberateRewatch: true });
    const shown = await services.state.get('nowPlaying');
    if (shown?.tabId === tabId) await services.state.set('nowPlaying', { ...shown, watchingAgain: true });
    await services.activity.add('info', t('log_watchingAgain', session.guess.title));
    return true;
  });
  await notifyStatusChanged();
  return marked;
}

export function watchingAgainHandlers(services: PlaybackDeps): HandlersFor<'watching-again'> {
  return {
    'watching-again': async ({ tabId }) => ((await markWatchingAgain(services, tabId)) ? { ok: true } : { ok: false, error: t('popup_watchingAgainGone') }),
  };
}
