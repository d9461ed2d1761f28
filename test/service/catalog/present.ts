import type { Catalog } from './store.ts';
import type { CatalogItem, Episode } from './types.ts';

/** Response shapes of catalog records. The service's own id key is `svc` (see GAPS.md). */

export function idsJson(item: CatalogItem): Record<string, string | number> {
  return { svc: item.svc, slug: item.slug, ...item.ids };
}

/** `{title, year, ids}`: the container object of scrobble, playback and history responses. */
export function mediaRef(item: CatalogItem): Record<string, unknown> {
  return { title: item.title, year: item.year, ids: idsJson(item) };
}

/** Standard Media Object of search results. */
export function standardMedia(item: CatalogItem): Record<string, unknown> {
  return { title: item.title, year: item.year, type: item.kind, ids: idsJson(item), poster: item.poster };
}

export function episodeRef(ep: Episode): Record<string, unknown> {
  return {
    season: ep.season,
    number: ep.number,
    title: ep.title,
    ids: { svc: ep.svc },
    ...(ep.tvdb_season !== undefined ? { tvdb_season: ep.tvdb_season, tvdb_number: ep.tvdb_number } : {}),
  };
}

/** Spec 4.1 episode lists: `aired` is a flag computed on the virtual clock, `date` the air time. */
export function episodeJson(item: CatalogItem, ep: Episode, now: number): Record<string, unknown> {
  const aired = ep.date !== null && Date.parse(ep.date) <= now;
  return { ...episodeRef(ep), type: ep.type, aired, date: ep.date, runtime: item.runtime };
}

/** The regular schedule, from the latest air time: weekday and time in the air time's own offset. */
function airsOf(iso: string | undefined): Record<string, string> | null {
  const m = iso ? /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):\d{2}([+-]\d{2}:\d{2})$/.exec(iso) : null;
  if (!m) return null;
  const day = new Date(`${m[1]}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
  return { day, time: m[2] as string, timezone: `UTC${m[3] as string}` };
}

/** Which container key an item travels under in write bodies and responses. */
export function containerKey(item: CatalogItem): 'movie' | 'show' | 'anime' {
  return item.kind === 'movie' ? 'movie' : item.kind === 'tv' ? 'show' : 'anime';
}

const PATH_ROOT = { movie: 'movies', tv: 'tv', anime: 'anime' } as const;

/** Web item page path (spec 4.2): `/movies/{svc_id}/{slug}` and so on. */
export function itemPath(item: CatalogItem): string {
  return `/${PATH_ROOT[item.kind]}/${item.svc}/${item.slug}`;
}

export function detailJson(catalog: Catalog, item: CatalogItem, now: number, extended: string[]): Record<string, unknown> {
  const base: Record<string, unknown> = {
    title: item.title,
    year: item.year,
    type: item.kind,
    ids: idsJson(item),
    overview: item.overview,
    runtime: item.runtime,
    genres: item.genres,
    country: item.country,
    certification: item.certification ?? null,
    ratings: item.ratings,
    poster: item.poster,
    fanart: item.fanart,
    trailers: item.trailer ? [item.trailer] : [],
  };
  if (item.kind === 'movie') return { ...base, released: item.released ?? null };
  const dated = item.episodes.filter((e) => e.type === 'episode' && e.date !== null).map((e) => e.date as string);
  dated.sort((a, b) => Date.parse(a) - Date.parse(b));
  const series = {
    ...base,
    status: item.status ?? 'ended',
    network: item.network ?? null,
    first_aired: dated[0] ?? null,
    last_aired: dated[dated.length - 1] ?? null,
    total_episodes: item.episodes.filter((e) => e.type === 'episode').length,
    aired_episodes: item.episodes.filter((e) => e.type === 'episode' && e.date !== null && Date.parse(e.date) <= now).length,
    airs: airsOf(dated[dated.length - 1]),
  };
  if (item.kind === 'tv') {
    // "User recommendations": other titles sharing the first genre, most voted first.
    const recommendations = catalog.items
      .filter((i) => i.kind === 'tv' && i.svc !== item.svc && i.genres[0] === item.genres[0])
      .slice(0, 5)
      .map((i) => ({ title: i.title, year: i.year, ids: idsJson(i) }));
    return { ...series, recommendations };
  }
  const anime: Record<string, unknown> = {
    ...series,
    anime_type: item.anime_type ?? 'tv',
    en_title: item.en_title ?? null,
    alternate_titles: item.alternate_titles ?? [],
    studios: item.studios ?? [],
    episode_count: series.total_episodes,
    // Related titles: the other entries of the franchise (`mapped_tvdb_seasons`).
    related: catalog.items
      .filter(
        (i) =>
          i.svc !== item.svc &&
          i.kind === 'anime' &&
          [item, ...catalog.items].some((f) => f.mapped_tvdb_seasons?.some((m) => m.svc === item.svc) && f.mapped_tvdb_seasons.some((m) => m.svc === i.svc)),
      )
      .map((i) => ({ title: i.title, year: i.year, ids: idsJson(i) })),
  };
  if (extended.includes('full_anime_seasons') && item.mapped_tvdb_seasons) {
    anime.mapped_tvdb_seasons = item.mapped_tvdb_seasons.map((m) => {
      const entry = catalog.byId(m.svc, ['anime']);
      return {
        tvdb_season: m.tvdb_season,
        title: entry?.title ?? null,
        ids: entry ? idsJson(entry) : { svc: m.svc },
        episode_count: entry?.episodes.filter((e) => e.type === 'episode').length ?? 0,
      };
    });
  }
  return anime;
}
