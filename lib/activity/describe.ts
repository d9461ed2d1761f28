import type { MediaGuess, PlaybackReport } from '../messages/media';
import type { ScrobbleCommand } from '../scrobble/session';
import { t, type MessageKey } from '../i18n/t';

/** "Stranger Things S1E2" / "Glass Onion (2022)": how an item reads in the log and the popup. */
export function describeGuess(guess: MediaGuess): string {
  if (guess.kind === 'movie') return guess.year ? `${guess.title} (${guess.year})` : guess.title;
  const season = guess.season !== undefined ? `S${guess.season}` : '';
  return `${guess.title} ${season}E${guess.episode ?? guess.absoluteEpisode ?? '?'}`;
}

export function describeCommand(command: ScrobbleCommand): string {
  if (command.guess) return describeGuess(command.guess);
  const { item, episode } = command.target;
  return episode ? `${item.title} ${episode.season !== undefined ? `S${episode.season}` : ''}E${episode.number}` : item.title;
}

const ACTION_WORDS: Record<ScrobbleCommand['action'], MessageKey> = {
  start: 'action_start',
  pause: 'action_pause',
  stop: 'action_stop',
  checkin: 'action_checkin',
};
const STATE_WORDS: Record<PlaybackReport['state'], MessageKey> = {
  playing: 'state_playing',
  paused: 'state_paused',
  ended: 'state_ended',
  gone: 'state_gone',
};

/** The scrobble action in the user's language ("start", "Pause"...). */
export function describeAction(action: ScrobbleCommand['action']): string {
  return t(ACTION_WORDS[action]);
}

export function describeReport(report: PlaybackReport): string {
  const where = `${((report.position / report.duration) * 100).toFixed(1)}%`;
  const muted = report.muted ? t('log_detectedMuted') : '';
  const source = report.source ? t('log_detectedSource', report.source) : '';
  return `${t('log_detected', report.guess.site, describeGuess(report.guess), t(STATE_WORDS[report.state]), where)}${muted}${source}`;
}
