import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atomNode } from './fixture/atom';
import { assetUrl, OPPENHEIMER, OPPENHEIMER_TRAILER, PEACOCK_TABLE, playbackUrl, SNL_S51E1, SNL_S51E2, type PeacockTableRow } from './fixture/catalog';
import { peacockFixtureHandler, type PeacockFixtureOptions } from './fixture/serve';
import { readGuessOutcome, siteItemIdOf, type PageContext, type SiteDefinition } from '../../player/site';
import { boundedTimeline } from '../../page-world/protocol';
import { readTimeline } from '../../page-world/reader';
import { peacockTimeline } from './page-world';

import { verdictFromNode } from './metadata';
import { peacockSite } from './site';

// Each test starts from a fresh adapter: ATOM's verdicts are remembered per content id for the script's life.
let peacock: SiteDefinition;
beforeEach(() => {
  peacock = peacockSite();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function documentOf(url: string): Document {
  const res = peacockFixtureHandler({ url, headers: {} });
  expect(res.status).toBe(200);
  return parseHTML(String(res.body)).document as unknown as Document;
}

function pageOf(url: string, document = documentOf(url)): PageContext {
  const at = new URL(url);
  return { url: at, document, siteItemId: siteItemIdOf(peacock, at) ?? '' };
}

interface Asked {
  url: string;
  credentials?: RequestCredentials;
  headers?: HeadersInit;
}

/** The fixture's ATOM host stands in for the network; what the adapter asked is kept. */
function serveAtom(opts: PeacockFixtureOptions = {}): Asked[] {
  const asked: Asked[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    asked.push({ url: String(input), ...(init?.credentials ? { credentials: init.credentials } : {}), ...(init?.headers ? { headers } : {}) });
    const res = peacockFixtureHandler({ url: String(input), headers: { ...headers, origin: 'https://www.peacocktv.com' } }, opts);
    return new Response(String(res.body), { status: res.status, headers: res.headers });
  });
  return asked;
}

const expectedGuess = (row: PeacockTableRow) => row.expected && row.programme && { ...row.expected, siteItemId: row.programme.contentId };
const watchRows = PEACOCK_TABLE.filter((row) => row.programme);

describe('peacock adapter: watch paths', () => {
  it.each([
    ['/watch/playback/vod/GMO_00000000391471_01/8e388082-094f-3974-951b-03332f1a1e67', 'GMO_00000000391471_01'],
    ['/watch/playback/vod/GMO_00000000224510_02_HDSDR/8e388082-094f-3974-951b-03332f1a1e67/', 'GMO_00000000224510_02_HDSDR'],
    ['/watch/playback/vod/GMO_00000000391471_01', null],
    ['/watch/playback/playlist/peacock-originals', null],
    [`/watch/asset/movies/oppenheimer/${OPPENHEIMER.variantId}`, null],
    ['/watch/asset/tv/saturday-night-live/5263925436108731112', null],
    ['/watch/home', null],
  ])('%s -> %s', (path, expected) => {
    expect(siteItemIdOf(peacock, new URL(path, 'https://www.peacocktv.com'))).toBe(expected);
  });
});

describe('peacock adapter: every table row', () => {
  it.each(watchRows.map((row) => [row.url, row] as const))('%s (ATOM)', async (_url, row) => {
    const asked = serveAtom();
    const outcome = await readGuessOutcome(peacock, pageOf(row.url));
    const show = row.programme!.series ? { siteShowId: row.programme!.series.id } : {};
    expect(outcome).toEqual(
      row.expected ? { guess: { ...expectedGuess(row), ...show, site: 'peacock' }, source: 'peacock-atom' } : { guess: null, refused: true },
    );
    // Public and keyed by Sky's headers: no cookies leave for another host.
    expect(asked).toEqual([
      {
        url: `https://atom.peacocktv.com/adapter-calypso/v3/query/node/content_id/${row.programme!.contentId}`,
        credentials: 'omit',
        headers: { 'x-skyott-proposition': 'NBCUOTT', 'x-skyott-territory': 'US' },
      },
    ]);
  });

  it.each(watchRows.map((row) => [row.url, row] as const))('%s (ATOM down: not recognised, the failure logged)', async (_url, row) => {
    serveAtom({ atomStatus: 503 });
    const failures: string[] = [];
    // The player's lines are not read (no source records their format): the user will be asked.
    expect(await readGuessOutcome(peacock, pageOf(row.url), (source, reason) => failures.push(`${source}: ${reason}`))).toEqual({
      guess: null,
      refused: false,
    });
    expect(failures).toEqual(['peacock-atom: ATOM node endpoint answered an error']);
  });

  it('the detail page is no watch page: its preview names nothing', () => {
    expect(siteItemIdOf(peacock, new URL(assetUrl(OPPENHEIMER)))).toBeNull();
  });
});

describe('peacock adapter: trailers and clips are refused', () => {
  it("once ATOM said SHORTFORM, not even the page's own JSON-LD may call the trailer a film", async () => {
    serveAtom();
    const page = pageOf(playbackUrl(OPPENHEIMER_TRAILER));
    const ld = page.document.createElement('script');
    ld.setAttribute('type', 'application/ld+json');
    ld.textContent = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Movie', name: 'Oppenheimer', url: playbackUrl(OPPENHEIMER_TRAILER) });
    page.document.head.append(ld);
    const standardOnly = { ...peacock, guess: peacock.guess.slice(1), refuses: undefined };
    expect(await readGuessOutcome(standardOnly, page)).toMatchObject({ guess: { kind: 'movie', title: 'Oppenheimer' }, source: 'json-ld' });
    expect(await readGuessOutcome(peacock, page)).toEqual({ guess: null, refused: true });
  });

  it('a single live event is refused too', () => {
    const node = atomNode(OPPENHEIMER.contentId, 300) as { type: string };
    expect(verdictFromNode({ ...node, type: 'ASSET/SLE' }, OPPENHEIMER.contentId, OPPENHEIMER.variantId)).toEqual({
      kind: 'refused',
      why: 'ASSET/SLE',
    });
  });
});

describe('peacock adapter: a changed ATOM answer throws with the reason', () => {
  const node = () => atomNode(SNL_S51E1.contentId, 300) as { type: string; attributes: Record<string, unknown> };
  it.each([
    ['no attributes', () => ({ type: 'ASSET/EPISODE' }), 'attributes'],
    ['a type never seen before', () => ({ ...node(), type: 'ASSET/EPISODE/SPECIAL' }), 'type'],
    ['an episode without its number', () => ({ ...node(), attributes: { ...node().attributes, episodeNumber: null } }), 'attributes.episodeNumber'],
    ['a season that is text', () => ({ ...node(), attributes: { ...node().attributes, seasonNumber: '51' } }), 'attributes.seasonNumber'],
    [
      'another programme than asked for',
      () => ({ ...node(), attributes: { ...node().attributes, providerVariantId: SNL_S51E2.variantId } }),
      'attributes.providerVariantId',
    ],
  ])('%s', async (_what, body, path) => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body()), { status: 200 }));
    const failures: string[] = [];
    const outcome = await readGuessOutcome({ ...peacock, guess: peacock.guess.slice(0, 1) }, pageOf(playbackUrl(SNL_S51E1)), (source, reason) =>
      failures.push(`${source}: ${reason}`),
    );
    expect(outcome).toEqual({ guess: null, refused: false });
    expect(failures).toEqual([`peacock-atom: ATOM node changed shape at ${path}`]);
  });
});

describe('peacock adapter: ads, previews and the programme timeline', () => {
  it('a page that opens on a pre-roll shows the ad countdown; a trailer has none', () => {
    const document = documentOf(playbackUrl(OPPENHEIMER));
    expect(peacock.isAdPlaying!(document)).toBe(true);
    document.querySelector('.ad-countdown__container')!.remove();
    expect(peacock.isAdPlaying!(document)).toBe(false);
    expect(peacock.isAdPlaying!(documentOf(playbackUrl(OPPENHEIMER_TRAILER)))).toBe(false);
  });

  it('the detail page preview is short form; the player element is not', () => {
    const preview = documentOf(assetUrl(OPPENHEIMER)).querySelector('video') as unknown as HTMLVideoElement;
    expect(preview.closest('[data-gsp-shortform-player]')).not.toBeNull();
    expect(peacock.isPreview!(preview)).toBe(true);
    expect(peacock.isPreview!(documentOf(playbackUrl(OPPENHEIMER)).querySelector('video') as unknown as HTMLVideoElement)).toBe(false);
  });

  it("reads the player session of the programme element, in the programme's seconds", () => {
    const document = documentOf(playbackUrl(OPPENHEIMER));
    const video = document.querySelector('#core-video-shaka') as unknown as { cvsdkSession?: unknown };
    const win = { document } as unknown as Window;
    expect(readTimeline(peacockTimeline, win)).toBeNull();
    video.cvsdkSession = { getCurrentTime: () => 118, getDuration: () => 294 };
    expect(readTimeline(peacockTimeline, win)).toEqual({ position: 118, duration: 294 });
    // Whatever the session says is bounded before use (boundedTimeline): NaN is no position.
    video.cvsdkSession = { getCurrentTime: () => Number.NaN, getDuration: () => 294 };
    const answer = readTimeline(peacockTimeline, win);
    expect(answer && boundedTimeline(answer.position, answer.duration)).toBeNull();
    video.cvsdkSession = { currentTime: 118 };
    expect(readTimeline(peacockTimeline, win)).toBeNull();
  });
});
