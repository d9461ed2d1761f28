import type { ScrobbleCommand } from '../scrobble/session';
import type { ScrobbleResponse } from '../service/schemas';

function describe(command: ScrobbleCommand): string {
  const { guess } = command;
  if (guess.kind === 'movie') return guess.title;
  const season = guess.season !== undefined ? `S${guess.season}` : '';
  return `${guess.title} ${season}E${guess.episode ?? guess.absoluteEpisode ?? '?'}`;
}

/** The service's answer to a scrobble, in the words the popup shows (spec 3.1 actions). */
export function summariseScrobble(command: ScrobbleCommand, response: ScrobbleResponse): string {
  const what = describe(command);
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

export function summariseAlreadyWatched(command: ScrobbleCommand): string {
  return `Marked as watched: ${describe(command)} (already recorded)`;
}
