import type { Catalog, EpisodeHit } from './catalog/store.ts';
import type { CatalogItem } from './catalog/types.ts';
import { isRecord } from './http.ts';
import type { Target } from './library.ts';
import { CONTAINER_KINDS, hasIdentity, resolveItem } from './resolve.ts';

/**
 * Sync write bodies (spec 4.3): top-level arrays `movies[]`, `shows[]`, `anime[]`, `episodes[]`,
 * items matched by `ids` (then title/year). Anime works under `shows[]` or `anime[]`; unresolved
 * anime is reported under `not_found.shows`. Unknown fields are ignored (responses and requests
 * are permissive); wrong types are a BadRequest (400 wrong_parameter), never a partial write.
 */
export class BadRequest extends Error {}

export const LIST_KEYS = ['movies', 'shows', 'anime', 'episodes'] as const;

export interface NotFound {
  movies: unknown[];
  shows: unknown[];
  episodes: unknown[];
}

export function hasAnyList(body: unknown): body is Record<string, unknown> {
  return isRecord(body) && LIST_KEYS.some((k) => Array.isArray(body[k]));
}

export function list(body: Record<string, unknown>, key: string): unknown[] {
  const v = body[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new BadRequest(`${key} must be an array`);
  return v;
}

export interface ItemHit {
  item: CatalogItem;
  entry: Record<string, unknown>;
}

/** Title-level resolution (watchlist, ratings): movies[], shows[], anime[]; episodes[] are not titles. */
export function resolveTitles(catalog: Catalog, body: Record<string, unknown>): { hits: ItemHit[]; notFound: NotFound } {
  const notFound: NotFound = { movies: [], shows: [], episodes: [] };
  const hits: ItemHit[] = [];
  for (const key of ['movies', 'shows', 'anime'] as const) {
    const kinds = CONTAINER_KINDS[key === 'movies' ? 'movie' : key === 'shows' ? 'show' : 'anime'];
    for (const entry of list(body, key)) {
      if (!isRecord(entry)) throw new BadRequest(`${key}[] entries must be objects`);
      const item = hasIdentity(entry) ? resolveItem(catalog, entry, kinds) : undefined;
      if (item) hits.push({ item, entry });
      else (key === 'movies' ? notFound.movies : notFound.shows).push(entry);
    }
  }
  return { hits, notFound };
}

export interface Planned extends Target {
  /** Epoch ms; 0 with `unknownDate` for the placeholder. */
  watchedAt: number;
  unknownDate: boolean;
  isRewatch: boolean;
  /** The body named this watch's time (on the item, season or episode): a removal takes only the watch at that time. */
  timed: boolean;
  /** A whole title named without seasons/episodes (history remove takes the whole title). */
  whole?: boolean;
}

/** The literal accepted for "watched, date unknown" (spec 3.1 placeholder; GAPS.md). */
export const UNKNOWN_DATE = 'unknown';

/**
 * Episode-level plan of a history write or removal. A show without `seasons`/`episodes` expands
 * to every aired regular episode (add) or the whole title (remove); `watched_at` cascades
 * item -> season -> episode and defaults to now.
 */
export function planEpisodes(catalog: Catalog, body: Record<string, unknown>, now: number): { writes: Planned[]; notFound: NotFound } {
  const notFound: NotFound = { movies: [], shows: [], episodes: [] };
  const writes: Planned[] = [];
  const aired = (e: { date: string | null }) => e.date !== null && Date.parse(e.date) <= now;
  const push = (t: Target, entry: unknown, fallback: When, extra: Partial<Planned> = {}) => {
    const w = when(entry, fallback);
    writes.push({ ...t, watchedAt: w.at, unknownDate: w.unknown, timed: w.timed, isRewatch: isRecord(entry) && entry.is_rewatch === true, ...extra });
  };
  const rootWhen: When = { at: now, unknown: false, timed: false };
  for (const m of list(body, 'movies')) {
    const item = hasIdentity(m) ? resolveItem(catalog, m, CONTAINER_KINDS.movie) : undefined;
    if (item) push({ item }, m, rootWhen);
    else notFound.movies.push(m);
  }
  for (const key of ['shows', 'anime'] as const) {
    for (const s of list(body, key)) {
      const item = hasIdentity(s) ? resolveItem(catalog, s, CONTAINER_KINDS[key === 'shows' ? 'show' : 'anime']) : undefined;
      if (!item || !isRecord(s)) {
        notFound.shows.push(s);
        continue;
      }
      const at = when(s, rootWhen);
      const rewatch = s.is_rewatch === true;
      const pick = (season: number | undefined, number: unknown, entry: unknown, fallback: When) => {
        const hit: EpisodeHit | undefined = Number.isInteger(number) ? catalog.findEpisode(item, season, number as number) : undefined;
        if (hit) push(hit, entry, fallback, rewatch ? { isRewatch: true } : {});
        else notFound.episodes.push({ show: { title: item.title, ids: { svc: item.svc } }, season: season ?? 1, number });
      };
      if (Array.isArray(s.seasons)) {
        for (const season of s.seasons) {
          if (!isRecord(season) || !Number.isInteger(season.number)) throw new BadRequest('seasons[].number must be an integer');
          const n = season.number as number;
          const seasonAt = when(season, at);
          if (season.episodes !== undefined && !Array.isArray(season.episodes)) throw new BadRequest('seasons[].episodes must be an array');
          if (Array.isArray(season.episodes)) for (const e of season.episodes) pick(n, isRecord(e) ? e.number : undefined, e, seasonAt);
          else
            for (const ep of item.episodes.filter((x) => x.season === n && aired(x))) push({ item, episode: ep }, undefined, seasonAt, { isRewatch: rewatch });
        }
      } else if (s.seasons !== undefined) {
        throw new BadRequest('seasons must be an array');
      } else if (Array.isArray(s.episodes)) {
        for (const e of s.episodes)
          pick(isRecord(e) && Number.isInteger(e.season) ? (e.season as number) : undefined, isRecord(e) ? e.number : undefined, e, at);
      } else {
        for (const ep of item.episodes.filter((x) => x.type === 'episode' && aired(x)))
          push({ item, episode: ep }, undefined, at, { isRewatch: rewatch, whole: true });
      }
    }
  }
  for (const e of list(body, 'episodes')) {
    const ids = isRecord(e) && isRecord(e.ids) ? e.ids : {};
    const id = ids.svc ?? ids.svc_id;
    const hit = /^\d+$/.test(String(id)) ? catalog.episodeById(Number(id)) : undefined;
    if (hit) push(hit, e, rootWhen);
    else notFound.episodes.push(e);
  }
  return { writes, notFound };
}

interface When {
  at: number;
  unknown: boolean;
  timed: boolean;
}

function when(entry: unknown, fallback: When): When {
  if (!isRecord(entry) || entry.watched_at === undefined || entry.watched_at === null) return fallback;
  if (entry.watched_at === UNKNOWN_DATE) return { at: 0, unknown: true, timed: true };
  const ms = typeof entry.watched_at === 'string' ? Date.parse(entry.watched_at) : Number.NaN;
  if (Number.isNaN(ms)) throw new BadRequest(`watched_at is not an ISO-8601 time: ${JSON.stringify(entry.watched_at)}`);
  return { at: ms, unknown: false, timed: true };
}
