import { idsJson, itemPath } from './catalog/present.ts';
import { type Airing, addDays, airingOn, dayOf, episodePath } from './catalog/schedule.ts';
import type { CatalogItem, Kind } from './catalog/types.ts';

/**
 * Contents of the static files (spec 4.7, 2.3). Calendars list episodes (TV, anime) or releases
 * (movies) per day; the rolling window is yesterday plus the next 33 days, in -05:00 days.
 */
export type CalendarKind = 'tv' | 'anime' | 'movie_release';

export function rollingDays(now: number): string[] {
  const today = dayOf(now);
  return Array.from({ length: 35 }, (_, i) => addDays(today, i - 1));
}

export function monthDays(year: number, month: number): string[] {
  const n = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: n }, (_, i) => `${year}-${String(month).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`);
}

export function calendar(items: readonly CatalogItem[], kind: CalendarKind, days: string[], web: string): Record<string, unknown>[] {
  const set = new Set(days);
  if (kind === 'movie_release') {
    return items
      .filter((i) => i.kind === 'movie' && i.released !== undefined && set.has(i.released))
      .sort((a, b) => (a.released ?? '').localeCompare(b.released ?? '') || a.svc - b.svc)
      .map((i) => ({ ...common(i, web), date: `${i.released}T00:00:00-05:00`, release_date: i.released }));
  }
  const ofKind = items.filter((i) => i.kind === (kind as Kind));
  return airingOn(ofKind, set)
    .sort((a, b) => at(a).localeCompare(at(b)))
    .map((a) => ({
      ...common(a.item, web),
      date: a.episode.date ?? `${a.episode.day}T00:00:00-05:00`,
      release_date: firstRelease(a.item),
      episode: { ...(kind === 'tv' ? { season: a.episode.season } : {}), episode: a.episode.number, url: `${web}${episodePath(a.item, a.episode)}` },
      ...(kind === 'anime' ? { anime_type: a.item.anime_type ?? 'tv' } : {}),
    }));
}

const at = (a: Airing) => (a.episode.date ? new Date(Date.parse(a.episode.date)).toISOString() : `${a.episode.day}T99`);

function common(i: CatalogItem, web: string): Record<string, unknown> {
  // Only sources with data appear; calendar ratings carry no `rank` (spec 2.3).
  const ratings = Object.fromEntries(Object.entries(i.ratings).map(([k, r]) => [k, { rating: r.rating, votes: r.votes }]));
  return {
    title: i.title,
    poster: i.noPoster ? null : i.poster,
    rank: i.rank === undefined || i.rank >= 999_999 ? 0 : i.rank,
    url: `${web}${itemPath(i)}`,
    ...(Object.keys(ratings).length ? { ratings } : {}),
    ids: idsJson(i),
  };
}

function firstRelease(i: CatalogItem): string {
  const dates = i.episodes
    .map((e) => (e.date ? dayOf(Date.parse(e.date)) : e.day))
    .filter((d): d is string => d !== undefined)
    .sort();
  return dates[0] ?? `${i.year}-01-01`;
}

/** Trending: ranked by a deterministic per-period "watchers" figure, refreshed daily (spec 4.7). */
export function trending(items: readonly CatalogItem[], category: string, period: string, top: number, now: number, web: string): Record<string, unknown>[] {
  const kinds: Record<string, Kind[]> = { anime: ['anime'], tv: ['tv'], movies: ['movie'], combined: ['movie', 'tv', 'anime'] };
  const day = dayOf(now);
  const spread = { today: 1, week: 7, month: 30 }[period] ?? 1;
  return items
    .filter((i) => (kinds[category] ?? []).includes(i.kind) && i.ratings.svc !== undefined)
    .map((i) => ({ i, watchers: Math.round(((i.ratings.svc?.votes ?? 0) / 100) * spread * (1 + (hash(`${day}:${period}:${i.svc}`) % 50) / 100)) }))
    .sort((a, b) => b.watchers - a.watchers || a.i.svc - b.i.svc)
    .slice(0, top)
    .map(({ i, watchers }, n) => ({
      rank: n + 1,
      watchers,
      title: i.title,
      year: i.year,
      type: i.kind,
      poster: i.poster,
      url: `${web}${itemPath(i)}`,
      ids: idsJson(i),
    }));
}

/** Popular DVD releases: released movies, most voted first. */
export function dvdReleases(items: readonly CatalogItem[], now: number, web: string): Record<string, unknown>[] {
  const today = dayOf(now);
  return items
    .filter((i) => i.kind === 'movie' && i.released !== undefined && i.released <= today && i.ratings.svc !== undefined)
    .sort((a, b) => (b.ratings.svc?.votes ?? 0) - (a.ratings.svc?.votes ?? 0))
    .slice(0, 100)
    .map((i, n) => ({ rank: n + 1, title: i.title, year: i.year, release_date: i.released, poster: i.poster, url: `${web}${itemPath(i)}`, ids: idsJson(i) }));
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619) >>> 0;
  return h;
}
