import type { MediaGuess } from '../messages/media';
import { subjectKey } from '../media/keys';

/** Nothing matched well enough: the item is parked for the user to pick, never sent as a guess. */
export class UnresolvedError extends Error {
  override name = 'UnresolvedError';
  readonly subject: string;
  constructor(
    readonly guess: MediaGuess,
    message: string,
  ) {
    super(message);
    this.subject = subjectKey(guess);
  }
}
