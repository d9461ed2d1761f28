import { isPlausibleYear } from '../../../lib/media/year';
import { checkFields, isCount, isInteger, isObject, isString, objectAt, orAbsent, ShapeError, type Fields, type JsonObject } from '../../json-shape';
import { namingShapeChanges, siteApiSource, type SiteApiSource } from '../../metadata/site-api';
import { siteJson } from '../../metadata/site-request';
import type { GuessSource } from '../../player/site';

// Viaplay's content API, as UTS asks it with the site's cookies (SITES-2.md §6): the player's path
// after /player/default/ is fetched from https://content.{host}/pcdash-{region}/{path}?partial=true,
// whose `_embedded['viaplay:product']` is `{type ('episode'|'movie'), content{title, originalTitle?,
// series{title, episodeTitle, episodeNumber, season{seasonNumber}}, production{year}, imdb{id}}}`.
// The watched list (history.ts) lists the same products, read by the same function.

type Guess = NonNullable<Awaited<ReturnType<GuessSource>>>;

/** `/player/default/{path}`, behind viaplay.com's `/{cc}-{lang}` prefix (the path never starts another host's URL). */
export const WATCH_PATH = /^(?:\/[a-z]{2}-[a-z]{2})?\/player\/default\/(?<siteItemId>[^/?#][^?#]{0,119}?)\/?$/;

/**
 * The content API's base for a page of the site (https://content.viaplay.se/pcdash-se/): the
 * region is the TLD, or viaplay.com's /{cc}-{lang}/ path prefix (UTS).
 */
export function contentBase(url: URL): string | null {
  const region =
    /^viaplay\.(se|no|dk|fi|is|pl|ee|lv|lt)$/.exec(url.hostname)?.[1] ??
    (url.hostname === 'viaplay.com' ? /^\/([a-z]{2})-[a-z]{2}(?:\/|$)/.exec(url.pathname)?.[1] : undefined);
  return region ? `https://content.${url.hostname}/pcdash-${region}/` : null;
}

/**
 * Season and episode from the path's last two slugs, whatever the language: "sasong-2/avsnitt-3"
 * (sv), "sesong-4/episode-1" (no), "sezon-1/odcinek-2" (pl), "kausi-1/jakso-2" (fi, inference),
 * "season-2/episode-3" (viaplay.com). Only the numbers are read, so an unlisted language works too.
 */
export function slugNumbers(path: string): { season: number; episode: number } | null {
  // Any slug word (percent-encoded letters too: "s%C3%A6son-2"), a dash, a number.
  const [season, episode] = path
    .replace(/\/+$/, '')
    .split('/')
    .slice(-2)
    .map((slug) => /^[^-]+-(\d{1,4})$/.exec(slug)?.[1]);
  return season !== undefined && episode !== undefined ? { season: Number(season), episode: Number(episode) } : null;
}

const isName = (value: unknown): value is string => isString(value) && value.trim().length > 0;
const PRODUCT: Fields = { type: isString, content: isObject };
const CONTENT: Fields = {
  title: isName,
  originalTitle: orAbsent(isString),
  series: orAbsent(isObject),
  production: orAbsent(isObject),
  imdb: orAbsent(isObject),
};
const SERIES: Fields = { title: isName, episodeTitle: orAbsent(isString), episodeNumber: orAbsent(isCount), season: orAbsent(isObject) };
const SEASON: Fields = { seasonNumber: orAbsent(isCount) };
const PRODUCTION: Fields = { year: orAbsent(isInteger) };
const IMDB: Fields = { id: orAbsent(isString) };

/** What the API said about one product: a guess, or "known, and nothing a tracker lists" (sport, a channel). */
export type ProductVerdict = { kind: 'guess'; guess: Guess } | { kind: 'refused'; why: string };

/** "3. Title", "3 - Title": UTS warns the episode title is sometimes prefixed with its number. */
const withoutNumber = (title: string, episode: number | undefined) =>
  (episode === undefined ? title : title.replace(new RegExp(`^\\s*${episode}\\s*[.:\\-–]\\s*`, 'u'), '')).trim();

function episodeOf(content: JsonObject, at: string, id: string, slugs: ReturnType<typeof slugNumbers>): Guess {
  if (!isObject(content.series)) throw new ShapeError(`${at}.content.series`);
  const series = checkFields(content.series, SERIES, `${at}.content.series`);
  const season = isObject(series.season) ? checkFields(series.season, SEASON, `${at}.content.series.season`).seasonNumber : undefined;
  // The API's numbers; the address's slugs where an answer leaves them out (the path is what was asked).
  const seasonNumber = (season as number | undefined) ?? slugs?.season;
  const episode = (series.episodeNumber as number | undefined) ?? slugs?.episode;
  if (episode === undefined) throw new ShapeError(`${at}.content.series.episodeNumber`);
  // UTS: `originalTitle` is the show's own title; `series.title` may be the region's translation.
  const original = content.originalTitle;
  const show = (isName(original) ? original : (series.title as string)).trim();
  const named = isName(series.episodeTitle) ? withoutNumber(series.episodeTitle, episode) : '';
  // `content.title` is "usually the episode title, sometimes the show's" (UTS).
  const episodeTitle = named || ((content.title as string).trim() !== show ? (content.title as string).trim() : '');
  return {
    kind: 'episode',
    title: show,
    siteItemId: id,
    episode,
    ...(seasonNumber !== undefined ? { season: seasonNumber } : {}),
    ...(episodeTitle ? { episodeTitle } : {}),
  };
}

function movieOf(content: JsonObject, at: string, id: string): Guess {
  const year = isObject(content.production) ? checkFields(content.production, PRODUCTION, `${at}.content.production`).year : undefined;
  const imdb = isObject(content.imdb) ? checkFields(content.imdb, IMDB, `${at}.content.imdb`).id : undefined;
  return {
    kind: 'movie',
    title: (content.title as string).trim(),
    siteItemId: id,
    // A film's production year is the film's (an episode's is the episode's: UTS #495).
    ...(isInteger(year) && isPlausibleYear(year) ? { year } : {}),
    ...(isString(imdb) && /^tt\d{5,10}$/.test(imdb) ? { ids: { imdb } } : {}),
  };
}

/** One product (the player's, or a watched list's entry at `at`); throws a ShapeError naming what changed. */
export function productVerdict(value: unknown, at: string, id: string, path = ''): ProductVerdict {
  const product = checkFields(value, PRODUCT, at);
  const type = product.type as string;
  // Sport, channels and anything else the player plays is nothing a tracker lists.
  if (type !== 'episode' && type !== 'movie') return { kind: 'refused', why: type };
  const content = checkFields(product.content, CONTENT, `${at}.content`);
  return { kind: 'guess', guess: type === 'movie' ? movieOf(content, at, id) : episodeOf(content, at, id, slugNumbers(path)) };
}

/**
 * The player's answer. A path that is no product (a live channel's page) answers a page without
 * one (inference: SITES-2.md says such paths "would not resolve to an episode/movie product"): it
 * is refused as that page's type, not guessed at; an answer with neither changed shape.
 */
export function verdictFromAnswer(body: unknown, path: string): ProductVerdict {
  const answer = objectAt(body, '');
  const embedded = isObject(answer._embedded) ? answer._embedded : {};
  const product = embedded['viaplay:product'];
  if (product === undefined && isString(answer.pageType) && answer.pageType !== 'product') return { kind: 'refused', why: answer.pageType };
  return productVerdict(product, '_embedded.viaplay:product', path, path);
}

/** The content API, asked once per path for as long as the site definition (the script) lives. */
export const viaplayProduct = (): SiteApiSource =>
  siteApiSource(
    namingShapeChanges('content answer', async ({ url, siteItemId: path }) => {
      const base = contentBase(url);
      if (!base) return null;
      const endpoint = new URL(`${path}?partial=true`, base);
      // content.{host} is the page's own site: its cookies (the signed-in session) go along.
      const body = await siteJson(endpoint);
      if (body === null) throw new Error('content API answered an error');
      return verdictFromAnswer(body, path);
    }),
  );
