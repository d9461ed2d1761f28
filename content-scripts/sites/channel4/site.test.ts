import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readGuessOutcome, siteItemIdOf, type PageContext } from '../../player/site';
import { C4_TABLE, expectedOf, PEEP_SHOW_S1, TRAINSPOTTING, watchUrl, type C4Programme } from './fixture/catalog';
import { channel4FixtureHandler } from './fixture/serve';
import channel4, { channel4Site } from './site';

function pageAt(url: string): PageContext {
  const res = channel4FixtureHandler({ url, headers: {} });
  expect(res.status).toBe(200);
  const address = new URL(url);
  return { url: address, document: parseHTML(String(res.body)).document as unknown as Document, siteItemId: siteItemIdOf(channel4, address) ?? '' };
}

/** The fixture's same-origin data stands in for the network; every path asked is recorded. */
function serveData(change: (path: string, body: unknown) => unknown = (_path, body) => body): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: URL | string) => {
    const url = new URL(String(input));
    asked.push(url.pathname);
    const res = channel4FixtureHandler({ url: url.href, headers: {} });
    const body = res.status === 200 ? JSON.stringify(change(url.pathname, JSON.parse(String(res.body)))) : String(res.body);
    return new Response(body, { status: res.status, headers: res.headers });
  });
  return asked;
}

const guessOf = (programme: C4Programme) => {
  const expected = expectedOf(programme);
  return programme.episode === undefined
    ? { ...expected, siteItemId: programme.id }
    : { ...expected, episodeTitle: programme.episodeTitle, siteItemId: programme.id, siteShowId: programme.brand.websafe };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('channel4 adapter: watch paths', () => {
  it.each([
    ['/programmes/frasier/on-demand/18926-001', '18926-001'],
    ['/programmes/black-mirror/on-demand/49114-002/', '49114-002'],
    ['/programmes/peep-show', null],
    ['/now/E4', null],
    ['/now/c4', null],
    ['/my4', null],
    ['/tv-guide', null],
  ])('%s -> %s', (path, expected) => {
    expect(siteItemIdOf(channel4, new URL(path, 'https://www.channel4.com'))).toBe(expected);
  });
});

describe('channel4 adapter: every table row', () => {
  const programmes = [TRAINSPOTTING, ...PEEP_SHOW_S1];
  const rows = C4_TABLE.filter((row) => row.expected && !row.autoplaysFrom).map((row) => [row.url, programmes.find((p) => watchUrl(p) === row.url)!] as const);

  it.each(rows)('%s (asset data)', async (url, programme) => {
    const asked = serveData();
    expect(await readGuessOutcome(channel4Site(), pageAt(url))).toEqual({ guess: { ...guessOf(programme), site: 'channel4' }, source: 'channel4-asset' });
    expect(asked).toEqual([`/vod/stream/${programme.id}`, `/player/${programme.brand.websafe}/asset/${programme.transcodeId}`]);
  });

  it.each(rows)("%s (asset data unreachable: the player's details)", async (url, programme) => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const failures: string[] = [];
    const outcome = await readGuessOutcome(channel4Site(), pageAt(url), (source) => failures.push(source));
    // The details name no year and no episode title.
    const { kind, title, season, episode } = expectedOf(programme);
    expect(outcome).toEqual({
      guess: { kind, title, siteItemId: programme.id, site: 'channel4', ...(episode !== undefined ? { season, episode } : {}) },
      source: 'channel4-details',
    });
    expect(failures).toEqual(['channel4-asset']);
  });

  it('after autoplay moved the address, the next programme is asked about; each once', async () => {
    const asked = serveData();
    const site = channel4Site();
    const [, second, third] = PEEP_SHOW_S1 as [C4Programme, C4Programme, C4Programme];
    const page = pageAt(watchUrl(second));
    await readGuessOutcome(site, page);
    const moved = { ...page, url: new URL(watchUrl(third)), siteItemId: third.id };
    expect((await readGuessOutcome(site, moved)).guess).toMatchObject({ season: 1, episode: 3, siteItemId: third.id });
    await readGuessOutcome(site, moved);
    expect(asked.filter((path) => path.startsWith('/vod/stream/'))).toEqual([`/vod/stream/${second.id}`, `/vod/stream/${third.id}`]);
  });

  it('a details line that does not read "Series N Episode N" names nothing', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 500 }));
    const page = pageAt(watchUrl(PEEP_SHOW_S1[0]!));
    page.document.querySelector('[class="all4-brandhubs-details__episode-number"]')!.textContent = 'Coming up next';
    expect(await readGuessOutcome(channel4Site(), page)).toEqual({ guess: null, refused: false });
  });
});

describe('channel4 adapter: a changed answer throws with the reason', () => {
  it.each([
    [
      'the stream',
      (path: string, body: unknown) => (path.startsWith('/vod/') ? { brand: 'peep-show' } : body),
      'asset data changed shape at stream.webSafeBrandTitle',
    ],
    ['the asset', (path: string, body: unknown) => (path.startsWith('/player/') ? { data: body } : body), 'asset data changed shape at asset answer.asset'],
    [
      'its numbers',
      (path: string, body: unknown) => (path.startsWith('/player/') ? { asset: { brandTitle: 'Peep Show', programmeType: 'SE', episodeNumber: '2' } } : body),
      'asset data changed shape at asset.episodeNumber',
    ],
  ])('%s', async (_what, change, reason) => {
    serveData(change);
    const failures: string[] = [];
    const outcome = await readGuessOutcome(channel4Site(), pageAt(watchUrl(PEEP_SHOW_S1[1]!)), (source, why) => failures.push(`${source}: ${why}`));
    expect(failures).toEqual([`channel4-asset: ${reason}`]);
    expect(outcome).toMatchObject({ source: 'channel4-details' });
  });
});

describe('channel4 adapter: adverts never count', () => {
  const withAdvert = () => {
    const { document } = pageAt(watchUrl(PEEP_SHOW_S1[0]!));
    document
      .querySelector('.all4-player')!
      .insertAdjacentHTML('beforeend', '<div class="all4-player__adverts"><video class="all4-player__advert-video"></video></div>');
    return document;
  };

  it("the advert's own <video> is never the programme; while an advert shows, nothing is reported", () => {
    const document = withAdvert();
    expect(channel4.isPreview!(document.querySelector('.all4-player__advert-video') as HTMLVideoElement)).toBe(true);
    expect(channel4.isPreview!(document.querySelector('.all4-player__screen video') as HTMLVideoElement)).toBe(false);
    expect(channel4.isAdPlaying!(document)).toBe(true);
    document.querySelector('.all4-player__adverts')!.remove();
    expect(channel4.isAdPlaying!(document)).toBe(false);
  });

  it("the page's own advertising slots outside the player are no ad break", () => {
    const { document } = pageAt(watchUrl(PEEP_SHOW_S1[0]!));
    document.body.insertAdjacentHTML('beforeend', '<aside class="page-advert-slot"><video></video></aside>');
    expect(channel4.isAdPlaying!(document)).toBe(false);
  });
});
