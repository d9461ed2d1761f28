import type { AnimeSeasonEntry } from '../service/anime';
import type { SearchResult } from '../service/schemas';
import type { SearchType } from '../service/search';
import { titleParts } from './title-match';

interface SeasonSearch {
  search: (type: SearchType, text: string) => Promise<SearchResult[]>;
}

/**
 * The anime entry a show's later season is kept as when the franchise's season mapping does not
 * name it: the one search result titled for exactly that season ("Attack on Titan Season 2", "...
 * 2nd Season"). Two such results, or none, give no entry: numbering stays the site's (spec 1
 * remaps TV-database numbers) rather than a guess.
 */
export async function entryNamedFor(deps: SeasonSearch, showTitle: string, season: number): Promise<AnimeSeasonEntry | null> {
  const show = titleParts(showTitle);
  if (show.base === '') return null;
  const named = (await deps.search('anime', showTitle)).filter((result) => {
    const parts = titleParts(result.title);
    return parts.base === show.base && parts.season === season;
  });
  const [only] = named;
  if (!only || named.length > 1) return null;
  return { tvdbSeason: season, svcId: only.ids.svcId, title: only.title, ...(only.ids.slug ? { slug: only.ids.slug } : {}) };
}
