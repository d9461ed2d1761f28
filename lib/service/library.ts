import { titleKey } from '../media/keys';
import type { LibraryItem, WatchStatus } from '../messages/library-writes';
import { HistoryResponseSchema, type HistoryResponse } from './history';
import { serviceRequest, type HttpDeps } from './http';
import { animeSeasonOf } from './items';

/**
 * spec 4.3 library writes other than the scrobble-driven history: ratings, Watchlist status and
 * history add/remove for items the user picked in the popup. Every endpoint takes arrays, so each
 * call carries a whole batch; unresolved items come back in `not_found`.
 */

type Media = { ids: { svc: number }; title: string; year?: number };
const LIST_KEY = { movie: 'movies', show: 'shows', anime: 'anime' } as const;

function media(item: LibraryItem): Media {
  return { ids: { svc: item.svcId }, title: item.title, ...(item.year ? { year: item.year } : {}) };
}

/** Title-level body (ratings, Watchlist): one entry per title, with its own field (rating/status). */
export function titleBody(entries: Array<{ item: LibraryItem; fields?: Record<string, unknown> }>): Record<string, unknown[]> {
  const body: Record<string, unknown[]> = {};
  for (const { item, fields } of entries) (body[LIST_KEY[item.kind]] ??= []).push({ ...media(item), ...fields });
  return body;
}

/**
 * Episode-level body (history add/remove): movies by themselves; episodes of a show grouped under
 * `seasons[].episodes[]`; anime numbers sequentially, so its episodes sit on the item.
 */
export function watchBody(entries: Array<{ item: LibraryItem; watchedAt?: number }>): Record<string, unknown[]> {
  const body: Record<string, unknown[]> = {};
  const series = new Map<string, Media & { seasons?: Map<number, unknown[]>; episodes?: unknown[] }>();
  for (const { item, watchedAt } of entries) {
    const when = watchedAt !== undefined ? { watched_at: new Date(watchedAt).toISOString() } : {};
    if (item.kind === 'movie' || !item.episode) {
      (body[LIST_KEY[item.kind]] ??= []).push({ ...media(item), ...when });
      continue;
    }
    const key = titleKey(item);
    const entry = series.get(key) ?? { ...media(item) };
    series.set(key, entry);
    const episode = { number: item.episode.number, ...when };
    if (item.kind === 'anime') {
      (entry.episodes ??= []).push({ season: animeSeasonOf(item.episode), ...episode });
    } else {
      entry.seasons ??= new Map();
      const season = item.episode.season ?? 1;
      entry.seasons.set(season, [...(entry.seasons.get(season) ?? []), episode]);
    }
  }
  for (const [key, { seasons, ...rest }] of series) {
    const listKey = key.startsWith('anime:') ? 'anime' : 'shows';
    (body[listKey] ??= []).push(seasons ? { ...rest, seasons: [...seasons].map(([number, episodes]) => ({ number, episodes })) } : rest);
  }
  return body;
}

/** Service ids the answer's `not_found` names (titles, or the show of an episode). */
export function notFoundIds(response: HistoryResponse): Set<number> {
  const ids = new Set<number>();
  const missing = response.not_found ?? {};
  for (const entry of [...(missing.movies ?? []), ...(missing.shows ?? []), ...(missing.episodes ?? [])]) {
    const record = entry as { ids?: { svc?: unknown }; show?: { ids?: { svc?: unknown } } } | null;
    const svc = record?.ids?.svc ?? record?.show?.ids?.svc;
    if (typeof svc === 'number') ids.add(svc);
  }
  return ids;
}

function post(deps: HttpDeps, accessToken: string, path: string, json: Record<string, unknown[]>): Promise<HistoryResponse> {
  return serviceRequest(deps, { method: 'POST', path, json, accessToken, schema: HistoryResponseSchema }).then(({ data }) => data);
}

export function rateItems(deps: HttpDeps, token: string, ratings: Array<{ item: LibraryItem; rating: number }>) {
  return post(deps, token, '/sync/ratings', titleBody(ratings.map(({ item, rating }) => ({ item, fields: { rating } }))));
}

export function unrateItems(deps: HttpDeps, token: string, items: LibraryItem[]) {
  return post(deps, token, '/sync/ratings/remove', titleBody(items.map((item) => ({ item }))));
}

export function moveToList(deps: HttpDeps, token: string, moves: Array<{ item: LibraryItem; status: WatchStatus }>) {
  return post(deps, token, '/sync/add-to-list', titleBody(moves.map(({ item, status }) => ({ item, fields: { status } }))));
}

export function markWatched(deps: HttpDeps, token: string, watches: Array<{ item: LibraryItem; at: number }>) {
  return post(deps, token, '/sync/history', watchBody(watches.map(({ item, at }) => ({ item, watchedAt: at }))));
}

export function markUnwatched(deps: HttpDeps, token: string, removals: Array<{ item: LibraryItem; at?: number }>) {
  return post(deps, token, '/sync/history/remove', watchBody(removals.map(({ item, at }) => ({ item, ...(at !== undefined ? { watchedAt: at } : {}) }))));
}
