import { z } from 'zod';
import { ResponseIdsSchema } from './schemas';

/** Which container a library row is about; the service writes `show` for TV. */
export type ContainerKind = 'movie' | 'show' | 'anime';

/** `{title, year, ids}`: the container object of playback, library and ratings rows. */
export const MediaRefSchema = z.looseObject({
  title: z.string(),
  year: z.number().int().nullable().optional(),
  ids: ResponseIdsSchema,
});
export type MediaRef = z.infer<typeof MediaRefSchema>;

/** The service's external ids, as strings, for the redirect helper (spec 2.1). */
export function externalIdsOf(ref: MediaRef): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ['imdb', 'tmdb', 'tvdb', 'mal', 'anidb', 'anilist', 'kitsu'] as const) {
    const value = (ref.ids as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
  }
  return out;
}

/** A row carries exactly one of `movie`, `show`, `anime`; this finds it. */
export function containerOf(row: {
  movie?: MediaRef | undefined;
  show?: MediaRef | undefined;
  anime?: MediaRef | undefined;
}): { kind: ContainerKind; ref: MediaRef } | null {
  if (row.show) return { kind: 'show', ref: row.show };
  if (row.anime) return { kind: 'anime', ref: row.anime };
  if (row.movie) return { kind: 'movie', ref: row.movie };
  return null;
}
