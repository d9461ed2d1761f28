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

/** What a scrobble names: a movie, or an episode of a show or anime. */
export interface ScrobbleTarget {
  item: ServiceItem;
  episode?: EpisodeNumber;
}

/** A show or anime named without its episode: the service refuses `episode: {}` (spec 4.4). */
export class NoEpisodeError extends Error {
  override name = 'NoEpisodeError';
}

/**
 * The season an anime episode is sent with: spec 4.4 identifies every episode by season and number.
 * An entry's own numbering is one sequential season (1; the specials are 0). A TV-database season
 * no entry maps (lib/resolve/anime-seasons.ts) is sent as the site gave it: the service remaps it
 * (spec 1).
 */
export function animeSeasonOf(episode: EpisodeNumber): number {
  return episode.season ?? 1;
}

/**
 * spec 4.4 body item: `ids` (with `svc`) plus title and year as the fallbacks the service accepts
 * (spec 2.1); episodes add `episode: {season, number}` (anime: animeSeasonOf).
 */
export function scrobbleItemBody(target: ScrobbleTarget): Record<string, unknown> {
  const { item, episode } = target;
  const media = { ids: { svc: item.svcId }, title: item.title, ...(item.year ? { year: item.year } : {}) };
  if (item.kind === 'movie') return { movie: media };
  if (!episode) throw new NoEpisodeError(`"${item.title}" needs its episode to be scrobbled.`);
  const season = item.kind === 'anime' ? animeSeasonOf(episode) : episode.season;
  return { [item.kind]: media, episode: season === undefined ? { number: episode.number } : { season, number: episode.number } };
}
