import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readGuessOutcome, siteItemIdOf, type PageContext } from '../../player/site';
import { AFTERSUN, EN_US, MUBI_TABLE, PAST_LIVES, PERFECT_DAYS, playerUrl } from './fixture/catalog';
import { mubiFixtureHandler } from './fixture/serve';
import mubi, { mubiSite } from './site';

function servedPage(url: string): PageContext {
  const response = mubiFixtureHandler({ url, headers: {} });
  expect(response.status).toBe(200);
  const parsed = new URL(url);
  return { url: parsed, document: parseHTML(String(response.body)).document as unknown as Document, siteItemId: siteItemIdOf(mubi, parsed) ?? '' };
}

/** The fixture stands in for the network, with the row's cookies; every request is noted. */
const asked: Array<{ url: string; headers: Record<string, string> }> = [];
function serveSite(cookie = '', status?: number): void {
  vi.stubGlobal('fetch', async (input: URL | string, init: RequestInit = {}) => {
    const headers = { ...(init.headers as Record<string, string>), cookie, origin: 'https://mubi.com' };
    asked.push({ url: String(input), headers });
    const response = mubiFixtureHandler({ url: String(input), method: init.method ?? 'GET', headers });
    return new Response(String(response.body), { status: status ?? response.status, headers: response.headers });
  });
}

afterEach(() => {
  asked.length = 0;
  vi.unstubAllGlobals();
});

describe('mubi adapter: watch paths', () => {
  it.each([
    ['/en/us/films/perfect-days/player', 'perfect-days'],
    ['/en/films/perfect-days/player', 'perfect-days'],
    ['/us/films/perfect-days/player', 'perfect-days'],
    ['/films/perfect-days/player', 'perfect-days'],
    ['/de/de/films/past-lives/player/', 'past-lives'],
    ['/pt-br/br/films/366535/player', '366535'],
    ['/en/us/films/perfect-days', null],
    ['/en/us/films/perfect-days/trailer', null],
    ['/en/us/shows/some-show/player', null],
    ['/en/us', null],
  ])('%s -> %s', (path, expected) => {
    expect(siteItemIdOf(mubi, new URL(path, 'https://mubi.com'))).toBe(expected);
  });
});

describe('mubi adapter: every table row', () => {
  it.each(MUBI_TABLE.map((row) => [row.url, row] as const))('%s', async (url, row) => {
    serveSite(row.cookies?.map(({ name, value }) => `${name}=${value}`).join('; ') ?? '');
    const page = servedPage(url);
    if (!row.expected) {
      // The film page and its trailer: no watch page.
      expect(page.siteItemId).toBe('');
      return;
    }
    const outcome = await readGuessOutcome(mubiSite(), page);
    const source = row.cookies ? 'mubi-next-data' : 'mubi-film-api';
    expect(outcome).toEqual({ guess: { ...row.expected, site: 'mubi', siteItemId: page.siteItemId }, source });
  });

  it('asks the film API in English with the session the page carries, once per film', async () => {
    serveSite();
    const site = mubiSite();
    const page = servedPage(playerUrl(PAST_LIVES, { prefix: '/de/de', language: 'de', country: 'DE' }));
    await readGuessOutcome(site, page);
    await readGuessOutcome(site, page);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe('https://api.mubi.com/v3/films/past-lives');
    expect(asked[0]!.headers).toMatchObject({ CLIENT: 'web', CLIENT_COUNTRY: 'DE', 'accept-language': 'en' });
    expect(asked[0]!.headers.authorization).toMatch(/^Bearer \S+$/u);
  });
});

describe('mubi adapter: what it will not guess, and what broke', () => {
  it('signed out: the API is not asked, and __NEXT_DATA__ names the film', async () => {
    serveSite();
    const page = servedPage(playerUrl(PERFECT_DAYS, EN_US));
    const data = page.document.getElementById('__NEXT_DATA__')!;
    data.textContent = data.textContent!.replace(/"Authorization":"Bearer [^"]+",?/u, '');
    expect(await readGuessOutcome(mubiSite(), page)).toMatchObject({ guess: { title: 'Perfect Days', year: 2023 }, source: 'mubi-next-data' });
    expect(asked).toEqual([]);
  });

  it("after an in-app move to another film, the first film's __NEXT_DATA__ names nothing", async () => {
    serveSite('wm_api=down');
    const page = servedPage(playerUrl(PERFECT_DAYS, EN_US));
    const moved = { ...page, url: new URL(playerUrl(AFTERSUN, EN_US)), siteItemId: 'aftersun' };
    const failures: string[] = [];
    expect(await readGuessOutcome(mubiSite(), moved, (source, reason) => failures.push(`${source}: ${reason}`))).toEqual({ guess: null, refused: false });
    expect(failures).toEqual(['mubi-film-api: film API answered an error']);
  });

  it('a changed film answer is named where it changed', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ id: 366535, slug: 'perfect-days', name: 'Perfect Days' }), { status: 200 }));
    const failures: string[] = [];
    const outcome = await readGuessOutcome(mubiSite(), servedPage(playerUrl(PERFECT_DAYS, EN_US)), (source, reason) => failures.push(`${source}: ${reason}`));
    expect(failures).toEqual(['mubi-film-api: film answer changed shape at title']);
    // The page's own data still names it.
    expect(outcome).toMatchObject({ guess: { title: 'Perfect Days' }, source: 'mubi-next-data' });
  });

  it('an answer about another film is not taken', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ id: 1, slug: 'another-film', title: 'Another Film', year: 2001 }), { status: 200 }));
    const failures: string[] = [];
    await readGuessOutcome(mubiSite(), servedPage(playerUrl(PERFECT_DAYS, EN_US)), (_source, reason) => failures.push(reason));
    expect(failures).toEqual(['film answer describes another film']);
  });

  it('a changed __NEXT_DATA__ film is named where it changed', async () => {
    serveSite('wm_api=down');
    const page = servedPage(playerUrl(PERFECT_DAYS, EN_US));
    const data = page.document.getElementById('__NEXT_DATA__')!;
    data.textContent = data.textContent!.replace('"slug":"perfect-days"', '"slug":7');
    const failures: string[] = [];
    await readGuessOutcome(mubiSite(), page, (source, reason) => failures.push(`${source}: ${reason}`));
    expect(failures).toContain('mubi-next-data: __NEXT_DATA__ changed shape at initFilm.slug');
  });
});
