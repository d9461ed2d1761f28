import { z } from 'zod';
import { isPlausibleYear } from '../media/year';
import { serviceRequest, type HttpDeps } from './http';
import { SearchResultSchema } from './schemas';

/** What a file name says it is, as the service reads it: a suggestion for the user to confirm. */
export interface FileSuggestion {
  kind: 'movie' | 'episode';
  title: string;
  year?: number;
  season?: number;
  episode?: number;
}

const count = z.number().int().min(0).max(100_000);
// spec 4.1 "Standard Media Objects"; the wrapper is the search answers' (spec 4.9: body fields not
// shown): read permissively, anything unreadable is simply no suggestion.
const FileHitSchema = z.looseObject({
  type: z.string().optional(),
  movie: SearchResultSchema.optional(),
  show: SearchResultSchema.optional(),
  anime: SearchResultSchema.optional(),
  episode: z.looseObject({ season: count.optional(), number: count.optional() }).optional(),
});
const FileHitsSchema = z.union([z.array(FileHitSchema), FileHitSchema]).catch([]);

/** A path's last segment: directories never leave the page (they name the user's disks). */
export function baseName(fileName: string): string {
  return fileName.split(/[\\/]/).pop() ?? '';
}

/**
 * spec 4.1 `POST /search/file`: a movie or episode identified from a file name (the body field,
 * `file_name`, is the simulator's choice: GAPS.md). Only the base name is sent. `null`: the
 * service knows nothing by that name.
 */
export async function identifyFile(deps: HttpDeps, accessToken: string, fileName: string): Promise<FileSuggestion | null> {
  const { data } = await serviceRequest(deps, {
    method: 'POST',
    path: '/search/file',
    json: { file_name: baseName(fileName) },
    accessToken,
    schema: FileHitsSchema,
  });
  const [hit] = Array.isArray(data) ? data : [data];
  if (!hit) return null;
  const media = hit.movie ?? hit.show ?? hit.anime;
  if (!media) return null;
  const year = media.year && isPlausibleYear(media.year) ? media.year : undefined;
  if (hit.movie) return { kind: 'movie', title: media.title.slice(0, 300), ...(year ? { year } : {}) };
  if (hit.episode?.number === undefined) return null;
  return {
    kind: 'episode',
    title: media.title.slice(0, 300),
    ...(year ? { year } : {}),
    ...(hit.episode.season !== undefined ? { season: hit.episode.season } : {}),
    episode: hit.episode.number,
  };
}
