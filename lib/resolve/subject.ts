import type { MediaGuess } from '../messages/media';

/**
 * What an unresolved lookup is about: a show (every episode of it shares the answer) or a single
 * site item. Parked outbox entries with one subject are picked for together.
 */
export function subjectKey(guess: MediaGuess): string {
  return guess.kind === 'episode' && guess.siteShowId ? `${guess.site}:show:${guess.siteShowId}` : `${guess.site}:item:${guess.siteItemId}`;
}
