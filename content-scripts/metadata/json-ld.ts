import type { ExternalIds, MediaGuess } from '../../lib/messages/media';
import { yearOfDate } from '../../lib/media/year';
import { defined } from '../defined';
import { isObject, type JsonObject } from '../json-shape';
import type { GuessSource } from '../player/site';

type Node = JsonObject;

/** What structured data says about the page's main video. */
export interface JsonLdMedia {
  type: 'movie' | 'episode' | 'video';
  title: string;
  year?: number;
  season?: number;
  episode?: number;
  episodeTitle?: string;
  ids?: ExternalIds;
  /** The node's own `@id`, to cross-check against the URL (it goes stale after SPA navigation). */
  id?: string;
  /** The node's `url`, the same cross-check for sites that give no `@id`. */
  url?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
/** A season or episode number as structured data writes it: 3 or "3". */
export const wholeNumber = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isInteger(n) && n >= 0 ? n : undefined;
};
const yearOf = (value: unknown): number | undefined => yearOfDate(text(value));
export const typesOf = (node: Node): string[] => [node['@type']].flat().filter((t): t is string => typeof t === 'string');
const asNode = (value: unknown): Node | undefined => (isObject(value) ? value : undefined);

/** imdb / tmdb ids from `sameAs` links, the way sites cross-reference a work. */
function idsFrom(node: Node): ExternalIds | undefined {
  const ids: ExternalIds = {};
  for (const link of [node.sameAs].flat()) {
    const url = text(link);
    const imdb = url?.match(/imdb\.com\/title\/(tt\d+)/)?.[1];
    const tmdb = url?.match(/themoviedb\.org\/(?:movie|tv)\/(\d+)/)?.[1];
    if (imdb) ids.imdb = imdb;
    if (tmdb) ids.tmdb = tmdb;
  }
  return Object.keys(ids).length > 0 ? ids : undefined;
}

function nodesOf(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodesOf);
  const node = asNode(value);
  if (!node) return [];
  return [node, ...nodesOf(node['@graph'])];
}

function mediaOf(node: Node): JsonLdMedia | null {
  const types = typesOf(node);
  const name = text(node.name);
  const id = text(node['@id']);
  const url = text(node.url);
  if (types.includes('TVEpisode') || types.includes('Episode')) {
    const series = asNode(node.partOfSeries) ?? asNode(asNode(node.partOfSeason)?.partOfSeries);
    const title = text(series?.name);
    if (!title) return null;
    const season = wholeNumber(asNode(node.partOfSeason)?.seasonNumber);
    const episode = wholeNumber(node.episodeNumber);
    const year = yearOf(series?.startDate);
    const ids = series ? idsFrom(series) : undefined;
    return defined({ id, url, type: 'episode', title, season, episode, episodeTitle: name, year, ids });
  }
  if (!name) return null;
  const year = yearOf(node.datePublished ?? node.dateCreated ?? node.uploadDate);
  const ids = idsFrom(node);
  const kind = types.includes('Movie') ? 'movie' : types.includes('VideoObject') ? 'video' : null;
  return kind ? defined({ id, url, type: kind, title: name, year, ids }) : null;
}

/** Every node of every JSON-LD block of the page, `@graph` members included. */
export function jsonLdNodes(document: Document): Node[] {
  const nodes: Node[] = [];
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      nodes.push(...nodesOf(JSON.parse(script.textContent ?? '')));
    } catch {
      // A broken block is the site's problem; the others may still be fine.
    }
  }
  return nodes;
}

/** Reads every JSON-LD block of the page; the first movie or episode wins, else the first video. */
export function readJsonLd(document: Document): JsonLdMedia | null {
  const found = jsonLdNodes(document).flatMap((node) => mediaOf(node) ?? []);
  return found.find((media) => media.type !== 'video') ?? found[0] ?? null;
}

/**
 * A movie, or an episode with its number, as a guess for `siteItemId` (without the node's own
 * address); a bare VideoObject names nothing.
 */
export function guessOf({ type, id: _id, url: _url, ...rest }: JsonLdMedia, siteItemId: string): Omit<MediaGuess, 'site'> | null {
  if (type === 'video' || (type === 'episode' && rest.episode === undefined)) return null;
  return { ...rest, kind: type, siteItemId };
}

/** JSON-LD as a guess source: movies and episodes with numbers only (a bare VideoObject is not enough). */
export function fromJsonLd(options: { matchesItem?: (media: JsonLdMedia, siteItemId: string) => boolean } = {}): GuessSource {
  return async ({ document, siteItemId }) => {
    const media = readJsonLd(document);
    // Server-rendered for the first URL: after SPA navigation it may describe another item.
    return media && (!options.matchesItem || options.matchesItem(media, siteItemId)) ? guessOf(media, siteItemId) : null;
  };
}
