import { checkFields, isObject, isString, isCount, orAbsent, ShapeError, type Fields, type JsonObject } from '../../json-shape';
import { siteJson } from '../../metadata/site-request';
import { baseName } from '../../metadata/media-file';
import type { GuessSource, PageContext } from '../../player/site';
import type { ExternalIds } from '../../../lib/messages/media';
import type { ServerSession } from './session';

/** The item fields read (SITES.md section 12: Jellyfin and Emby answer alike). */
const ITEM_FIELDS: Fields = {
  Id: isString,
  Type: isString,
  Name: orAbsent(isString),
  SeriesName: orAbsent(isString),
  SeriesId: orAbsent(isString),
  IndexNumber: orAbsent(isCount),
  ParentIndexNumber: orAbsent(isCount),
  ProductionYear: orAbsent(isCount),
  ExtraType: orAbsent(isString),
  Path: orAbsent(isString),
};

/** What the server's item says: a film or an episode, or a kind that never counts. */
export type ServerVerdict = { kind: 'guess'; guess: Awaited<ReturnType<GuessSource>> } | { kind: 'refused'; type: string };

/** Provider ids the server stores, by our names (keys as Jellyfin and Emby write them, any case). */
const PROVIDERS: Record<string, keyof ExternalIds> = { imdb: 'imdb', tmdb: 'tmdb', tvdb: 'tvdb', anidb: 'anidb', anilist: 'anilist', myanimelist: 'mal', kitsu: 'kitsu' };

export function providerIds(item: JsonObject): ExternalIds {
  const ids: ExternalIds = {};
  const stored = isObject(item.ProviderIds) ? item.ProviderIds : {};
  for (const [key, value] of Object.entries(stored)) {
    const ours = PROVIDERS[key.toLowerCase()];
    if (ours && (isString(value) || isCount(value)) && String(value).trim() !== '' && String(value).length <= 64) ids[ours] = String(value).trim();
  }
  return ids;
}


export interface ItemRequest {
  session: ServerSession;
  /** Emby's API lives under /emby; Jellyfin's at the base. */
  apiPrefix: '' | '/emby';
}

/** `Users/{userId}/Items/{id}` with the app's own authorization, as the web app asks it. */
export async function fetchItem({ session, apiPrefix }: ItemRequest, itemId: string): Promise<JsonObject> {
  const endpoint = new URL(`${session.address}${apiPrefix}/Users/${encodeURIComponent(session.userId)}/Items/${encodeURIComponent(itemId)}`);
  const body = await siteJson(endpoint, { credentials: 'same-origin', headers: { 'X-Emby-Authorization': `MediaBrowser Client="Watchmark", Token="${session.token}"` } });
  if (body === null) throw new Error('the server refused the item request');
  try {
    return checkFields(body, ITEM_FIELDS, '');
  } catch (error) {
    throw error instanceof ShapeError ? new Error(`item answer changed shape at ${error.path || 'the top'}`) : error;
  }
}

const PLAYABLE = new Set(['Movie', 'Episode']);

/**
 * The item as the server describes it. Trailers, extras, music, music videos and live TV never
 * count. An episode's ids are its show's (the series item's). Without any provider id (a file the
 * server never matched), the file's base name goes along for the service to read.
 */
export async function verdictFor(request: ItemRequest, item: JsonObject, siteItemId: string): Promise<ServerVerdict> {
  const type = item.Type as string;
  if (!PLAYABLE.has(type) || item.ExtraType) return { kind: 'refused', type: item.ExtraType ? `${type} (${String(item.ExtraType)})` : type };
  const fileName = typeof item.Path === 'string' ? baseName(item.Path) : undefined;
  const year = item.ProductionYear ? { year: item.ProductionYear as number } : {};
  if (type === 'Movie') {
    const ids = providerIds(item);
    const known = Object.keys(ids).length > 0;
    if (!item.Name) return { kind: 'guess', guess: null };
    return { kind: 'guess', guess: { kind: 'movie', title: item.Name as string, siteItemId, ...year, ...(known ? { ids } : fileName ? { fileName } : {}) } };
  }
  const series = item.SeriesId ? await fetchItem(request, item.SeriesId as string) : null;
  const ids = series ? providerIds(series) : {};
  const known = Object.keys(ids).length > 0;
  const title = (item.SeriesName as string | null | undefined) ?? (series?.Name as string | undefined);
  if (!title || item.IndexNumber == null) return { kind: 'guess', guess: null };
  const seriesYear = series?.ProductionYear ? { year: series.ProductionYear as number } : {};
  return {
    kind: 'guess',
    guess: {
      kind: 'episode',
      title,
      siteItemId,
      ...(item.SeriesId ? { siteShowId: `${new URL(request.session.address).host}:${String(item.SeriesId)}` } : {}),
      ...(item.ParentIndexNumber != null ? { season: item.ParentIndexNumber as number } : {}),
      episode: item.IndexNumber as number,
      ...(item.Name ? { episodeTitle: item.Name as string } : {}),
      ...seriesYear,
      ...(known ? { ids } : fileName ? { fileName } : {}),
    },
  };
}

/** Items the server refused as no program, by this page's item id: weaker sources must not name them. */
const refused = new Set<string>();
export const isRefusedByServer = (page: PageContext): boolean => refused.has(page.siteItemId);

/**
 * The item from the server's own API. `itemIdOf` takes the server's id back out of our item id
 * (which carries the server's id before it: ids are only unique on one server).
 */
export function fromServerApi(request: () => Promise<ItemRequest | null>, itemIdOf: (siteItemId: string) => string): GuessSource {
  return async ({ siteItemId }) => {
    if (refused.has(siteItemId)) return null;
    const asking = await request();
    if (!asking) return null;
    const verdict = await verdictFor(asking, await fetchItem(asking, itemIdOf(siteItemId)), siteItemId);
    if (verdict.kind === 'refused') {
      refused.add(siteItemId);
      return null;
    }
    return verdict.guess;
  };
}
