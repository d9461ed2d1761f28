import { isObject, isString, isCount, nameOf, type JsonObject } from '../../json-shape';
import type { SiteApiSource } from '../../metadata/site-api';
import { siteJson } from '../../metadata/site-request';
import type { GuessSource } from '../../player/site';
import type { ExternalIds } from '../../../lib/messages/media';
import { baseName } from '../../metadata/media-file';
import { isPlausibleYear } from '../../../lib/media/year';

/** The player's title line (SITES.md section 11): the film's or show's link, then the episode's line. */
export const TITLE_LINK = '[class^="PlayerControlsMetadata"] [data-testid="metadataTitleLink"]';
const RATING_KEY = /%2Flibrary%2Fmetadata%2F(\d{1,12})/i;
/** "S1 · E5 — Gray Matter" (Plex's own separators), or a film's year. */
const EPISODE_LINE = /^S(\d{1,4})\s*·\s*E(\d{1,5})(?:\s*[—–-]\s*(.+))?$/;

export interface PlayerLine {
  /** The library item the title links to: the film, or the episode's show. */
  ratingKey: string;
  title: string;
  season?: number;
  episode?: number;
  episodeTitle?: string;
  year?: number;
}

/** What the open player's title line says; null while no player is open (Plex's overlay keeps the address). */
export function playerLine(document: Document): PlayerLine | null {
  const link = document.querySelector(TITLE_LINK);
  const ratingKey = RATING_KEY.exec(link?.getAttribute('href') ?? '')?.[1];
  const title = link?.textContent?.trim();
  if (!link || !ratingKey || !title) return null;
  const line = link.nextElementSibling?.textContent?.trim() ?? '';
  const numbers = EPISODE_LINE.exec(line);
  if (numbers) return { ratingKey, title, season: Number(numbers[1]), episode: Number(numbers[2]), ...(numbers[3] ? { episodeTitle: numbers[3].trim() } : {}) };
  return { ratingKey, title, ...(/^\d{4}$/.test(line) ? { year: Number(line) } : {}) };
}

/** The player's title line as a guess: what the hosted app.plex.tv offers when its server cannot be asked. */
export const fromPlayerLine: GuessSource = async ({ document, siteItemId }) => {
  const line = playerLine(document);
  if (!line) return null;
  const year = line.year ? { year: line.year } : {};
  if (line.episode === undefined) return { kind: 'movie', title: line.title, siteItemId, ...year };
  return {
    kind: 'episode',
    title: line.title,
    siteItemId,
    season: line.season,
    episode: line.episode,
    ...(line.episodeTitle ? { episodeTitle: line.episodeTitle } : {}),
  };
};

/** Provider ids from Plex's `Guid` list (`imdb://tt…`, `tmdb://…`, `tvdb://…`) or a legacy agent's `guid`. */
export function plexIds(item: JsonObject): ExternalIds {
  const ids: ExternalIds = {};
  const guids = [...(Array.isArray(item.Guid) ? item.Guid.filter(isObject).map((guid) => guid.id) : []), item.guid].filter(isString);
  for (const guid of guids) {
    const found = /^(?:com\.plexapp\.agents\.(?:themoviedb|thetvdb|imdb)|imdb|tmdb|tvdb):\/\/([\w-]{1,64})/.exec(guid);
    if (!found) continue;
    const key = /imdb/.test(guid) ? 'imdb' : /tmdb|themoviedb/.test(guid) ? 'tmdb' : 'tvdb';
    ids[key] ??= found[1];
  }
  return ids;
}

const fileOf = (item: JsonObject): string | undefined => {
  const media = Array.isArray(item.Media) && isObject(item.Media[0]) ? item.Media[0] : undefined;
  const part = media && Array.isArray(media.Part) && isObject(media.Part[0]) ? media.Part[0] : undefined;
  return part && isString(part.file) ? baseName(part.file) : undefined;
};

/** The server this page is served from (a self-hosted /web), with the token Plex Web keeps in local storage. */
export interface PlexServer {
  base: string;
  token: string;
}

async function metadata(server: PlexServer, path: string): Promise<JsonObject[]> {
  const endpoint = new URL(`${server.base}/library/metadata/${path}`);
  endpoint.searchParams.set('includeGuids', '1');
  const body = await siteJson(endpoint, { credentials: 'same-origin', headers: { Accept: 'application/json', 'X-Plex-Token': server.token } });
  if (body === null) throw new Error('the server refused the metadata request');
  const container = isObject(body) && isObject(body.MediaContainer) ? body.MediaContainer : null;
  if (!container || !Array.isArray(container.Metadata)) throw new Error('metadata answer changed shape at MediaContainer.Metadata');
  return container.Metadata.filter(isObject);
}

/**
 * The item from the server's own API (`/library/metadata/{ratingKey}`, and for an episode its
 * show's `/grandchildren`), as the web app asks it. Extras (trailers: `clip`) and music never count:
 * what the server refused is remembered by item id for the script's life (one per site definition).
 */
export function fromPlexApi(server: () => PlexServer | null): SiteApiSource {
  const refused = new Set<string>();
  const guess: GuessSource = async ({ document, siteItemId }) => {
    const line = playerLine(document);
    const plex = server();
    if (!line || !plex || refused.has(siteItemId)) return null;
    const [item] = await metadata(plex, line.ratingKey);
    if (!item || !isString(item.type) || !isString(item.title)) throw new Error('metadata answer changed shape at Metadata.0');
    const title = nameOf(item.title);
    if (item.type !== 'movie' && item.type !== 'show') {
      refused.add(siteItemId);
      return null;
    }
    const ids = plexIds(item);
    const known = Object.keys(ids).length > 0 ? { ids } : null;
    if (!title) return null;
    const year = isPlausibleYear(item.year) ? { year: item.year } : {};
    if (item.type === 'movie') {
      const fileName = fileOf(item);
      return { kind: 'movie', title, siteItemId, ...year, ...(known ?? (fileName ? { fileName } : {})) };
    }
    const episode = (await metadata(plex, `${line.ratingKey}/grandchildren`)).find(
      (candidate) => candidate.parentIndex === line.season && candidate.index === line.episode,
    );
    if (!episode || !isCount(episode.index)) return null;
    const fileName = fileOf(episode);
    return {
      kind: 'episode',
      title,
      siteItemId,
      siteShowId: `${new URL(plex.base).host}:${line.ratingKey}`,
      ...(isCount(episode.parentIndex) ? { season: episode.parentIndex } : {}),
      episode: episode.index,
      ...(nameOf(episode.title) ? { episodeTitle: nameOf(episode.title) } : {}),
      ...year,
      ...(known ?? (fileName ? { fileName } : {})),
    };
  };
  return { guess, refuses: (page) => refused.has(page.siteItemId) };
}
