import { isRecord } from './http.ts';
import { UNKNOWN_DATE } from './sync-body.ts';

/**
 * The history body shapes this simulator reads beyond what the contract shows (spec 4.3, 4.9:
 * item shapes "beyond ids, title, year: not shown"). The contract is silent on how a time or an
 * episode is named, so GAPS.md settles on one form per container, the one the client sends:
 *
 *   movies[]:   {ids, title, year, watched_at?, is_rewatch?}
 *   shows[]:    {ids, title, year, is_rewatch?, seasons?: [{number, episodes: [{number, watched_at?, is_rewatch?}]}]}
 *   anime[]:    {ids, title, year, is_rewatch?, episodes?: [{season?, number, watched_at?, is_rewatch?}]}
 *   episodes[]: {ids}
 *
 * Anything else the simulator still accepts (a season without episodes, episodes straight under a
 * show, seasons under anime, a time on a show or season, the "unknown" date placeholder, fields it
 * ignores) is returned here, one note per shape, for strict mode to record.
 */
const ITEM_KEYS = ['ids', 'title', 'year', 'is_rewatch'];
const MOVIE_KEYS = [...ITEM_KEYS, 'watched_at'];
const SHOW_KEYS = [...ITEM_KEYS, 'seasons'];
const ANIME_KEYS = [...ITEM_KEYS, 'episodes'];
const SEASON_KEYS = ['number', 'episodes'];
// `is_rewatch` is read on an episode too: spec 4.3 lets a "body item" carry it, and an episode is the item watched again.
const SHOW_EPISODE_KEYS = ['number', 'watched_at', 'is_rewatch'];
const ANIME_EPISODE_KEYS = ['season', 'number', 'watched_at', 'is_rewatch'];
const TOP_KEYS = ['movies', 'shows', 'anime', 'episodes'];

export function undocumentedHistoryShapes(body: Record<string, unknown>): string[] {
  const notes = new Set<string>();
  extraKeys(body, TOP_KEYS, 'the body', notes);
  checkEntries(body.movies, MOVIE_KEYS, 'movies[]', notes);
  for (const show of entries(body.shows)) {
    extraKeys(show, SHOW_KEYS, 'shows[]', notes);
    for (const season of entries(show.seasons)) {
      extraKeys(season, SEASON_KEYS, 'shows[].seasons[]', notes);
      if (season.episodes === undefined) notes.add('shows[].seasons[] without episodes (a whole season)');
      checkEntries(season.episodes, SHOW_EPISODE_KEYS, 'shows[].seasons[].episodes[]', notes);
    }
  }
  for (const anime of entries(body.anime)) {
    extraKeys(anime, ANIME_KEYS, 'anime[]', notes);
    checkEntries(anime.episodes, ANIME_EPISODE_KEYS, 'anime[].episodes[]', notes);
  }
  for (const episode of entries(body.episodes)) extraKeys(episode, ['ids'], 'episodes[]', notes);
  return [...notes];
}

function entries(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** Entries that carry a time: their fields, and the placeholder date. */
function checkEntries(list: unknown, allowed: string[], where: string, notes: Set<string>): void {
  for (const entry of entries(list)) {
    extraKeys(entry, allowed, where, notes);
    unknownDate(entry, where, notes);
  }
}

function extraKeys(entry: Record<string, unknown>, allowed: string[], where: string, notes: Set<string>): void {
  for (const key of Object.keys(entry)) if (!allowed.includes(key)) notes.add(`${where} with "${key}"`);
}

function unknownDate(entry: Record<string, unknown>, where: string, notes: Set<string>): void {
  if (entry.watched_at === UNKNOWN_DATE) notes.add(`${where} with watched_at "${UNKNOWN_DATE}" (the placeholder's form is not shown)`);
}
