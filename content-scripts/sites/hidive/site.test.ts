import { DOMParser, parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BEBOP_FILM, FRIEREN_S1_EPISODES, FRIEREN_S2_EPISODES, FRIEREN_S2_PV, HIDIVE_TABLE, watchUrl, type HidiveTableRow } from './fixture/catalog';
import { hidiveFixtureHandler } from './fixture/serve';
import { readGuessOutcome, siteItemIdOf, type PageContext } from '../../player/site';
import hidive, { hidiveSite } from './site';
import { cacheKey } from '../../../lib/resolve/cache';
import { correctionKeysFor } from '../../../lib/resolve/corrections';
import { readCollectionPage } from './metadata';

function servedPage(url: string): PageContext {
  const res = hidiveFixtureHandler({ url, headers: {} });
  expect(res.status).toBe(200);
  const parsed = new URL(url);
  return { url: parsed, document: parseHTML(String(res.body)).document as unknown as Document, siteItemId: siteItemIdOf(hidive, parsed) ?? '' };
}

/** The fixture's pages stand in for the network; every address the adapter asks for is noted. */
const asked: string[] = [];
function serveSite(status?: number): void {
  vi.stubGlobal('fetch', async (input: URL | string) => {
    asked.push(String(input));
    const res = hidiveFixtureHandler({ url: String(input), headers: {} });
    return new Response(String(res.body), { status: status ?? res.status, headers: res.headers });
  });
}

beforeEach(() => {
  asked.length = 0;
  // The content script parses the season page with the browser's DOMParser.
  vi.stubGlobal('DOMParser', DOMParser);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const guessOf = (row: HidiveTableRow) => (row.expected ? { ...row.expected, site: 'hidive', siteItemId: String(row.video.id) } : null);

describe('hidive adapter: watch paths', () => {
  it.each([
    ['/video/564632?seasonId=20021', '564632'],
    ['/video/564456?playlistId=20663', '564456'],
    ['/video/562063', '562063'],
    ['/season/20021', null],
    ['/playlist/20663', null],
    ['/video/', null],
    ['/browse', null],
  ])('%s -> %s', (path, expected) => {
    expect(siteItemIdOf(hidive, new URL(path, 'https://www.hidive.com'))).toBe(expected);
  });
});

describe('hidive adapter: every table row, from the season or playlist page and the player title', () => {
  it.each(HIDIVE_TABLE.map((row) => [row.url, row] as const))('%s', async (_url, row) => {
    serveSite();
    const site = hidiveSite();
    const outcome = await readGuessOutcome(site, servedPage(row.url));
    const expected = guessOf(row);
    if (expected) {
      const siteShowId = expected.title.toLowerCase();
      expect(outcome).toEqual({ guess: { ...expected, ...(expected.kind === 'episode' ? { siteShowId } : {}) }, source: 'hidive-pages' });
    } else {
      // The PV: refused, so the user is not asked about it either.
      expect(outcome).toEqual({ guess: null, refused: true });
    }
    expect(asked).toEqual([`https://www.hidive.com/${row.video.collection.kind}/${row.video.collection.id}`]);
  });

  it('two seasons of one show are one show: one resolve-cache key, one show a correction covers', async () => {
    serveSite();
    const site = hidiveSite();
    const first = (await readGuessOutcome(site, servedPage(watchUrl(FRIEREN_S1_EPISODES[0]!)))).guess!;
    const second = (await readGuessOutcome(site, servedPage(watchUrl(FRIEREN_S2_EPISODES[0]!)))).guess!;
    expect([first.season, second.season]).toEqual([1, 2]);
    expect(cacheKey(second)).toBe(cacheKey(first));
    // Each episode keeps its own item key; the show's key is shared.
    expect(correctionKeysFor(second)[1]).toBe(correctionKeysFor(first)[1]);
  });

  it('reads each season page once for a whole binge', async () => {
    serveSite();
    const site = hidiveSite();
    for (const video of FRIEREN_S2_EPISODES) await readGuessOutcome(site, servedPage(watchUrl(video)));
    expect(asked).toHaveLength(1);
  });
});

describe('hidive adapter: what it will not guess', () => {
  it('a watch URL without its season names nothing from the pages, and is not refused', async () => {
    serveSite();
    const site = hidiveSite();
    const page = servedPage(watchUrl(FRIEREN_S2_EPISODES[0]!));
    const bare = { ...page, url: new URL(`https://www.hidive.com/video/${FRIEREN_S2_EPISODES[0]!.id}`) };
    expect(await readGuessOutcome(site, bare)).toEqual({ guess: null, refused: false });
    expect(asked).toEqual([]);
  });

  it('a player title still showing the video before an in-app move names nothing; the new one does', async () => {
    serveSite();
    const site = hidiveSite();
    const [first, second] = FRIEREN_S2_EPISODES;
    const firstPage = servedPage(watchUrl(first!));
    expect((await readGuessOutcome(site, firstPage)).guess).toMatchObject({ episode: 1 });
    // The address moved to episode 2; the player title has not re-rendered yet.
    const moved = { ...firstPage, url: new URL(watchUrl(second!)), siteItemId: String(second!.id) };
    expect(await readGuessOutcome(site, moved)).toEqual({ guess: null, refused: false });
    expect((await readGuessOutcome(site, servedPage(watchUrl(second!)))).guess).toMatchObject({ episode: 2, siteItemId: String(second!.id) });
  });

  it('a stale PV title does not refuse the episode the address moved to', async () => {
    serveSite();
    const site = hidiveSite();
    const pvPage = servedPage(watchUrl(FRIEREN_S2_PV));
    expect(await readGuessOutcome(site, pvPage)).toEqual({ guess: null, refused: true });
    const moved = { ...pvPage, url: new URL(watchUrl(FRIEREN_S2_EPISODES[0]!)), siteItemId: String(FRIEREN_S2_EPISODES[0]!.id) };
    expect(await readGuessOutcome(site, moved)).toEqual({ guess: null, refused: false });
  });

  it('a film playlist playing something that is not the film refuses it', async () => {
    serveSite();
    const site = hidiveSite();
    const page = servedPage(watchUrl(BEBOP_FILM));
    page.document.querySelector('.player-title')!.textContent = 'Trailer';
    expect(await readGuessOutcome(site, page)).toEqual({ guess: null, refused: true });
  });
});

describe('hidive adapter: a season page that changed, or failed', () => {
  it('throws when the season page no longer states an og:title, and the chain names the source', async () => {
    vi.stubGlobal('fetch', async () => new Response('<!doctype html><html><head><title>HIDIVE</title></head><body></body></html>', { status: 200 }));
    const site = hidiveSite();
    const failures: Array<[string, string]> = [];
    const outcome = await readGuessOutcome(site, servedPage(HIDIVE_TABLE[0]!.url), (source, reason) => failures.push([source, reason]));
    expect(outcome).toEqual({ guess: null, refused: false });
    expect(failures).toEqual([['hidive-pages', 'season page has no og:title']]);
  });

  it('throws when the season page answers an error', async () => {
    serveSite(503);
    const site = hidiveSite();
    const failures: string[] = [];
    await readGuessOutcome(site, servedPage(HIDIVE_TABLE[0]!.url), (_source, reason) => failures.push(reason));
    expect(failures).toEqual(['season page answered an error']);
  });

  it.each([
    ["Frieren: Beyond Journey's End - Season 2", { title: "Frieren: Beyond Journey's End", season: 2 }],
    ['No Game, No Life', { title: 'No Game, No Life' }],
    ['The Eminence in Shadow - Season 2', { title: 'The Eminence in Shadow', season: 2 }],
    ['Re:ZERO - Starting Life in Another World', { title: 'Re:ZERO - Starting Life in Another World' }],
  ])('og:title %j -> %j (no "Season N": the season is unknown, not 1)', (ogTitle, expected) => {
    const html = `<html><head><meta property="og:title" content="${ogTitle}"></head></html>`;
    expect(readCollectionPage(html, 'season')).toEqual(expected);
  });
});

describe('hidive adapter: the player', () => {
  it('follows only the DICE player', () => {
    const { document } = servedPage(HIDIVE_TABLE[0]!.url);
    expect(hidive.isPreview!(document.querySelector('#dice-player > video') as unknown as HTMLVideoElement)).toBe(false);
    const stray = document.createElement('video');
    document.body.append(stray);
    expect(hidive.isPreview!(stray as unknown as HTMLVideoElement)).toBe(true);
  });
});
