// Netflix's files name a viewing only by its localized title text: "Show: Season 2: Episode",
// "Show: Limited Series: Episode", "Show: Staffel 2 – Teil B: Folge", "Show: Murder House: Episode"
// (a named season), or a movie that may itself hold a colon ("Film: The Sequel"). Episode numbers
// are never given, except the full export's occasional "(Episode 4)" suffix.
import { parseSeasonLabel } from '../media/episode-label';

export type NetflixTitle =
  | { kind: 'movie'; title: string }
  | {
      kind: 'episode';
      show: string;
      /** Undefined for a named season ("Murder House"): the resolver must find it by episode title. */
      season?: number;
      seasonLabel: string;
      episodeTitle: string;
      episode?: number;
    }
  /** "Film: The Sequel" could be a movie or a season-less show's episode: the resolver decides. */
  | { kind: 'either'; title: string; show: string; episodeTitle: string };

// French writes " : " with a space before the colon.
const SEPARATOR = /\s?:\s/u;
const LIMITED = /^(?:limited series|miniseries|mini-series|miniserie|mini-serie|minis[ée]rie|serie limitada|série limitée|miniserie limitata)$/iu;
const NUMBERED_PART = /^(?:part|teil|parte|partie|chapter|kapitel|cap[ií]tulo|chapitre|volume|vol\.|collection)\s*(\d{1,3})$/iu;
const SEASON_WITH_PART = /^(.+?)\s*[–—-]\s*(?:part|teil|parte|partie)\s*\w+$/iu;
const EPISODE_SUFFIX = /\s*\((?:episode|folge|episodio|épisode|episódio|aflevering)\s*(\d{1,4})\)\s*$/iu;

function seasonFromLabel(label: string, show: string): { season?: number } | null {
  // "Stranger Things 4", "Tiger King 2": the show's own name plus the season number.
  if (label.toLowerCase().startsWith(`${show.toLowerCase()} `)) {
    const rest = label.slice(show.length).trim();
    if (/^\d{1,3}$/u.test(rest)) return { season: Number(rest) };
  }
  const plain = parseSeasonLabel(label);
  if (plain !== null) return { season: plain };
  if (LIMITED.test(label)) return { season: 1 };
  const part = NUMBERED_PART.exec(label);
  if (part) return { season: Number(part[1]) };
  // "Staffel 2 – Teil B": Netflix splits a season into parts, still one season.
  const withPart = SEASON_WITH_PART.exec(label);
  const inner = withPart?.[1] ? parseSeasonLabel(withPart[1]) : null;
  return inner === null ? null : { season: inner };
}

export function parseNetflixTitle(raw: string): NetflixTitle {
  const suffix = EPISODE_SUFFIX.exec(raw);
  const text = (suffix ? raw.slice(0, suffix.index) : raw).trim();
  const episode = suffix?.[1] ? { episode: Number(suffix[1]) } : {};
  const segments = text.split(SEPARATOR).map((part) => part.trim());

  // The first segment after the show that reads as a season label splits show from episode,
  // so colons inside either name survive.
  for (let i = 1; i < segments.length - 1; i += 1) {
    const label = segments[i] as string;
    const season = seasonFromLabel(label, segments.slice(0, i).join(': '));
    if (season) {
      return {
        kind: 'episode',
        show: segments.slice(0, i).join(': '),
        ...season,
        seasonLabel: label,
        episodeTitle: segments.slice(i + 1).join(': '),
        ...episode,
      };
    }
  }
  const [first = text, second, ...rest] = segments;
  if (second === undefined) return { kind: 'movie', title: text };
  if (rest.length === 0) {
    if (suffix) return { kind: 'episode', show: first, seasonLabel: '', episodeTitle: second, ...episode };
    return { kind: 'either', title: text, show: first, episodeTitle: second };
  }
  return { kind: 'episode', show: first, seasonLabel: second, episodeTitle: rest.join(': '), ...episode };
}
