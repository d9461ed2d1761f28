import type { MediaGuess } from '../../../lib/messages/media';
import { arrayAt, checkFields, isCount, isObject, isString, objectAt, orAbsent, ShapeError, type Fields, type JsonObject } from '../../json-shape';
import { namingShapeChanges, siteApiSource, type ApiVerdict, type SiteApiSource } from '../../metadata/site-api';
import { siteJson } from '../../metadata/site-request';
import type { GuessSource, PageContext } from '../../player/site';
import { markerOf, shownEpisode, slugPathOf } from './player';

// Crave's GraphQL API (UTS, 2025-08): POST https://rte-api.bellmedia.ca/graphql with
// `Authorization: Bearer <base64 of {"platform":"platform_web"}>` (anonymous: no cookie needed).
// `itemByPath(path: "play/…")` -> {id, type}; `contents(sessionContext, ids)` -> [{id, title,
// seasonNumber, episodeNumber (strings), contentType 'EPISODE'|'FEATURE'|'PROMO', media{mediaId,
// title (the show), productionYear}}]. PROMO is a trailer or a promo: never counted.

const GRAPHQL = 'https://rte-api.bellmedia.ca/graphql';
const BY_PATH = 'query GetItemByPath($path: String!) { itemByPath(path: $path) { id type } }';
const CONTENTS =
  'query GetContents($sessionContext: SessionContext!, $ids: [String!]!) { contents(sessionContext: $sessionContext, ids: $ids) { id title seasonNumber episodeNumber contentType media { mediaId title productionYear } } }';

/** Numbers come as text ("17"); read numbers too, in case the API types them one day. */
const isNumberText = (value: unknown): value is number | string => isCount(value) || (isString(value) && /^\d{1,5}$/u.test(value));
const isName = (value: unknown): value is string => isString(value) && value.trim().length > 0;

const CONTENT_FIELDS: Fields = {
  id: isString,
  title: isName,
  contentType: isString,
  seasonNumber: orAbsent(isNumberText),
  episodeNumber: orAbsent(isNumberText),
  media: isObject,
};
const MEDIA_FIELDS: Fields = { mediaId: orAbsent(isString), title: isName, productionYear: orAbsent(isNumberText) };

async function graphql(query: string, variables: JsonObject): Promise<JsonObject> {
  const body = await siteJson(new URL(GRAPHQL), {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${btoa('{"platform":"platform_web"}')}` },
    body: JSON.stringify({ query, variables }),
  });
  if (body === null) throw new Error('GraphQL endpoint answered an error');
  const answer = objectAt(body, '');
  if (Array.isArray(answer.errors) && answer.errors.length > 0) throw new Error('GraphQL answered with errors');
  return objectAt(answer.data, 'data');
}

/** One content of the contents answer as a verdict; throws a ShapeError naming the first field that changed. */
export function verdictFromContent(value: unknown): ApiVerdict {
  const content = checkFields(value, CONTENT_FIELDS, 'contents.0');
  const media = checkFields(content.media, MEDIA_FIELDS, 'contents.0.media');
  const title = String(content.title).trim();
  const year = isNumberText(media.productionYear) ? { year: Number(media.productionYear) } : {};
  const siteItemId = String(content.id);
  switch (content.contentType) {
    case 'PROMO':
      return { kind: 'refused' };
    case 'FEATURE':
      return { kind: 'guess', guess: { kind: 'movie', title, siteItemId, ...year } };
    case 'EPISODE':
      if (!isNumberText(content.episodeNumber)) throw new ShapeError('contents.0.episodeNumber');
      return {
        kind: 'guess',
        guess: {
          kind: 'episode',
          title: String(media.title).trim(),
          siteItemId,
          ...year,
          episode: Number(content.episodeNumber),
          ...(isNumberText(content.seasonNumber) ? { season: Number(content.seasonNumber) } : {}),
          episodeTitle: title,
          ...(isString(media.mediaId) ? { siteShowId: media.mediaId } : {}),
        },
      };
    default:
      throw new ShapeError('contents.0.contentType');
  }
}

/** What the address names: its item by path, then the item's content in the page's language. */
async function verdictOfAddress({ url }: PageContext): Promise<ApiVerdict | null> {
  const path = slugPathOf(url);
  if (!path) return null;
  const item = (await graphql(BY_PATH, { path: `play/${path}` })).itemByPath;
  // Not known (yet), or a show's page rather than something that plays.
  if (item === null || item === undefined) return null;
  const { id, type } = checkFields(item, { id: isString, type: isString }, 'itemByPath');
  if (type !== 'ContentMetadata') return null;
  const userLanguage = url.pathname.startsWith('/fr/') ? 'FR' : 'EN';
  const contents = arrayAt((await graphql(CONTENTS, { sessionContext: { userMaturity: 'ADULT', userLanguage }, ids: [id] })).contents, 'contents');
  return contents.length === 0 ? null : verdictFromContent(contents[0]);
}

/**
 * The API's verdict on the address, asked once per address. After "Play next" the address still
 * names the first episode while the player shows the next (UTS marks the URL stale and switches to
 * the DOM's numbers): the show stays the address's, season, episode and title are the player's.
 */
export function craveApi(): SiteApiSource {
  const api = siteApiSource(namingShapeChanges('GraphQL answer', verdictOfAddress), ({ url }) => slugPathOf(url) ?? '');
  const guess: GuessSource = async (page) => {
    const guess = await api.guess(page);
    const shown = shownEpisode(page.document);
    if (guess?.kind !== 'episode' || !shown || (shown.season === guess.season && shown.episode === guess.episode)) return guess;
    const { episodeTitle: _addresses, ...show } = guess;
    const next: Omit<MediaGuess, 'site'> = { ...show, siteItemId: `${guess.siteItemId}~${markerOf(shown)}`, ...shown };
    return next;
  };
  return { guess, refuses: api.refuses };
}
