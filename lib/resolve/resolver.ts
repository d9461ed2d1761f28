import type { ExternalIds, MediaGuess } from '../messages/media';
import { ANIME_SITES } from '../messages/sites';
import type { AnimeDetail, AnimeSeasonEntry } from '../service/anime';
import type { HttpDeps } from '../service/http';
import { ServiceError } from '../service/errors';
import type { ScrobbleTarget, ServiceItem } from '../service/items';
import { lookupRedirect, type RedirectLocationReader, type RedirectMatch, type RedirectQuery, type RedirectType } from '../service/redirect';
import type { SearchResult } from '../service/schemas';
import type { SearchType } from '../service/search';
import type { FileSuggestion } from '../service/search-file';
import { animeTarget } from './anime-seasons';
import { CACHE_TTL_MS, cacheKey, type MatchCache } from './cache';
import type { CorrectionStore } from './corrections';
import { UnresolvedError } from './errors';
import { entryNamedFor } from './season-entries';
import { chooseBest, type Candidate } from './title-match';
import { t } from '../i18n/t';

export { UnresolvedError } from './errors';

export interface ResolverDeps {
  http: HttpDeps;
  readLocation: RedirectLocationReader;
  cache: MatchCache;
  corrections: CorrectionStore;
  now: () => number;
  /** Search needs a user token under V2 and counts against limits: the last resort. */
  search: (type: SearchType, text: string) => Promise<SearchResult[]>;
  /** spec 4.1 anime detail with `full_anime_seasons`: exempt from limits (spec 8). */
  animeDetail: (svcId: number) => Promise<AnimeDetail>;
  /** spec 4.1 `POST /search/file`: what the service reads in a file's base name (null: nothing). */
  identifyFile: (fileName: string) => Promise<FileSuggestion | null>;
}

/** Below this, a search result is a guess, and a guess is never scrobbled. */
export const MIN_CONFIDENCE = 0.75;

/** Anime results whose main title differs get their English/alternate titles read, at most this many. */
const ALT_TITLE_LOOKUPS = 3;

function redirectType(guess: MediaGuess): RedirectType {
  return guess.kind === 'movie' ? 'movie' : 'show';
}

function itemFrom(match: RedirectMatch, guess: MediaGuess): ServiceItem {
  return { kind: match.kind, svcId: match.svcId, title: guess.title, ...(guess.year ? { year: guess.year } : {}), ...(match.slug ? { slug: match.slug } : {}) };
}

/** spec 4.2: tmdb only stands with type movie or tv, so it cannot identify a show of unknown kind. */
function usableIds(guess: MediaGuess, type: RedirectType): ExternalIds | null {
  const entries = Object.entries(guess.ids ?? {}).filter(([key]) => key !== 'tmdb' || type === 'movie' || type === 'tv');
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** The helper's answer must be of the kind asked for (`show` covers TV and anime). */
function kindFits(asked: RedirectType, found: ServiceItem['kind']): boolean {
  if (asked === 'show') return found === 'show' || found === 'anime';
  if (asked === 'tv') return found === 'show';
  return asked === found;
}

/**
 * spec 4.2: a 400 (`empty_field`, `wrong_parameter`) refuses this question, e.g. an id value the
 * helper does not accept; it is a "no" for this question only (asking it again unchanged would get
 * the same 400, spec 7), so the next question is asked. Anything else ends the lookup.
 */
async function askRedirect(deps: ResolverDeps, query: RedirectQuery): Promise<RedirectMatch | null> {
  try {
    return await lookupRedirect(deps.http, deps.readLocation, query);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 400) return null;
    throw error;
  }
}

/**
 * The redirect helper is free (spec 8) but answers a bare title with its first hit, remake or
 * not; so it is asked only by ids, and by title with a year.
 */
async function viaRedirect(deps: ResolverDeps, guess: MediaGuess): Promise<ServiceItem | null> {
  const type = redirectType(guess);
  const ids = usableIds(guess, type);
  const attempts: Array<RedirectQuery | null> = [
    ids ? { type, ids } : null,
    guess.year ? { type, title: guess.title, year: guess.year } : null,
    // Anime films are anime entries on the service (anime_type movie), not movies.
    guess.kind === 'movie' && guess.year ? { type: 'anime', title: guess.title, year: guess.year } : null,
  ];
  for (const query of attempts) {
    if (!query) continue;
    const match = await askRedirect(deps, query);
    if (match && kindFits(query.type, match.kind)) return itemFrom(match, guess);
  }
  return null;
}

interface SearchCandidate extends Candidate {
  item: ServiceItem;
}

function searchTypes(guess: MediaGuess): SearchType[] {
  if (guess.kind === 'movie') return ['movie', 'anime'];
  return ANIME_SITES.has(guess.site) ? ['anime', 'tv'] : ['tv', 'anime'];
}

function candidateOf(type: SearchType, result: SearchResult): SearchCandidate {
  const kind = type === 'movie' ? 'movie' : type === 'tv' ? 'show' : 'anime';
  return {
    title: result.title,
    year: result.year ?? null,
    kind,
    item: {
      kind,
      svcId: result.ids.svcId,
      title: result.title,
      ...(result.year ? { year: result.year } : {}),
      ...(result.ids.slug ? { slug: result.ids.slug } : {}),
    },
  };
}

/** Anime the service found by a name it does not show: read their English and alternate titles. */
async function withOtherTitles(deps: ResolverDeps, guess: MediaGuess, candidates: SearchCandidate[]): Promise<SearchCandidate[]> {
  const unexplained = candidates.filter((c) => c.kind === 'anime' && (chooseBest(wantedOf(guess), [c])?.confidence ?? 0) === 0).slice(0, ALT_TITLE_LOOKUPS);
  if (unexplained.length === 0) return candidates;
  const details = new Map<number, string[]>();
  for (const candidate of unexplained) {
    const detail = await deps.animeDetail(candidate.item.svcId).catch(() => null);
    if (detail) details.set(candidate.item.svcId, detail.otherTitles);
  }
  return candidates.map((c) => (details.has(c.item.svcId) ? { ...c, otherTitles: details.get(c.item.svcId) } : c));
}

function wantedOf(guess: MediaGuess) {
  return { title: guess.title, year: guess.year, kind: guess.kind, season: guess.season };
}

/** `/search/{type}` with a scored choice; stops at the first type that gives a confident one. */
async function viaSearch(deps: ResolverDeps, guess: MediaGuess): Promise<ServiceItem | null> {
  let candidates: SearchCandidate[] = [];
  for (const type of searchTypes(guess)) {
    candidates = [...candidates, ...(await deps.search(type, guess.title)).map((result) => candidateOf(type, result))];
    let choice = chooseBest(wantedOf(guess), candidates);
    if (!choice || choice.confidence < MIN_CONFIDENCE) {
      candidates = await withOtherTitles(deps, guess, candidates);
      choice = chooseBest(wantedOf(guess), candidates);
    }
    if (choice && choice.confidence >= MIN_CONFIDENCE) {
      // Like a redirect match, the item keeps the site's name and year (the body's fallbacks, spec 2.1).
      const { year: _serviceYear, ...item } = choice.candidate.item;
      return { ...item, title: guess.title, ...(guess.year ? { year: guess.year } : {}) };
    }
  }
  return null;
}

function targetFor(item: ServiceItem, guess: MediaGuess, seasons?: AnimeSeasonEntry[], offset = 0): ScrobbleTarget {
  if (guess.kind === 'movie' && item.kind === 'movie') return { item };
  // An anime film is its anime entry's only episode.
  if (guess.kind === 'movie') return { item, episode: { number: 1 } };
  if (item.kind === 'anime') return animeTarget(item, seasons, guess, offset);
  return { item, episode: { season: guess.season ?? 1, number: (guess.episode ?? guess.absoluteEpisode ?? 0) + offset } };
}

/**
 * Anime shows bring their season mapping along, read once (exempt) and cached with the match. A
 * later season the mapping does not cover is looked for among the entries named for it.
 */
async function seasonsFor(deps: ResolverDeps, item: ServiceItem, guess: MediaGuess): Promise<AnimeSeasonEntry[] | undefined> {
  if (item.kind !== 'anime' || guess.kind !== 'episode') return undefined;
  const detail = await deps.animeDetail(item.svcId).catch(() => null);
  const seasons = [...(detail?.seasons ?? [])];
  const season = guess.season;
  if (season !== undefined && season >= 2 && guess.absoluteEpisode === undefined && !seasons.some((entry) => entry.tvdbSeason === season)) {
    const named = await entryNamedFor(deps, guess.title, season).catch(() => null);
    if (named) seasons.push(named);
  }
  return seasons.length > 0 ? seasons : undefined;
}

/**
 * Remembers `item` as the match for `guess` (its show, for an episode) and says what to send;
 * `named` is the guess as resolved, where the service named it from its file.
 */
export async function adoptItem(deps: ResolverDeps, guess: MediaGuess, item: ServiceItem, named: MediaGuess = guess): Promise<ScrobbleTarget> {
  const seasons = await seasonsFor(deps, item, named);
  await deps.cache.put(cacheKey(guess), { item, ...(seasons ? { seasons } : {}), expiresAt: deps.now() + CACHE_TTL_MS });
  return targetFor(item, named, seasons);
}

const unresolved = (guess: MediaGuess) => new UnresolvedError(guess, t('reason_unresolved', guess.year ? `${guess.title} (${guess.year})` : guess.title));

/**
 * A media server's item it never matched (no provider ids) is named by the service from its
 * file's base name, before anything else: the server's own title for it is the file's name.
 * Nothing found there parks it for the user to pick.
 */
async function namedByFile(deps: ResolverDeps, guess: MediaGuess): Promise<MediaGuess> {
  if (!guess.fileName || Object.keys(guess.ids ?? {}).length > 0) return guess;
  const suggestion = await deps.identifyFile(guess.fileName);
  if (!suggestion) throw unresolved(guess);
  const { fileName: _fileName, year: _year, season: _season, episode: _episode, absoluteEpisode: _absolute, ...rest } = guess;
  return { ...rest, ...suggestion };
}

/**
 * Site guess -> the service's item: the user's correction, the cache, the redirect helper by ids
 * and by title + year (free), then a scored search. Nothing confident enough: UnresolvedError.
 */
export async function resolveGuess(deps: ResolverDeps, guess: MediaGuess): Promise<ScrobbleTarget> {
  const key = cacheKey(guess);
  const cached = await deps.cache.get(key);
  const correction = await deps.corrections.find(guess);
  if (correction) {
    const sameItem = cached && cached.item.svcId === correction.item.svcId && cached.item.kind === correction.item.kind;
    const seasons = sameItem ? cached.seasons : await seasonsFor(deps, correction.item, guess);
    if (!sameItem) await deps.cache.put(key, { item: correction.item, ...(seasons ? { seasons } : {}), expiresAt: deps.now() + CACHE_TTL_MS });
    return targetFor(correction.item, guess, seasons, correction.episodeOffset);
  }
  if (cached && cached.expiresAt > deps.now()) return targetFor(cached.item, guess, cached.seasons);
  const named = await namedByFile(deps, guess);
  const item = (await viaRedirect(deps, named)) ?? (await viaSearch(deps, named));
  if (!item) throw unresolved(guess);
  return adoptItem(deps, guess, item, named);
}
