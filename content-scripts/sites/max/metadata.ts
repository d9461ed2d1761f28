import type { MediaGuess } from '../../../lib/messages/media';
import { isCount, isObject, isString, orMissing } from '../../json-shape';
import { siteApiSource, type SiteApiSource } from '../../metadata/site-api';
import { siteJson } from '../../metadata/site-request';

// Max's own page API: GET {api}/cms/routes{pathname}, JSON:API-like. The playing video is the
// included item whose `alternateId` is the video id of /video/watch/{videoId}/{editId}; its show
// (for a movie: the film's own entry) is the item whose alternateId is `relationships.show.data.id`.

/** The API host per site host; `any-amer` is the region PreMiD uses (other regions: unknown). */
const API_HOSTS: Record<string, string> = {
  'play.hbomax.com': 'default.any-amer.prd.api.hbomax.com',
  'play.max.com': 'default.any-amer.prd.api.max.com',
};

interface Item {
  id: string;
  type: string;
  attributes?: { alternateId?: string; name?: string; videoType?: string; seasonNumber?: number; episodeNumber?: number };
  relationships?: { show?: { data: { id: string } } };
}

const ATTRIBUTE_TEXTS = ['alternateId', 'name', 'videoType'] as const;
const ATTRIBUTE_NUMBERS = ['seasonNumber', 'episodeNumber'] as const;

function isAttributes(value: unknown): value is NonNullable<Item['attributes']> {
  return isObject(value) && ATTRIBUTE_TEXTS.every((key) => orMissing(isString)(value[key])) && ATTRIBUTE_NUMBERS.every((key) => orMissing(isCount)(value[key]));
}

function isRelationships(value: unknown): value is NonNullable<Item['relationships']> {
  return isObject(value) && (value.show === undefined || (isObject(value.show) && isObject(value.show.data) && isString(value.show.data.id)));
}

function isItem(value: unknown): value is Item {
  return (
    isObject(value) &&
    isString(value.id) &&
    isString(value.type) &&
    orMissing(isAttributes)(value.attributes) &&
    orMissing(isRelationships)(value.relationships)
  );
}

/** What the API said about one video: a guess, or "known, and not a movie or an episode". */
export type RouteVerdict = { kind: 'guess'; guess: Omit<MediaGuess, 'site'> } | { kind: 'refused'; videoType: string };

/** Items one by one: an image or a rail with an unexpected shape must not hide the video. */
function itemsOf(included: readonly unknown[]): Item[] {
  return included.filter(isItem);
}

export function verdictFromRoute(route: unknown, videoId: string): RouteVerdict | null {
  if (!isObject(route) || !Array.isArray(route.included)) return null;
  const items = itemsOf(route.included);
  const video = items.find((item) => item.attributes?.alternateId === videoId);
  if (!video?.attributes) return null;
  const { name, videoType = 'UNKNOWN', seasonNumber, episodeNumber } = video.attributes;
  const showRef = video.relationships?.show?.data.id;
  const show = showRef ? items.find((item) => item.attributes?.alternateId === showRef || item.id === showRef) : undefined;
  const showName = show?.attributes?.name;
  const siteShowId = show?.attributes?.alternateId ?? showRef;
  if (videoType === 'MOVIE') {
    const title = showName ?? name;
    return title ? { kind: 'guess', guess: { kind: 'movie', title, siteItemId: videoId } } : null;
  }
  // A SPECIAL with numbers is a special episode; without them, like an EXTRA (trailers,
  // featurettes), it is nothing a tracker lists.
  if ((videoType === 'EPISODE' || videoType === 'SPECIAL') && showName && episodeNumber !== undefined) {
    const guess: Omit<MediaGuess, 'site'> = {
      kind: 'episode',
      title: showName,
      siteItemId: videoId,
      episode: episodeNumber,
      ...(seasonNumber !== undefined ? { season: seasonNumber } : {}),
      ...(name ? { episodeTitle: name } : {}),
      ...(siteShowId ? { siteShowId } : {}),
    };
    return { kind: 'guess', guess };
  }
  return videoType === 'EPISODE' || videoType === 'MOVIE' ? null : { kind: 'refused', videoType };
}

/**
 * The page API, asked once per page path for as long as the site definition (the script) lives;
 * what it refused (extras, trailers) is remembered by the page's video id.
 */
export const maxRoute = (): SiteApiSource =>
  siteApiSource(
    async ({ url, siteItemId: videoId }) => {
      const host = API_HOSTS[url.hostname];
      if (!host) return null;
      const endpoint = new URL(`https://${host}/cms/routes${url.pathname}`);
      endpoint.search = 'include=default&decorators=viewingHistory,isFavorite,contentAction,badges&page[items.size]=10';
      // Same site as the page (…hbomax.com), so the session cookies go along.
      const body = await siteJson(endpoint);
      return body === null ? null : verdictFromRoute(body, videoId);
    },
    ({ url }) => url.pathname,
  );
