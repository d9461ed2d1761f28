import { containerKey, mediaRef } from './catalog/present.ts';
import type { CatalogItem } from './catalog/types.ts';
import { apiError } from './errors.ts';
import { undocumented, type Ctx, sendJson } from './http.ts';
import type { Router } from './router.ts';
import { BadRequest, hasAnyList, type ItemHit, resolveTitles } from './sync-body.ts';
import { isStatus, STATUSES, type WatchStatus } from './watchlist.ts';

/**
 * Watchlist and ratings (spec 4.3): POST /sync/add-to-list, POST /sync/ratings[/remove],
 * GET /sync/ratings/{type}/{rating}, GET /sync/all-items/{type}/{status}.
 */
export function registerListRoutes(router: Router): void {
  const write = { bearer: 'required', write: true } as const;
  router.post('/sync/add-to-list', (ctx) => titleWrite(ctx, 'status', addToList), write);
  router.post('/sync/ratings', (ctx) => titleWrite(ctx, 'rating', rate), write);
  router.post('/sync/ratings/remove', (ctx) => titleWrite(ctx, undefined, unrate), write);
  for (const p of ['/sync/ratings', '/sync/ratings/:type', '/sync/ratings/:type/:rating']) router.get(p, readRatings, { bearer: 'required' });
  for (const p of ['/sync/all-items', '/sync/all-items/:type', '/sync/all-items/:type/:status']) router.get(p, allItems, { bearer: 'required' });
}

type Counts = Record<'movies' | 'shows' | 'anime', number>;
const zero = (): Counts => ({ movies: 0, shows: 0, anime: 0 });
const countKey = (i: CatalogItem): keyof Counts => (i.kind === 'movie' ? 'movies' : i.kind === 'tv' ? 'shows' : 'anime');

/** What one title entry does; returns which counter it moved. */
type Apply = (ctx: Ctx, userId: number, hit: ItemHit, value: unknown, now: number) => 'added' | 'updated' | 'deleted' | 'none';

/** Resolves and validates the whole body before writing anything (a 400 leaves no partial batch). */
function titleWrite(ctx: Ctx, field: 'status' | 'rating' | undefined, apply: Apply): void {
  const user = ctx.auth?.user;
  if (!user) return apiError(ctx, 401, 'user_token_required');
  if (!hasAnyList(ctx.body)) return apiError(ctx, 400, 'empty_field', 'movies, shows or anime is required');
  const body = ctx.body;
  let hits: ItemHit[];
  let notFound;
  try {
    ({ hits, notFound } = resolveTitles(ctx.sim.catalog, body));
    if (field) for (const h of hits) check(field, h.entry[field] ?? body[field]);
  } catch (e) {
    if (!(e instanceof BadRequest)) throw e;
    return apiError(ctx, 400, e.message.startsWith('empty:') ? 'empty_field' : 'wrong_parameter', e.message.replace(/^empty: /, ''));
  }
  const now = ctx.sim.clock.now();
  const out = { added: zero(), updated: zero(), deleted: zero() };
  for (const h of hits) {
    const r = apply(ctx, user.id, h, field ? (h.entry[field] ?? body[field]) : undefined, now);
    if (r !== 'none') out[r][countKey(h.item)]++;
  }
  const counts = field ? { added: out.added, updated: out.updated } : { deleted: out.deleted };
  sendJson(ctx, field ? 201 : 200, { ...counts, not_found: notFound });
}

function check(field: 'status' | 'rating', v: unknown): void {
  if (v === undefined || v === null) throw new BadRequest(`empty: ${field} is required on every item (or at the top level)`);
  if (field === 'status' && !isStatus(v)) throw new BadRequest(`status must be one of ${STATUSES.join(', ')}, got ${JSON.stringify(v)}`);
  if (field === 'rating' && !(Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 10)) {
    throw new BadRequest(`rating must be an integer 1-10, got ${JSON.stringify(v)}`);
  }
}

const addToList: Apply = (ctx, userId, { item }, value, now) => {
  const status = value as WatchStatus;
  const r = ctx.sim.library.watchlist.set(userId, item, status, now);
  if (r === 'unchanged') return 'none';
  ctx.sim.library.touch(userId, item, 'watchlisted_at', now);
  if (status === 'dropped') ctx.sim.library.rewatches.close(userId, item.svc, now);
  return r;
};

const rate: Apply = (ctx, userId, { item }, value, now) => {
  ctx.sim.library.touch(userId, item, 'rated_at', now);
  return ctx.sim.library.ratings.set(userId, item, value as number, now);
};

const unrate: Apply = (ctx, userId, { item }, _value, now) => {
  if (!ctx.sim.library.ratings.remove(userId, item.svc)) return 'none';
  ctx.sim.library.touch(userId, item, 'rated_at', now);
  return 'deleted';
};

const TYPES: Record<string, (i: CatalogItem) => boolean> = {
  all: () => true,
  movies: (i) => i.kind === 'movie',
  shows: (i) => i.kind === 'tv',
  anime: (i) => i.kind === 'anime',
};

/** `{type}` movies|shows|anime|all (default all); `{rating}` one or more of 1-10, comma-separated. */
function readRatings(ctx: Ctx): void {
  const user = ctx.auth?.user;
  if (!user) return apiError(ctx, 401, 'user_token_required');
  const type = TYPES[ctx.params.type ?? 'all'];
  if (!type) return apiError(ctx, 400, 'wrong_parameter', `type must be one of ${Object.keys(TYPES).join(', ')}`);
  const rawRating = ctx.params.rating;
  if (rawRating === undefined) undocumented(ctx, 'spec 4.3 documents GET /sync/ratings/{type}/{rating} (one or more values), not the shorter path');
  const wanted = rawRating === undefined ? undefined : rawRating.split(',').map((s) => Number(s.trim()));
  if (wanted?.some((n) => !Number.isInteger(n) || n < 1 || n > 10)) return apiError(ctx, 400, 'wrong_parameter', 'rating must be 1-10, comma-separated');
  const rows = ctx.sim.library.ratings.list(user.id).filter((r) => type(r.item) && (!wanted || wanted.includes(r.rating)));
  sendJson(
    ctx,
    200,
    rows
      .sort((a, b) => b.ratedAt - a.ratedAt)
      .map((r) => ({
        rated_at: new Date(r.ratedAt).toISOString(),
        rating: r.rating,
        type: containerKey(r.item),
        [containerKey(r.item)]: mediaRef(r.item),
      })),
  );
}

/** The library read (shape "not shown", GAPS.md): one row per Watchlist title, plus one per rewatch session. */
function allItems(ctx: Ctx): void {
  const user = ctx.auth?.user;
  if (!user) return apiError(ctx, 401, 'user_token_required');
  const type = TYPES[ctx.params.type ?? 'all'];
  if (!type) return apiError(ctx, 400, 'wrong_parameter', `type must be one of ${Object.keys(TYPES).join(', ')}`);
  const status = ctx.params.status;
  if (status !== undefined && !isStatus(status)) return apiError(ctx, 400, 'wrong_parameter', `status must be one of ${STATUSES.join(', ')}`);
  const fromRaw = ctx.query.get('date_from');
  const from = fromRaw === null ? undefined : Date.parse(fromRaw);
  if (from !== undefined && Number.isNaN(from)) return apiError(ctx, 400, 'wrong_parameter', 'date_from must be an ISO-8601 time');
  const lib = ctx.sim.library;
  const history = lib.history.filter((h) => h.userId === user.id);
  const rows: { updated: number; json: Record<string, unknown> }[] = [];
  for (const e of lib.watchlist.list(user.id)) {
    if (!type(e.item) || (status !== undefined && e.status !== status)) continue;
    const plays = history.filter((h) => h.item.svc === e.item.svc);
    const last = plays.length ? Math.max(...plays.map((h) => h.watchedAt)) : null;
    const base = { type: containerKey(e.item), status: e.status, [containerKey(e.item)]: mediaRef(e.item) };
    rows.push({
      updated: e.updatedAt,
      json: { ...base, added_at: iso(e.addedAt), updated_at: iso(e.updatedAt), last_watched_at: last === null ? null : iso(last), plays: plays.length },
    });
    for (const s of lib.rewatches.list(user.id).filter((r) => r.item.svc === e.item.svc)) {
      rows.push({
        updated: s.updatedAt,
        json: {
          ...base,
          rewatch: true,
          rewatch_id: s.id,
          rewatch_status: s.status,
          added_at: iso(s.startedAt),
          updated_at: iso(s.updatedAt),
          plays: plays.filter((h) => h.rewatchId === s.id).length,
        },
      });
    }
  }
  sendJson(
    ctx,
    200,
    rows
      .filter((r) => from === undefined || r.updated >= from)
      .sort((a, b) => b.updated - a.updated)
      .map((r) => r.json),
  );
}

const iso = (ms: number) => new Date(ms).toISOString();
