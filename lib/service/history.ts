import { z } from 'zod';
import { serviceRequest, type HttpDeps } from './http';
import { animeSeasonOf, type ScrobbleTarget } from './items';

export interface HistoryWrite {
  target: ScrobbleTarget;
  /** Epoch ms the user finished it. */
  watchedAt: number;
  /** A second viewing the user wants counted (spec 4.3: `is_rewatch` on the item, `allow_rewatch=yes`). */
  rewatch?: boolean;
}

/** spec 4.3: unresolved items come back in `not_found` (anime under `not_found.shows`). */
export const HistoryResponseSchema = z.looseObject({
  not_found: z
    .looseObject({
      movies: z.array(z.unknown()).optional(),
      shows: z.array(z.unknown()).optional(),
      episodes: z.array(z.unknown()).optional(),
    })
    .optional(),
});
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>;

type Media = { ids: { svc: number }; title: string; year?: number };

/**
 * One body for many watches (writes accept arrays: batch them). Episodes of one show share one
 * show entry with `seasons[].episodes[]`; anime number sequentially, so episodes sit on the item.
 */
export function historyBody(writes: HistoryWrite[]): Record<string, unknown[]> {
  const movies: unknown[] = [];
  const shows = new Map<number, Media & { seasons: Map<number, unknown[]> }>();
  const anime = new Map<number, Media & { episodes: unknown[] }>();
  for (const { target, watchedAt, rewatch } of writes) {
    const { item, episode } = target;
    const media: Media = { ids: { svc: item.svcId }, title: item.title, ...(item.year ? { year: item.year } : {}) };
    // The watched item itself carries the rewatch flag: the movie, or the one episode.
    const watched = { watched_at: new Date(watchedAt).toISOString(), ...(rewatch ? { is_rewatch: true } : {}) };
    if (item.kind === 'movie' || !episode) {
      movies.push({ ...media, ...watched });
    } else if (item.kind === 'anime') {
      const entry = anime.get(item.svcId) ?? { ...media, episodes: [] };
      entry.episodes.push({ season: animeSeasonOf(episode), number: episode.number, ...watched });
      anime.set(item.svcId, entry);
    } else {
      const entry = shows.get(item.svcId) ?? { ...media, seasons: new Map() };
      const season = episode.season ?? 1;
      entry.seasons.set(season, [...(entry.seasons.get(season) ?? []), { number: episode.number, ...watched }]);
      shows.set(item.svcId, entry);
    }
  }
  const body: Record<string, unknown[]> = {};
  if (movies.length) body.movies = movies;
  if (shows.size) {
    body.shows = [...shows.values()].map(({ seasons, ...media }) => ({
      ...media,
      seasons: [...seasons].map(([number, episodes]) => ({ number, episodes })),
    }));
  }
  if (anime.size) body.anime = [...anime.values()];
  return body;
}

export async function addToHistory(deps: HttpDeps, accessToken: string, writes: HistoryWrite[]): Promise<HistoryResponse> {
  const { data } = await serviceRequest(deps, {
    method: 'POST',
    path: '/sync/history',
    // spec 4.3: is_rewatch counts only with the opt-in; without a rewatch the query stays plain.
    query: writes.some((write) => write.rewatch) ? { allow_rewatch: 'yes' } : {},
    json: historyBody(writes),
    accessToken,
    schema: HistoryResponseSchema,
  });
  return data;
}

/** Anything the service could not match, as a count; zero means every watch landed. */
export function notFoundCount(response: HistoryResponse): number {
  const { not_found: missing } = response;
  return (missing?.movies?.length ?? 0) + (missing?.shows?.length ?? 0) + (missing?.episodes?.length ?? 0);
}

/** The ids, season and number the service names in `not_found`. */
interface MissingRecord {
  ids?: { svc?: unknown };
  show?: { ids?: { svc?: unknown } };
  season?: unknown;
  number?: unknown;
}

/**
 * Which writes of a batch the service did not add: a title it named as missing (a movie, or a
 * show or anime it could not match at all), or one episode of a known show. Read per episode, so
 * an unknown episode does not take its show's other episodes with it (issue 30: an import's undo
 * removes exactly what it added).
 */
export function notFoundTargets(response: HistoryResponse): (target: ScrobbleTarget) => boolean {
  const missing = response.not_found ?? {};
  const titles = new Set<unknown>();
  const episodes = new Set<string>();
  for (const entry of [...(missing.movies ?? []), ...(missing.shows ?? [])] as Array<MissingRecord | null>) titles.add(entry?.ids?.svc);
  for (const entry of (missing.episodes ?? []) as Array<MissingRecord | null>) {
    episodes.add(JSON.stringify([entry?.show?.ids?.svc, entry?.season, entry?.number]));
  }
  return ({ item, episode }) => {
    if (titles.has(item.svcId)) return true;
    // The season as historyBody sent it: 1 where the episode named none.
    return episode !== undefined && episodes.has(JSON.stringify([item.svcId, episode.season ?? 1, episode.number]));
  };
}
