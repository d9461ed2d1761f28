import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CRUNCHYROLL_CATALOG, type CrunchyrollRow } from './fixture/catalog';
import { mountPlayer } from './fixture/pages';
import { crunchyrollFixtureHandler } from './fixture/serve';
import { readGuess, siteItemIdOf, type PageContext } from '../../player/site';
import { crunchyrollSite, playerOf, whenPlayerShows, type CrunchyrollPlayer } from './site';
import { crunchyrollGuesses } from './metadata';

function parse(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

/** The served page once its script mounted the player (the SPA does it client-side). */
function mounted(url: string): Document {
  const document = servedPage(url);
  mountPlayer(document);
  return document;
}

/** The fixture page as the server sends it, before any script ran. */
function servedPage(url: string): Document {
  const res = crunchyrollFixtureHandler({ url, headers: {} });
  expect(res.status).toBe(200);
  return parse(String(res.body));
}

/** The window a content script sees at `url` (no Navigation API: the fallback is what runs here). */
function windowAt(url: string, document: Document) {
  return Object.assign(new EventTarget(), { document, location: new URL(url) }) as unknown as Window;
}

function pageAt(url: string, document: Document): PageContext {
  const parsed = new URL(url);
  const siteItemId = siteItemIdOf(crunchyrollSite('in-page'), parsed);
  if (!siteItemId) throw new Error(`not a watch URL: ${url}`);
  return { url: parsed, document, siteItemId };
}

/** What the watch page's SPA does to the title block once the next item's CMS answer is in. */
function renderTitleBlock(document: Document, from: Document): void {
  for (const selector of ['a.show-title-link', 'h1.title', '[data-t="next-episode"]']) {
    document.querySelector(selector)!.replaceWith(from.querySelector(selector)!.cloneNode(true));
  }
}

const expectedGuess = (row: CrunchyrollRow) => ({ ...row.expected, site: 'crunchyroll', siteItemId: row.watchId });

describe('crunchyroll: watch paths', () => {
  const site = crunchyrollSite('in-page');
  it.each([
    ['/watch/GR19V7816/operation-strix', 'GR19V7816'],
    ['/watch/GR19V7816', 'GR19V7816'],
    ['/de/watch/GK9UG2E49/the-result-of-the-battle-for-priestella', 'GK9UG2E49'],
    ['/pt-br/watch/G14UVJGX1/ceremony', 'G14UVJGX1'],
    ['/es-es/watch/GYW4D2706/short-version-digest', 'GYW4D2706'],
    ['/series/G4PH0WXVJ/spy-x-family', null],
    ['/de/series/G4PH0WXVJ/', null],
    ['/movie_listing/G6497Z776/jujutsu-kaisen-0', null],
    ['/watch/', null],
    ['/watchlist', null],
    ['/de/pt-br/watch/GR19V7816/x', null],
    ['/watch/gr19v7816/lowercase-is-not-an-id', null],
  ])('%s -> %s', (path, expected) => {
    expect(siteItemIdOf(site, new URL(path, 'https://www.crunchyroll.com'))).toBe(expected);
  });
});

describe('crunchyroll: which player the page has', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it.each(CRUNCHYROLL_CATALOG.map((row) => [row.url, row.player] as const))('%s -> %s', (url, player) => {
    expect(playerOf(servedPage(url))).toBeNull();
    expect(playerOf(mounted(url))).toBe(player);
  });

  it('the same title in the other rollout arm', () => {
    expect(playerOf(mounted(`${CRUNCHYROLL_CATALOG[0]!.url}?wm_player=iframe`))).toBe('iframe');
  });

  it.each([
    ['in-page', CRUNCHYROLL_CATALOG[0]!.url],
    ['iframe', `${CRUNCHYROLL_CATALOG[0]!.url}?wm_player=iframe`],
  ] as const)('waits for the %s player to be mounted, then picks it once', async (player, url) => {
    const { window } = parseHTML(String(crunchyrollFixtureHandler({ url, headers: {} }).body));
    vi.stubGlobal('MutationObserver', (window as unknown as { MutationObserver: typeof MutationObserver }).MutationObserver);
    const document = window.document as unknown as Document;
    const picked: CrunchyrollPlayer[] = [];
    whenPlayerShows(windowAt(url, document), new AbortController().signal, (found) => picked.push(found));
    document.body.append(document.createElement('div'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(picked).toEqual([]);
    mountPlayer(document);
    await new Promise((resolve) => setTimeout(resolve, 0));
    mountPlayer(document);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(picked).toEqual([player]);
  });

  it('a script whose lifetime ended (extension reloaded) stops waiting: the player it sees later is not its to watch', async () => {
    const { window } = parseHTML(String(crunchyrollFixtureHandler({ url: CRUNCHYROLL_CATALOG[0]!.url, headers: {} }).body));
    vi.stubGlobal('MutationObserver', (window as unknown as { MutationObserver: typeof MutationObserver }).MutationObserver);
    const document = window.document as unknown as Document;
    const picked: CrunchyrollPlayer[] = [];
    const lifetime = new AbortController();
    whenPlayerShows(windowAt(CRUNCHYROLL_CATALOG[0]!.url, document), lifetime.signal, (found) => picked.push(found));
    lifetime.abort();
    mountPlayer(document);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(picked).toEqual([]);
  });

  it('a series page is not observed at all; a move to a watch page starts the wait for its player', async () => {
    // A Firefox build before 147 (no Navigation API): only its builds carry the <head> fallback
    // (player/page-navigation.ts; vi.stubEnv takes strings, the flag is read for truth).
    vi.stubEnv('FIREFOX', 'true');
    const url = CRUNCHYROLL_CATALOG[0]!.url;
    const { window } = parseHTML(String(crunchyrollFixtureHandler({ url, headers: {} }).body));
    const observed: string[] = [];
    const Observer = (window as unknown as { MutationObserver: typeof MutationObserver }).MutationObserver;
    vi.stubGlobal(
      'MutationObserver',
      class extends Observer {
        override observe(target: Node, options?: MutationObserverInit) {
          observed.push(target.nodeName.toLowerCase());
          super.observe(target, options);
        }
      },
    );
    const document = window.document as unknown as Document;
    const win = windowAt('https://www.crunchyroll.com/series/G4PH0WXVJ/spy-x-family', document);
    const picked: CrunchyrollPlayer[] = [];
    whenPlayerShows(win, new AbortController().signal, (found) => picked.push(found));
    // Only <head> (where the retitling of an in-page move shows, without the Navigation API).
    expect(observed).toEqual(['head']);
    win.location.href = url;
    win.dispatchEvent(new Event('popstate'));
    expect(observed).toEqual(['head', 'html']);
    mountPlayer(document);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(picked).toEqual(['in-page']);
  });

  it('a page that already has its player is watched at once', () => {
    const picked: CrunchyrollPlayer[] = [];
    whenPlayerShows(windowAt(CRUNCHYROLL_CATALOG[0]!.url, mounted(CRUNCHYROLL_CATALOG[0]!.url)), new AbortController().signal, (found) => picked.push(found));
    expect(picked).toEqual(['in-page']);
  });

  it('nothing yet on a page without a player (series page, or before the SPA rendered it)', () => {
    expect(playerOf(parse('<html><body><div class="video-player-wrapper"></div><video></video></body></html>'))).toBeNull();
  });

  it("the frame definition follows the Vilos frame's events as the background hands them on; the in-page one ignores videos outside the player", async () => {
    // The background hears the Vilos origin only (lib/background/requests/router.test.ts).
    fakeBrowser.reset();
    const relay = crunchyrollSite('iframe').playerSource!({} as Window, new AbortController().signal);
    const player = { currentTime: 12, duration: 1440, paused: false, ended: false, muted: false, volume: 1, playbackRate: 1 };
    void (await fakeBrowser.runtime.onMessage.trigger(
      { type: 'player-relayed', frameId: 5, event: 'playing', player },
      { id: fakeBrowser.runtime.id } as never,
      () => undefined,
    ));
    expect(relay.current()).toEqual(player);
    const inPage = crunchyrollSite('in-page');
    expect(inPage.playerSource).toBeUndefined();
    const document = parse('<div id="player-container"><video id="main"></video></div><aside><video id="teaser"></video></aside>');
    expect(inPage.isPreview?.(document.querySelector('#main') as HTMLVideoElement)).toBe(false);
    expect(inPage.isPreview?.(document.querySelector('#teaser') as HTMLVideoElement)).toBe(true);
  });
});

describe('crunchyroll: the fixture table, read from each served page', () => {
  it.each(CRUNCHYROLL_CATALOG.map((row) => [row.url, row] as const))('%s', async (url, row) => {
    const guess = await readGuess(crunchyrollSite(row.player), pageAt(url, servedPage(url)));
    expect(guess).toMatchObject(expectedGuess(row));
    // Nothing beyond the table: no year the page does not state, no absolute number unless evident.
    if (!row.expected.absoluteEpisode) expect(guess).not.toHaveProperty('absoluteEpisode');
    expect(guess).not.toHaveProperty('year');
    if (row.expected.kind === 'episode') expect(guess?.siteShowId).toMatch(/^G[A-Z0-9]{8}$/);
  });

  it.each(CRUNCHYROLL_CATALOG.map((row) => [row.url, row] as const))('the title block alone agrees: %s', async (url, row) => {
    const [, titleBlock] = crunchyrollGuesses();
    const guess = await titleBlock!(pageAt(url, servedPage(url)));
    const { season: _season, absoluteEpisode: _absolute, ...withoutSeason } = row.expected;
    // The block has no season number: the site's own episode number stands alone.
    expect(guess).toMatchObject({ ...withoutSeason, siteItemId: row.watchId });
    expect(guess).not.toHaveProperty('season');
  });
});

describe('crunchyroll: after a client-side navigation (autoplay, next button)', () => {
  const chains = CRUNCHYROLL_CATALOG.filter((row) => row.nextWatchId);

  it.each(chains.map((row) => [row.url, row] as const))(
    'from %s: stale JSON-LD and title block give nothing, the rendered block the next item',
    async (url, row) => {
      const next = CRUNCHYROLL_CATALOG.find((candidate) => candidate.watchId === row.nextWatchId)!;
      const site = crunchyrollSite(row.player);
      const document = servedPage(url);
      // The first item is read on load, as the watcher does.
      expect(await readGuess(site, pageAt(url, document))).toMatchObject(expectedGuess(row));
      // history.pushState happened; the page has not rendered the next item yet.
      expect(await readGuess(site, pageAt(next.url, document))).toBeNull();
      renderTitleBlock(document, servedPage(next.url));
      const { season: _season, ...rest } = next.expected;
      expect(await readGuess(site, pageAt(next.url, document))).toMatchObject({ ...rest, site: 'crunchyroll', siteItemId: next.watchId });
    },
  );

  it('even when the first item was never read, the "up next" card pointing at the URL gives the old block away', async () => {
    const [first, second] = CRUNCHYROLL_CATALOG;
    const document = servedPage(first!.url);
    expect(await readGuess(crunchyrollSite('in-page'), pageAt(second!.url, document))).toBeNull();
  });

  it('jumping to an episode that is not the next one: the block seen with the old item is not the new one', async () => {
    const [first, , third] = CRUNCHYROLL_CATALOG.filter((row) => row.expected.title === 'SPY x FAMILY');
    const site = crunchyrollSite('in-page');
    const document = servedPage(first!.url);
    await readGuess(site, pageAt(first!.url, document));
    expect(await readGuess(site, pageAt(third!.url, document))).toBeNull();
    renderTitleBlock(document, servedPage(third!.url));
    expect(await readGuess(site, pageAt(third!.url, document))).toMatchObject({ episode: 3, siteItemId: third!.watchId });
  });

  it('a page whose JSON-LD was refreshed for the new item is read from it again', async () => {
    const [first, second] = CRUNCHYROLL_CATALOG;
    const site = crunchyrollSite('in-page');
    const document = servedPage(first!.url);
    await readGuess(site, pageAt(first!.url, document));
    const fresh = servedPage(second!.url);
    for (const [index, script] of [...document.querySelectorAll('script[type="application/ld+json"]')].entries()) {
      script.textContent = fresh.querySelectorAll('script[type="application/ld+json"]')[index]!.textContent;
    }
    expect(await readGuess(site, pageAt(second!.url, document))).toMatchObject(expectedGuess(second!));
  });
});
