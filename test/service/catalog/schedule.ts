import type { CatalogItem, Episode } from './types.ts';
import { itemPath } from './present.ts';

/**
 * Schedule helpers shared by airing, premieres and the CDN calendars. Catalog days are counted
 * in -05:00, the offset airing items are written in (spec 2.2).
 */
export const EASTERN_OFFSET_MS = -5 * 3_600_000;

/** `YYYY-MM-DD` of an instant in -05:00. */
export function dayOf(ms: number): string {
  return new Date(ms + EASTERN_OFFSET_MS).toISOString().slice(0, 10);
}

/** An ISO instant rewritten with the -05:00 offset, e.g. '2026-05-01T04:55:00-05:00'. */
export function atMinus5(iso: string): string {
  return `${new Date(Date.parse(iso) + EASTERN_OFFSET_MS).toISOString().slice(0, 19)}-05:00`;
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The -05:00 day an episode airs on, from its time or, when the time is unknown, its `day`. */
export function episodeDay(ep: Episode): string | undefined {
  if (ep.date !== null) return dayOf(Date.parse(ep.date));
  return ep.day;
}

export interface Airing {
  item: CatalogItem;
  episode: Episode;
}

/** Every episode (specials included) airing on one of `days`, in catalog order. */
export function airingOn(items: readonly CatalogItem[], days: ReadonlySet<string>): Airing[] {
  const out: Airing[] = [];
  for (const item of items) {
    if (item.kind === 'movie') continue;
    for (const episode of item.episodes) {
      const d = episodeDay(episode);
      if (d !== undefined && days.has(d)) out.push({ item, episode });
    }
  }
  return out;
}

/** Relative episode page path (spec 4.2 shapes): TV `.../season-N/episode-M`, anime `.../episode-M`. */
export function episodePath(item: CatalogItem, ep: Episode): string {
  return item.kind === 'tv' ? `${itemPath(item)}/season-${ep.season}/episode-${ep.number}` : `${itemPath(item)}/episode-${ep.number}`;
}

/** Spec 2.2: null when unranked or when the value is 999999 or more. */
export function rankOrNull(item: CatalogItem): number | null {
  return item.rank === undefined || item.rank >= 999_999 ? null : item.rank;
}

/** Airing item (spec 2.2); anime items have no `season` and add `anime_type` and `en_title`. */
export function airingJson(a: Airing): Record<string, unknown> {
  const { item, episode } = a;
  const date = episode.date === null ? null : atMinus5(episode.date);
  return {
    title: item.title,
    year: date === null ? null : Number(date.slice(0, 4)),
    date,
    poster: item.poster,
    rank: rankOrNull(item),
    url: itemPath(item),
    ids: { svc: item.svc, slug: item.slug },
    episode: {
      ...(item.kind === 'tv' ? { season: episode.season } : {}),
      episode: episode.number,
      url: episodePath(item, episode),
    },
    ...(item.kind === 'anime' ? { anime_type: item.anime_type ?? 'tv', en_title: item.en_title ?? null } : {}),
  };
}
