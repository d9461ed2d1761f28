import { apiError } from '../errors.ts';
import { type Ctx, sendJson } from '../http.ts';
import { sendPage } from '../paging.ts';
import type { Router } from '../router.ts';
import { standardMedia } from './present.ts';
import { type Airing, airingJson, airingOn, addDays, dayOf } from './schedule.ts';
import type { CatalogItem, Kind } from './types.ts';

/**
 * Premieres, best-of and genre browsing (spec 4.1). The allowed `{param}`, `{filter}` and genre
 * path segments are "not shown" (spec 4.9); the choices are in GAPS.md. All need a user token
 * under a V2 registration.
 */
export function registerBrowse(router: Router): void {
  for (const [root, kind] of [
    ['tv', 'tv'],
    ['anime', 'anime'],
  ] as const) {
    router.get(`/${root}/premieres/:param`, (ctx) => premieres(ctx, kind), { bearer: 'v2' });
    router.get(`/${root}/best/:filter`, (ctx) => best(ctx, kind), { bearer: 'v2' });
  }
  for (const [root, kind] of [
    ['tv', 'tv'],
    ['anime', 'anime'],
    ['movies', 'movie'],
  ] as const) {
    router.get(`/${root}/genres/*`, (ctx) => genres(ctx, kind), { bearer: 'v2' });
  }
}

/** Premiere window: 30 days back to 180 days ahead of today (-05:00). */
const BACK_DAYS = 30;
const AHEAD_DAYS = 180;
const PREMIERES = ['all', 'new', 'season'] as const;

function premieres(ctx: Ctx, kind: Kind): void {
  const param = ctx.params.param ?? '';
  if (!(PREMIERES as readonly string[]).includes(param))
    return apiError(ctx, 400, 'wrong_parameter', `premieres: ${param} is not one of ${PREMIERES.join(', ')}`);
  const today = dayOf(ctx.sim.clock.now());
  const days = new Set(Array.from({ length: BACK_DAYS + AHEAD_DAYS + 1 }, (_, i) => addDays(today, i - BACK_DAYS)));
  const items = ctx.sim.catalog.items.filter((i) => i.kind === kind);
  const found = airingOn(items, days)
    .filter((a) => a.episode.type === 'episode' && a.episode.number === 1)
    .map((a) => ({ ...a, premiere: premiereKind(ctx, a) }))
    .filter((a) => param === 'all' || a.premiere === param)
    .sort((a, b) => (a.episode.date ?? a.episode.day ?? '').localeCompare(b.episode.date ?? b.episode.day ?? ''));
  sendPage(ctx, found, 60, 60, (a) => ({ ...airingJson(a), premiere: a.premiere }));
}

/** TV: S1E1 is a new show, SnE1 a season premiere. Anime: entry 1 of a franchise is new, later entries are seasons. */
function premiereKind(ctx: Ctx, a: Airing): 'new' | 'season' {
  if (a.item.kind === 'tv') return a.episode.season <= 1 ? 'new' : 'season';
  const franchise = ctx.sim.catalog.items.find((i) => i.mapped_tvdb_seasons?.some((m) => m.svc === a.item.svc));
  return franchise && franchise.mapped_tvdb_seasons?.[0]?.svc !== a.item.svc ? 'season' : 'new';
}

const BEST: Record<'tv' | 'anime', readonly string[]> = {
  tv: ['all', 'airing', 'ended'],
  anime: ['all', 'airing', 'tv', 'movie', 'ova', 'ona', 'special', 'music'],
};

/** Top-rated by the service rating (unrated titles excluded), at most 100, no paging (spec 4.1 shows none). */
function best(ctx: Ctx, kind: 'tv' | 'anime'): void {
  const filter = ctx.params.filter ?? '';
  if (!BEST[kind].includes(filter)) return apiError(ctx, 400, 'wrong_parameter', `best: ${filter} is not one of ${BEST[kind].join(', ')}`);
  const keep = (i: CatalogItem) => filter === 'all' || (filter === 'airing' || filter === 'ended' ? i.status === filter : i.anime_type === filter);
  const list = ctx.sim.catalog.items
    .filter((i) => i.kind === kind && i.ratings.svc !== undefined && keep(i))
    .sort((a, b) => (b.ratings.svc?.rating ?? 0) - (a.ratings.svc?.rating ?? 0) || a.svc - b.svc)
    .slice(0, 100);
  sendJson(
    ctx,
    200,
    list.map((i) => ({ ...standardMedia(i), rating: i.ratings.svc?.rating ?? null, votes: i.ratings.svc?.votes ?? 0 })),
  );
}

const GENRE_SORTS = ['rating', 'popularity', 'title', 'year'] as const;

/** `/{root}/genres/<genre>[/<genre>...]/<sort>`: items having every named genre, in the sort order. */
function genres(ctx: Ctx, kind: Kind): void {
  const segments = (ctx.params.rest ?? '').split('/').filter(Boolean);
  const sort = segments.pop();
  if (sort === undefined) return apiError(ctx, 400, 'empty_field', 'the path must end with a sort segment');
  if (!(GENRE_SORTS as readonly string[]).includes(sort))
    return apiError(ctx, 400, 'wrong_parameter', `sort segment ${sort} is not one of ${GENRE_SORTS.join(', ')}`);
  const wanted = segments.map((s) => s.toLowerCase());
  const list = ctx.sim.catalog.items
    .filter((i) => i.kind === kind && wanted.every((g) => i.genres.includes(g)))
    .sort(GENRE_ORDER[sort as (typeof GENRE_SORTS)[number]]);
  sendPage(ctx, list, 60, 60, (i) => ({ ...standardMedia(i), genres: i.genres, rating: i.ratings.svc?.rating ?? null }));
}

const GENRE_ORDER: Record<(typeof GENRE_SORTS)[number], (a: CatalogItem, b: CatalogItem) => number> = {
  rating: (a, b) => (b.ratings.svc?.rating ?? 0) - (a.ratings.svc?.rating ?? 0) || a.svc - b.svc,
  popularity: (a, b) => (b.ratings.svc?.votes ?? 0) - (a.ratings.svc?.votes ?? 0) || a.svc - b.svc,
  title: (a, b) => a.title.localeCompare(b.title) || a.year - b.year,
  year: (a, b) => b.year - a.year || a.svc - b.svc,
};
