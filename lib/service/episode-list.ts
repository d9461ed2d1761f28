import { z } from 'zod';
import { serviceRequest, type HttpDeps } from './http';
import { readableRows } from './readable-rows';

/**
 * spec 4.1 episode lists (`/tv/episodes/{id}`, `/anime/episodes/{id}`): anonymous and exempt from
 * the rates and the daily quota (spec 8). The one reader of episode lists: the title page and any
 * other feature that needs a show's episodes use this module. Fields beyond the aired flag, the
 * air date and `type` are "not shown" (spec 2.12), so everything else is optional.
 */
export interface ListedEpisode {
  season: number;
  number: number;
  title?: string;
  /** `special` for specials (season 0 on anime); `episode` otherwise. */
  special: boolean;
  aired: boolean;
  /** Air time with its catalog offset, or null when none is on file. */
  date: string | null;
}

const EpisodeRowSchema = z.looseObject({
  season: z.number().int().min(0).optional(),
  number: z.number().int().min(0),
  title: z.string().nullable().optional().catch(undefined),
  type: z.string().optional(),
  aired: z.boolean().optional(),
  date: z.string().nullable().optional(),
});

export async function readEpisodeList(deps: HttpDeps, kind: 'show' | 'anime', svcId: number): Promise<ListedEpisode[]> {
  const root = kind === 'show' ? 'tv' : 'anime';
  // An unknown id answers 200 with `[]` (spec 4.1): the same as a show without episodes.
  const { data } = await serviceRequest(deps, {
    method: 'GET',
    path: `/${root}/episodes/${svcId}`,
    schema: readableRows(EpisodeRowSchema, `GET /${root}/episodes/${svcId}`),
  });
  return data.map((row) => {
    const special = row.type === 'special' || row.season === 0;
    return {
      season: row.season ?? (special ? 0 : 1),
      number: row.number,
      ...(row.title ? { title: row.title } : {}),
      special,
      aired: row.aired ?? false,
      date: row.date ?? null,
    };
  });
}

/** Regular episodes first in season and number order, specials after (as the service lists them). */
export function episodeOrder(a: ListedEpisode, b: ListedEpisode): number {
  return Number(a.special) - Number(b.special) || a.season - b.season || a.number - b.number;
}

/**
 * "Mark watched up to here": the aired, regular episodes up to and including `target` (in order)
 * that are not watched yet. A special as the target marks only itself.
 */
export function episodesUpTo<E extends ListedEpisode>(
  list: readonly E[],
  target: Pick<ListedEpisode, 'season' | 'number'>,
  isWatched: (episode: E) => boolean,
): E[] {
  const chosen = list.find((episode) => episode.season === target.season && episode.number === target.number);
  if (!chosen) return [];
  if (chosen.special) return chosen.aired && !isWatched(chosen) ? [chosen] : [];
  return list.filter((episode) => !episode.special && episode.aired && !isWatched(episode) && episodeOrder(episode, chosen) <= 0).sort(episodeOrder);
}

/** "Mark season watched": every aired, unwatched episode of one season. */
export function seasonToMark<E extends ListedEpisode>(list: readonly E[], season: number, isWatched: (episode: E) => boolean): E[] {
  return list.filter((episode) => episode.season === season && episode.aired && !isWatched(episode)).sort(episodeOrder);
}
