import { isPlausibleYear } from '../../../lib/media/year';
import { arrayAt, checkFields, isCount, isInteger, isObject, isString, objectAt, orAbsent, orMissing, type Fields } from '../../json-shape';
import { namingShapeChanges, siteApiSource, type ApiVerdict } from '../../metadata/site-api';
import { siteJson } from '../../metadata/site-request';
import type { GuessSource, PageContext } from '../../player/site';

// ITVX's own data (SITES-2.md "2. ITVX"): the Next.js page data a watch page is rendered with, and
// the content API (content-inventory.prd.oasvc.itv.com/discovery, GraphQL in the query string).
// Both use the legacy ids of the address with "a" for "/" (10a1234a0003 is 10/1234/0003).

type Guess = NonNullable<Awaited<ReturnType<GuessSource>>>;

const isText = (value: unknown): value is string => isString(value) && value.trim() !== '';
const yearOf = (value: unknown) => (isInteger(value) && isPlausibleYear(value) ? { year: value } : {});

/** The address's ids: /watch/{slug}/{brand}[/{episode}]. */
function idsOf(url: URL): { brand: string; episode?: string } {
  const [, , , brand = '', episode] = url.pathname.split('/');
  return episode ? { brand, episode } : { brand };
}

const EPISODE: Fields = {
  encodedEpisodeId: isObject,
  productionType: orAbsent(isString),
  series: orAbsent(isCount),
  episode: orAbsent(isCount),
  productionYear: orAbsent(isInteger),
  episodeTitle: orAbsent(isString),
};

/**
 * `props.pageProps` of `script#__NEXT_DATA__`: the programme and its episode (PreMiD, a yt-dlp
 * plugin). It is rendered once per full load, and whether the app replaces it on an in-app move is
 * not recorded (inference: it does not), so it is believed only where its episode id is the
 * address's, or, at a film's brand-only address, where its programme id is. A film is
 * `productionType: 'FILM'`; anything else is an episode by its `series` and `episode` numbers (the
 * play button's "Series 2 Episode 3" label is only shown text, and a special without a series
 * number names nothing).
 */
export const fromNextData: GuessSource = namingShapeChanges('__NEXT_DATA__', async ({ document, url, siteItemId }) => {
  const script = document.querySelector('script#__NEXT_DATA__');
  if (!script?.textContent) return null;
  const pageProps = objectAt(objectAt(objectAt(JSON.parse(script.textContent), '').props, 'props').pageProps, 'props.pageProps');
  if (!isObject(pageProps.episode)) return null;
  const episode = checkFields(pageProps.episode, EPISODE, 'props.pageProps.episode');
  const programme = checkFields(pageProps.programme, { title: isText, encodedProgrammeId: orMissing(isObject) }, 'props.pageProps.programme');
  const episodeId = objectAt(episode.encodedEpisodeId, 'props.pageProps.episode.encodedEpisodeId').letterA;
  const programmeId = isObject(programme.encodedProgrammeId) ? programme.encodedProgrammeId.letterA : undefined;
  const ids = idsOf(url);
  const aboutThisPage = episodeId === siteItemId || (!ids.episode && programmeId === ids.brand);
  if (!aboutThisPage) return null;
  const title = programme.title as string;
  if (episode.productionType === 'FILM') return { kind: 'movie', title, siteItemId, ...yearOf(episode.productionYear) };
  if (!isCount(episode.series) || !isCount(episode.episode)) return null;
  const episodeTitle = isText(episode.episodeTitle) ? { episodeTitle: episode.episodeTitle } : {};
  return { kind: 'episode', title, season: episode.series, episode: episode.episode, siteItemId, siteShowId: ids.brand, ...episodeTitle };
});

const DISCOVERY = 'https://content-inventory.prd.oasvc.itv.com/discovery';
/** The fields a yt-dlp plugin asks for, by title type (it swaps the two numbers; this does not). */
export const TITLES_QUERY =
  'query Titles($brandLegacyId: String, $legacyId: String) { titles(filter: { brandLegacyId: $brandLegacyId, legacyId: $legacyId }) ' +
  '{ titleType title legacyId brand { title legacyId } ... on Episode { episodeNumber seriesNumber } ' +
  '... on Special { episodeNumber productionYear } ... on Film { productionYear } } }';

const TITLE: Fields = {
  titleType: isText,
  title: isText,
  legacyId: isText,
  brand: orAbsent(isObject),
  seriesNumber: orAbsent(isCount),
  episodeNumber: orAbsent(isCount),
  productionYear: orAbsent(isInteger),
};

function verdictOf(value: unknown, at: string, ids: { brand: string; episode?: string }, siteItemId: string): ApiVerdict | null {
  const title = checkFields(value, TITLE, at);
  const name = title.title as string;
  if (title.titleType === 'FILM') return { kind: 'guess', guess: { kind: 'movie', title: name, siteItemId, ...yearOf(title.productionYear) } };
  // Only an episode's own address names it (a brand's address names the brand's one film).
  if (title.titleType !== 'EPISODE' || !ids.episode || !isCount(title.seriesNumber) || !isCount(title.episodeNumber)) return null;
  const brand = checkFields(title.brand, { title: isText }, `${at}.brand`);
  return {
    kind: 'guess',
    guess: {
      kind: 'episode',
      title: brand.title as string,
      season: title.seriesNumber,
      episode: title.episodeNumber,
      episodeTitle: name,
      siteItemId,
      siteShowId: ids.brand,
    } satisfies Guess,
  };
}

/** null: the API names no one film or episode here (it is asked again at the next read). */
async function askDiscovery({ url, siteItemId }: PageContext): Promise<ApiVerdict | null> {
  const ids = idsOf(url);
  const legacy = (id: string) => id.replace(/a/g, '/');
  const variables = { brandLegacyId: legacy(ids.brand), ...(ids.episode ? { legacyId: legacy(ids.episode) } : {}) };
  const endpoint = new URL(DISCOVERY);
  endpoint.search = new URLSearchParams({ query: TITLES_QUERY, variables: JSON.stringify(variables) }).toString();
  // A public catalogue: the user's ITV session is not needed, and not sent.
  const body = await siteJson(endpoint, { credentials: 'omit' });
  if (body === null) throw new Error('content API answered an error');
  const top = objectAt(body, '');
  if (top.errors !== undefined) throw new Error('content API answered GraphQL errors');
  const titles = arrayAt(objectAt(top.data, 'data').titles, 'data.titles');
  // A brand's address: its one film, or nothing (a series' brand page plays no one episode).
  if (titles.length !== 1) return null;
  return verdictOf(titles[0], 'data.titles.0', ids, siteItemId);
}

/** The content API, once per item for as long as the site definition lives. */
export function fromItvxApi(): GuessSource {
  return siteApiSource(namingShapeChanges('content API answer', askDiscovery)).guess;
}
