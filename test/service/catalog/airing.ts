import { type Ctx, sendJson } from '../http.ts';
import type { Router } from '../router.ts';
import { type Airing, airingJson, airingOn, addDays, dayOf, rankOrNull } from './schedule.ts';
import type { Kind } from './types.ts';

/**
 * GET /anime/airing and /tv/airing (spec 4.1, 2.2). Every bad `date` or `sort` falls back to its
 * default: this endpoint never answers 400 or 404, and an empty day is `[]`. Uncached. Under a V2
 * registration it needs a user token (spec 5.2: only details, episode lists and files are anonymous).
 */
export function registerAiring(router: Router): void {
  router.get('/anime/airing', (ctx) => airing(ctx, 'anime'), { bearer: 'v2' });
  router.get('/tv/airing', (ctx) => airing(ctx, 'tv'), { bearer: 'v2' });
}

const SORTS = ['time', 'rank', 'popularity'] as const;

function airing(ctx: Ctx, kind: Kind): void {
  const day = parseDay(ctx.query.get('date'), ctx.sim.clock.now());
  const sortRaw = ctx.query.get('sort');
  const sort = (SORTS as readonly string[]).includes(sortRaw ?? '') ? (sortRaw as (typeof SORTS)[number]) : 'time';
  const items = ctx.sim.catalog.items.filter((i) => i.kind === kind);
  const list = airingOn(items, new Set([day])).sort(COMPARE[sort]);
  sendJson(ctx, 200, list.map(airingJson), { 'cache-control': 'no-store' });
}

/** `today` (default), `tomorrow` or `DD-MM-YYYY`, as days in -05:00; anything else is today. */
export function parseDay(raw: string | null, now: number): string {
  const today = dayOf(now);
  if (raw === 'tomorrow') return addDays(today, 1);
  const m = raw ? /^(\d{2})-(\d{2})-(\d{4})$/.exec(raw) : null;
  if (!m) return today;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const iso = new Date(ms).toISOString().slice(0, 10);
  // Impossible dates such as 31-02-2026 would roll over in Date.UTC: they fall back to today too.
  return iso === `${m[3]}-${m[2]}-${m[1]}` ? iso : today;
}

const time = (a: Airing) => (a.episode.date === null ? Number.POSITIVE_INFINITY : Date.parse(a.episode.date));
const rank = (a: Airing) => rankOrNull(a.item) ?? Number.POSITIVE_INFINITY;
const votes = (a: Airing) => a.item.ratings.svc?.votes ?? 0;

/** time: earliest first, unknown times last; rank: best first, unranked last; popularity: most votes first. */
const COMPARE: Record<(typeof SORTS)[number], (a: Airing, b: Airing) => number> = {
  time: (a, b) => time(a) - time(b) || a.item.svc - b.item.svc || a.episode.number - b.episode.number,
  rank: (a, b) => rank(a) - rank(b) || time(a) - time(b),
  popularity: (a, b) => votes(b) - votes(a) || time(a) - time(b),
};
