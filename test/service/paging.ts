import { type Ctx, sendJson } from './http.ts';

/**
 * Pagination of spec 8 (search, genre browse, premieres): `page` 1-20 (default 1), `limit` up to
 * the endpoint's cap; out-of-range or non-numeric values are silently clamped or defaulted.
 */
export const MAX_PAGE = 20;

export function pagination(q: URLSearchParams, defLimit: number, maxLimit: number): { page: number; limit: number } {
  const int = (v: string | null, def: number) => {
    const n = v === null ? Number.NaN : Number.parseInt(v, 10);
    return Number.isFinite(n) ? n : def;
  };
  const page = Math.min(MAX_PAGE, Math.max(1, int(q.get('page'), 1)));
  const limit = Math.min(maxLimit, Math.max(1, int(q.get('limit'), defLimit)));
  return { page, limit };
}

/**
 * Sends one page with the X-Pagination-* headers. The page count is bounded by 20 and never 0,
 * so "stop when page equals page count" always ends (on an empty list too).
 */
export function sendPage<T>(
  ctx: Ctx,
  all: readonly T[],
  defLimit: number,
  maxLimit: number,
  present: (t: T) => unknown,
  headers: Record<string, string> = {},
): void {
  const { page, limit } = pagination(ctx.query, defLimit, maxLimit);
  const pageCount = Math.max(1, Math.min(MAX_PAGE, Math.ceil(all.length / limit)));
  sendJson(ctx, 200, all.slice((page - 1) * limit, page * limit).map(present), {
    'x-pagination-page': String(page),
    'x-pagination-limit': String(limit),
    'x-pagination-page-count': String(pageCount),
    'x-pagination-item-count': String(all.length),
    ...headers,
  });
}
