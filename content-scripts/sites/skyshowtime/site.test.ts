import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readGuessOutcome, siteItemIdOf, type PageContext, type SiteDefinition } from '../../player/site';
import { atomNode } from './fixture/atom';
import {
  assetPath,
  expectedOf,
  MAVERICK,
  MAVERICK_TRAILER,
  PUBLIC_PROFILE,
  playbackPath,
  SKY_PROGRAMMES,
  urlOf,
  YELLOWSTONE_S1E1,
  YELLOWSTONE_S1E2,
  type SkyProgramme,
} from './fixture/catalog';
import { skyshowtimeFixtureHandler, type SkyShowtimeFixtureOptions } from './fixture/serve';
import { skyHeaders, verdictFromNode } from './metadata';
import { readTimeline } from '../../page-world/reader';
import { skyshowtimeTimeline } from './page-world';
import { skyshowtimeSite } from './site';

// Each test starts from a fresh adapter: ATOM's verdicts are remembered per content id for the script's life.
// The page's localStorage, as the app leaves it once it booted.
let sky: SiteDefinition;
const storage = new Map<string, string>();
beforeEach(() => {
  storage.set('peacock_publicProfile', JSON.stringify(PUBLIC_PROFILE));
  sky = skyshowtimeSite(() => ({ getItem: (key) => storage.get(key) ?? null }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  storage.clear();
});

function documentOf(url: string): Document {
  const res = skyshowtimeFixtureHandler({ url, headers: {} });
  expect(res.status).toBe(200);
  return parseHTML(String(res.body)).document as unknown as Document;
}

function pageOf(url: string, document = documentOf(url)): PageContext {
  const at = new URL(url);
  return { url: at, document, siteItemId: siteItemIdOf(sky, at) ?? '' };
}

/** The fixture's ATOM host stands in for the network; what the adapter asked is kept. */
function serveAtom(opts: SkyShowtimeFixtureOptions = {}): Array<{ url: string; headers: Record<string, string>; credentials?: string }> {
  const asked: Array<{ url: string; headers: Record<string, string>; credentials?: string }> = [];
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    asked.push({ url: String(input), headers, ...(init?.credentials ? { credentials: init.credentials } : {}) });
    const res = skyshowtimeFixtureHandler({ url: String(input), headers: { ...headers, origin: 'https://www.skyshowtime.com' } }, opts);
    return new Response(String(res.body), { status: res.status, headers: res.headers });
  });
  return asked;
}

const urlOfProgramme = (programme: SkyProgramme) => urlOf(playbackPath(programme));

describe('skyshowtime adapter: watch paths', () => {
  it.each([
    [playbackPath(YELLOWSTONE_S1E1), YELLOWSTONE_S1E1.contentId],
    ['/watch/playback/vod/GMO_00000000120467_01/6a3c2f1e-4b5d-3e7f-8a9b-0c1d2e3f4a5b/', 'GMO_00000000120467_01'],
    ['/watch/playback/vod/SkyShowtime%3AGMO_00000000120467_01/6a3c2f1e-4b5d-3e7f-8a9b-0c1d2e3f4a5b', 'SkyShowtime%3AGMO_00000000120467_01'],
    ['/watch/playback/vod/SkyShowtime:GMO_00000000120467_01', null],
    [assetPath(MAVERICK), null],
    ['/watch/home', null],
  ])('%s -> %s', (path, expected) => {
    expect(siteItemIdOf(sky, new URL(path, 'https://www.skyshowtime.com'))).toBe(expected);
  });
});

describe('skyshowtime adapter: ATOM names every programme', () => {
  it.each(SKY_PROGRAMMES.map((programme) => [programme.contentId, programme] as const))('%s', async (_id, programme) => {
    const asked = serveAtom();
    const expected = expectedOf(programme);
    expect(await readGuessOutcome(sky, pageOf(urlOfProgramme(programme)))).toEqual(
      expected ? { guess: { ...expected, siteItemId: programme.contentId, site: 'skyshowtime' }, source: 'skyshowtime-atom' } : { guess: null, refused: true },
    );
    // The profile's territory goes with the question; no cookies leave for another host.
    expect(asked).toEqual([
      {
        url: `https://atom.skyshowtime.com/adapter-calypso/v3/query/node/content_id/${encodeURIComponent(programme.contentId)}`,
        credentials: 'omit',
        headers: expect.objectContaining({ 'x-skyott-proposition': 'SKYSHOWTIME', 'x-skyott-territory': 'NL', 'x-skyott-provider': 'SKYSHOWTIME' }),
      },
    ]);
  });

  it('without a stored profile ATOM is not asked: the player line names an episode, never a film', async () => {
    storage.clear();
    const asked = serveAtom();
    expect(await readGuessOutcome(sky, pageOf(urlOfProgramme(YELLOWSTONE_S1E2)))).toEqual({
      guess: { ...expectedOf(YELLOWSTONE_S1E2), siteItemId: YELLOWSTONE_S1E2.contentId, site: 'skyshowtime' },
      source: 'skyshowtime-player-lines',
    });
    expect(await readGuessOutcome(sky, pageOf(urlOfProgramme(MAVERICK)))).toEqual({ guess: null, refused: false });
    expect(asked).toEqual([]);
  });

  it('ATOM down: the failure is logged and the episode line answers', async () => {
    serveAtom({ atomStatus: 503 });
    const failures: string[] = [];
    const outcome = await readGuessOutcome(sky, pageOf(urlOfProgramme(YELLOWSTONE_S1E1)), (source, reason) => failures.push(`${source}: ${reason}`));
    expect(outcome).toMatchObject({ guess: { kind: 'episode', title: 'Yellowstone', season: 1, episode: 1, episodeTitle: 'Daybreak' } });
    expect(failures).toEqual(['skyshowtime-atom: ATOM node endpoint answered an error']);
  });

  it('reads the profile only in its known shape', () => {
    expect(skyHeaders(null)).toBeNull();
    expect(skyHeaders('{')).toBeNull();
    expect(skyHeaders(JSON.stringify({ profile: { services: {} } }))).toBeNull();
    expect(skyHeaders(JSON.stringify(PUBLIC_PROFILE))).toMatchObject({
      'x-skyott-activeterritory': 'NL',
      'x-skyott-platform': 'PC',
      'x-skyott-device': 'COMPUTER',
    });
  });
});

describe('skyshowtime adapter: a changed ATOM answer throws with the reason', () => {
  const node = () => atomNode(YELLOWSTONE_S1E1.contentId, 300) as { type: string; attributes: Record<string, unknown> };
  it.each([
    ['no attributes', () => ({ type: 'ASSET/EPISODE' }), 'attributes'],
    ['a type never seen before', () => ({ ...node(), type: 'ASSET/EPISODE/SPECIAL' }), 'type'],
    ['an episode without its number', () => ({ ...node(), attributes: { ...node().attributes, episodeNumber: null } }), 'attributes.episodeNumber'],
    [
      'another programme than asked for',
      () => ({ ...node(), attributes: { ...node().attributes, providerVariantId: YELLOWSTONE_S1E2.variantId } }),
      'attributes.providerVariantId',
    ],
  ])('%s', (_what, body, path) => {
    expect(() => verdictFromNode(body(), YELLOWSTONE_S1E1.contentId, YELLOWSTONE_S1E1.variantId)).toThrow(expect.objectContaining({ path }));
  });

  it("a film named by Peacock's `title` instead of `titleLong` is read too; a live event is refused", () => {
    const film = atomNode(MAVERICK.contentId, 300) as { type: string; attributes: Record<string, unknown> };
    const { titleLong, ...rest } = film.attributes;
    expect(verdictFromNode({ ...film, attributes: { ...rest, title: titleLong } }, MAVERICK.contentId, MAVERICK.variantId)).toMatchObject({
      guess: { kind: 'movie', title: 'Top Gun: Maverick', year: 2022 },
    });
    expect(verdictFromNode({ ...film, type: 'ASSET/SLE' }, MAVERICK.contentId, MAVERICK.variantId)).toEqual({ kind: 'refused', why: 'ASSET/SLE' });
  });
});

describe('skyshowtime adapter: ads, previews and the programme timeline', () => {
  it('a page that opens on a stitched pre-roll shows the countdown; the trailer has none', () => {
    expect(sky.isAdPlaying!(documentOf(urlOfProgramme(MAVERICK)))).toBe(true);
    expect(sky.isAdPlaying!(documentOf(urlOfProgramme(MAVERICK_TRAILER)))).toBe(false);
  });

  it("the detail page's preview is short form; the player's element is not", () => {
    expect(sky.isPreview!(documentOf(urlOf(assetPath(MAVERICK))).querySelector('video') as unknown as HTMLVideoElement)).toBe(true);
    expect(sky.isPreview!(documentOf(urlOfProgramme(MAVERICK)).querySelector('video') as unknown as HTMLVideoElement)).toBe(false);
  });

  it("reads the player session of the programme's element", () => {
    const document = documentOf(urlOfProgramme(MAVERICK));
    const win = { document } as unknown as Window;
    expect(readTimeline(skyshowtimeTimeline, win)).toBeNull();
    (document.querySelector('#core-video-shaka') as unknown as { cvsdkSession: unknown }).cvsdkSession = { getCurrentTime: () => 118, getDuration: () => 294 };
    expect(readTimeline(skyshowtimeTimeline, win)).toEqual({ position: 118, duration: 294 });
  });
});
