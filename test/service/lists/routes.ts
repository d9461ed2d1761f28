import { containerKey, mediaRef } from '../catalog/present.ts';
import { apiError } from '../errors.ts';
import { type Ctx, sendJson } from '../http.ts';
import type { Router } from '../router.ts';
import type { CustomList, ListItem } from './store.ts';

/**
 * Custom lists (spec 4.6, beta, read-only): a V2 token of a PRO or VIP account. Free and
 * anonymous callers get 200 with the premium_only body (spec 2.10); V1 tokens get 403
 * oauth2_token_required (spec 5.2).
 */
export function registerListsRoutes(router: Router): void {
  router.get('/lists/user/:user', userLists, { bearer: 'optional', v2Only: true });
  router.get('/lists/:id', oneList, { bearer: 'optional', v2Only: true });
}

const EDGE_TTL_MS = 300_000;
const MAX_WINDOW = 10_000;
const USER_SORTS = ['updated', 'created', 'name', 'likes', 'followers', 'items', 'popularity'] as const;

function premiumOnly(ctx: Ctx): boolean {
  const user = ctx.auth?.user;
  if (user && user.plan !== 'free') return false;
  sendJson(ctx, 200, {
    error: 'premium_only',
    message: 'Custom lists are available to PRO and VIP members.',
    item: {
      title: 'Custom lists are a PRO feature',
      description: 'Upgrade to PRO or VIP to browse and follow custom lists.',
      poster: `${ctx.sim.urls.image}/posters/premium-lists_m.webp`,
    },
  });
  return true;
}

type Paging = { ok: true; page: number; limit: number; defaulted: boolean } | { ok: false };

/**
 * limit default 50, clamped 1-500; page default 1, clamped so page x limit <= 10000. Non-numeric
 * values are 400 naming the parameter, except that a cached /lists/{id} answers with defaults.
 */
function paging(ctx: Ctx, cached: boolean): Paging {
  const read = (name: 'limit' | 'page', def: number) => {
    const raw = ctx.query.get(name);
    if (raw === null || raw === '') return def;
    return /^-?\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  };
  let limit = read('limit', 50);
  let page = read('page', 1);
  let defaulted = false;
  for (const [name, v] of [
    ['limit', limit],
    ['page', page],
  ] as const) {
    if (!Number.isNaN(v)) continue;
    if (!cached) {
      apiError(ctx, 400, 'wrong_parameter', `${name} must be an integer`);
      return { ok: false };
    }
    defaulted = true;
    if (name === 'limit') limit = 50;
    else page = 1;
  }
  limit = Math.min(500, Math.max(1, limit));
  page = Math.min(Math.floor(MAX_WINDOW / limit), Math.max(1, page));
  return { ok: true, page, limit, defaulted };
}

function direction(ctx: Ctx): 'asc' | 'desc' | undefined | 'bad' {
  const d = ctx.query.get('direction');
  if (d === null) return undefined;
  if (d === 'asc' || d === 'desc') return d;
  apiError(ctx, 400, 'wrong_parameter', 'direction must be asc or desc');
  return 'bad';
}

function pageOf<T>(ctx: Ctx, all: T[], p: { page: number; limit: number }, headers: Record<string, string>) {
  const pageCount = Math.max(1, Math.ceil(all.length / p.limit));
  Object.entries({
    'x-pagination-page': p.page,
    'x-pagination-limit': p.limit,
    'x-pagination-page-count': pageCount,
    'x-pagination-item-count': all.length,
    ...headers,
  }).forEach(([k, v]) => ctx.res.setHeader(k, String(v)));
  return {
    slice: all.slice((p.page - 1) * p.limit, p.page * p.limit),
    pagination: { page: p.page, limit: p.limit, page_count: pageCount, item_count: all.length },
  };
}

const ITEM_SORTS: Record<string, (a: ListItem, b: ListItem) => number> = {
  rank: (a, b) => a.rank - b.rank,
  added: (a, b) => a.listedAt - b.listedAt,
  title: (a, b) => a.item.title.localeCompare(b.item.title),
  year: (a, b) => a.item.year - b.item.year,
  popularity: (a, b) => (a.item.ratings.svc?.votes ?? 0) - (b.item.ratings.svc?.votes ?? 0),
};

/** Edge-cached; `sort` is free-form: an unrecognised one falls back to the stored (rank) order. */
function oneList(ctx: Ctx): void {
  if (premiumOnly(ctx)) return;
  const list = /^\d+$/.test(ctx.params.id ?? '') ? ctx.sim.lists.byId(Number(ctx.params.id)) : undefined;
  if (!list) return apiError(ctx, 404, 'id_err', `no list ${ctx.params.id ?? ''}`);
  const dir = direction(ctx);
  if (dir === 'bad') return;
  const now = ctx.sim.clock.now();
  const cached = (ctx.sim.lists.edge.get(list.id) ?? 0) > now;
  const p = paging(ctx, cached);
  if (!p.ok) return;
  const sort = ITEM_SORTS[ctx.query.get('sort') ?? 'rank'] ?? ITEM_SORTS.rank;
  const items = [...list.items].sort(sort);
  if (dir === 'desc') items.reverse();
  if (!cached) ctx.sim.lists.edge.set(list.id, now + EDGE_TTL_MS);
  const { slice, pagination } = pageOf(ctx, items, p, { 'cache-control': 'public, max-age=300', 'x-cache': cached ? 'HIT' : 'MISS' });
  sendJson(ctx, 200, {
    list: listJson(ctx, list),
    items: slice.map((li) => ({
      rank: li.rank,
      listed_at: new Date(li.listedAt).toISOString(),
      notes: li.notes,
      type: containerKey(li.item),
      [containerKey(li.item)]: mediaRef(li.item),
    })),
    pagination,
  });
}

const LIST_ORDER: Record<(typeof USER_SORTS)[number], (a: CustomList, b: CustomList) => number> = {
  updated: (a, b) => a.updatedAt - b.updatedAt,
  created: (a, b) => a.createdAt - b.createdAt,
  name: (a, b) => a.name.localeCompare(b.name),
  likes: (a, b) => a.likes - b.likes,
  followers: (a, b) => a.followers - b.followers,
  items: (a, b) => a.items.length - b.items.length,
  popularity: (a, b) => a.popularity - b.popularity,
};

/** Not edge-cached; `sort` must be one of the seven named values (anything else 400). Default: updated, desc. */
function userLists(ctx: Ctx): void {
  if (premiumOnly(ctx)) return;
  const raw = ctx.params.user ?? '';
  const owner = ctx.sim.users.find((u) => String(u.id) === raw || u.name === raw);
  if (!owner) return apiError(ctx, 404, 'id_err', `no user ${raw}`);
  const sort = ctx.query.get('sort') ?? 'updated';
  if (!(USER_SORTS as readonly string[]).includes(sort)) return apiError(ctx, 400, 'wrong_parameter', `sort must be one of ${USER_SORTS.join(', ')}`);
  const dir = direction(ctx);
  if (dir === 'bad') return;
  const p = paging(ctx, false);
  if (!p.ok) return;
  const lists = ctx.sim.lists.ofUser(owner.id).sort(LIST_ORDER[sort as (typeof USER_SORTS)[number]]);
  if ((dir ?? 'desc') === 'desc') lists.reverse();
  const { slice, pagination } = pageOf(ctx, lists, p, { 'cache-control': 'no-store' });
  sendJson(ctx, 200, { items: slice.map((l) => listJson(ctx, l)), pagination });
}

function listJson(ctx: Ctx, l: CustomList): Record<string, unknown> {
  const owner = ctx.sim.users.find((u) => u.id === l.userId);
  return {
    id: l.id,
    name: l.name,
    description: l.description,
    privacy: 'public',
    user: { id: l.userId, name: owner?.name ?? null },
    created_at: new Date(l.createdAt).toISOString(),
    updated_at: new Date(l.updatedAt).toISOString(),
    likes: l.likes,
    followers: l.followers,
    item_count: l.items.length,
    sort_by: 'rank',
    sort_how: 'asc',
  };
}
