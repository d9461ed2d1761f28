import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BSG_S1, DUNE, liveUrl, TUBI_TABLE, watchUrl, type TubiTableRow } from './fixture/catalog';
import { tubiFixtureHandler } from './fixture/serve';
import { readGuess, readGuessOutcome, siteItemIdOf, type PageContext } from '../../player/site';
import { fromTubiApi, fromTubiStore } from './metadata';
import tubi, { tubiSite } from './site';

/** The adapter as a new page loads it: the content API's answers are kept per script (site definition). */
const fresh = () => ({ site: tubiSite(), fromTubiApi: fromTubiApi() });

const named = TUBI_TABLE.filter((row): row is TubiTableRow & { expected: NonNullable<TubiTableRow['expected']> } => row.expected !== null);

function pageAt(url: string, loadedUrl = url): PageContext {
  const res = tubiFixtureHandler({ url: loadedUrl, headers: {} });
  expect(res.status).toBe(200);
  const { document } = parseHTML(String(res.body));
  const address = new URL(url);
  return { url: address, document: document as unknown as Document, siteItemId: siteItemIdOf(tubi, address) ?? '' };
}

/** The fixture's origin stands in for the network; every request the adapter makes is recorded. */
function serveApi(cookie = ''): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: URL | string) => {
    asked.push(new URL(String(input)).pathname);
    const res = tubiFixtureHandler({ url: String(input), headers: { cookie } });
    return new Response(String(res.body), { status: res.status, headers: res.headers });
  });
  return asked;
}

const guessOf = (row: (typeof named)[number]) => {
  const { episodeTitle, ...item } = row.expected;
  const id = row.video!.id;
  return item.kind === 'movie' ? { ...item, siteItemId: id } : { ...item, episodeTitle, siteItemId: id, siteShowId: row.video!.series!.id };
};

/** A <video> as the watcher sees it; linkedom plays nothing, so playback state is given. */
function videoIn(document: Document, selector: string, playing: boolean): HTMLVideoElement {
  const video = document.querySelector(selector) as HTMLVideoElement;
  Object.defineProperty(video, 'paused', { value: !playing });
  return video;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tubi adapter: watch paths', () => {
  it.each([
    ['/movies/589017/dune', '589017'],
    ['/movies/589017', '589017'],
    ['/tv-shows/554101/s01-e01-saga-of-a-star-world', '554101'],
    ['/tv-shows/321886/s01_e01_on_nom_stories', '321886'],
    ['/es-mx/tv-shows/477363/s01-e03-x', '477363'],
    ['/series/3936/the-joy-of-painting-with-bob-ross', null],
    ['/live/400000081/tubi-news-live', null],
    ['/category/featured', null],
    ['/movies/dune', null],
    ['/', null],
  ])('%s -> %s', (path, expected) => {
    expect(siteItemIdOf(tubi, new URL(path, 'https://tubitv.com'))).toBe(expected);
  });
});

describe('tubi adapter: every table row', () => {
  it.each(named.map((row) => [row.url, row] as const))('%s (content API)', async (_url, row) => {
    serveApi();
    expect(await fresh().fromTubiApi(pageAt(row.url))).toEqual(guessOf(row));
  });

  it.each(named.map((row) => [row.url, row] as const))('%s (the whole chain, API down: the page store)', async (_url, row) => {
    serveApi('wm_api=down');
    const outcome = await readGuessOutcome(fresh().site, pageAt(row.url), () => undefined);
    expect(outcome).toEqual({ guess: { ...guessOf(row), site: 'tubi' }, source: 'tubi-store' });
  });

  it('the rows that expect nothing: the details page has no programme (only a looping preview), a live channel no item', () => {
    const details = pageAt(watchUrl(DUNE, { start: false }));
    const videos = [...details.document.querySelectorAll('video')] as HTMLVideoElement[];
    expect(videos).toHaveLength(1);
    expect(videos.every((video) => tubi.isPreview!(video))).toBe(true);
    expect(pageAt(liveUrl).siteItemId).toBe('');
    expect(TUBI_TABLE.filter((row) => row.expected === null).map((row) => row.url)).toEqual([details.url.href, liveUrl]);
  });

  it("asks the series once for a whole binge, on the page's own origin", async () => {
    const asked = serveApi();
    const { fromTubiApi } = fresh();
    for (const video of BSG_S1) await fromTubiApi(pageAt(watchUrl(video, { host: 'www.tubitv.com' })));
    expect(asked).toEqual(['/oz/videos/554101/content', '/oz/videos/0300245/content', '/oz/videos/554102/content', '/oz/videos/554103/content']);
  });
});

describe('tubi adapter: a store left from the page the tab loaded', () => {
  it('names the next episode after autoplay moved the URL (the store holds the siblings by id)', async () => {
    const [first, second] = BSG_S1 as [(typeof BSG_S1)[number], (typeof BSG_S1)[number]];
    const page = pageAt(watchUrl(second), watchUrl(first));
    expect(await fromTubiStore(page)).toMatchObject({ kind: 'episode', season: 1, episode: 2, siteItemId: second.id });
  });

  it('knows nothing of a video it does not hold', async () => {
    const page = pageAt(watchUrl(BSG_S1[0]!), watchUrl(DUNE));
    expect(await fromTubiStore(page)).toBeNull();
  });
});

describe('tubi adapter: a changed answer throws with the reason', () => {
  const answer = (body: unknown) =>
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

  it.each([
    [{ id: '589017', name: 'Dune', year: 1984 }, 'unexpected value at video.title'],
    [{ id: '589017', title: 'Dune', year: '1984' }, 'unexpected value at video.year'],
    [{ id: '554101', title: 'Saga of a Star World', series_id: '0300245' }, 'has no S01:E01'],
  ])('%j', async (body, reason) => {
    answer(body);
    const failures: string[] = [];
    const { site } = fresh();
    const outcome = await readGuessOutcome({ ...site, guess: [site.guess[0]!] }, pageAt(watchUrl(DUNE)), (source, why) => failures.push(`${source}: ${why}`));
    expect(outcome).toEqual({ guess: null, refused: false });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(new RegExp(`^tubi-api: .*${reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  it('a year of 0 (unknown) is left out rather than sent', async () => {
    answer({ id: '589017', title: 'Dune', year: 0 });
    expect(await fresh().fromTubiApi(pageAt(watchUrl(DUNE)))).toEqual({ kind: 'movie', title: 'Dune', siteItemId: DUNE.id });
  });

  it('an error answer is a failure too, and is asked again next time', async () => {
    serveApi('wm_api=down');
    const { fromTubiApi } = fresh();
    await expect(fromTubiApi(pageAt(watchUrl(DUNE)))).rejects.toThrow('content API answered an error for 589017');
    serveApi();
    expect(await fromTubiApi(pageAt(watchUrl(DUNE)))).toMatchObject({ kind: 'movie', title: 'Dune', year: 1984 });
  });
});

describe('tubi adapter: ads and previews', () => {
  /** The page as it is during an ad break: the creative mounted over the paused programme, as the page script does. */
  function adBreak(): Document {
    const { document } = pageAt(watchUrl(DUNE));
    document.querySelector('[data-id="adSlot"]')!.innerHTML =
      '<div data-id="adContainer"><video src="/_fixture/ads/creative.webm"></video><div data-id="adCountdown">Ad 1 of 2 · 0:03</div></div>';
    return document;
  }

  it('an ad creative is never the programme; the programme in [data-id="hls"] is', () => {
    const document = adBreak();
    expect(tubi.isPreview!(videoIn(document, '[data-id="adContainer"] video', true))).toBe(true);
    expect(tubi.isPreview!(videoIn(document, '[data-id="hls"] video', false))).toBe(false);
  });

  it('an ad plays while a creative beside the programme plays; not before it starts or after it stopped', () => {
    const document = adBreak();
    videoIn(document, '[data-id="hls"] video', false);
    const creative = document.querySelector('[data-id="adContainer"] video') as HTMLVideoElement;
    Object.defineProperty(creative, 'paused', { value: false, configurable: true });
    expect(tubi.isAdPlaying!(document)).toBe(true);
    Object.defineProperty(creative, 'paused', { value: true, configurable: true });
    expect(tubi.isAdPlaying!(document)).toBe(false);
  });

  it("the programme playing alone is no ad; nor is the details page's looping preview", () => {
    const { document } = pageAt(watchUrl(DUNE));
    videoIn(document, '[data-id="hls"] video', true);
    expect(tubi.isAdPlaying!(document)).toBe(false);
    const details = pageAt(watchUrl(DUNE, { start: false })).document;
    videoIn(details, '.detailsHero video', true);
    expect(tubi.isAdPlaying!(details)).toBe(false);
  });

  it('a page without the programme container (a redesign) still skips looping previews and takes any other video', () => {
    const { document } = parseHTML('<main><video loop muted autoplay></video><video></video></main>');
    const [preview, programme] = [...document.querySelectorAll('video')] as unknown as HTMLVideoElement[];
    expect([tubi.isPreview!(preview!), tubi.isPreview!(programme!)]).toEqual([true, false]);
  });
});

describe('tubi adapter: the chain', () => {
  it('the API comes first and names the film with its year (Dune 1984, not the 2021 film)', async () => {
    serveApi();
    expect(await readGuess(fresh().site, pageAt(watchUrl(DUNE)))).toEqual({
      kind: 'movie',
      title: 'Dune',
      year: 1984,
      siteItemId: DUNE.id,
      site: 'tubi',
    });
  });
});
