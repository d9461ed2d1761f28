/** Lowercase, no diacritics, no punctuation, single spaces: how two spellings of a title compare. */
export function normaliseTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface Candidate {
  title: string;
  year?: number | null;
}

/**
 * Confidence 0-1 that a search result is the title the site shows: an exact normalised title is
 * required; a matching year confirms it, a year one off (regional release dates) mostly does.
 */
export function matchConfidence(wanted: Candidate, candidate: Candidate): number {
  if (normaliseTitle(wanted.title) !== normaliseTitle(candidate.title)) return 0;
  if (!wanted.year || !candidate.year) return 0.7;
  const gap = Math.abs(wanted.year - candidate.year);
  return gap === 0 ? 1 : gap === 1 ? 0.8 : 0.2;
}
