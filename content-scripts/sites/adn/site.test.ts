import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readGuessOutcome, siteItemIdOf, type PageContext } from '../../player/site';
import { ADN_OLD_ORIGIN, ADN_TABLE, NGNL_TRAILER, ngnl, RAGNA_CRIMSON_6, watchUrl } from './fixture/catalog';
import { adnFixtureHandler } from './fixture/serve';
import adn, { adnSite } from './site';

function servedPage(url: string, cookie = ''): PageContext {
  const response = adnFixtureHandler({ url, headers: { cookie } });
  expect(response.status).toBe(200);
  const parsed = new URL(url);
  return { url: parsed, document: parseHTML(String(response.body)).document as unknown as Document, siteItemId: siteItemIdOf(adn, parsed) ?? '' };
}

/** The fixture stands in for the network, from the page's origin with its cookies; every request is noted. */
const asked: Array<{ url: string; headers: Record<string, string> }> = [];
function serveSite(cookie = ''): void {
  vi.stubGlobal('fetch', async (input: URL | string, init: RequestInit = {}) => {
    const headers = { ...(init.headers as Record<string, string>), cookie };
    asked.push({ url: String(input), headers });
    const response = adnFixtureHandler({ url: String(input), method: init.method ?? 'GET', headers });
    return new Response(String(response.body), { status: response.status, headers: response.headers });
  });
}

afterEach(() => {
  asked.length = 0;
  vi.unstubAllGlobals();
});

const cookiesOf = (row: (typeof ADN_TABLE)[number]) => row.cookies?.map(({ name, value }) => `${name}=${value}`).join('; ') ?? '';

describe('adn adapter: watch paths', () => {
  it.each([
    ['/video/315-no-game-no-life/5008-episode-6', '5008'],
    ['/video/558-fruits-basket/9841-episode-1-a-ce-soir', '9841'],
    ['/de/video/1092-ragna-crimson/23531-folge-6-wiedersehen', '23531'],
    ['/video/315-no-game-no-life/5008', '5008'],
    ['/video/315-no-game-no-life', null],
    ['/video/315-no-game-no-life/', null],
    ['/catalog', null],
    ['/', null],
  ])('%s -> %s', (path, expected) => {
    expect(siteItemIdOf(adn, new URL(path, 'https://animationdigitalnetwork.com'))).toBe(expected);
  });
});

describe('adn adapter: every table row', () => {
  it.each(ADN_TABLE.map((row) => [row.url, row] as const))('%s', async (url, row) => {
    serveSite(cookiesOf(row));
    const outcome = await readGuessOutcome(adnSite(), servedPage(url, cookiesOf(row)));
    if (!row.expected) {
      expect(outcome).toEqual({ guess: null, refused: true });
      return;
    }
    // The page starts on the episode the row autoplays from.
    const expected = row.autoplaysFrom ?? row.expected;
    expect(outcome.guess).toMatchObject({ ...expected, site: 'adn' });
    expect('source' in outcome && outcome.source).toBe(row.cookies?.some((cookie) => cookie.name === 'wm_api') ? 'adn-json-ld' : 'adn-api');
  });

  it("asks the API of the page's own domain, for the catalogue its path names", async () => {
    serveSite();
    await readGuessOutcome(adnSite(), servedPage(watchUrl(ngnl(8), ADN_OLD_ORIGIN)));
    await readGuessOutcome(adnSite(), servedPage(watchUrl(RAGNA_CRIMSON_6)));
    expect(asked.map(({ url, headers }) => [url, headers['x-target-distribution']])).toEqual([
      ['https://gw.api.animationdigitalnetwork.fr/video/5010', 'fr'],
      ['https://gw.api.animationdigitalnetwork.com/video/23531', 'de'],
    ]);
  });

  it('names the episode with its season, its title and its show, once per video', async () => {
    serveSite();
    const site = adnSite();
    const page = servedPage(watchUrl(ngnl(6)));
    const first = await readGuessOutcome(site, page);
    await readGuessOutcome(site, page);
    expect(first).toEqual({
      guess: {
        site: 'adn',
        kind: 'episode',
        title: 'No Game No Life',
        season: 1,
        episode: 6,
        episodeTitle: 'Le joueur 6',
        siteItemId: '5008',
        siteShowId: '315',
      },
      source: 'adn-api',
    });
    expect(asked).toHaveLength(1);
  });
});

describe('adn adapter: what it will not guess, and what broke', () => {
  it('the trailer is refused: no weaker source may name it', async () => {
    serveSite();
    const site = adnSite();
    const page = servedPage(watchUrl(NGNL_TRAILER));
    expect(await readGuessOutcome(site, page)).toEqual({ guess: null, refused: true });
    expect(site.refuses!(page)).toBe(true);
  });

  it("after the player moved on, the first episode's JSON-LD names nothing", async () => {
    serveSite('wm_api=down');
    const page = servedPage(watchUrl(ngnl(10)), 'wm_api=down');
    const moved = { ...page, url: new URL(watchUrl(ngnl(11))), siteItemId: String(ngnl(11).id) };
    // The loaded address is the first episode's (what the browser's navigation entry says).
    Object.defineProperty(page.document, 'defaultView', { value: { performance: { getEntriesByType: () => [{ name: watchUrl(ngnl(10)) }] } } });
    const failures: string[] = [];
    expect(await readGuessOutcome(adnSite(), moved, (source, reason) => failures.push(`${source}: ${reason}`))).toEqual({ guess: null, refused: false });
    expect(failures).toEqual(['adn-api: video API answered an error']);
  });

  it('a changed video answer is named where it changed', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ video: { id: 5008, type: 'EPS', shortNumber: '6', show: { id: 315, name: 'No Game No Life' } } }), { status: 200 }),
    );
    const failures: string[] = [];
    const outcome = await readGuessOutcome(adnSite(), servedPage(watchUrl(ngnl(6))), (source, reason) => failures.push(`${source}: ${reason}`));
    expect(failures).toEqual(['adn-api: video answer changed shape at video.show.title']);
    // The page's JSON-LD still names it, with PreMiD's "Épisode N : " cut from the title.
    expect(outcome).toMatchObject({ guess: { title: 'No Game No Life', season: 1, episode: 6, episodeTitle: 'Le joueur 6' }, source: 'adn-json-ld' });
  });

  it('an answer about another video is not taken', async () => {
    const page = servedPage(watchUrl(ngnl(6)));
    const failures: string[] = [];
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ video: { id: 1, type: 'EPS', shortNumber: '1', show: { id: 1, title: 'Another' } } }), { status: 200 }),
    );
    await readGuessOutcome(adnSite(), page, (_source, reason) => failures.push(reason));
    expect(failures).toEqual(['video answer describes another video']);
  });
});

describe('adn adapter: the player', () => {
  it('follows only the video.js player, and its ad class', () => {
    const { document } = servedPage(watchUrl(ngnl(6)));
    expect(adn.isPreview!(document.querySelector('video.vjs-tech') as unknown as HTMLVideoElement)).toBe(false);
    const teaser = document.createElement('video');
    document.body.append(teaser);
    expect(adn.isPreview!(teaser as unknown as HTMLVideoElement)).toBe(true);
    expect(adn.isAdPlaying!(document)).toBe(false);
    document.querySelector('.video-js')!.classList.add('vjs-ad-playing');
    expect(adn.isAdPlaying!(document)).toBe(true);
  });
});
