import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readGuessOutcome, siteItemIdOf, type PageContext } from '../../player/site';
import { BELFAST, BROADCHURCH_S1, CLIENT_RENDERED_COOKIE, expectedOf, ITVX_TABLE, VERA_S1E1, watchUrl, type ItvxTitle } from './fixture/catalog';
import { itvxFixtureHandler } from './fixture/serve';
import itvx, { itvxSite } from './site';

function pageAt(url: string, cookie = ''): PageContext {
  const res = itvxFixtureHandler({ url, headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  const address = new URL(url);
  return { url: address, document: parseHTML(String(res.body)).document as unknown as Document, siteItemId: siteItemIdOf(itvx, address) ?? '' };
}

/** The fixture's content API stands in for the network, asked from the web app's origin; every request is recorded. */
function serveApi(change: (body: unknown) => unknown = (body) => body): URL[] {
  const asked: URL[] = [];
  vi.stubGlobal('fetch', async (input: URL | string) => {
    const url = new URL(String(input));
    asked.push(url);
    const res = itvxFixtureHandler({ url: url.href, headers: { origin: 'https://www.itv.com' } });
    const body = res.status === 200 ? JSON.stringify(change(JSON.parse(String(res.body)))) : String(res.body);
    return new Response(body, { status: res.status, headers: res.headers });
  });
  return asked;
}

const guessOf = (title: ItvxTitle, url = watchUrl(title)) => {
  const { kind, title: name, year, season, episode, episodeTitle } = expectedOf(title);
  const siteItemId = new URL(url).pathname.split('/').at(-1)!;
  return kind === 'movie'
    ? { kind, title: name, year, siteItemId }
    : { kind, title: name, season, episode, episodeTitle, siteItemId, siteShowId: title.brand.id };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('itvx adapter: watch paths', () => {
  it.each([
    ['/watch/broadchurch/2a3233/2a3233a0101', '2a3233a0101'],
    ['/watch/some-drama/10a1234/10a1234a0003/', '10a1234a0003'],
    ['/watch/belfast/10a2880', '10a2880'],
    ['/watch', null],
    ['/watch/tv-guide', null],
    ['/watch/categories/drama', null],
    ['/watch/collections/films', null],
    ['/news/2026/some-story', null],
  ])('%s -> %s', (path, expected) => {
    expect(siteItemIdOf(itvx, new URL(path, 'https://www.itv.com'))).toBe(expected);
  });
});

describe('itvx adapter: every table row', () => {
  const named = ITVX_TABLE.filter((row) => row.expected && !row.cookies);
  it.each(named.map((row) => [row.url]))('%s (page data, no request)', async (url) => {
    const asked = serveApi();
    const title = [BELFAST, ...BROADCHURCH_S1].find((candidate) => watchUrl(candidate) === url)!;
    expect(await readGuessOutcome(itvxSite(), pageAt(url))).toEqual({ guess: { ...guessOf(title), site: 'itvx' }, source: 'itvx-next-data' });
    expect(asked).toEqual([]);
  });

  it.each([VERA_S1E1, ...BROADCHURCH_S1, BELFAST].map((title) => [watchUrl(title), title] as const))(
    '%s (client-rendered: the content API)',
    async (url, title) => {
      const asked = serveApi();
      const outcome = await readGuessOutcome(itvxSite(), pageAt(url, `${CLIENT_RENDERED_COOKIE}=1`));
      expect(outcome).toEqual({ guess: { ...guessOf(title), site: 'itvx' }, source: 'itvx-api' });
      const variables = JSON.parse(asked[0]!.searchParams.get('variables')!);
      expect(variables).toEqual({ brandLegacyId: title.brand.id.replace(/a/g, '/'), legacyId: title.id.replace(/a/g, '/') });
    },
  );

  it("a film at its brand's address: the page data by programme id, or the API by brand", async () => {
    serveApi();
    const url = watchUrl(BELFAST, true);
    expect((await readGuessOutcome(itvxSite(), pageAt(url))).guess).toMatchObject({ kind: 'movie', title: 'Belfast', year: 2021, siteItemId: '10a2880' });
    const outcome = await readGuessOutcome(itvxSite(), pageAt(url, `${CLIENT_RENDERED_COOKIE}=1`));
    expect(outcome).toMatchObject({ guess: { kind: 'movie', title: 'Belfast' }, source: 'itvx-api' });
  });

  it('page data left from the page the tab loaded (an in-app move) is not believed: the API names the new episode', async () => {
    serveApi();
    const [first, second] = BROADCHURCH_S1 as [ItvxTitle, ItvxTitle];
    const stale = { ...pageAt(watchUrl(first)), url: new URL(watchUrl(second)), siteItemId: second.id };
    expect(await readGuessOutcome(itvxSite(), stale)).toEqual({ guess: { ...guessOf(second), site: 'itvx' }, source: 'itvx-api' });
  });

  it('asks the API once per item', async () => {
    const asked = serveApi();
    const site = itvxSite();
    for (let i = 0; i < 3; i++) await readGuessOutcome(site, pageAt(watchUrl(VERA_S1E1), `${CLIENT_RENDERED_COOKIE}=1`));
    expect(asked).toHaveLength(1);
  });
});

describe('itvx adapter: a changed answer throws with the reason', () => {
  async function failuresFor(page: PageContext, change?: (body: unknown) => unknown) {
    serveApi(change);
    const failures: string[] = [];
    const outcome = await readGuessOutcome(itvxSite(), page, (source, reason) => failures.push(`${source}: ${reason}`));
    return { outcome, failures };
  }

  it('page data of another shape', async () => {
    const page = pageAt(watchUrl(BROADCHURCH_S1[0]!));
    const script = page.document.querySelector('script#__NEXT_DATA__')!;
    script.textContent = script.textContent!.replace('"series":1', '"series":"1"');
    const { outcome, failures } = await failuresFor(page);
    expect(failures).toEqual(['itvx-next-data: __NEXT_DATA__ changed shape at props.pageProps.episode.series']);
    // The API still names it.
    expect(outcome.guess).toMatchObject({ kind: 'episode', season: 1, episode: 1 });
  });

  it.each([
    ['an answer without data', () => ({ titles: [] }), 'itvx-api: content API answer changed shape at data'],
    [
      'a title without its type',
      () => ({ data: { titles: [{ title: 'Hidden Depths', legacyId: '2/1640/0101' }] } }),
      'itvx-api: content API answer changed shape at data.titles.0.titleType',
    ],
    ['GraphQL errors', () => ({ errors: [{ message: 'Unknown field' }] }), 'itvx-api: content API answered GraphQL errors'],
  ])('%s', async (_what, change, reason) => {
    const { outcome, failures } = await failuresFor(pageAt(watchUrl(VERA_S1E1), `${CLIENT_RENDERED_COOKIE}=1`), change);
    expect(failures).toEqual([reason]);
    expect(outcome).toEqual({ guess: null, refused: false });
  });

  it('an error status', async () => {
    vi.stubGlobal('fetch', async () => new Response('no', { status: 503 }));
    const failures: string[] = [];
    await readGuessOutcome(itvxSite(), pageAt(watchUrl(VERA_S1E1), `${CLIENT_RENDERED_COOKIE}=1`), (source, reason) => failures.push(`${source}: ${reason}`));
    expect(failures).toEqual(['itvx-api: content API answered an error']);
  });
});
