import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DUNE_PART_TWO_TRAILER, HARBOR_LIGHTS, MAX_TABLE, type MaxTableRow } from './fixture/catalog';
import { cmsRoute } from './fixture/cms';
import { maxFixtureHandler } from './fixture/serve';
import { readGuess, siteItemIdOf, type PageContext } from '../../player/site';
import max, { maxSite } from './site';
import { maxRoute, verdictFromRoute } from './metadata';
import { fromSessionAndTitle, withoutBrand } from './signals';

const [, domFallback] = max.guess;

function fixturePage(row: MaxTableRow): PageContext {
  const res = maxFixtureHandler({ url: row.url, headers: { cookie: `wm_lang=${row.lang}` } });
  expect(res.status).toBe(200);
  const { document } = parseHTML(String(res.body));
  const url = new URL(row.url);
  return { url, document: document as unknown as Document, siteItemId: siteItemIdOf(max, url) ?? '' };
}

/** The fixture's API host stands in for the network, with the cookies a signed-in tab sends. */
function serveApi(lang: string, extra = ''): void {
  vi.stubGlobal('fetch', async (input: URL | string) => {
    const res = maxFixtureHandler({ url: String(input), headers: { cookie: `fixture_session=t; wm_lang=${lang}${extra}`, origin: 'https://play.hbomax.com' } });
    return new Response(String(res.body), { status: res.status, headers: res.headers });
  });
}

const guessOf = (row: MaxTableRow) => (row.expected ? { ...row.expected, siteItemId: row.video.videoId } : null);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('max adapter: watch paths', () => {
  it.each([
    ['/video/watch/dae9e532-3714-4f2e-b758-fb9a13def902/1f6c2a0e-4b7d-4c8e-9f1a-2b3c4d5e6f70', 'dae9e532-3714-4f2e-b758-fb9a13def902'],
    ['/video/watch/dae9e532-3714-4f2e-b758-fb9a13def902/1f6c2a0e-4b7d-4c8e-9f1a-2b3c4d5e6f70/', 'dae9e532-3714-4f2e-b758-fb9a13def902'],
    ['/video/watch/dae9e532-3714-4f2e-b758-fb9a13def902', null],
    ['/show/5c1d2b8e-7a3f-4c55-9d0e-1f2a3b4c5d6e', null],
    ['/movie/8e0f6a2c-1b3d-4e5f-8a9b-0c1d2e3f4a5b', null],
    ['/player/urn:hbo:episode:GXdu2ZAglVJuAuwEAADbA', null],
    ['/', null],
  ])('%s -> %s', (path, expected) => {
    expect(siteItemIdOf(max, new URL(path, 'https://play.hbomax.com'))).toBe(expected);
  });
});

describe('max adapter: every table row', () => {
  it.each(MAX_TABLE.map((row) => [row.url, row] as const))('%s (page API)', async (_url, row) => {
    serveApi(row.lang);
    expect(await maxRoute().guess(fixturePage(row))).toEqual(
      guessOf(row) && { ...guessOf(row), ...(row.expected?.kind === 'episode' ? { siteShowId: HARBOR_LIGHTS.id } : {}) },
    );
  });

  it.each(MAX_TABLE.map((row) => [row.url, row] as const))('%s (player title block, API down)', async (_url, row) => {
    // The API is down for this row's page only if it was never asked before: start from a fresh path cache.
    const fresh = maxSite();
    serveApi(row.lang, '; wm_api=down');
    const guess = await readGuess(fresh, fixturePage(row));
    // Without the API nothing tells a trailer from its film: that is why the API comes first.
    const expected = row.video === DUNE_PART_TWO_TRAILER ? { kind: 'movie', title: 'Dune: Part Two', siteItemId: row.video.videoId } : guessOf(row);
    expect(guess).toEqual(expected && { ...expected, site: 'max' });
  });

  it('the title block alone reads the Spanish label', async () => {
    const row = MAX_TABLE.find((candidate) => candidate.lang === 'es')!;
    expect(fixturePage(row).document.querySelector('[data-testid="player-ux-season-episode"]')?.textContent).toBe('T1 Ep.3');
    expect(await domFallback!(fixturePage(row))).toEqual(guessOf(row));
  });
});

describe('max adapter: extras and the weaker sources', () => {
  const trailer = MAX_TABLE.find((row) => row.video === DUNE_PART_TWO_TRAILER)!;

  it('once the API said EXTRA, the title block may not call the trailer a film', async () => {
    serveApi('en');
    expect(await readGuess(max, fixturePage(trailer))).toBeNull();
  });

  it('the playing video is found by alternateId, not by being the first video included', () => {
    const route = cmsRoute(new URL(MAX_TABLE[1]!.url).pathname, 'en', 300) as { included: Array<{ type: string; attributes?: { alternateId?: string } }> };
    expect(route.included.find((item) => item.type === 'video')?.attributes?.alternateId).not.toBe(MAX_TABLE[1]!.video.videoId);
    expect(verdictFromRoute(route, MAX_TABLE[1]!.video.videoId)).toMatchObject({ kind: 'guess', guess: { episode: 2, episodeTitle: 'Dead Reckoning' } });
  });

  it('an answer about other videos or of another shape is no answer', () => {
    expect(verdictFromRoute({ included: [] }, 'x')).toBeNull();
    expect(verdictFromRoute({ data: {} }, 'x')).toBeNull();
    expect(
      verdictFromRoute({ included: [{ id: 'v', type: 'video', attributes: { alternateId: 'x', videoType: 'EPISODE', name: 'No show' } }] }, 'x'),
    ).toBeNull();
  });

  it('MediaSession (series) and document.title (episode) agree only for a film', async () => {
    const [film, episode] = [MAX_TABLE.find((row) => row.expected?.kind === 'movie')!, MAX_TABLE[0]!];
    vi.stubGlobal('navigator', { mediaSession: { metadata: { title: film.video.show.name } } });
    expect(await fromSessionAndTitle(fixturePage(film))).toEqual({ kind: 'movie', title: film.video.show.name, siteItemId: film.video.videoId });
    vi.stubGlobal('navigator', { mediaSession: { metadata: { title: 'Harbor Lights' } } });
    expect(await fromSessionAndTitle(fixturePage(episode))).toBeNull();
  });

  it.each([
    ['Trust Fall • HBO Max', 'Trust Fall'],
    ['Barbie • Max', 'Barbie'],
    ['Max', 'Max'],
    ['Mad Max: Fury Road • HBO Max', 'Mad Max: Fury Road'],
  ])('document title %j -> %j', (title, expected) => {
    expect(withoutBrand(title)).toBe(expected);
  });
});
