import { z } from 'zod';
import { siteJson } from '../../metadata/site-request';
import type { GuessSource } from '../../player/site';

const idLike = z.union([z.number(), z.string()]).transform(String);

const EpisodeSchema = z.looseObject({
  id: idLike.optional(),
  episodeId: idLike.optional(),
  seq: z.number().int(),
  title: z.string().optional(),
});

const SeasonSchema = z.looseObject({
  seq: z.number().int(),
  year: z.number().int().optional(),
  episodes: z.array(EpisodeSchema),
});

/** The member API's metadata answer (only the fields we read). */
export const MetadataSchema = z.looseObject({
  video: z.looseObject({
    type: z.enum(['show', 'movie']),
    title: z.string().min(1),
    id: idLike,
    year: z.number().int().optional(),
    currentEpisode: idLike.optional(),
    hiddenEpisodeNumbers: z.boolean().optional(),
    seasons: z.array(SeasonSchema).optional(),
  }),
});
export type Metadata = z.infer<typeof MetadataSchema>;

const METADATA_PATH = '/nq/website/memberapi/release/metadata';

export function guessFromMetadata(metadata: Metadata, siteItemId: string): Awaited<ReturnType<GuessSource>> {
  const { video } = metadata;
  if (video.type === 'movie') {
    return { kind: 'movie', title: video.title, siteItemId, ...(video.year ? { year: video.year } : {}) };
  }
  // "Collections" number their items for display only; the numbers mean nothing to a tracker.
  if (video.hiddenEpisodeNumbers) return null;
  const wanted = video.currentEpisode ?? siteItemId;
  for (const season of video.seasons ?? []) {
    const episode = season.episodes.find((candidate) => (candidate.episodeId ?? candidate.id) === wanted);
    if (!episode) continue;
    const year = video.year ?? video.seasons?.[0]?.year;
    return {
      kind: 'episode',
      title: video.title,
      siteItemId,
      siteShowId: video.id,
      season: season.seq,
      episode: episode.seq,
      ...(episode.title ? { episodeTitle: episode.title } : {}),
      ...(year ? { year } : {}),
    };
  }
  return null;
}

/** Netflix names nothing in the page title; its own metadata endpoint is the reliable source. */
export const fromNetflixMetadata: GuessSource = async ({ url, siteItemId }) => {
  const endpoint = new URL(METADATA_PATH, url.origin);
  endpoint.searchParams.set('movieid', siteItemId);
  const body = await siteJson(endpoint);
  if (body === null) return null;
  const parsed = MetadataSchema.safeParse(body);
  return parsed.success ? guessFromMetadata(parsed.data, siteItemId) : null;
};
