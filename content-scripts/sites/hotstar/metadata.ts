import type { MediaGuess } from '../../../lib/messages/media';
import { isObject, type JsonObject } from '../../json-shape';
import { jsonLdNodes, typesOf, wholeNumber } from '../../metadata/json-ld';
import { unlessLeftOver } from '../../metadata/left-over-title';
import type { GuessSource, PageContext } from '../../player/site';

// What JioHotstar's pages state (SITES-2.md §4, after UTS's parser of 2026-06, PreMiD, a watch-party
// extension). There is no public metadata API: everything is read from the page.
//
// 1. JSON-LD, a `Movie` {name, url, releaseYear} or a `TVSeries` {name, containsSeason (one or a
//    list) {seasonNumber, episode (one or a list) {episodeNumber, name, url}}}, numbers often as
//    text. It is server-rendered for the address first loaded and never replaced after in-app
//    moves (the next episode is one), so a node counts only where its url names the address's id.
// 2. The player overlay's aria-label "<show>, Season N, Episode N, <title>", kept current in-app;
//    its show part must be the page's h1, so the up-next rail's labels never match.
// 3. On a film's page, the h1 (no year: only the JSON-LD has one).
// Movie or show comes from the address (/movies/ or /shows/).

/** /{country}/shows/{slug}/{show id}/{episode slug}/{id}/watch, /{country}/movies/{slug}/{id}/watch. */
export const WATCH_PATH = /^(?:\/[a-z]{2})?\/(?<kind>shows\/[^/]+\/\d+\/[^/]+|movies\/[^/]+)\/(?<siteItemId>\d+)\/watch\/?$/;

type Guess = Omit<MediaGuess, 'site'>;

const isFilm = (page: PageContext) => WATCH_PATH.exec(page.url.pathname)?.groups?.kind?.startsWith('movies/') ?? false;
const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/gu, ' ').trim();
/** The show or film the app shows now: the page's heading. */
export const heading = (document: Document): string => squash(document.querySelector('h1')?.textContent);
const sameName = (a: unknown, b: string) => typeof a === 'string' && b !== '' && squash(a).toLowerCase() === b.toLowerCase();

/**
 * Does a node's url name the item with this id? UTS accepts one ending in `/{id}/watch` or in
 * `/{id}` (the content page): both readings are taken, nothing else.
 */
export function urlNames(url: unknown, id: string): boolean {
  if (typeof url !== 'string') return false;
  try {
    const path = new URL(url, 'https://www.hotstar.com').pathname.replace(/\/+$/, '').replace(/\/watch$/, '');
    return path.split('/').pop() === id;
  } catch {
    return false;
  }
}

const list = (value: unknown): JsonObject[] => [value].flat().filter(isObject);

function episodeOf(series: JsonObject, id: string): Guess | null {
  for (const season of list(series.containsSeason)) {
    const episode = list(season.episode).find((candidate) => urlNames(candidate.url, id));
    if (!episode) continue;
    const number = wholeNumber(episode.episodeNumber);
    const seasonNumber = wholeNumber(season.seasonNumber);
    if (number === undefined) return null;
    const episodeTitle = typeof episode.name === 'string' ? squash(episode.name) : '';
    return {
      kind: 'episode',
      title: squash(String(series.name)),
      siteItemId: id,
      episode: number,
      ...(seasonNumber !== undefined ? { season: seasonNumber } : {}),
      ...(episodeTitle ? { episodeTitle } : {}),
    };
  }
  return null;
}

function filmOf(movie: JsonObject, id: string): Guess | null {
  if (!urlNames(movie.url, id)) return null;
  const year = wholeNumber(movie.releaseYear) ?? wholeNumber(String(movie.datePublished ?? '').slice(0, 4));
  return { kind: 'movie', title: squash(String(movie.name)), siteItemId: id, ...(year && year > 1800 ? { year } : {}) };
}

/**
 * The page's JSON-LD about this address. Its name must also be the page's heading: data and the
 * rendered app then agree, and a page that lost the app's own markup names nothing from it (the
 * standard sources still read what they can).
 */
export const fromJsonLd: GuessSource = async (page) => {
  const title = heading(page.document);
  const film = isFilm(page);
  for (const node of jsonLdNodes(page.document)) {
    if (!sameName(node.name, title)) continue;
    const types = typesOf(node);
    const guess = film ? types.includes('Movie') && filmOf(node, page.siteItemId) : types.includes('TVSeries') && episodeOf(node, page.siteItemId);
    if (guess) return guess;
  }
  return null;
};

// Indic scripts write digits in blocks of ten starting at U+xx66 or U+xxE6 (Devanagari, Bengali,
// Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam): a regional UI may use them.
const INDIC_DIGIT = /[\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f]/gu;
const asciiDigits = (text: string) => text.replace(INDIC_DIGIT, (digit) => String((digit.charCodeAt(0) - 6) & 0xf));

/**
 * ", Season 3, Episode 2, Title" after the show, in any UI language ("सीज़न 3, एपिसोड 2"): the
 * words are the UI's, so only the two numbered parts and the title's place are read.
 */
const AFTER_SHOW = /^,\s*[^,\d]*(\d{1,4})[^,\d]*,\s*[^,\d]*(\d{1,5})[^,\d]*,\s*(.+)$/u;

/** The overlay label naming the show in the heading: "<show>, Season N, Episode N, <title>". */
export function labelOf(document: Document): string | null {
  const show = heading(document);
  if (!show) return null;
  for (const element of document.querySelectorAll('[aria-label]')) {
    const label = squash(asciiDigits(element.getAttribute('aria-label') ?? ''));
    if (label.toLowerCase().startsWith(`${show.toLowerCase()},`) && AFTER_SHOW.test(label.slice(show.length))) return label;
  }
  return null;
}

/** The player label, unless it still reads as it did for the item before (an in-app move renders late). */
export const fromPlayerLabel = (): GuessSource =>
  unlessLeftOver(labelOf, async (page) => {
    const label = isFilm(page) ? null : labelOf(page.document);
    const title = heading(page.document);
    const [, season, episode, episodeTitle] = (label && AFTER_SHOW.exec(label.slice(title.length))) || [];
    if (!season || !episode) return null;
    return { kind: 'episode', title, siteItemId: page.siteItemId, season: Number(season), episode: Number(episode), episodeTitle: episodeTitle!.trim() };
  });

/** A film's page: its heading names the film (the same lag guard as the label). */
export const fromFilmHeading = (): GuessSource =>
  unlessLeftOver(
    (document) => heading(document) || null,
    async (page) => (isFilm(page) && heading(page.document) ? { kind: 'movie', title: heading(page.document), siteItemId: page.siteItemId } : null),
  );
