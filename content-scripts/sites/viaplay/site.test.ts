import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readGuess, readGuessOutcome, siteItemIdOf, type PageContext } from '../../player/site';
import {
  CHANNEL,
  DERBY_LIVE,
  LET_THE_RIGHT_ONE_IN,
  MR_ROBOT_S4E1,
  playerUrl,
  productUrl,
  VIAPLAY_TABLE,
  WISTING_S1E2,
  WISTING_S2E3,
  WISTING_S2E4,
} from './fixture/catalog';
import { viaplayFixtureHandler } from './fixture/serve';
import { contentBase, slugNumbers, verdictFromAnswer } from './metadata';
import viaplay, { viaplaySite } from './site';

function pageAt(url: string): PageContext {
  const response = viaplayFixtureHandler({ url, headers: {} });
  expect(response.status).toBe(200);
  const address = new URL(url);
  return { url: address, document: parseHTML(String(response.body)).document as unknown as Document, siteItemId: siteItemIdOf(viaplay, address) ?? '' };
}

/** The fixture's content API stands in for the network, with the session cookie a page sets. */
function serveApi(cookie = 'vp_session=t'): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: URL | string) => {
    asked.push(String(input));
    const response = viaplayFixtureHandler({ url: String(input), headers: { cookie } });
    return new Response(String(response.body), { status: response.status, headers: response.headers });
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('viaplay adapter: addresses', () => {
  it.each([
    ['https://viaplay.se/player/default/serier/some-show/sasong-1/avsnitt-1', 'serier/some-show/sasong-1/avsnitt-1'],
    ['https://viaplay.no/player/default/serier/mr.-robot/sesong-4/episode-1/', 'serier/mr.-robot/sesong-4/episode-1'],
    ['https://viaplay.com/us-en/player/default/series/wisting/season-2/episode-4', 'series/wisting/season-2/episode-4'],
    ['https://viaplay.se/player/default/film/arrival-2016', 'film/arrival-2016'],
    ['https://viaplay.se/serier/wisting', null],
    ['https://viaplay.se/player/default/', null],
    ['https://viaplay.se/player/default//evil.example/x', null],
  ])('%s plays %s', (url, id) => {
    expect(siteItemIdOf(viaplay, new URL(url))).toBe(id);
  });

  it("asks the content API of the page region: the TLD, or viaplay.com's /{cc}-{lang} prefix", () => {
    expect(contentBase(new URL('https://viaplay.dk/player/default/x'))).toBe('https://content.viaplay.dk/pcdash-dk/');
    expect(contentBase(new URL('https://viaplay.com/us-en/player/default/x'))).toBe('https://content.viaplay.com/pcdash-us/');
    expect(contentBase(new URL('https://viaplay.com/player/default/x'))).toBeNull();
    expect(contentBase(new URL('https://example.se/'))).toBeNull();
  });

  it.each([
    ['serier/wisting/sasong-2/avsnitt-3', { season: 2, episode: 3 }],
    ['serier/mr.-robot/sesong-4/episode-1', { season: 4, episode: 1 }],
    ['seriale/wisting/sezon-1/odcinek-2', { season: 1, episode: 2 }],
    ['sarjat/wisting/kausi-1/jakso-10', { season: 1, episode: 10 }],
    ['serier/wisting/s%C3%A6son-2/afsnit-5', { season: 2, episode: 5 }],
    ['film/arrival-2016', null],
    ['2016', null],
    ['sport/fodbold/superligaen/fc-kobenhavn-brondby-if', null],
  ])('slugs %s number %o', (path, numbers) => {
    expect(slugNumbers(path)).toEqual(numbers);
  });
});

describe('viaplay adapter: the content API names what plays', () => {
  it.each(VIAPLAY_TABLE.filter((row) => row.expected).map((row) => [row.url, row.expected!] as const))('%s', async (url, expected) => {
    const asked = serveApi();
    const guess = await readGuess(viaplaySite(), pageAt(url));
    // A film is named by the region's title and its IMDb id (the service's title may differ).
    const { title, ...item } = expected;
    expect(guess).toMatchObject({ site: 'viaplay', ...item, ...(item.kind === 'episode' ? { title } : { ids: { imdb: expect.any(String) } }) });
    expect(asked).toEqual([`${contentBase(new URL(url))}${siteItemIdOf(viaplay, new URL(url))}?partial=true`]);
  });

  it("a film carries its IMDb id and the region's title; an episode has no year (the API's is the episode's)", async () => {
    serveApi();
    expect(await readGuess(viaplaySite(), pageAt(productUrl(LET_THE_RIGHT_ONE_IN)))).toMatchObject({
      kind: 'movie',
      title: 'Låt den rätte komma in',
      year: 2008,
      ids: { imdb: 'tt1139797' },
    });
    expect(await readGuess(viaplaySite(), pageAt(productUrl(WISTING_S2E3)))).not.toHaveProperty('year');
  });

  it('strips the number prefix of an episode title, and takes the season from the address where the answer has none', async () => {
    serveApi();
    expect(await readGuess(viaplaySite(), pageAt(productUrl(WISTING_S2E3)))).toMatchObject({ episodeTitle: 'Katharina-koden' });
    expect(await readGuess(viaplaySite(), pageAt(productUrl(WISTING_S1E2)))).toMatchObject({ season: 1, episode: 2, episodeTitle: 'Ślady na śniegu' });
    expect(await readGuess(viaplaySite(), pageAt(productUrl(WISTING_S2E4)))).toMatchObject({ title: 'Wisting', season: 2, episode: 4 });
    expect(await readGuess(viaplaySite(), pageAt(productUrl(MR_ROBOT_S4E1)))).toMatchObject({ title: 'Mr. Robot', episodeTitle: '401 Unauthorized' });
  });

  it.each([
    ['live sport', productUrl(DERBY_LIVE)],
    ['a channel', playerUrl(CHANNEL.region, CHANNEL.path)],
  ])('refuses %s: nothing is guessed and no weaker source may name it', async (_what, url) => {
    serveApi();
    expect(await readGuessOutcome(viaplaySite(), pageAt(url))).toEqual({ guess: null, refused: true });
  });

  it('asks once per path for as long as the script lives', async () => {
    const asked = serveApi();
    const site = viaplaySite();
    const page = pageAt(productUrl(WISTING_S2E3));
    await readGuess(site, page);
    await readGuess(site, page);
    expect(asked).toHaveLength(1);
  });

  it('names the failure when the API refuses (no session) or changes shape', async () => {
    serveApi('');
    const failures: string[] = [];
    await readGuessOutcome(viaplaySite(), pageAt(productUrl(WISTING_S2E3)), (source, reason) => failures.push(`${source}: ${reason}`));
    expect(failures).toEqual(['viaplay-content-api: content API answered an error']);
    expect(() =>
      verdictFromAnswer({ _embedded: { 'viaplay:product': { type: 'episode', content: { title: 'x', series: { title: 'y' } } } } }, 'serier/y/a/b'),
    ).toThrow(/content\.series\.episodeNumber/u);
    expect(() => verdictFromAnswer({ type: 'page' }, 'x')).toThrow(/viaplay:product/u);
    expect(() => verdictFromAnswer({ type: 'page', pageType: 'product' }, 'x')).toThrow(/viaplay:product/u);
  });
});
