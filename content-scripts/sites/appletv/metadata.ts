import type { MediaGuess } from '../../../lib/messages/media';
import { yearOfDate } from '../../../lib/media/year';
import { splitEpisodeLine } from '../../../lib/media/episode-label';
import { jsonLdNodes, typesOf, wholeNumber } from '../../metadata/json-ld';
import { isObject, isString, type JsonObject } from '../../json-shape';
import type { GuessSource, PageContext } from '../../player/site';

// Apple TV+ names what plays in two places (SITES.md, "8. Apple TV+"): the server-rendered head of
// the page first loaded (apple:content_id, apple:title, JSON-LD Movie/Episode) and the open
// player's metadata block. The head is only believed while apple:content_id is the id in the
// address: in-app moves and next-episode autoplay change the address and the player, not the head.

/** /{storefront}/movie|episode/{slug}/umc.cmc.{id}; some links leave the slug out. */
export const APPLE_WATCH_PATH = /^\/[a-z]{2}\/(?<kind>movie|episode)\/(?:[^/]+\/)?(?<siteItemId>umc\.cmc\.[a-z0-9]+)\/?$/;

/** The long-form player; promotional videos play all over the site, outside its container. */
export const APPLE_PLAYER = '[data-testid="video-player"]';
export const APPLE_VIDEO_CONTAINER = '[data-testid="video-container"]';

type Guess = Omit<MediaGuess, 'site'>;

const meta = (document: Document, name: string): string | undefined =>
  document.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() || undefined;
const textAt = (root: ParentNode, selector: string): string | undefined => root.querySelector(selector)?.textContent?.trim() || undefined;
const kindOf = (url: URL): string | undefined => APPLE_WATCH_PATH.exec(url.pathname)?.groups?.kind;
/** The show's id, which episode links carry as ?showId= (a binge resolves the show once). */
const showIdOf = (url: URL): { siteShowId?: string } => {
  const id = url.searchParams.get('showId');
  return id ? { siteShowId: id } : {};
};
/** Titles as two parts of the site write them ("Dune: Part Two" vs "Dune – Part Two"). */
const sameTitle = (a: string, b: string): boolean =>
  a
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim() ===
  b
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The head names this item (not the page first loaded). */
const headNames = ({ document, siteItemId }: PageContext): boolean => meta(document, 'apple:content_id') === siteItemId;

/** The Movie or Episode node about `id`: its url names the id, or it gives no url at all. */
function nodeFor(document: Document, type: 'Movie' | 'Episode', id: string): JsonObject | undefined {
  const wanted = type === 'Movie' ? ['Movie'] : ['Episode', 'TVEpisode'];
  return jsonLdNodes(document).find((node) => typesOf(node).some((t) => wanted.includes(t)) && (!isString(node.url) || node.url.split(/[/?#]/).includes(id)));
}

function movieOf(node: JsonObject, { document, siteItemId }: PageContext): Guess {
  const title = meta(document, 'apple:title') ?? (isString(node.name) ? node.name.trim() : '');
  if (!title) throw new Error(`Movie JSON-LD of ${siteItemId} has no name`);
  const released = document.querySelector('meta[property="og:video:release_date"]')?.getAttribute('content') ?? node.datePublished ?? node.dateCreated;
  const year = yearOfDate(isString(released) ? released : undefined);
  return { kind: 'movie', title, siteItemId, ...(year ? { year } : {}) };
}

function episodeOf(node: JsonObject, { url, document, siteItemId }: PageContext): Guess {
  // partOfSeason is a number or {seasonNumber} (UTS reads both).
  const season = wholeNumber(isObject(node.partOfSeason) ? node.partOfSeason.seasonNumber : node.partOfSeason);
  const episode = wholeNumber(node.episodeNumber);
  const episodeTitle = meta(document, 'apple:title') ?? textAt(document, '.page-header .episode-title');
  const series = isObject(node.partOfSeries) && isString(node.partOfSeries.name) ? node.partOfSeries.name.trim() : '';
  // Episode pages name the node "{Show} - {Episode}".
  const fromName = isString(node.name) && episodeTitle && node.name.endsWith(` - ${episodeTitle}`) ? node.name.slice(0, -episodeTitle.length - 3).trim() : '';
  const show = series || textAt(document, '.page-header a[href*="/show/"]') || fromName;
  if (season === undefined || episode === undefined || !show) throw new Error(`Episode JSON-LD of ${siteItemId} lacks its show, season or number`);
  return { kind: 'episode', title: show, season, episode, siteItemId, ...(episodeTitle ? { episodeTitle } : {}), ...showIdOf(url) };
}

/** The page's own server-rendered data, while it is about the item in the address. */
export const fromApplePageData: GuessSource = async (page) => {
  const kind = kindOf(page.url);
  if (!kind || !headNames(page)) return null;
  const type = kind === 'movie' ? 'Movie' : 'Episode';
  const node = nodeFor(page.document, type, page.siteItemId);
  // The head names this item yet carries no data about it: the page changed.
  if (!node) throw new Error(`no ${type} JSON-LD for ${page.siteItemId}`);
  return type === 'Movie' ? movieOf(node, page) : episodeOf(node, page);
};

/** "S1, E3 · Pilot", "Staffel 1, Folge 3 · Der Einstieg": the numbers and the title after them. */
export function episodeMarker(line: string): { season?: number; episode: number; episodeTitle?: string } | null {
  const split = splitEpisodeLine(line);
  if (split?.episode === undefined) return null;
  const episodeTitle = split.episodeTitle?.replace(/^[\s,·•:–—-]+/u, '');
  return { episode: split.episode, ...(split.season !== undefined ? { season: split.season } : {}), ...(episodeTitle ? { episodeTitle } : {}) };
}

/** What the open player's metadata block shows; gone while the controls are hidden. */
function playerLines(document: Document): { title: string; subtitle?: string } | null {
  const player = document.querySelector(APPLE_PLAYER);
  const title = player && textAt(player, '[data-testid="player-metadata-title"]');
  if (!player || !title) return null;
  const subtitle = textAt(player, '[data-testid="player-metadata-subtitle"]');
  return { title, ...(subtitle ? { subtitle } : {}) };
}

/** The open player's metadata block: either line may carry the episode marker. */
export const fromApplePlayer: GuessSource = async ({ url, document, siteItemId }) => {
  const lines = playerLines(document);
  const kind = kindOf(url);
  if (!lines || !kind) return null;
  const inSubtitle = lines.subtitle ? episodeMarker(lines.subtitle) : null;
  const marker = inSubtitle ?? episodeMarker(lines.title);
  if (kind === 'movie') return marker ? null : { kind: 'movie', title: lines.title, siteItemId };
  const show = inSubtitle ? lines.title : lines.subtitle;
  if (!marker || !show) return null;
  return { kind: 'episode', title: show, siteItemId, ...marker, ...showIdOf(url) };
};

/**
 * A movie page whose player shows another title plays something else than the film (its
 * trailer): no source may call that the film (UTS makes the same check).
 */
export function playsOtherThanFilm(page: PageContext): boolean {
  const playing = playerLines(page.document)?.title;
  const film = meta(page.document, 'apple:title');
  return kindOf(page.url) === 'movie' && headNames(page) && !!playing && !!film && !sameTitle(playing, film);
}
