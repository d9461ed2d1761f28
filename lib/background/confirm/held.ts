import { describeGuess } from '../../activity/describe';
import { t } from '../../i18n/t';
import type { WaitingWatch } from '../../scrobble/waiting';
import type { Services } from '../composition-root';
import { notifyStatusChanged } from '../status/status';
import { notifyWaiting } from './notify-waiting';
import { keepWaitingBounded } from './waiting-watches';

/** Viewings the playback road just stored as waiting: logged, bounded, shown on the badge, maybe notified. */
export async function viewingsHeld(services: Pick<Services, 'db' | 'activity' | 'state'>, watches: readonly WaitingWatch[]): Promise<void> {
  for (const watch of watches) await services.activity.add('info', t('log_confirmWaiting', describeGuess(watch.guess)));
  await keepWaitingBounded(services);
  await notifyStatusChanged();
  const count = await (await services.db()).count('toConfirm');
  // A notification that cannot be shown is no reason to fail the playback turn.
  await notifyWaiting(services.state, count).catch(() => false);
}
