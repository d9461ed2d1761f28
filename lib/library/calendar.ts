import { z } from 'zod';
import { ResponseIdsSchema } from '../service/schemas';
import { urlOnOrigin } from '../service/safe-urls';
import type { WatchlistRow } from '../service/sync-reads';
import { kindFromItemUrl } from './title-route';

/** spec 2.3 calendar item (the fields shown). */
const CalendarItemSchema = z.looseObject({
  title: z.string(),
  date: z.string(),
  url: z.string().optional(),
  ids: ResponseIdsSchema,
  episode: z.looseObject({ season: z.number().int().optional(), episode: z.number().int(), url: z.string().optional() }).optional(),
});

/**
 * Links from a file become `<a href>`s on an extension page: pages of the service's web origin
 * only (spec 2.3: the item's page there), never a page a CDN file names elsewhere (safe-urls.ts).
 */
const webLink = (url: string | undefined, webUrl: string): string | undefined => urlOnOrigin(url, webUrl) ?? undefined;

export interface AiringEntry {
  kind: 'show' | 'anime';
  svcId: number;
  title: string;
  airsAt: string;
  season?: number;
  episode?: number;
  url?: string;
}

/** Titles whose new episodes the user wants to hear about: everything in the Watchlist but dropped. */
function followed(watchlist: WatchlistRow[], kind: 'show' | 'anime'): Set<number> {
  return new Set(watchlist.filter((row) => row.kind === kind && row.status !== 'dropped').map((row) => row.svcId));
}

/** Calendar file rows (spec 4.7) of the user's own shows or anime; malformed rows are skipped. */
export function airingForLibrary(body: unknown, kind: 'show' | 'anime', watchlist: WatchlistRow[], webUrl: string): AiringEntry[] {
  if (!Array.isArray(body)) return [];
  const mine = followed(watchlist, kind);
  return body.flatMap((raw) => {
    const parsed = CalendarItemSchema.safeParse(raw);
    if (!parsed.success || !mine.has(parsed.data.ids.svcId) || Number.isNaN(Date.parse(parsed.data.date))) return [];
    const item = parsed.data;
    const url = webLink(item.episode?.url ?? item.url, webUrl);
    return [
      {
        kind,
        svcId: item.ids.svcId,
        title: item.title,
        airsAt: new Date(Date.parse(item.date)).toISOString(),
        ...(item.episode?.season !== undefined ? { season: item.episode.season } : {}),
        ...(item.episode ? { episode: item.episode.episode } : {}),
        ...(url ? { url } : {}),
      },
    ];
  });
}

const DAY_MS = 86_400_000;

function startOfLocalDay(ms: number): number {
  const day = new Date(ms);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/** Today (local calendar day) and the six days after it, in air order. */
export function splitByDay(entries: AiringEntry[], now: number): { today: AiringEntry[]; week: AiringEntry[] } {
  const today = startOfLocalDay(now);
  const tomorrow = today + DAY_MS;
  const weekEnd = today + 7 * DAY_MS;
  const sorted = [...entries].sort((a, b) => a.airsAt.localeCompare(b.airsAt));
  const at = (entry: AiringEntry) => Date.parse(entry.airsAt);
  return {
    today: sorted.filter((entry) => at(entry) >= today && at(entry) < tomorrow),
    week: sorted.filter((entry) => at(entry) >= tomorrow && at(entry) < weekEnd),
  };
}

const TrendingItemSchema = z.looseObject({
  rank: z.number().int(),
  title: z.string(),
  year: z.number().int().nullable().optional(),
  type: z.string().optional(),
  watchers: z.number().optional(),
  url: z.string().optional(),
  ids: ResponseIdsSchema,
});

export interface TrendingEntry {
  rank: number;
  svcId: number;
  title: string;
  /** What the title is, for reads that need it (its artwork); unknown when the file says neither. */
  kind?: 'movie' | 'show' | 'anime';
  year?: number;
  watchers?: number;
  url?: string;
}

/** The trending file's `type` in the client's words: the service calls shows "tv". */
const TRENDING_KIND: Record<string, TrendingEntry['kind']> = { movie: 'movie', tv: 'show', show: 'show', anime: 'anime' };

/** The top of a trending file (spec 4.7). */
export function topTrending(body: unknown, count: number, webUrl: string): TrendingEntry[] {
  if (!Array.isArray(body)) return [];
  return body
    .flatMap((raw) => {
      const parsed = TrendingItemSchema.safeParse(raw);
      if (!parsed.success) return [];
      const item = parsed.data;
      const url = webLink(item.url, webUrl);
      const kind = (item.type ? TRENDING_KIND[item.type] : undefined) ?? kindFromItemUrl(url) ?? undefined;
      return [
        {
          rank: item.rank,
          svcId: item.ids.svcId,
          title: item.title,
          ...(kind ? { kind } : {}),
          ...(item.year ? { year: item.year } : {}),
          ...(item.watchers !== undefined ? { watchers: item.watchers } : {}),
          ...(url ? { url } : {}),
        },
      ];
    })
    .sort((a, b) => a.rank - b.rank)
    .slice(0, count);
}
