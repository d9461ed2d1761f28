import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readGuessOutcome, siteItemIdOf, type PageContext } from '../../player/site';
import { DOCTOR_WHO, expectedOf, FISH_TANK, HAPPY_VALLEY, LIVE_URL, NEWS_SIMULCAST, PROGRAMMES, watchUrl, type Programme } from './fixture/catalog';
import { bbciplayerFixtureHandler } from './fixture/serve';
import { guessOfRecord, seriesLabel } from './metadata';
import { onLiveClock, playerVideos } from './player';
import bbciplayer, { bbciplayerSite } from './site';
import { fromReduxState, iblEpisodes } from './sources';

const programmes = PROGRAMMES.filter((programme) => programme.kind !== 'simulcast');

function pageAt(url: string, loadedUrl = url): PageContext {
  const res = bbciplayerFixtureHandler({ url: loadedUrl, headers: {} });
  expect(res.status).toBe(200);
  const { document } = parseHTML(String(res.body));
  const address = new URL(url);
  return { url: address, document: document as unknown as Document, siteItemId: siteItemIdOf(bbciplayer, address) ?? '' };
}

/** The fixture stands in for the network; what the adapter asks (and how) is recorded. */
function serveApi(): Array<{ url: string; credentials: RequestCredentials | undefined }> {
  const asked: Array<{ url: string; credentials: RequestCredentials | undefined }> = [];
  vi.stubGlobal('fetch', async (input: URL | string, init: RequestInit = {}) => {
    asked.push({ url: String(input), credentials: init.credentials });
    const res = bbciplayerFixtureHandler({ url: String(input), headers: {} });
    return new Response(String(res.body), { status: res.status, headers: res.headers });
  });
  return asked;
}

const guessOf = (programme: Programme) => {
  const { year: _year, ...item } = expectedOf(programme)!;
  return { ...item, siteItemId: programme.pid };
};

/** SMP as the page script builds it after Play: the toucan's and the playback's roots in `mode`, the controls' closed. */
function mountPlayer(document: Document, mode: ShadowRootMode): { video: HTMLVideoElement; roots: Map<Element, ShadowRoot> } {
  const roots = new Map<Element, ShadowRoot>();
  const component = (name: string, rootMode: ShadowRootMode, ...children: Element[]) => {
    const element = document.createElement(name);
    const root = element.attachShadow({ mode: rootMode });
    roots.set(element, root);
    root.append(...children);
    return element;
  };
  const video = document.createElement('video');
  const toucan = component(
    'smp-toucan-player',
    mode,
    component('smp-playback', mode, video),
    component('smp-video-layout', 'closed', document.createElement('button')),
  );
  document.getElementById('tviplayer')!.append(toucan);
  return { video, roots };
}

/** What Chrome gives a content script for closed roots (chrome.dom.openOrClosedShadowRoot). */
const chromeDom = (roots: Map<Element, ShadowRoot>) =>
  vi.stubGlobal('chrome', { dom: { openOrClosedShadowRoot: (element: Element) => roots.get(element) ?? null } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bbciplayer adapter: watch paths', () => {
  it.each([
    ['/iplayer/episode/b00b91vj/the-birth-of-israel', 'b00b91vj'],
    ['/iplayer/episode/m00abcd1/some-show-series-2-3-title', 'm00abcd1'],
    ['/iplayer/episode/p026c7jt/ad/the-mystery-of-the-nile', 'p026c7jt'],
    ['/iplayer/cbeebies/episode/b0480276/bing-14-car-journey', 'b0480276'],
    ['/iplayer/episode/w172xyz0abc1/a-long-w-pid', 'w172xyz0abc1'],
    ['/iplayer/episode/b00b91vj', 'b00b91vj'],
    ['/iplayer/episodes/b006m86d/eastenders?seriesId=b006m86d', null],
    ['/iplayer/live/bbcone', null],
    ['/iplayer/watching', null],
    ['/iplayer/episode/x00b91vj/not-a-pid', null],
    ['/news/episode/b00b91vj/elsewhere', null],
  ])('%s -> %s', (path, expected) => {
    expect(siteItemIdOf(bbciplayer, new URL(path, 'https://www.bbc.co.uk'))).toBe(expected);
  });
});

describe('bbciplayer adapter: every programme', () => {
  it.each(programmes.map((programme) => [programme.pid, programme] as const))('%s from the redux state', async (_pid, programme) => {
    expect(await fromReduxState(pageAt(watchUrl(programme)))).toEqual(guessOf(programme));
  });

  it.each(programmes.map((programme) => [programme.pid, programme] as const))('%s from the episodes API, asked without cookies', async (_pid, programme) => {
    const asked = serveApi();
    expect(await iblEpisodes().guess(pageAt(watchUrl(programme)))).toEqual(guessOf(programme));
    expect(asked).toEqual([{ url: `https://ibl.api.bbci.co.uk/ibl/v1/episodes/${programme.pid}`, credentials: 'omit' }]);
  });

  it('the state comes first and names the film by its category, asking nothing', async () => {
    const asked = serveApi();
    const outcome = await readGuessOutcome(bbciplayerSite(), pageAt(watchUrl(FISH_TANK)));
    expect(outcome).toEqual({ guess: { kind: 'movie', title: 'Fish Tank', siteItemId: FISH_TANK.pid, site: 'bbciplayer' }, source: 'bbciplayer-state' });
    expect(asked).toEqual([]);
  });

  it("after autoplay moved the address, the loaded page's state names nothing and the API names the next episode", async () => {
    serveApi();
    const [, second, third] = HAPPY_VALLEY;
    const page = pageAt(watchUrl(third), watchUrl(second));
    expect(await fromReduxState(page)).toBeNull();
    const outcome = await readGuessOutcome(bbciplayerSite(), page);
    expect(outcome).toEqual({ guess: { ...guessOf(third), site: 'bbciplayer' }, source: 'bbciplayer-api' });
  });

  it('a changed API answer is a failure naming where it changed', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ episodes: [{ id: DOCTOR_WHO[0].pid, name: 'Doctor Who' }] }), { status: 200 }));
    const failures: string[] = [];
    const site = bbciplayerSite();
    const page = pageAt(watchUrl(DOCTOR_WHO[0]), watchUrl(DOCTOR_WHO[1]));
    expect(await readGuessOutcome(site, page, (source, why) => failures.push(`${source}: ${why}`))).toEqual({ guess: null, refused: false });
    expect(failures).toEqual(['bbciplayer-api: episodes answer changed shape at episodes.0.title']);
  });
});

describe('bbciplayer adapter: the words iPlayer writes', () => {
  it.each([
    ['Series 2: 3. The Title', { season: 2, episode: 3, episodeTitle: 'The Title' }],
    ['Series 1: Episode 4', { season: 1, episode: 4 }],
    ['series 12: 10. Part 2: The End', { season: 12, episode: 10, episodeTitle: 'Part 2: The End' }],
    ['29/11/2026', null],
    ['Christmas Special', null],
  ])('%s', (subtitle, expected) => {
    expect(seriesLabel(subtitle)).toEqual(expected);
  });

  it('a film by its label or its categories; a one-off without numbers names nothing', () => {
    expect(guessOfRecord({ title: 'Ammonite', labels: { category: 'Film' } }, 'p0abc123', 'e')).toMatchObject({ kind: 'movie' });
    expect(guessOfRecord({ title: 'Ammonite', subtitle: null, categories: ['films'] }, 'p0abc123', 'e')).toMatchObject({ kind: 'movie' });
    expect(
      guessOfRecord({ title: 'Planet Earth II: A World of Wonder', subtitle: 'Christmas Special', labels: { category: 'Factual' } }, 'p0abc123', 'e'),
    ).toBeNull();
    expect(() => guessOfRecord({ title: 7 }, 'p0abc123', 'episode')).toThrow('unexpected value at episode.title');
  });
});

describe('bbciplayer adapter: live never counts', () => {
  it('a simulcast on an episode page is refused by its state, and by the API', async () => {
    serveApi();
    const page = pageAt(watchUrl(NEWS_SIMULCAST));
    expect(bbciplayer.refuses!(page)).toBe(true);
    const site = bbciplayerSite();
    const withoutState = { ...page, document: parseHTML('<html><body><div id="tviplayer"></div></body></html>').document as unknown as Document };
    expect(site.refuses!(withoutState)).toBe(false);
    expect(await readGuessOutcome(site, withoutState)).toEqual({ guess: null, refused: true });
  });

  it('a player whose clock counts wall-clock seconds is live; an unknown length alone is not', () => {
    const page = pageAt(watchUrl(HAPPY_VALLEY[0]));
    const { video } = mountPlayer(page.document, 'open');
    const clock = (currentTime: number, duration: number) => {
      Object.defineProperty(video, 'currentTime', { value: currentTime, configurable: true });
      Object.defineProperty(video, 'duration', { value: duration, configurable: true });
    };
    clock(12, Infinity);
    expect([onLiveClock(video), bbciplayer.refuses!(page)]).toEqual([false, false]);
    clock(Date.now() / 1000, Infinity);
    expect([onLiveClock(video), bbciplayer.refuses!(page)]).toEqual([true, true]);
    clock(30, Date.now() / 1000 + 300);
    expect(onLiveClock(video)).toBe(true);
  });

  it('the live channel page is no watch page', () => {
    expect(pageAt(LIVE_URL).siteItemId).toBe('');
  });
});

describe('bbciplayer adapter: the player in shadow roots', () => {
  it('no video before Play; after it, the video inside open roots', () => {
    const { document } = pageAt(watchUrl(FISH_TANK));
    expect(playerVideos(document)).toEqual([]);
    const { video } = mountPlayer(document, 'open');
    expect(playerVideos(document)).toEqual([video]);
  });

  it("closed roots on the way: found through the browser's door for content scripts (Chrome's dom API, Firefox's property)", () => {
    const { document } = pageAt(watchUrl(FISH_TANK));
    const { video, roots } = mountPlayer(document, 'closed');
    expect(playerVideos(document)).toEqual([]);
    chromeDom(roots);
    expect(playerVideos(document)).toEqual([video]);
    vi.unstubAllGlobals();
    for (const [element, root] of roots) Object.defineProperty(element, 'openOrClosedShadowRoot', { value: root });
    expect(playerVideos(document)).toEqual([video]);
  });
});
