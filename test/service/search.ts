import { standardMedia } from './catalog/present.ts';
import type { Kind } from './catalog/types.ts';
import { apiError } from './errors.ts';
import { type Ctx, sendJson } from './http.ts';
import type { Router } from './router.ts';

/**
 * GET /search/{movie|tv|anime}?q=<title text> (spec 4.1): paginated Standard Media Objects.
 * Under a V2 client id it needs a user token (spec 5.2: "everything else, including search").
 */
export function registerSearch(router: Router): void {
  router.get('/search/:type', search, { bearer: 'v2' });
}

const KINDS: readonly Kind[] = ['movie', 'tv', 'anime'];
const MAX_PAGE = 20;

function search(ctx: Ctx): void {
  const type = ctx.params.type ?? '';
  if (!(KINDS as readonly string[]).includes(type)) {
    return apiError(ctx, 400, 'wrong_parameter', `type must be movie, tv or anime, got ${type}`);
  }
  const text = (ctx.query.get('q') ?? '').trim();
  if (!text) return apiError(ctx, 400, 'empty_field', 'q (the title text) is required');
  const { page, limit } = pagination(ctx.query, 10, 50);
  const hits = ctx.sim.catalog.search(text, type as Kind);
  // The page count is bounded by 20 and never 0, so "stop when page equals page count" ends.
  const pageCount = Math.max(1, Math.min(MAX_PAGE, Math.ceil(hits.length / limit)));
  const slice = hits.slice((page - 1) * limit, page * limit);
  sendJson(ctx, 200, slice.map(standardMedia), {
    'x-pagination-page': String(page),
    'x-pagination-limit': String(limit),
    'x-pagination-page-count': String(pageCount),
    'x-pagination-item-count': String(hits.length),
  });
}

/** Spec 8: page 1-20 (default 1), limit up to the cap; out-of-range values are silently clamped. */
export function pagination(q: URLSearchParams, defLimit: number, maxLimit: number): { page: number; limit: number } {
  const int = (v: string | null, def: number) => {
    const n = v === null ? Number.NaN : Number.parseInt(v, 10);
    return Number.isFinite(n) ? n : def;
  };
  const page = Math.min(MAX_PAGE, Math.max(1, int(q.get('page'), 1)));
  const limit = Math.min(maxLimit, Math.max(1, int(q.get('limit'), defLimit)));
  return { page, limit };
}
