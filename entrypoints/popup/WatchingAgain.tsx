import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n/t';
import type { NowPlaying, Status } from '../../lib/messages/popup';
import { act } from './background-client';

/**
 * "I'm watching this again" (issue 30): while an item the held history shows as watched plays, the
 * card offers to count this viewing as a rewatch (its finish is then neither dropped as a duplicate
 * nor sent without the rewatch parameters). On a plan known Free the card says rewatches are not
 * counted there instead; a refused rewatch teaches that, and the card says so then.
 */
export function WatchingAgain({ watchedBefore, nowPlaying, plan }: { watchedBefore: boolean; nowPlaying: NowPlaying; plan: Status['plan'] }) {
  const [error, setError] = useState<string | null>(null);
  const live = nowPlaying.state === 'playing' || nowPlaying.state === 'paused';
  const offered = live && nowPlaying.tabId !== undefined && !nowPlaying.ignored && watchedBefore;
  if (plan === 'free' && (nowPlaying.watchingAgain || offered))
    return (
      <p class="muted" data-testid="rewatch-not-counted">
        {t('popup_rewatchFreePlan')}
      </p>
    );
  if (nowPlaying.watchingAgain)
    return (
      <p class="banner ok" role="status" data-testid="watching-again-set">
        {t('popup_watchingAgainSet')}
      </p>
    );
  if (!offered) return null;
  const mark = () => void act({ type: 'watching-again', tabId: nowPlaying.tabId! }).then((answer) => setError(answer.ok ? null : (answer.error ?? null)));
  return (
    <p data-testid="watching-again-offer">
      <button class="secondary" onClick={mark}>
        {t('popup_watchingAgain')}
      </button>
      {error && <span class="error">{error}</span>}
    </p>
  );
}
