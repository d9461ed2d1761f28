import { describe, expect, it } from 'vitest';
import { clampLimit, clampPage, hasNextPage, readPageInfo } from './pagination';

const headers = (values: Record<string, string>) => new Headers(values);

describe('pagination (spec 8)', () => {
  it('clamps page to 1-20 and limit to 1..cap, whatever is asked', () => {
    expect([clampPage(0), clampPage(-3), clampPage(1), clampPage(7.9), clampPage(21), clampPage(Number.NaN)]).toEqual([1, 1, 1, 7, 20, 1]);
    expect([clampLimit(0, 60), clampLimit(12, 60), clampLimit(500, 60), clampLimit(Number.POSITIVE_INFINITY, 50), clampLimit(Number.NaN, 10)]).toEqual([
      1, 12, 60, 50, 10,
    ]);
  });

  it('reads the X-Pagination headers', () => {
    const info = readPageInfo(
      headers({ 'X-Pagination-Page': '2', 'X-Pagination-Limit': '12', 'X-Pagination-Page-Count': '3', 'X-Pagination-Item-Count': '30' }),
      { page: 2, limit: 12 },
      12,
    );
    expect(info).toEqual({ page: 2, limit: 12, pageCount: 3, itemCount: 30 });
    expect(hasNextPage(info)).toBe(true);
  });

  it('stops when page equals page count, and never past page 20 even if the count says more', () => {
    expect(hasNextPage({ page: 3, pageCount: 3 })).toBe(false);
    const capped = readPageInfo(headers({ 'X-Pagination-Page': '20', 'X-Pagination-Page-Count': '45' }), { page: 20, limit: 60 }, 60);
    expect(capped.pageCount).toBe(20);
    expect(hasNextPage(capped)).toBe(false);
  });

  it('without usable headers, treats the answer as the last page (no endless "more")', () => {
    const info = readPageInfo(headers({ 'X-Pagination-Page-Count': 'many' }), { page: 4, limit: 10 }, 3);
    expect(info).toEqual({ page: 4, limit: 10, pageCount: 4, itemCount: 33 });
    expect(hasNextPage(info)).toBe(false);
  });
});
