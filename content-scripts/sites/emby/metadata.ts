import { isObject, isString, nameOf, type JsonObject } from '../../json-shape';
import type { SiteApiSource } from '../../metadata/site-api';
import { siteJson } from '../../metadata/site-request';
import { baseName } from '../../metadata/media-file';
import { isPlausibleYear } from '../../../lib/media/year';
import type { GuessSource } from '../../player/site';
import type { ExternalIds } from '../../../lib/messages/media';
import type { ServerSession } from './session';

/** What the server's item says: a film or an episode, or a kind that never counts. */
export type ServerVerdict = { kind: 'guess'; guess: Awaited<ReturnType<GuessSource>> } | { kind: 'refused'; type: string };

/** Provider ids the server stores, by our names (keys as Jellyfin and Emby write them, any case). */
const PROVIDERS: Record<string, keyof ExternalIds> = {
  imdb: 'imdb',
  tmdb: 'tmdb',
  tvdb: 'tvdb',
  anidb: 'anidb',
  anilist: 'anilist',
  myanimelist: 'mal',
  kitsu: 'kitsu',
};

export function providerIds(item: JsonObject): ExternalIds {
  const ids: ExternalIds = {};
  for (const [key, value] of Object.entries(isObject(item.ProviderIds) ? item.ProviderIds : {})) {
    const ours = PROVIDERS[key.toLowerCase()];
    const text = typeof value === 'number' || isString(value) ? String(value).trim() : '';
    if (ours && text && text.length <= 64) ids[ours] = text;
  }
  return ids;
}

/** A season or episode number the background takes (0 to 100,000); anything else is no number. */
const count = (value: unknown): number | undefined =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 100_000 ? (value as number) : undefined;

export interface ItemRequest {
  session: ServerSession;
  /** Emby's API lives under /emby; Jellyfin's at the base. */
  apiPrefix: '' | '/emby';
}

/** `Users/{userId}/Items/{id}` with the app's own authorization, as the web app asks it. */
export async function fetchItem({ session, apiPrefix }: ItemRequest, itemId: string): Promise<JsonObject> {
  const endpoint = new URL(`${session.address}${apiPrefix}/Users/${encodeURIComponent(session.userId)}/Items/${encodeURIComponent(itemId)}`);
  const body = await siteJson(endpoint, {
    credentials: 'same-origin',
    headers: { 'X-Emby-Authorization': `MediaBrowser Client="Watchmark", Token="${session.token}"` },
  });
  // Thrown, not null: the activity log names a source that broke (readGuessOutcome).
  if (body === null) throw new Error('item request refused');
  if (!isObject(body) || !isString(body.Type)) throw new Error('item answer changed shape');
  return body;
}

/**
 * The item as the server describes it. Only films and episodes count: trailers and other extras,
 * music, music videos and live TV never do. An episode's ids are its show's (the series item's).
 * Without any provider id (a file the server never matched), the file's base name goes along for
 * the service to read.
 */
export async function verdictFor(request: ItemRequest, item: JsonObject, siteItemId: string): Promise<ServerVerdict> {
  const type = item.Type as string;
  if ((type !== 'Movie' && type !== 'Episode') || item.ExtraType) return { kind: 'refused', type };
  const series = type === 'Episode' && nameOf(item.SeriesId) ? await fetchItem(request, item.SeriesId as string) : null;
  const ids = providerIds(series ?? item);
  const fileName = isString(item.Path) ? baseName(item.Path) : undefined;
  const named = Object.keys(ids).length > 0 ? { ids } : fileName ? { fileName } : {};
  const year = (series ?? item).ProductionYear;
  const title = type === 'Movie' ? nameOf(item.Name) : (nameOf(item.SeriesName) ?? nameOf(series?.Name));
  const episode = count(item.IndexNumber);
  const season = count(item.ParentIndexNumber);
  if (!title || (type === 'Episode' && episode === undefined)) return { kind: 'guess', guess: null };
  const common = { title, siteItemId, ...(isPlausibleYear(year) ? { year } : {}), ...named };
  if (type === 'Movie') return { kind: 'guess', guess: { kind: 'movie', ...common } };
  const episodeTitle = nameOf(item.Name);
  return {
    kind: 'guess',
    guess: {
      kind: 'episode',
      ...common,
      ...(series ? { siteShowId: `${new URL(request.session.address).host}:${String(item.SeriesId)}` } : {}),
      ...(season !== undefined ? { season } : {}),
      episode,
      ...(episodeTitle ? { episodeTitle } : {}),
    },
  };
}

/**
 * The item from the server's own API. `itemIdOf` takes the server's id back out of our item id
 * (which carries the server's host before it: ids are only unique on one server). What the server
 * refused as no program is remembered by this page's item id for the script's life (one per site
 * definition): weaker sources must not name it.
 */
export function fromServerApi(request: () => Promise<ItemRequest | null>, itemIdOf: (siteItemId: string) => string): SiteApiSource {
  const refused = new Set<string>();
  return {
    guess: async ({ siteItemId }) => {
      const asking = refused.has(siteItemId) ? null : await request();
      if (!asking) return null;
      const verdict = await verdictFor(asking, await fetchItem(asking, itemIdOf(siteItemId)), siteItemId);
      if (verdict.kind === 'refused') refused.add(siteItemId);
      return verdict.kind === 'guess' ? verdict.guess : null;
    },
    refuses: (page) => refused.has(page.siteItemId),
  };
}
