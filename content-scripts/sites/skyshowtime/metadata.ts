import type { MediaGuess } from '../../../lib/messages/media';
import { checkFields, isCount, isInteger, isObject, isString, orAbsent, ShapeError, type Fields, type JsonObject } from '../../json-shape';
import { namingShapeChanges, siteApiSource, type SiteApiSource } from '../../metadata/site-api';
import { siteJson } from '../../metadata/site-request';

// SkyShowtime's content API, Sky's "ATOM" as on Peacock (UTS, 2023): GET
// https://atom.skyshowtime.com/adapter-calypso/v3/query/node/content_id/{id} with X-SkyOTT-*
// headers whose provider, territory and proposition come from the page's
// localStorage.peacock_publicProfile (profile.services, first value). It answers one node
// { type, attributes }: an episode's seriesName, seasonNumber, episodeNumber, episodeNameLong; a
// film's titleLong and year. The node types are taken to be Peacock's (inference): ASSET/EPISODE,
// ASSET/PROGRAMME, ASSET/SHORTFORM/… (trailers, clips), ASSET/SLE (a live event). Where UTS's
// field names and Peacock's differ (titleLong or title) both are read.

/**
 * /watch/playback/vod/{content id}/{variant uuid}. UTS's example writes the id
 * "SkyShowtime:GMO_…"; Peacock's has no prefix: both are taken (the colon possibly escaped).
 */
export const VOD_PATH = /^\/watch\/playback\/vod\/(?<siteItemId>(?:SkyShowtime(?::|%3A))?GMO_\w+)\/(?<variant>[\da-f-]{36})\/?$/i;

const NODE_ENDPOINT = 'https://atom.skyshowtime.com/adapter-calypso/v3/query/node/content_id/';
/** The page's key of its public profile (the platform keeps Peacock's name). */
export const PROFILE_KEY = 'peacock_publicProfile';

const isName = (value: unknown): value is string => isString(value) && value.trim().length > 0;

/** The territory headers of the page's public profile; null while the app has stored none. */
export function skyHeaders(stored: string | null): Record<string, string> | null {
  let services: unknown;
  try {
    services = (JSON.parse(stored ?? 'null') as { profile?: { services?: unknown } } | null)?.profile?.services;
  } catch {
    return null;
  }
  const service = isObject(services) ? Object.values(services)[0] : undefined;
  if (!isObject(service) || !isName(service.territory) || !isName(service.provider) || !isName(service.proposition)) return null;
  return {
    'x-skyott-provider': service.provider,
    'x-skyott-territory': service.territory,
    'x-skyott-activeterritory': service.territory,
    'x-skyott-proposition': service.proposition,
    'x-skyott-language': 'en-US',
    'x-skyott-platform': 'PC',
    'x-skyott-device': 'COMPUTER',
    'x-skyott-client-version': '4.5.33',
  };
}

// In the order a changed answer is searched for the first difference.
const NODE_FIELDS: Fields = { type: isString, attributes: isObject };
const ATTRIBUTE_FIELDS: Fields = {
  titleLong: orAbsent(isName),
  title: orAbsent(isName),
  seriesName: orAbsent(isName),
  seasonNumber: orAbsent(isCount),
  episodeNumber: orAbsent(isCount),
  episodeNameLong: orAbsent(isString),
  year: orAbsent(isInteger),
  providerVariantId: orAbsent(isString),
};

export type NodeVerdict = { kind: 'guess'; guess: Omit<MediaGuess, 'site'> } | { kind: 'refused'; why: string };

const nameOf = (attributes: JsonObject): string | undefined => [attributes.titleLong, attributes.title].find(isName)?.trim();

function episodeOf(attributes: JsonObject, contentId: string): Omit<MediaGuess, 'site'> {
  if (!isName(attributes.seriesName)) throw new ShapeError('attributes.seriesName');
  if (!isCount(attributes.episodeNumber)) throw new ShapeError('attributes.episodeNumber');
  const episodeTitle = [attributes.episodeNameLong, attributes.title].find(isName)?.trim();
  return {
    kind: 'episode',
    title: attributes.seriesName.trim(),
    siteItemId: contentId,
    episode: attributes.episodeNumber,
    ...(isCount(attributes.seasonNumber) ? { season: attributes.seasonNumber } : {}),
    ...(episodeTitle ? { episodeTitle } : {}),
  };
}

/** The node, checked against the page's programme; throws a ShapeError naming the first field that changed. */
export function verdictFromNode(body: unknown, contentId: string, variantId: string): NodeVerdict {
  const node = checkFields(body, NODE_FIELDS, '');
  const attributes = checkFields(node.attributes, ATTRIBUTE_FIELDS, 'attributes');
  // Where the answer names its variant (Peacock's do), it must be the page's programme.
  if (isString(attributes.providerVariantId) && attributes.providerVariantId !== variantId) throw new ShapeError('attributes.providerVariantId');
  const type = String(node.type);
  if (type === 'ASSET/PROGRAMME') {
    const title = nameOf(attributes);
    if (!title) throw new ShapeError('attributes.titleLong');
    return { kind: 'guess', guess: { kind: 'movie', title, siteItemId: contentId, ...(isInteger(attributes.year) ? { year: attributes.year } : {}) } };
  }
  if (type === 'ASSET/EPISODE') return { kind: 'guess', guess: episodeOf(attributes, contentId) };
  // Trailers and clips are short forms; a single live event has no programme timeline.
  if (type.startsWith('ASSET/SHORTFORM') || type === 'ASSET/SLE') return { kind: 'refused', why: type };
  throw new ShapeError('type');
}

/**
 * ATOM, asked once per content id for as long as the site definition (the script) lives.
 * `pageStorage` is the page's localStorage (a content script shares it with the page).
 */
export const atomApi = (pageStorage: () => Pick<Storage, 'getItem'> | undefined = () => globalThis.localStorage): SiteApiSource =>
  siteApiSource(
    namingShapeChanges('ATOM node', async ({ url, siteItemId }) => {
      const variantId = VOD_PATH.exec(url.pathname)?.groups?.variant;
      const headers = skyHeaders(pageStorage()?.getItem(PROFILE_KEY) ?? null);
      // No profile yet (the app stores it once it boots): asked again on the next media event.
      if (!variantId || !headers) return null;
      const contentId = decodeURIComponent(siteItemId);
      // The catalogue is public: no cookies go to another host.
      const body = await siteJson(new URL(`${NODE_ENDPOINT}${encodeURIComponent(contentId)}`), { credentials: 'omit', headers });
      if (body === null) throw new Error('ATOM node endpoint answered an error');
      return verdictFromNode(body, siteItemId, variantId);
    }),
  );
