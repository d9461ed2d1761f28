import { describeCommand } from '../activity/describe';
import type { ScrobbleCommand } from '../scrobble/session';
import type { ScrobbleResponse } from '../service/schemas';

/** The service's answer to a scrobble, in the words the popup shows (spec 3.1 actions). */
export function summariseScrobble(command: ScrobbleCommand, response: ScrobbleResponse): string {
  const what = describeCommand(command);
  switch (response.action) {
    case 'start':
      return `Watching ${what}`;
    case 'checkin':
      return `Checked in to ${what}`;
    case 'pause':
      return command.action === 'stop'
        ? `Saved your place in ${what} at ${Math.round(command.progress)}%`
        : `Paused ${what} at ${Math.round(command.progress)}%`;
    case 'scrobble':
      return `Marked as watched: ${what}`;
  }
}

export function summariseAlreadyWatched(command: ScrobbleCommand, watchedAt: string | undefined): string {
  const when = watchedAt ? ` on ${new Date(watchedAt).toLocaleString()}` : '';
  return `Marked as watched: ${describeCommand(command)} (already recorded${when})`;
}

export function summariseHistory(commands: ScrobbleCommand[], notFound: number): string {
  const names = commands.map(describeCommand).join(', ');
  const missing = notFound > 0 ? ` (${notFound} not found on the service)` : '';
  return `Marked as watched: ${names} (sent later with the time you watched)${missing}`;
}
