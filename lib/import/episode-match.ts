// Netflix names an episode only by its (localized) title. Its number comes from the service's
// episode list: the title matched there, or a title that is only a numbered label ("Episode 3",
// "Folge 3", "Chapter 3"). Anything looser is left for the user to pick, never guessed.
import { parseEpisodeLabel } from '../media/episode-label';
import type { ListedEpisode } from '../service/episode-list';
import { normaliseTitle } from '../resolve/title-match';

export interface EpisodeMatch {
  season: number;
  number: number;
  /** sure: the title matched one episode. unsure: a number taken from a label or an unnumbered season. */
  confidence: 'sure' | 'unsure';
}

const CHAPTER = /^(?:chapter|kapitel|cap[ií]tulo|chapitre)\s+(\d{1,4})\b/iu;

function numberFromLabel(episodeTitle: string): number | undefined {
  const label = parseEpisodeLabel(episodeTitle);
  if (label?.episode !== undefined && label.season === undefined) return label.episode;
  const chapter = CHAPTER.exec(episodeTitle.trim());
  return chapter ? Number(chapter[1]) : undefined;
}

export function matchEpisode(list: readonly ListedEpisode[], season: number | undefined, episodeTitle: string): EpisodeMatch | null {
  const wanted = normaliseTitle(episodeTitle);
  const regular = list.filter((episode) => !episode.special || season === 0);
  const inSeason = season === undefined ? regular : regular.filter((episode) => episode.season === season);
  const byTitle = (pool: readonly ListedEpisode[]) => pool.filter((episode) => episode.title !== undefined && normaliseTitle(episode.title) === wanted);

  const exact = byTitle(inSeason);
  if (exact.length === 1 && exact[0]) return { season: exact[0].season, number: exact[0].number, confidence: season === undefined ? 'unsure' : 'sure' };
  // Netflix's season split can differ from the catalog's ("Part 3" vs season 3 or season 2).
  const anywhere = season === undefined ? [] : byTitle(regular);
  if (anywhere.length === 1 && anywhere[0]) return { season: anywhere[0].season, number: anywhere[0].number, confidence: 'unsure' };

  const number = numberFromLabel(episodeTitle);
  if (number !== undefined && season !== undefined && inSeason.some((episode) => episode.number === number)) {
    return { season, number, confidence: 'sure' };
  }
  return null;
}
