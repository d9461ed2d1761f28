import { describeCommand } from '../../activity/describe';
import type { ScrobbleCommand } from '../../scrobble/session';
import type { ScrobbleResponse } from '../../service/schemas';
import { t, tCount } from '../../i18n/t';
import { formatClock, formatWeekday } from '../../i18n/intl';
import { siteName } from '../../messages/site-names';
import type { HeldViewing } from '../../scrobble/duplicate';

/** The service's answer to a scrobble, in the words the popup shows (spec 3.1 actions). */
export function summariseScrobble(command: ScrobbleCommand, response: ScrobbleResponse): string {
  const what = describeCommand(command);
  switch (response.action) {
    case 'start':
      return t('summary_watching', what);
    case 'checkin':
      return t('summary_checkedIn', what);
    case 'pause':
      return command.action === 'stop' ? t('summary_savedPlace', what, Math.round(command.progress)) : t('summary_paused', what, Math.round(command.progress));
    case 'scrobble':
      return t('summary_watched', what);
  }
}

export function summariseAlreadyWatched(command: ScrobbleCommand, watchedAt: string | undefined): string {
  const what = describeCommand(command);
  return watchedAt ? t('summary_alreadyWatchedOn', what, new Date(watchedAt).toLocaleString()) : t('summary_alreadyWatched', what);
}

export function summariseHistory(commands: ScrobbleCommand[], notFound: number): string {
  const names = commands.map(describeCommand).join(', ');
  return notFound > 0 ? tCount('summary_historyLaterMissing', notFound, names) : t('summary_historyLater', names);
}

/** A history write the duplicate rule kept back: when the held viewing was, and where. */
export function summariseDuplicate(what: string, repeated: HeldViewing): string {
  const when = repeated.dayOnly ? formatWeekday(repeated.at) : formatClock(repeated.at);
  return repeated.site ? t('summary_alreadyRecordedFrom', what, when, siteName(repeated.site)) : t('summary_alreadyRecorded', what, when);
}
