import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, playingPage, reports } from '../../../test/unit/support/watched-page';
import { lifetimeOf } from '../../player/lifetime';
import { readGuessOutcome, siteItemIdOf, type PageContext, type SiteDefinition } from '../../player/site';
import { watchSite } from '../../player/watcher';
import { ARRIVAL, CRAVE_TABLE, S1E1, S1E2, S1E3, subtitleOf, TRAILER, watchUrl } from './fixture/catalog';
import { craveFixtureHandler } from './fixture/serve';
import { verdictFromContent } from './metadata';
import { shownEpisode } from './player';
import { craveSite } from './site';

// Each test starts from a fresh adapter: verdicts and the numbers each address showed are remembered.
let crave: SiteDefinition;
beforeEach(() => {
  crave = craveSite();
  messages.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function documentOf(url: string): Document {
  const res = craveFixtureHandler({ url, headers: {} });
  expect(res.status).toBe(200);
  return parseHTML(String(res.body)).document as unknown as Document;
}

function pageOf(url: string, document = documentOf(url)): PageContext {
  const at = new URL(url);
  return { url: at, document, siteItemId: siteItemIdOf(crave, at, document) ?? '' };
}

/** The fixture's GraphQL host stands in for the network, as the page's origin asks it. */
function serveApi(): Array<{ query: string; variables: Record<string, unknown>; credentials?: RequestCredentials }> {
  const asked: Array<{ query: string; variables: Record<string, unknown>; credentials?: RequestCredentials }> = [];
  vi.stubGlobal('fetch', async (input: URL | string, init: RequestInit = {}) => {
    const body = String(init.body);
    asked.push({
      ...(JSON.parse(body) as { query: string; variables: Record<string, unknown> }),
      ...(init.credentials ? { credentials: init.credentials } : {}),
    });
    const headers = { ...(init.headers as Record<string, string>), origin: 'https://www.crave.ca' };
    const res = craveFixtureHandler({ method: init.method ?? 'GET', url: String(input), headers, body });
    return new Response(String(res.body), { status: res.status, headers: res.headers });
  });
  return asked;
}

describe('crave adapter: watch paths', () => {
  it.each([
    ['/en/play/30-rock/cutbacks-s3e17-458963', '30-rock/cutbacks-s3e17-458963'],
    ['/fr/play/ghostbusters-2362155/', 'ghostbusters-2362155'],
    ['/play/ghostbusters-2362155', 'ghostbusters-2362155'],
    ['/en/tv-shows/30-rock/cutbacks-s3e17', null],
    ['/en/movies/ghostbusters-51932/ghostbusters', null],
    ['/en', null],
  ])('%s -> %s', (path, expected) => {
    expect(siteItemIdOf(crave, new URL(path, 'https://www.crave.ca'))).toBe(expected);
  });
});

describe('crave adapter: every table row from the GraphQL API', () => {
  it.each(CRAVE_TABLE.map((row) => [row.url, row] as const))('%s', async (_url, row) => {
    const asked = serveApi();
    const outcome = await readGuessOutcome(crave, pageOf(row.url));
    // An autoplay row opens on its first item; Play next is tested below.
    const expected = row.autoplaysFrom ?? row.expected;
    if (!expected) return expect(outcome).toEqual({ guess: null, refused: true });
    expect(outcome).toMatchObject({ guess: { site: 'crave', ...expected, siteItemId: row.content.id }, source: 'crave-api' });
    expect(asked.map(({ variables }) => variables)).toEqual([
      { path: `play/${row.content.path}` },
      { sessionContext: { userMaturity: 'ADULT', userLanguage: row.language.toUpperCase() }, ids: [row.content.id] },
    ]);
    // Anonymous, as the site's own token is: no cookie goes to another site.
    expect(asked.every(({ credentials }) => credentials === 'omit')).toBe(true);
  });

  it('an episode names its show, year and title; French pages ask in French', async () => {
    serveApi();
    expect((await readGuessOutcome(crave, pageOf(watchUrl(S1E3, 'fr')))).guess).toEqual({
      site: 'crave',
      kind: 'episode',
      title: 'Letterkenny',
      year: 2016,
      season: 1,
      episode: 3,
      episodeTitle: 'Épisode 3',
      siteItemId: S1E3.id,
      siteShowId: '1100',
    });
  });

  it('a promo is refused: no weaker source may name it', async () => {
    serveApi();
    const page = pageOf(watchUrl(TRAILER));
    expect(await readGuessOutcome(crave, page)).toEqual({ guess: null, refused: true });
    expect(crave.refuses!(page)).toBe(true);
  });
});

describe('crave adapter: a changed API throws with the reason', () => {
  const content = {
    id: '1',
    title: 'Pilot',
    contentType: 'EPISODE',
    seasonNumber: '1',
    episodeNumber: '2',
    media: { mediaId: '9', title: 'Show', productionYear: '2020' },
  };
  it.each([
    ['an unknown content type', { contentType: 'CLIP' }, 'contents.0.contentType'],
    ['an episode without its number', { episodeNumber: null }, 'contents.0.episodeNumber'],
    ['no media', { media: null }, 'contents.0.media'],
    ['a show without its title', { media: { title: '' } }, 'contents.0.media.title'],
  ])('%s', (_what, change, path) => {
    expect(() => verdictFromContent({ ...content, ...change })).toThrow(`unexpected value at ${path}`);
  });

  it('numbers written as numbers read the same', () => {
    expect(verdictFromContent({ ...content, seasonNumber: 1, episodeNumber: 2 })).toMatchObject({ guess: { season: 1, episode: 2 } });
  });

  it('GraphQL errors and a failing endpoint are logged as the source breaking', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ data: null, errors: [{ message: 'no' }] }), { status: 200 }));
    const failures: string[] = [];
    const outcome = await readGuessOutcome(crave, pageOf(watchUrl(S1E1)), (source, reason) => failures.push(`${source}: ${reason}`));
    expect(outcome).toEqual({ guess: null, refused: false });
    expect(failures).toEqual(['crave-api: GraphQL answered with errors']);
  });
});

describe('crave adapter: Play next keeps the address', () => {
  const url = watchUrl(S1E1);
  const playNext = (document: Document) => {
    document.querySelector('[class*="jasper-player-title__subtitle"]')!.textContent = subtitleOf(S1E2, 'en');
  };

  it('the item follows the subtitle once it shows other numbers; late or hidden subtitles split nothing', () => {
    const document = documentOf(url);
    const subtitle = document.querySelector('[class*="jasper-player-title__subtitle"]')!;
    const at = new URL(url);
    subtitle.textContent = '';
    expect(siteItemIdOf(crave, at, document)).toBe(S1E1.path);
    subtitle.textContent = subtitleOf(S1E1, 'en');
    expect(siteItemIdOf(crave, at, document)).toBe(S1E1.path);
    playNext(document);
    expect(siteItemIdOf(crave, at, document)).toBe(`${S1E1.path}~S1E2`);
    // The controls hide: the subtitle goes, the item stays.
    subtitle.remove();
    expect(siteItemIdOf(crave, at, document)).toBe(`${S1E1.path}~S1E2`);
  });

  it('the next episode is named from the subtitle, with the show from the address', async () => {
    serveApi();
    const document = documentOf(url);
    await readGuessOutcome(crave, pageOf(url, document));
    playNext(document);
    expect((await readGuessOutcome(crave, pageOf(url, document))).guess).toMatchObject({
      kind: 'episode',
      title: 'Letterkenny',
      year: 2016,
      season: 1,
      episode: 2,
      episodeTitle: 'Super Soft Birthday',
      siteItemId: `${S1E1.id}~S1E2`,
    });
  });

  it('splits the session: the first episode is left, the next one starts', async () => {
    serveApi();
    const body = documentOf(url).body.innerHTML.replace(/<script[\s\S]*?<\/script>/gu, '');
    const page = playingPage(`/en/play/${S1E1.path}`, { origin: 'https://www.crave.ca', body });
    // The video plays as the script starts: its first look reports it.
    watchSite(crave, lifetimeOf(new AbortController()), page.win);
    await vi.waitFor(() => expect(reports().map((report) => report.state)).toEqual(['playing']));
    playNext(page.document);
    page.fire('emptied');
    page.fire('playing');
    await vi.waitFor(() =>
      expect(reports().map((report) => [report.state, (report.guess as { episode?: number }).episode])).toEqual([
        ['playing', 1],
        ['gone', 1],
        ['playing', 2],
      ]),
    );
  });
});

describe('crave adapter: the subtitle line', () => {
  it.each([
    ['S3 E17: Cutbacks', { season: 3, episode: 17, episodeTitle: 'Cutbacks' }],
    ['S1 É3 : Épisode 3', { season: 1, episode: 3, episodeTitle: 'Épisode 3' }],
    ['S2 E4: Part 1: The Return', { season: 2, episode: 4, episodeTitle: 'Part 1: The Return' }],
    ['Drama', null],
    ['Arrival: Extended', null],
  ])('%j', (line, expected) => {
    const { document } = parseHTML(`<h2 class="jasper-player-title__subtitle-a1">${line}</h2>`);
    expect(shownEpisode(document as unknown as Document)).toEqual(expected);
  });

  it('a film shows none', () => {
    expect(shownEpisode(documentOf(watchUrl(ARRIVAL)))).toBeNull();
  });
});
