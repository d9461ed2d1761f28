// Players show the season/episode as a short localized label ("S2:E1", "Flg. 1", "1화").
// The whole text must be such a label: anchoring the match is what keeps titles like
// "Ocean's 11" or "Se7en" from being read as episodes.

export interface EpisodeLabel {
  season?: number;
  episode?: number;
}

// Longer words first only for readability; the anchored match backtracks anyway.
const SEASON_WORDS = [
  'season',
  'saison',
  'staffel',
  'temporada',
  'stagione',
  'seizoen',
  'sezon',
  'sæson',
  'säsong',
  'sesong',
  'kausi',
  'st\\.?',
  'temp\\.?',
  's',
  't',
  'シーズン',
  '시즌',
  'сезон',
].join('|');

const EPISODE_WORDS = [
  'episode',
  'épisode',
  'episodio',
  'episódio',
  'episodi',
  'aflevering',
  'afl\\.?',
  'odcinek',
  'avsnitt',
  'jakso',
  'folge',
  'flg\\.?',
  'ep\\.?',
  'e',
  'é',
  'エピソード',
  '에피소드',
  'серия',
].join('|');

const NUM = '(\\d{1,4})';

const SEASON_PART = `(?:(?:${SEASON_WORDS})\\s*${NUM}|第\\s*${NUM}\\s*[期季])`;
const EPISODE_PART = `(?:(?:${EPISODE_WORDS})\\s*${NUM}|第?\\s*${NUM}\\s*[話话集화회])`;
const SEPARATOR = '\\s*[,:;.\\-–—·|/]?\\s*';

const LABEL = new RegExp(`^(?:${SEASON_PART}${SEPARATOR})?${EPISODE_PART}$`, 'iu');
// "1x04", as some sites and file names write it.
const CROSS = /^(\d{1,3})\s*x\s*(\d{1,4})$/iu;

function normalize(text: string): string {
  // NFKC folds full-width digits and colons ("第１話", "Ｓ１：Ｅ１") and composes accents.
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .replace(/^[\s([{"'«「【]+|[\s)\]}"'»」】]+$/gu, '');
}

const SEASON_ONLY = new RegExp(`^${SEASON_PART}$`, 'iu');

/** A label naming only a season ("Season 2", "Staffel 3", "第3期"), as season pages title themselves. */
export function parseSeasonLabel(text: string): number | null {
  const match = SEASON_ONLY.exec(normalize(text));
  const season = firstNumber(match?.[1], match?.[2]);
  return season ?? null;
}

function firstNumber(...values: Array<string | undefined>): number | undefined {
  const found = values.find((v) => v !== undefined);
  return found === undefined ? undefined : Number.parseInt(found, 10);
}

export function parseEpisodeLabel(text: string): EpisodeLabel | null {
  const label = normalize(text);
  if (label === '') return null;

  const cross = CROSS.exec(label);
  // Both groups are there whenever CROSS matches.
  if (cross) return { season: firstNumber(cross[1]), episode: firstNumber(cross[2]) };

  const match = LABEL.exec(label);
  if (!match) return null;
  const [, seasonA, seasonB, episodeA, episodeB] = match;
  const episode = firstNumber(episodeA, episodeB);
  if (episode === undefined) return null;
  const season = firstNumber(seasonA, seasonB);
  return season === undefined ? { episode } : { season, episode };
}

export interface EpisodeLine extends EpisodeLabel {
  episodeTitle?: string;
}

/**
 * Splits a player's one-line episode text, label then title: "S1:E6 Title" (Disney+), "S1: afl. 6
 * Title" (Disney+ Dutch), "Season 1, Ep. 4 Title" (Prime Video), "Staffel 1, Folge 4 Titel".
 * The longest leading run of words that is a whole localized label wins, so a title that begins
 * with a number ("33") stays the title.
 */
export function splitEpisodeLine(line: string): EpisodeLine | null {
  const words = line.trim().split(/\s+/u);
  for (let count = Math.min(words.length, 6); count >= 1; count--) {
    const label = parseEpisodeLabel(words.slice(0, count).join(' '));
    if (label?.episode === undefined) continue;
    const episodeTitle = words.slice(count).join(' ');
    return { ...label, ...(episodeTitle ? { episodeTitle } : {}) };
  }
  return null;
}
