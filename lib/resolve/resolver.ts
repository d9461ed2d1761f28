import type { ExternalIds, MediaGuess } from '../messages/media';
import type { HttpDeps } from '../service/http';
import type { ScrobbleTarget, ServiceItem } from '../service/items';
import { lookupRedirect, type RedirectLocationReader, type RedirectMatch, type RedirectQuery, type RedirectType } from '../service/redirect';
import type { SearchResult } from '../service/schemas';
import type { SearchType } from '../service/search';
import { CACHE_TTL_MS, cacheKey, type MatchCache } from './cache';
import { matchConfidence } from './title-match';

export interface ResolverDeps {
  http: HttpDeps;
  readLocation: RedirectLocationReader;
  cache: MatchCache;
  now: () => number;
  /** Search needs a user token under V2 and counts against limits: the last resort. */
  search: (type: SearchType, text: string) => Promise<SearchResult[]>;
}

/** Below this, a search result is a guess, and a guess is never scrobbled. */
export const MIN_CONFIDENCE = 0.75;

export class UnresolvedError extends Error {
  override name = 'UnresolvedError';
}

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

async function viaRedirect(deps: ResolverDeps, guess: MediaGuess): Promise<ServiceItem | null> {
  const type = redirectType(guess);
  const ids = usableIds(guess, type);
  const attempts: Array<RedirectQuery | null> = [
    ids ? { type, ids } : null,
    guess.year ? { type, title: guess.title, year: guess.year } : null,
    // A show's page may carry the season's year, not the premiere's; the bare title is next best.
    { type, title: guess.title },
  ];
  if (guess.kind === 'movie') {
    // Anime films are anime entries on the service (anime_type movie), not movies.
    attempts.push(guess.year ? { type: 'anime', title: guess.title, year: guess.year } : null, { type: 'anime', title: guess.title });
  }
  for (const query of attempts) {
    if (!query) continue;
    const match = await lookupRedirect(deps.http, deps.readLocation, query);
    if (match && kindFits(query.type, match.kind)) return itemFrom(match, guess);
  }
  return null;
}

async function viaSearch(deps: ResolverDeps, guess: MediaGuess): Promise<ServiceItem | null> {
  const types: SearchType[] = guess.kind === 'movie' ? ['movie', 'anime'] : ['tv', 'anime'];
  let best: { item: ServiceItem; confidence: number } | null = null;
  for (const type of types) {
    for (const result of await deps.search(type, guess.title)) {
      const confidence = matchConfidence(guess, result);
      if (confidence > (best?.confidence ?? 0)) {
        best = {
          confidence,
          item: {
            kind: type === 'movie' ? 'movie' : type === 'tv' ? 'show' : 'anime',
            svcId: result.ids.svcId,
            title: result.title,
            ...(result.year ? { year: result.year } : {}),
            ...(result.ids.slug ? { slug: result.ids.slug } : {}),
          },
        };
      }
    }
  }
  return best && best.confidence >= MIN_CONFIDENCE ? best.item : null;
}

function targetFor(item: ServiceItem, guess: MediaGuess): ScrobbleTarget {
  if (guess.kind === 'movie' && item.kind === 'movie') return { item };
  // An anime film is its anime entry's only episode.
  if (guess.kind === 'movie') return { item, episode: { number: 1 } };
  // Anime entries number sequentially (spec 1), so an absolute number is the right one there.
  if (item.kind === 'anime') return { item, episode: { number: guess.absoluteEpisode ?? guess.episode ?? 0 } };
  return { item, episode: { season: guess.season ?? 1, number: guess.episode ?? guess.absoluteEpisode ?? 0 } };
}

/** Site guess -> the service's item: cache, then the redirect helper (free), then search. */
export async function resolveGuess(deps: ResolverDeps, guess: MediaGuess): Promise<ScrobbleTarget> {
  const key = cacheKey(guess);
  const cached = await deps.cache.get(key);
  if (cached && cached.expiresAt > deps.now()) return targetFor(cached.item, guess);
  const item = (await viaRedirect(deps, guess)) ?? (await viaSearch(deps, guess));
  if (!item) {
    throw new UnresolvedError(`Could not find "${guess.title}"${guess.year ? ` (${guess.year})` : ''} on the service.`);
  }
  await deps.cache.put(key, { item, expiresAt: deps.now() + CACHE_TTL_MS });
  return targetFor(item, guess);
}
