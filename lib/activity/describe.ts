import type { MediaGuess, PlaybackReport } from '../messages/media';
import type { ScrobbleCommand } from '../scrobble/session';

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

export function describeReport(report: PlaybackReport): string {
  const where = `${((report.position / report.duration) * 100).toFixed(1)}%`;
  const muted = report.muted ? ', muted' : '';
  const source = report.source ? ` (named by ${report.source})` : '';
  return `${report.guess.site}: ${describeGuess(report.guess)} ${report.state} at ${where}${muted}${source}`;
}
