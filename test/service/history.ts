import type { Catalog, EpisodeHit } from './catalog/store.ts';
import type { CatalogItem } from './catalog/types.ts';
import { apiError } from './errors.ts';
import { type Ctx, isRecord, sendJson, violate } from './http.ts';
import type { Target } from './library.ts';
import { CONTAINER_KINDS, hasIdentity, resolveItem } from './resolve.ts';
import type { Router } from './router.ts';

/**
 * POST /sync/history (spec 4.3): arrays movies[], shows[], anime[], episodes[]. The whole body
 * is resolved first and written only if it is valid, so a 400 never leaves half a batch behind.
 */
export function registerHistoryRoutes(router: Router): void {
  router.post('/sync/history', addHistory, { bearer: 'required', write: true, lock: true });
}

interface Planned extends Target {
  watchedAt: number;
}

interface Plan {
  writes: Planned[];
  notFound: { movies: unknown[]; shows: unknown[]; episodes: unknown[] };
}

class BadRequest extends Error {}

function addHistory(ctx: Ctx): void {
  const user = ctx.auth?.user;
  if (!user) return apiError(ctx, 401, 'user_token_required');
  const body = ctx.body;
  const lists = ['movies', 'shows', 'anime', 'episodes'] as const;
  if (!isRecord(body) || !lists.some((k) => Array.isArray(body[k]))) {
    violate(ctx, 'history-empty-body', 'body has none of movies[], shows[], anime[], episodes[]');
    return apiError(ctx, 400, 'empty_field', 'movies, shows, anime or episodes is required');
  }
  const now = ctx.sim.clock.now();
  let plan: Plan;
  try {
    plan = planWrites(ctx.sim.catalog, body, now);
  } catch (e) {
    if (!(e instanceof BadRequest)) throw e;
    return apiError(ctx, 400, 'wrong_parameter', e.message);
  }
  // Already-watched items are duplicates and record nothing unless a PRO/VIP user opts into rewatches.
  const rewatch = ctx.query.get('allow_rewatch') === 'yes' && user.plan !== 'free';
  const added = { movies: 0, episodes: 0 };
  for (const w of plan.writes) {
    if (!rewatch && ctx.sim.library.hasWatched(user.id, w)) continue;
    ctx.sim.library.addHistory({ item: w.item, episode: w.episode, id: ctx.sim.ids.next(), userId: user.id, watchedAt: w.watchedAt, via: 'history' });
    if (w.episode) added.episodes++;
    else added.movies++;
  }
  sendJson(ctx, 201, { added, not_found: plan.notFound });
}

function planWrites(catalog: Catalog, body: Record<string, unknown>, now: number): Plan {
  const plan: Plan = { writes: [], notFound: { movies: [], shows: [], episodes: [] } };
  for (const m of list(body, 'movies')) {
    const item = hasIdentity(m) ? resolveItem(catalog, m, CONTAINER_KINDS.movie) : undefined;
    if (item) plan.writes.push({ item, watchedAt: when(m, now) });
    else plan.notFound.movies.push(m);
  }
  for (const key of ['shows', 'anime'] as const) {
    for (const s of list(body, key)) {
      const item = hasIdentity(s) ? resolveItem(catalog, s, CONTAINER_KINDS[key === 'shows' ? 'show' : 'anime']) : undefined;
      // Unresolved anime is reported under not_found.shows too (spec 4.3).
      if (!item || !isRecord(s)) plan.notFound.shows.push(s);
      else planSeries(catalog, item, s, when(s, now), plan, now);
    }
  }
  for (const e of list(body, 'episodes')) {
    const ids = isRecord(e) && isRecord(e.ids) ? e.ids : {};
    const id = ids.svc ?? ids.svc_id;
    const hit = /^\d+$/.test(String(id)) ? catalog.episodeById(Number(id)) : undefined;
    if (hit) plan.writes.push({ ...hit, watchedAt: when(e, now) });
    else plan.notFound.episodes.push(e);
  }
  return plan;
}

/** `seasons[].episodes[]`, or `episodes[]` straight on the item (handy for single-season anime), or everything aired. */
function planSeries(catalog: Catalog, item: CatalogItem, s: Record<string, unknown>, at: number, plan: Plan, now: number): void {
  const pick = (season: number | undefined, number: unknown, entry: unknown, fallback: number) => {
    const hit: EpisodeHit | undefined = Number.isInteger(number) ? catalog.findEpisode(item, season, number as number) : undefined;
    if (hit) plan.writes.push({ ...hit, watchedAt: when(entry, fallback) });
    else plan.notFound.episodes.push({ show: { title: item.title, ids: { svc: item.svc } }, season: season ?? 1, number });
  };
  const aired = (e: { date: string | null }) => e.date !== null && Date.parse(e.date) <= now;
  if (Array.isArray(s.seasons)) {
    for (const season of s.seasons) {
      if (!isRecord(season) || !Number.isInteger(season.number)) throw new BadRequest('seasons[].number must be an integer');
      const n = season.number as number;
      const seasonAt = when(season, at);
      if (Array.isArray(season.episodes)) {
        for (const e of season.episodes) pick(n, isRecord(e) ? e.number : undefined, e, seasonAt);
      } else {
        for (const ep of item.episodes.filter((x) => x.season === n && aired(x))) plan.writes.push({ item, episode: ep, watchedAt: seasonAt });
      }
    }
  } else if (Array.isArray(s.episodes)) {
    for (const e of s.episodes) {
      const season = isRecord(e) && Number.isInteger(e.season) ? (e.season as number) : undefined;
      pick(season, isRecord(e) ? e.number : undefined, e, at);
    }
  } else {
    for (const ep of item.episodes.filter((x) => x.type === 'episode' && aired(x))) plan.writes.push({ item, episode: ep, watchedAt: at });
  }
}

function list(body: Record<string, unknown>, key: string): unknown[] {
  const v = body[key];
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw new BadRequest(`${key} must be an array`);
  return v;
}

function when(entry: unknown, fallback: number): number {
  if (!isRecord(entry) || entry.watched_at === undefined || entry.watched_at === null) return fallback;
  const ms = typeof entry.watched_at === 'string' ? Date.parse(entry.watched_at) : Number.NaN;
  if (Number.isNaN(ms)) throw new BadRequest(`watched_at is not an ISO-8601 time: ${JSON.stringify(entry.watched_at)}`);
  return ms;
}
