/** The service's item a scrobble is about, as resolved by lib/resolve. */
export type ServiceItemKind = 'movie' | 'show' | 'anime';

export interface ServiceItem {
  kind: ServiceItemKind;
  svcId: number;
  title: string;
  year?: number;
  slug?: string;
}

export interface EpisodeNumber {
  season?: number;
  number: number;
  /** Anime: the TV-database numbering the site used, kept beside the service's (spec 1). */
  tvdbSeason?: number;
  tvdbNumber?: number;
}

/** One string per thing that can be watched once: a movie, or one episode of a show or anime. */
export function watchKey(target: ScrobbleTarget): string {
  const { item, episode } = target;
  return episode ? `${item.kind}:${item.svcId}:${episode.season ?? ''}:${episode.number}` : `${item.kind}:${item.svcId}`;
}

/** What a scrobble names: a movie, or an episode of a show or anime. */
export interface ScrobbleTarget {
  item: ServiceItem;
  episode?: EpisodeNumber;
}

/**
 * spec 4.4 body item: `ids` (with `svc`) plus title and year as the fallbacks the service accepts
 * (spec 2.1); episodes add `episode: {season, number}`. Anime entries number sequentially in one
 * season, so their season is omitted (except season 0, the specials).
 */
export function scrobbleItemBody(target: ScrobbleTarget): Record<string, unknown> {
  const { item, episode } = target;
  const media = { ids: { svc: item.svcId }, title: item.title, ...(item.year ? { year: item.year } : {}) };
  if (item.kind === 'movie') return { movie: media };
  // Anime specials are the exception: they live in season 0 of their entry (spec 4.1).
  const episodeBody = (item.kind === 'anime' && episode?.season !== 0) || episode?.season === undefined
    ? { number: episode?.number }
    : { season: episode.season, number: episode.number };
  return { [item.kind]: media, episode: episodeBody };
}
