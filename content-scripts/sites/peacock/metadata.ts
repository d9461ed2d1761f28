import type { MediaGuess } from '../../../lib/messages/media';
import { checkFields, isCount, isInteger, isObject, isString, orAbsent, ShapeError, type Fields, type JsonObject } from '../../json-shape';
import { namingShapeChanges, siteApiSource, type SiteApiSource } from '../../metadata/site-api';
import { siteJson } from '../../metadata/site-request';

// Peacock's content API (Sky's "ATOM", as public downloaders and Kodi add-ons call it):
// GET https://atom.peacocktv.com/adapter-calypso/v3/query/node/content_id/{GMO_…} with the
// headers X-SkyOTT-Proposition: NBCUOTT and X-SkyOTT-Territory: US, no session needed. It answers
// one node { type, attributes: { title, seriesName, seasonNumber, episodeNumber, year,
// providerVariantId, providerSeriesId, … } }. The type tells a film ("ASSET/PROGRAMME") from an
// episode ("ASSET/EPISODE"), a clip or trailer ("ASSET/SHORTFORM/…") and a live event ("ASSET/SLE").

/** /watch/playback/vod/{content id}/{provider variant id}: the player of one programme. */
export const VOD_PATH = /^\/watch\/playback\/vod\/(?<siteItemId>GMO_\w+)\/(?<variant>[\da-f-]{36})\/?$/i;

const NODE_ENDPOINT = 'https://atom.peacocktv.com/adapter-calypso/v3/query/node/content_id/';
const SKY_HEADERS = { 'x-skyott-proposition': 'NBCUOTT', 'x-skyott-territory': 'US' };

const isName = (value: unknown): value is string => isString(value) && value.trim().length > 0;

// In the order a changed answer is searched for the first difference.
const NODE_FIELDS: Fields = { type: isString, attributes: isObject };
const ATTRIBUTE_FIELDS: Fields = {
  title: isName,
  providerVariantId: isString,
  seriesName: orAbsent(isName),
  seasonNumber: orAbsent(isCount),
  episodeNumber: orAbsent(isCount),
  year: orAbsent(isInteger),
  providerSeriesId: orAbsent(isString),
};

/** What ATOM said about one programme: a guess, or "known, and nothing a tracker lists". */
export type NodeVerdict = { kind: 'guess'; guess: Omit<MediaGuess, 'site'> } | { kind: 'refused'; why: string };

function episodeOf(attributes: JsonObject, contentId: string): Omit<MediaGuess, 'site'> {
  if (!isName(attributes.seriesName)) throw new ShapeError('attributes.seriesName');
  if (!isCount(attributes.episodeNumber)) throw new ShapeError('attributes.episodeNumber');
  return {
    kind: 'episode',
    title: attributes.seriesName.trim(),
    siteItemId: contentId,
    episode: attributes.episodeNumber,
    ...(isCount(attributes.seasonNumber) ? { season: attributes.seasonNumber } : {}),
    episodeTitle: String(attributes.title).trim(),
    ...(isString(attributes.providerSeriesId) ? { siteShowId: attributes.providerSeriesId } : {}),
  };
}

/** The node, checked against the page's programme; throws a ShapeError naming the first field that changed. */
export function verdictFromNode(body: unknown, contentId: string, variantId: string): NodeVerdict {
  const node = checkFields(body, NODE_FIELDS, '');
  const attributes = checkFields(node.attributes, ATTRIBUTE_FIELDS, 'attributes');
  // Asked by the page's content id, the answer must be about the page's programme.
  if (attributes.providerVariantId !== variantId) throw new ShapeError('attributes.providerVariantId');
  const type = String(node.type);
  if (type === 'ASSET/PROGRAMME') {
    const year = isInteger(attributes.year) ? attributes.year : undefined;
    return { kind: 'guess', guess: { kind: 'movie', title: String(attributes.title).trim(), siteItemId: contentId, ...(year ? { year } : {}) } };
  }
  if (type === 'ASSET/EPISODE') return { kind: 'guess', guess: episodeOf(attributes, contentId) };
  // Trailers and clips are short forms; a single live event has no programme timeline.
  if (type.startsWith('ASSET/SHORTFORM') || type === 'ASSET/SLE') return { kind: 'refused', why: type };
  throw new ShapeError('type');
}

/** ATOM, asked once per content id for as long as the site definition (the script) lives. */
export const atomApi = (): SiteApiSource =>
  siteApiSource(
    namingShapeChanges('ATOM node', async ({ url, siteItemId: contentId }) => {
      const variantId = VOD_PATH.exec(url.pathname)?.groups?.variant;
      if (!variantId) return null;
      // The catalogue is public: no cookies go to another host.
      const body = await siteJson(new URL(`${NODE_ENDPOINT}${encodeURIComponent(contentId)}`), { credentials: 'omit', headers: SKY_HEADERS });
      if (body === null) throw new Error('ATOM node endpoint answered an error');
      return verdictFromNode(body, contentId, variantId);
    }),
  );
