import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../config';
import { readListItems, readUserLists } from './custom-lists';
import type { HttpDeps } from './http';

const config = resolveConfig({});

/** The query each read asked with, answered by an empty page. */
function recording(asked: URLSearchParams[]): HttpDeps {
  return {
    config,
    fetch: async (input) => {
      asked.push(new URL(String(input)).searchParams);
      const body = { items: [], pagination: { page: 1, page_count: 1, item_count: 0 } };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  };
}

describe('spec 4.6: custom-list paging keeps page x limit within 10000', () => {
  it('a page past the last reachable one asks for the last one instead', async () => {
    const asked: URLSearchParams[] = [];
    await readListItems(recording(asked), 't', 7, { sort: 'rank', direction: 'asc', page: 1700, limit: 6 });
    await readUserLists(recording(asked), 't', 1, { sort: 'updated', direction: 'desc', page: 201, limit: 50 });
    expect(asked.map((query) => [query.get('page'), query.get('limit')])).toEqual([
      ['1666', '6'],
      ['200', '50'],
    ]);
  });

  it('limit stays within 1-500, and the page follows it', async () => {
    const asked: URLSearchParams[] = [];
    await readListItems(recording(asked), 't', 7, { sort: 'rank', direction: 'asc', page: 30, limit: 1000 });
    await readListItems(recording(asked), 't', 7, { sort: 'rank', direction: 'asc', page: 0, limit: 0 });
    expect(asked.map((query) => [query.get('page'), query.get('limit')])).toEqual([
      ['20', '500'],
      ['1', '1'],
    ]);
  });
});
