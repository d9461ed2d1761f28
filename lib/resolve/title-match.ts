/**
 * How sure we are that a catalog entry is what the site plays. Pure: the resolver feeds it search
 * results (and, for anime, their English and alternate titles) and acts on the confidence.
 */

/** Release-language tags sites glue to a title: "(English Dub)", "[Sub]", "(Dubbed)". */
const AUDIO_SUFFIX = /\s*[([](?:[\p{L}-]+\s+)?(?:dub|dubbed|sub|subbed|subtitled|synchro|synchronisiert|vf|vostfr|omu)[)\]]\s*$/iu;
/** A country qualifier that tells two same-named shows apart: "The Office (US)". */
const COUNTRY_SUFFIX = /\s*\((US|UK|GB|AU|CA|NZ|IE|DE|FR|JP|KR|IN)\)\s*$/;
/** A year in the title itself: "Dune (1984)". */
const YEAR_SUFFIX = /\s*\((\d{4})\)\s*$/;
/** A season named in the title: "Season 2", "2nd Season", "S2", "Part 2". */
const SEASON_SUFFIX = /\s+(?:season\s+(\d+)|(\d+)(?:st|nd|rd|th)\s+season|s(\d+)|part\s+(\d+))$/i;

/** Lowercase, Latin diacritics dropped (other scripts kept whole), punctuation gone, single spaces. */
export function normaliseTitle(title: string): string {
  return (
    title
      .normalize('NFKD')
      // Only marks on Latin letters: in kana a mark is part of the letter (が is not か).
      .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
      .normalize('NFC')
      .toLowerCase()
      .replace(/[×✕]/g, ' x ')
      .replace(/&/g, ' and ')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

export interface TitleParts {
  /** Normalised title without audio, country, year and season tags. */
  base: string;
  /** Normalised title with only the audio tag removed. */
  full: string;
  country?: string;
  year?: number;
  season?: number;
}

/** Splits what a title says beyond its name: audio version, country, year, season. */
export function titleParts(raw: string): TitleParts {
  let title = raw.trim().replace(AUDIO_SUFFIX, '');
  const full = normaliseTitle(title);
  const parts: Omit<TitleParts, 'base' | 'full'> = {};
  const country = COUNTRY_SUFFIX.exec(title);
  if (country) {
    parts.country = country[1]!.toUpperCase();
    title = title.slice(0, country.index);
  }
  const year = YEAR_SUFFIX.exec(title);
  if (year) {
    parts.year = Number(year[1]);
    title = title.slice(0, year.index);
  }
  const normalised = normaliseTitle(title);
  const season = SEASON_SUFFIX.exec(normalised);
  if (season) {
    parts.season = Number(season[1] ?? season[2] ?? season[3] ?? season[4]);
    return { base: normalised.slice(0, season.index).trim(), full, ...parts };
  }
  return { base: normalised, full, ...parts };
}

export type WantedKind = 'movie' | 'episode';
export type CandidateKind = 'movie' | 'show' | 'anime';

export interface Wanted {
  title: string;
  year?: number | undefined;
  kind: WantedKind;
  /** The site's season number for an episode (an anime sequel may be its own entry). */
  season?: number | undefined;
}

export interface Candidate {
  title: string;
  year?: number | null | undefined;
  kind?: CandidateKind | undefined;
  /** English and alternate titles (anime). */
  otherTitles?: readonly string[] | undefined;
}

/** 1 for the same name; less when only the name without its season tag agrees. */
function titleScore(wanted: Wanted, candidate: Candidate): number {
  const want = titleParts(wanted.title);
  let best = 0;
  for (const name of [candidate.title, ...(candidate.otherTitles ?? [])]) {
    const have = titleParts(name);
    if (want.full === have.full || (want.base === have.full && !want.season)) {
      best = Math.max(best, 1);
    } else if (want.base !== '' && want.base === have.base) {
      // Same name, different season tag. The site's season (in the title or on the episode) agrees
      // with the entry's: a sequel kept as its own entry. Otherwise the franchise's first entry
      // is the next best: its season mapping leads to the rest.
      const wantSeason = want.season ?? (wanted.kind === 'episode' ? wanted.season : undefined);
      const haveSeason = have.season ?? 1;
      best = Math.max(best, wantSeason === haveSeason ? 0.95 : have.season === undefined ? 0.9 : 0.5);
    }
  }
  return best;
}

/** A year gap is strong evidence; an unknown year is none either way. */
function yearFactor(wanted: Wanted, candidate: Candidate): number {
  const year = titleParts(wanted.title).year ?? wanted.year;
  if (!year || !candidate.year) return 0.85;
  const gap = year - candidate.year;
  if (gap === 0) return 1;
  if (Math.abs(gap) === 1) return 0.9;
  // A show's page often carries the season's year, later than the premiere.
  if (wanted.kind === 'episode' && gap > 0) return 0.8;
  return 0.3;
}

function kindFactor(wanted: Wanted, candidate: Candidate): number {
  if (!candidate.kind) return 1;
  if (wanted.kind === 'movie') return candidate.kind === 'movie' || candidate.kind === 'anime' ? 1 : 0.5;
  return candidate.kind === 'movie' ? 0.3 : 1;
}

/** Confidence 0-1 that `candidate` is the title the site shows, judged on its own. */
export function matchConfidence(wanted: Wanted, candidate: Candidate): number {
  return titleScore(wanted, candidate) * yearFactor(wanted, candidate) * kindFactor(wanted, candidate);
}

/** Two same-named candidates closer than this are a toss-up: picking one would be a guess. */
const AMBIGUITY_MARGIN = 0.05;

export interface Choice<C extends Candidate> {
  candidate: C;
  confidence: number;
}

/**
 * The best candidate and how sure the choice is: its own score, halved when a runner-up of the
 * same name scores about as well (a remake, a same-named show, no year to tell them apart), since
 * that is a coin toss. A franchise's other entries ("... Season 2") are not rivals.
 */
export function chooseBest<C extends Candidate>(wanted: Wanted, candidates: readonly C[]): Choice<C> | null {
  const scored = candidates
    .map((candidate) => ({ candidate, confidence: matchConfidence(wanted, candidate) }))
    .filter((choice) => choice.confidence > 0)
    .sort((a, b) => b.confidence - a.confidence);
  const best = scored[0];
  if (!best) return null;
  const sameName = (choice: Choice<C>) => titleParts(choice.candidate.title).full === titleParts(best.candidate.title).full;
  const ambiguous = scored.slice(1).some((rival) => sameName(rival) && best.confidence - rival.confidence < AMBIGUITY_MARGIN);
  return { candidate: best.candidate, confidence: ambiguous ? best.confidence / 2 : best.confidence };
}
