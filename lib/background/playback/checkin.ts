import { queueEntries } from '../../outbox/store';
import { underSignIn } from '../under-sign-in';
import { checkInOffered, targetOf } from '../../library/marks';
import type { LibraryItem } from '../../messages/library-writes';
import { newEntry } from '../../outbox/entry';
import type { ScrobbleCommand } from '../../scrobble/session';
import type { Services } from '../composition-root';
import { notifyStatusChanged } from '../status/status';
import { t } from '../../i18n/t';

/**
 * "I'm watching this now" (spec 3.1 checkin): for sources without a position, e.g. a TV in the
 * room. The service extrapolates the progress and marks the item watched when its runtime is up.
 */
export async function checkIn(services: Pick<Services, 'activity' | 'db' | 'outbox' | 'state'>, item?: LibraryItem): Promise<{ ok: boolean; error?: string }> {
  return underSignIn(services.db, (madeUnder) => queueCheckIn(services, madeUnder, item));
}

async function queueCheckIn(
  services: Pick<Services, 'activity' | 'db' | 'outbox' | 'state'>,
  madeUnder: number,
  item?: LibraryItem,
): Promise<{ ok: boolean; error?: string }> {
  // An item the popup already knows (resolved, or picked in a search) needs no lookup.
  const subject = item ? { target: targetOf(item) } : await services.state.get('nowPlayingGuess').then((guess) => (guess ? { guess } : null));
  if (!subject) return { ok: false, error: t('error_nothingToCheckIn') };
  // spec 4.4: a show's check-in names its episode; `episode: {}` is refused. The popup offers
  // check-in only for a movie or a named episode (checkInOffered).
  if (item && !checkInOffered(item)) return { ok: false, error: t('error_pickEpisode') };
  const command: ScrobbleCommand = { action: 'checkin', ...subject, progress: 0, at: Date.now() };
  await queueEntries(await services.db(), [newEntry(command, command.at)], madeUnder);
  await services.activity.commandQueued(command);
  await notifyStatusChanged();
  void services.outbox.drain();
  return { ok: true };
}
