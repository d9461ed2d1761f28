import type { MediaGuess } from '../../messages/media';
import type { ParkedSubject } from '../../messages/popup';
import type { OutboxEntry } from '../../outbox/entry';
import { subjectKey } from '../../media/keys';

/** How a site named what was watched, as the popup's rows show it (parked titles, waiting viewings). */
export function guessFields(guess: MediaGuess): Pick<ParkedSubject, 'title' | 'site' | 'kind' | 'year' | 'season' | 'episode'> {
  return {
    title: guess.title,
    site: guess.site,
    kind: guess.kind,
    ...(guess.year ? { year: guess.year } : {}),
    ...(guess.season !== undefined ? { season: guess.season } : {}),
    ...(guess.episode !== undefined ? { episode: guess.episode } : {}),
  };
}

/** Parked entries grouped by what they are about, oldest first, for the popup to ask about. */
export function parkedSubjects(entries: readonly OutboxEntry[]): ParkedSubject[] {
  const bySubject = new Map<string, ParkedSubject>();
  for (const entry of entries) {
    const guess = entry.command?.guess;
    if (!guess) continue;
    const subject = subjectKey(guess);
    const known = bySubject.get(subject);
    if (known) {
      known.count += 1;
      continue;
    }
    bySubject.set(subject, { subject, ...guessFields(guess), count: 1 });
  }
  return [...bySubject.values()];
}
