import { arrayAt, checkFields, isBoolean, isFiniteNumber, isInteger, isOneOf, isString, objectAt, orMissing, ShapeError, type Fields } from '../../json-shape';
import { siteJson } from '../../metadata/site-request';
import type { GuessSource } from '../../player/site';

/** Netflix writes its ids as numbers in some answers and as strings in others. */
type NetflixId = number | string;

interface Episode {
  id?: NetflixId;
  episodeId?: NetflixId;
  seq: number;
  title?: string;
}

interface Season {
  seq: number;
  year?: number;
  episodes: Episode[];
}

/** The member API's metadata answer (only the fields we read). */
export interface Metadata {
  video: {
    type: 'show' | 'movie';
    title: string;
    id: NetflixId;
    year?: number;
    currentEpisode?: NetflixId;
    hiddenEpisodeNumbers?: boolean;
    seasons?: Season[];
  };
}

const isNetflixId = (value: unknown): value is NetflixId => isFiniteNumber(value) || isString(value);
const idText = (id: NetflixId | undefined) => (id === undefined ? undefined : String(id));

// The fields of Metadata, in the order a changed answer is searched for the first difference.
const VIDEO_FIELDS: Fields = {
  type: isOneOf(['show', 'movie'] as const),
  title: (value: unknown): value is string => isString(value) && value.length > 0,
  id: isNetflixId,
  year: orMissing(isInteger),
  currentEpisode: orMissing(isNetflixId),
  hiddenEpisodeNumbers: orMissing(isBoolean),
};
const SEASON_FIELDS: Fields = { seq: isInteger, year: orMissing(isInteger) };
const EPISODE_FIELDS: Fields = { id: orMissing(isNetflixId), episodeId: orMissing(isNetflixId), seq: isInteger, title: orMissing(isString) };

/** The metadata answer, checked; throws a ShapeError naming the first field that changed. */
export function readMetadata(body: unknown): Metadata {
  const video = checkFields(objectAt(body, '').video, VIDEO_FIELDS, 'video');
  if (video.seasons === undefined) return body as Metadata;
  for (const [index, value] of arrayAt(video.seasons, 'video.seasons').entries()) {
    const path = `video.seasons.${index}`;
    const season = checkFields(value, SEASON_FIELDS, path);
    for (const [episode, item] of arrayAt(season.episodes, `${path}.episodes`).entries()) checkFields(item, EPISODE_FIELDS, `${path}.episodes.${episode}`);
  }
  return body as Metadata;
}

const METADATA_PATH = '/nq/website/memberapi/release/metadata';

export function guessFromMetadata(metadata: Metadata, siteItemId: string): Awaited<ReturnType<GuessSource>> {
  const { video } = metadata;
  if (video.type === 'movie') {
    return { kind: 'movie', title: video.title, siteItemId, ...(video.year ? { year: video.year } : {}) };
  }
  // "Collections" number their items for display only; the numbers mean nothing to a tracker.
  if (video.hiddenEpisodeNumbers) return null;
  const wanted = idText(video.currentEpisode) ?? siteItemId;
  for (const season of video.seasons ?? []) {
    const episode = season.episodes.find((candidate) => idText(candidate.episodeId ?? candidate.id) === wanted);
    if (!episode) continue;
    const year = video.year ?? video.seasons?.[0]?.year;
    return {
      kind: 'episode',
      title: video.title,
      siteItemId,
      siteShowId: String(video.id),
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
  // Thrown, not null: the activity log names a source that broke (readGuessOutcome).
  if (body === null) throw new Error('metadata endpoint answered an error');
  try {
    return guessFromMetadata(readMetadata(body), siteItemId);
  } catch (error) {
    throw error instanceof ShapeError ? new Error(`metadata answer changed shape at ${error.path || 'the top'}`) : error;
  }
};
