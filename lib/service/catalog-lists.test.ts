import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../config';
import { pickRandom, readAiring, readBest, readGenre, readPremieres, searchCatalog } from './catalog-lists';
import { ServiceError } from './errors';
import type { HttpDeps } from './http';

interface Answer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A fetch that answers from a script and records the URLs and methods it was asked for. */
function scripted(answer: Answer) {
  const asked: Array<{ method: string; url: URL; body?: unknown }> = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push({ method: init?.method ?? 'GET', url: new URL(String(input)), ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json', ...answer.headers } });
  }) as typeof globalThis.fetch;
  const deps: HttpDeps = { config: resolveConfig({}), fetch };
  return { deps, asked };
}

const ids = (svc: number) => ({ svc, slug: `t-${svc}` });

describe('catalog lists (spec 4.1)', () => {
  it('airing: TV items keep their season, anime items their format; rank 999999 and null read as unranked', async () => {
    const { deps, asked } = scripted({
      body: [
        {
          title: 'A',
          year: 2026,
          date: '2026-05-01T21:00:00-05:00',
          poster: 'p1',
          rank: 999_999,
          url: '/anime/1',
          ids: ids(30001),
          episode: { episode: 5, url: '/x' },
          anime_type: 'music video',
        },
        { title: 'B', year: null, date: null, poster: 'p2', rank: 4, url: '/anime/2', ids: ids(30002), episode: { episode: 1, url: '/y' } },
      ],
    });
    const { cards } = await readAiring(deps, 'tok', 'anime', 'tomorrow', 'rank');
    expect(asked[0]!.url.pathname).toBe('/anime/airing');
    expect(Object.fromEntries(asked[0]!.url.searchParams)).toMatchObject({ date: 'tomorrow', sort: 'rank' });
    expect(cards).toEqual([
      {
        kind: 'anime',
        svcId: 30001,
        title: 'A',
        year: 2026,
        poster: 'p1',
        airsAt: '2026-05-01T21:00:00-05:00',
        episode: 5,
        rank: null,
        animeType: 'music video',
      },
      { kind: 'anime', svcId: 30002, title: 'B', poster: 'p2', airsAt: null, episode: 1, rank: 4 },
    ]);
  });

  it('an empty day is [] and shows nothing, not an error', async () => {
    const { deps } = scripted({ body: [] });
    expect((await readAiring(deps, 'tok', 'tv', 'today', 'time')).cards).toEqual([]);
  });

  it('genres: asks a clamped page and limit, and reads where the answer stands from the headers', async () => {
    const { deps, asked } = scripted({
      body: [{ title: 'Heat', year: 1995, type: 'movie', poster: null, rating: 8.3, ids: ids(10001) }],
      headers: { 'X-Pagination-Page': '3', 'X-Pagination-Limit': '12', 'X-Pagination-Page-Count': '3', 'X-Pagination-Item-Count': '25' },
    });
    const result = await readGenre(deps, 'tok', 'movie', 'crime', 'rating', 3);
    expect(asked[0]!.url.pathname).toBe('/movies/genres/crime/rating');
    expect(asked[0]!.url.searchParams.get('page')).toBe('3');
    expect(asked[0]!.url.searchParams.get('limit')).toBe('6');
    expect(result.cards).toEqual([{ kind: 'movie', svcId: 10001, title: 'Heat', year: 1995, poster: null, rating: 8.3 }]);
    expect(result.page).toEqual({ page: 3, limit: 12, pageCount: 3, itemCount: 25 });
    await readGenre(deps, 'tok', 'movie', 'crime', 'rating', 99);
    expect(asked[1]!.url.searchParams.get('page')).toBe('20');
  });

  it('an unknown premieres param (400 wrong_parameter) or a 404 path is "nothing here"', async () => {
    const wrong = scripted({ status: 400, body: { error: 'wrong_parameter', code: 400, message: 'premieres: x' } });
    expect(await readPremieres(wrong.deps, 'tok', 'tv', 'new', 1)).toEqual({ cards: [], page: null });
    const missing = scripted({ status: 404, body: { error: 'id_err', code: 404 } });
    expect(await readGenre(missing.deps, 'tok', 'tv', 'drama', 'title', 1)).toEqual({ cards: [], page: null });
  });

  it("other errors stay errors (a signed-out V2 search is the caller's to explain)", async () => {
    const { deps } = scripted({ status: 401, body: { error: 'user_token_required', code: 401 } });
    await expect(searchCatalog(deps, undefined, 'tv', 'dark', 1)).rejects.toBeInstanceOf(ServiceError);
  });

  it('best-of: a filter outside the known set is not even asked for', async () => {
    const { deps, asked } = scripted({ body: [] });
    expect(await readBest(deps, 'tok', 'tv', 'music')).toEqual({ cards: [], page: null });
    expect(asked).toEqual([]);
  });

  it('search: the title text in `q`, default page size 10', async () => {
    const { deps, asked } = scripted({
      body: [{ title: 'Dark', year: 2017, type: 'tv', poster: 'dark', ids: ids(20004) }],
      headers: { 'X-Pagination-Page-Count': '1' },
    });
    const { cards } = await searchCatalog(deps, 'tok', 'tv', 'dark', 1);
    expect(asked[0]!.url.pathname).toBe('/search/tv');
    expect(asked[0]!.url.searchParams.get('q')).toBe('dark');
    expect(asked[0]!.url.searchParams.get('limit')).toBe('10');
    expect(cards[0]).toMatchObject({ kind: 'show', svcId: 20004 });
  });

  it('random: sends only the filters given; [] is no pick', async () => {
    const hit = scripted({ body: { title: 'Dark', year: 2017, type: 'tv', poster: 'dark', ids: ids(20004) } });
    expect(await pickRandom(hit.deps, 'tok', { kind: 'tv', genre: 'drama' })).toMatchObject({ kind: 'show', svcId: 20004 });
    expect(hit.asked[0]).toMatchObject({ method: 'POST', body: { type: 'tv', genre: 'drama' } });
    const none = scripted({ body: [] });
    expect(await pickRandom(none.deps, 'tok', { year: 1900 })).toBeNull();
  });
});
