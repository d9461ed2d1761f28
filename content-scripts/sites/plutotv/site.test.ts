import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BREAKING_BAD_S1, DARK_S1, KNIVES_OUT, liveUrl, PLUTO_TABLE, watchUrl, type PlutoTableRow } from './fixture/catalog';
import { plutoFixtureHandler } from './fixture/serve';
import { readGuessOutcome, siteItemIdOf, type PageContext } from '../../player/site';
import { fromPlutoOverlay, seekBarTimeline } from './player';
import plutotv, { plutotvSite } from './site';

const named = PLUTO_TABLE.filter((row): row is PlutoTableRow & { expected: NonNullable<PlutoTableRow['expected']> } => row.expected !== null);

function pageAt(url: string): PageContext {
  const res = plutoFixtureHandler({ url, headers: {} });
  expect(res.status).toBe(200);
  const { document } = parseHTML(String(res.body));
  const address = new URL(url);
  return { url: address, document: document as unknown as Document, siteItemId: siteItemIdOf(plutotv, address) ?? '' };
}

/** The fixture's API hosts stand in for the network, asked from the web app's origin; every request is recorded. */
function serveApi(change: (url: URL, body: unknown) => unknown = (_url, body) => body): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init: RequestInit = {}) => {
    const url = new URL(String(input));
    asked.push(`${url.host}${url.pathname}`);
    const headers = { origin: 'https://pluto.tv', ...(init.headers as Record<string, string> | undefined) };
    const res = plutoFixtureHandler({ url: url.href, headers });
    const body = res.status === 200 ? JSON.stringify(change(url, JSON.parse(String(res.body)))) : String(res.body);
    return new Response(body, { status: res.status, headers: res.headers });
  });
  return asked;
}

const serveNothing = () =>
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('Failed to fetch');
  });

function guessOf(row: (typeof named)[number]) {
  const siteItemId = new URL(row.url).pathname.split('/').at(-1)!;
  return row.item!.series ? { ...row.expected, siteItemId, siteShowId: row.item!.series.id } : { ...row.expected, siteItemId };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('plutotv adapter: watch paths', () => {
  it.each([
    ['/on-demand/movies/knives-out-2019-1-1', 'knives-out-2019-1-1'],
    ['/en/on-demand/movies/616872fc0b4e8f001a960443', '616872fc0b4e8f001a960443'],
    ['/on-demand/series/i-love-money/season/2/episode/its-in-the-cards-2009-2-3', 'its-in-the-cards-2009-2-3'],
    ['/en/on-demand/series/manhunters-fugitive-task-force/seasons/1/episode/third-times-the-charm-1-1', 'third-times-the-charm-1-1'],
    ['/it/on-demand/series/csi-vegas/episode/legacy-2021-1-1', 'legacy-2021-1-1'],
    ['/de/on-demand/series/dark/season/1/episode/gestern-und-heute-2017-1-3/', 'gestern-und-heute-2017-1-3'],
    ['/on-demand/movies/616872fc0b4e8f001a960443/details', null],
    ['/on-demand/series/i-love-money/season/1', null],
    ['/on-demand/series/i-love-money/details/season/1', null],
    ['/live-tv/pluto-tv-sci-fi', null],
    ['/de/live-tv/pluto-tv-sci-fi', null],
    ['/on-demand', null],
  ])('%s -> %s', (path, expected) => {
    expect(siteItemIdOf(plutotv, new URL(path, 'https://pluto.tv'))).toBe(expected);
  });
});

describe('plutotv adapter: every table row', () => {
  it.each(named.map((row) => [row.url, row] as const))('%s (VOD API)', async (_url, row) => {
    serveApi();
    const outcome = await readGuessOutcome(plutotvSite(), pageAt(row.url), () => undefined);
    expect(outcome).toEqual({ guess: { ...guessOf(row), site: 'plutotv' }, source: 'plutotv-api' });
  });

  it.each(named.map((row) => [row.url, row] as const))('%s (API unreachable: the player overlay)', async (_url, row) => {
    serveNothing();
    const failures: string[] = [];
    const outcome = await readGuessOutcome(plutotvSite(), pageAt(row.url), (source) => failures.push(source));
    // The overlay has no show id, and a film's year is the API's alone.
    const { siteShowId: _id, ...guess } = guessOf(row) as ReturnType<typeof guessOf> & { siteShowId?: string };
    const { year: _year, ...withoutYear } = guess as typeof guess & { year?: number };
    expect(outcome).toEqual({ guess: { ...withoutYear, site: 'plutotv' }, source: 'plutotv-overlay' });
    expect(failures).toEqual(['plutotv-api']);
  });

  it("a live channel is no watch page; even its overlay (the channel's name, like a film's title) is never a film", async () => {
    const live = pageAt(liveUrl());
    expect(live.siteItemId).toBe('');
    expect(PLUTO_TABLE.find((row) => row.url === liveUrl())?.expected).toBeNull();
    expect(await fromPlutoOverlay({ ...live, siteItemId: 'pluto-tv-sci-fi' })).toBeNull();
  });

  it("boots one session for the page and asks an episode's series once for the binge", async () => {
    const asked = serveApi();
    const site = plutotvSite();
    for (const item of BREAKING_BAD_S1) await readGuessOutcome(site, pageAt(watchUrl(item)));
    expect(asked.filter((request) => request.startsWith('boot.'))).toHaveLength(1);
    expect(asked.filter((request) => request.includes('/seasons'))).toHaveLength(1);
    expect(asked.filter((request) => request.endsWith('/v4/vod/items'))).toHaveLength(3);
  });
});

describe('plutotv adapter: a changed answer throws with the reason', () => {
  const failuresFor = async (change: Parameters<typeof serveApi>[0], url = watchUrl(BREAKING_BAD_S1[0]!)) => {
    serveApi(change);
    const failures: string[] = [];
    const site = plutotvSite();
    const outcome = await readGuessOutcome({ ...site, guess: [site.guess[0]!] }, pageAt(url), (source, reason) => failures.push(`${source}: ${reason}`));
    expect(outcome).toEqual({ guess: null, refused: false });
    return failures;
  };

  it.each([
    ['boot', (url: URL, body: unknown) => (url.host === 'boot.pluto.tv' ? { session: {} } : body), 'unexpected value at boot.sessionToken'],
    ['items', (url: URL, body: unknown) => (url.pathname.endsWith('/items') ? { data: body } : body), 'unexpected value at items'],
    [
      'an item',
      (url: URL, body: unknown) => (url.pathname.endsWith('/items') ? [{ _id: 'x', title: 'Pilot', type: 'episode' }] : body),
      'unexpected value at items.0.name',
    ],
    [
      'seasons',
      (url: URL, body: unknown) => (url.pathname.endsWith('/seasons') ? { name: 'Breaking Bad', seasons: [{ number: '1', episodes: [] }] } : body),
      'unexpected value at series.seasons.0.number',
    ],
  ])('%s', async (_what, change, reason) => {
    expect(await failuresFor(change)).toEqual([`plutotv-api: ${reason}`]);
  });

  it('an error answer is a failure, and the next read boots a new session', async () => {
    let refuse = true;
    const asked = serveApi();
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) =>
      refuse && String(input).includes('/v4/vod/') ? new Response('{"statusCode":401}', { status: 401 }) : original(input, init),
    );
    const site = plutotvSite();
    const failures: string[] = [];
    await readGuessOutcome({ ...site, guess: [site.guess[0]!] }, pageAt(watchUrl(KNIVES_OUT)), (source, reason) => failures.push(`${source}: ${reason}`));
    expect(failures).toEqual(['plutotv-api: VOD API answered an error for /items']);
    refuse = false;
    expect((await readGuessOutcome(site, pageAt(watchUrl(KNIVES_OUT)))).guess).toMatchObject({ kind: 'movie', title: 'Knives Out', year: 2019 });
    expect(asked.filter((request) => request.startsWith('boot.'))).toHaveLength(2);
  });

  it('an item the API does not know (or of another type) names nothing, without a failure', async () => {
    expect(await failuresFor((url, body) => (url.pathname.endsWith('/items') ? [] : body))).toEqual([]);
    expect(await failuresFor((url, body) => (url.pathname.endsWith('/items') ? [{ _id: 'x', name: 'Pluto TV Sci-Fi', type: 'channel' }] : body))).toEqual([]);
  });
});

describe('plutotv adapter: the overlay', () => {
  it('reads the German label "Staffel 1 Folge 3"', async () => {
    const page = pageAt(watchUrl(DARK_S1[0]!, { lang: 'de' }));
    expect(page.document.querySelector('[class^="Overlay__episode-"]')?.textContent).toBe('Staffel 1 Folge 3');
    expect(await fromPlutoOverlay(page)).toEqual({
      kind: 'episode',
      title: 'Dark',
      season: 1,
      episode: 3,
      episodeTitle: 'Gestern und heute',
      siteItemId: 'gestern-und-heute-2017-1-3',
    });
  });

  it('an overlay still showing the last episode after autoplay moved the URL names nothing', async () => {
    const [first, second] = BREAKING_BAD_S1 as [(typeof BREAKING_BAD_S1)[number], (typeof BREAKING_BAD_S1)[number]];
    const stale = { ...pageAt(watchUrl(first)), url: new URL(watchUrl(second)), siteItemId: second.slug };
    expect(await fromPlutoOverlay(stale)).toBeNull();
  });

  it("believes a film only at a movie's address and an episode only at a series' address", async () => {
    const film = pageAt(watchUrl(KNIVES_OUT));
    expect(await fromPlutoOverlay(film)).toEqual({ kind: 'movie', title: 'Knives Out', siteItemId: KNIVES_OUT.slug });
    expect(await fromPlutoOverlay({ ...film, url: new URL(watchUrl(BREAKING_BAD_S1[0]!)) })).toBeNull();
    const episode = pageAt(watchUrl(BREAKING_BAD_S1[0]!, { byId: true }));
    expect(await fromPlutoOverlay({ ...episode, url: new URL(watchUrl(KNIVES_OUT)) })).toBeNull();
    expect(await fromPlutoOverlay(episode)).toMatchObject({ kind: 'episode', season: 1, episode: 1 });
  });
});

describe('plutotv adapter: ads stitched into the stream', () => {
  /** The page as its script shows it mid-stream: the programme's position on the seek bar, the ad indicator during an ad. */
  function midStream(position: number, ad: boolean): Document {
    const { document } = pageAt(watchUrl(KNIVES_OUT));
    document.querySelector('[class^="Seekbar__Track-"]')!.setAttribute('aria-valuenow', String(position));
    const boot = JSON.parse(document.getElementById('wm-boot')!.textContent!) as { adClass: string };
    if (ad) document.querySelector('[class^="Player__AdSlot-"]')!.innerHTML = `<div class="${boot.adClass}">Ad · 0:07</div>`;
    return document;
  }

  it("the position is the seek bar's (the programme's), not the stream's; the volume slider is not it", () => {
    expect(seekBarTimeline(midStream(112, false))).toEqual({ position: 112, duration: 272 });
    const { document } = parseHTML('<div class="Volume__Slider-a b" role="slider" aria-valuenow="40" aria-valuemax="100"></div>');
    expect(seekBarTimeline(document as unknown as Document)).toBeNull();
  });

  it('an ad plays while the ad indicator shows', () => {
    expect(plutotv.isAdPlaying!(midStream(0, true))).toBe(true);
    expect(plutotv.isAdPlaying!(midStream(112, false))).toBe(false);
  });
});
