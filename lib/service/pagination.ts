/**
 * spec 8 pagination (search, genre browse, premieres): `page` 1-20, `limit` up to the endpoint's
 * cap (the service clamps silently; the client clamps first so what it asks is what it gets), and
 * the `X-Pagination-*` headers that say where a read stands. Stop when page equals page count.
 */
export const FIRST_PAGE = 1;
export const LAST_PAGE = 20;

export interface PageInfo {
  page: number;
  limit: number;
  pageCount: number;
  itemCount: number;
}

function integer(value: number, fallback: number): number {
  return Number.isFinite(value) ? Math.trunc(value) : fallback;
}

export function clampPage(page: number): number {
  return Math.min(LAST_PAGE, Math.max(FIRST_PAGE, integer(page, FIRST_PAGE)));
}

export function clampLimit(limit: number, max: number): number {
  return Math.min(max, Math.max(1, integer(limit, max)));
}

function header(headers: Headers, name: string): number | undefined {
  const raw = headers.get(name);
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  return Number(raw);
}

/**
 * Where the answer stands. Missing or malformed headers fall back to what was asked and to "this
 * is the last page", so a reader never loops on an answer it cannot place.
 */
export function readPageInfo(headers: Headers, asked: { page: number; limit: number }, received: number): PageInfo {
  const page = clampPage(header(headers, 'X-Pagination-Page') ?? asked.page);
  const limit = header(headers, 'X-Pagination-Limit') ?? asked.limit;
  const pageCount = Math.min(LAST_PAGE, Math.max(1, header(headers, 'X-Pagination-Page-Count') ?? page));
  const itemCount = header(headers, 'X-Pagination-Item-Count') ?? (page - 1) * limit + received;
  return { page, limit, pageCount, itemCount };
}

/** Whether a "more" button may ask for the next page. */
export function hasNextPage(info: Pick<PageInfo, 'page' | 'pageCount'>): boolean {
  return info.page < info.pageCount && info.page < LAST_PAGE;
}
