import type { MediaGuess } from '../../../lib/messages/media';
import { wholeNumber } from '../../metadata/json-ld';
import type { ApiVerdict } from '../../metadata/site-api';

// One ADN video as the gateway API describes it (SITES-2.md §12, yt-dlp, UTS): `/video/{id}`'s
// `video`, and each entry of the viewing history. Shared by the adapter (checked with json-shape)
// and the history import (checked with zod): one reading of the same answer.

export interface AdnVideo {
  id: number;
  /** 'MOV' is a film (UTS); episodes and the rest carry other codes. */
  type: string;
  /** "Épisode 6" / "Folge 6": the shown label. */
  number?: string | null;
  /** "6": the number alone (UTS reads this one). */
  shortNumber?: string | number | null;
  /** The season, as a number or its text ("2"); absent or null where the show has one. */
  season?: string | number | null;
  /** The episode's own title. */
  name?: string | null;
  show: { id: number; title: string; firstReleaseYear?: number | null };
}

/** The episode number: `shortNumber`, else the digits of the shown label ("Épisode 12", "Folge 6"). */
function episodeOf(video: AdnVideo): number | undefined {
  return wholeNumber(video.shortNumber) ?? wholeNumber(/\d+/u.exec(video.number ?? '')?.[0]);
}

/**
 * A film, an episode, or "known, and nothing a tracker lists": a video that is no film and carries
 * no number (a trailer, a PV) is refused. Which codes ADN gives its trailers is not recorded
 * (inference): the missing number is what this reading relies on, not a code.
 */
export function verdictOf(video: AdnVideo): ApiVerdict | null {
  const title = video.show.title.trim();
  if (!title) return null;
  const siteItemId = String(video.id);
  if (video.type === 'MOV') {
    const year = video.show.firstReleaseYear;
    return { kind: 'guess', guess: { kind: 'movie', title, siteItemId, ...(year ? { year } : {}) } };
  }
  const episode = episodeOf(video);
  if (episode === undefined) return { kind: 'refused' };
  const season = wholeNumber(video.season);
  const episodeTitle = video.name?.trim();
  const guess: Omit<MediaGuess, 'site'> = {
    kind: 'episode',
    title,
    siteItemId,
    siteShowId: String(video.show.id),
    episode,
    ...(season !== undefined ? { season } : {}),
    ...(episodeTitle ? { episodeTitle } : {}),
  };
  return { kind: 'guess', guess };
}
