import type { MediaGuess } from '../messages/media';
import type { AnimeSeasonEntry } from '../service/anime';
import type { ScrobbleTarget, ServiceItem } from '../service/items';

/**
 * Site numbering -> the service's anime numbering (spec 1, 2.2, 4.1). Sites number per
 * TV-database season ("Season 2 Episode 5") or absolutely (episode 30); the service keeps one
 * entry per cour, numbered sequentially in a single season. `mapped_tvdb_seasons` says which entry
 * holds each TV-database season. Both numberings stay on the target.
 */
export function animeTarget(item: ServiceItem, seasons: readonly AnimeSeasonEntry[] | undefined, guess: MediaGuess, offset = 0): ScrobbleTarget {
  const siteSeason = guess.season;
  const siteNumber = guess.episode ?? guess.absoluteEpisode ?? 0;
  const tvdb = siteSeason !== undefined ? { tvdbSeason: siteSeason, tvdbNumber: siteNumber + offset } : {};
  // Specials (season 0) are data, not errors: the service keeps them in season 0 of the entry.
  if (siteSeason === 0) return { item, episode: { season: 0, number: siteNumber + offset, ...tvdb } };
  const entry = siteSeason !== undefined ? seasons?.find((season) => season.tvdbSeason === siteSeason) : undefined;
  if (!entry) {
    // No mapping: the entry itself is numbered sequentially, which an absolute number already is.
    if (guess.absoluteEpisode !== undefined || siteSeason === undefined || siteSeason === 1) {
      return { item, episode: { number: (guess.absoluteEpisode ?? siteNumber) + offset, ...tvdb } };
    }
    // A later season nothing maps: "season 2 episode 5" without its season would land on the first
    // entry's episode 5. Send the TV-database season and number as the site gave them; the service
    // remaps TV-database numbering itself (spec 1).
    return { item, episode: { season: siteSeason, number: siteNumber + offset, ...tvdb } };
  }
  const entryItem: ServiceItem =
    entry.svcId === item.svcId ? item : { kind: 'anime', svcId: entry.svcId, title: entry.title || item.title, ...(entry.slug ? { slug: entry.slug } : {}) };
  let number = (guess.episode ?? 0) + offset;
  if (guess.absoluteEpisode !== undefined) {
    // An absolute number counts from the franchise's first episode: subtract the earlier seasons.
    const before = (seasons ?? [])
      .filter((season) => season.tvdbSeason >= 1 && season.tvdbSeason < entry.tvdbSeason)
      .reduce((sum, season) => sum + (season.episodeCount ?? 0), 0);
    const relative = guess.absoluteEpisode + offset - before;
    if (relative >= 1) number = relative;
  }
  return { item: entryItem, episode: { number, ...tvdb } };
}
