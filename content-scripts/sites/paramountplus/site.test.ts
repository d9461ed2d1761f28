import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DARK_S1, DARK_TRAILER, itemUrl, PARAMOUNT_TABLE, TOP_GUN_MAVERICK, type ParamountTableRow } from './fixture/catalog';
import { paramountFixtureHandler } from './fixture/serve';
import { ShapeError } from '../../json-shape';
import { readGuessOutcome, siteItemIdOf, type PageContext } from '../../player/site';
import paramountplus, { paramountplusSite } from './site';
import { verdictFromPreview } from './metadata';

function documentAt(url: string): Document {
  const res = paramountFixtureHandler({ url, headers: {} });
  expect(res.status).toBe(200);
  return parseHTML(String(res.body)).document as unknown as Document;
}

/** A page at `href` loaded from `loaded` (another address when the page moved on in-app). */
function pageAt(href: string, loaded = href): PageContext {
  const document = documentAt(loaded);
  // What the browser's navigation entry says: the address the document was loaded for.
  Object.defineProperty(document, 'defaultView', { value: { performance: { getEntriesByType: () => [{ name: loaded }] } } });
  const url = new URL(href);
  return { url, document, siteItemId: siteItemIdOf(paramountplus, url) ?? '' };
}

/** The feed answers from the fixture, as the content script's fetch would reach it. */
function serveFeed(): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    asked.push(`${String(input)} credentials=${init?.credentials}`);
    const res = paramountFixtureHandler({ url: String(input), headers: { origin: 'https://www.paramountplus.com' } });
    return new Response(String(res.body), { status: res.status, headers: res.headers });
  });
  return asked;
}

function feedDown(): void {
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('Failed to fetch');
  });
}

const guessOf = (row: ParamountTableRow) => row.expected && { ...row.expected, siteItemId: row.item!.contentId };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('paramountplus adapter: watch paths', () => {
  it.each([
    ['/shows/video/esJvFlqdrcS_kFHnpxSuYp449E7tTexD/', 'esJvFlqdrcS_kFHnpxSuYp449E7tTexD'],
    ['/movies/video/wjQ4RChi6BHHu4MVTncppVuCwu44uq2Q', 'wjQ4RChi6BHHu4MVTncppVuCwu44uq2Q'],
    ['/gb/movies/video/wjQ4RChi6BHHu4MVTncppVuCwu44uq2Q/', 'wjQ4RChi6BHHu4MVTncppVuCwu44uq2Q'],
    ['/shows/video/tooShort/', null],
    ['/shows/dark/', null],
    ['/movies/top-gun-maverick/', null],
    ['/live/', null],
    ['/home', null],
  ])('%s -> %s', (path, expected) => {
    expect(siteItemIdOf(paramountplus, new URL(path, 'https://www.paramountplus.com'))).toBe(expected);
  });
});

describe('paramountplus adapter: every table row', () => {
  const watchRows = PARAMOUNT_TABLE.filter((row) => siteItemIdOf(paramountplus, new URL(row.url)));

  it('the live channel is no watch page: it is never reported, as a film or otherwise', () => {
    expect(PARAMOUNT_TABLE.filter((row) => !watchRows.includes(row)).map((row) => row.url)).toEqual(['https://www.paramountplus.com/live/']);
  });

  it.each(watchRows.map((row) => [row.url, row] as const))('%s (preview feed)', async (_url, row) => {
    const asked = serveFeed();
    const outcome = await readGuessOutcome(paramountplusSite(), pageAt(row.url));
    if (row.expected) expect(outcome).toMatchObject({ guess: { ...guessOf(row), site: 'paramountplus' }, source: 'paramountplus-feed' });
    // The trailer: the feed knows it and calls it no episode; JSON-LD may not overrule that.
    else expect(outcome).toEqual({ guess: null, refused: true });
    // Asked without cookies: a public feed on another site.
    expect(asked).toEqual([`https://link.theplatform.com/s/dJ5BDC/media/guid/2198311517/${row.item!.contentId}?format=preview credentials=omit`]);
  });

  it.each(watchRows.map((row) => [row.url, row] as const))("%s (feed down: the page's JSON-LD, on the page it was made for)", async (_url, row) => {
    feedDown();
    const outcome = await readGuessOutcome(paramountplusSite(), pageAt(row.url));
    expect(outcome).toEqual(
      row.expected
        ? {
            guess: { ...guessOf(row), site: 'paramountplus', ...(row.item!.kind === 'episode' ? { episodeTitle: row.item!.title[row.lang] } : {}) },
            source: 'json-ld',
          }
        : { guess: null, refused: false },
    );
  });

  it('the episode title comes from the feed, also where it writes "{Series} - {Episode}"', async () => {
    serveFeed();
    const adapter = paramountplusSite();
    expect((await readGuessOutcome(adapter, pageAt(itemUrl(DARK_S1[0]!)))).guess).toMatchObject({ episodeTitle: 'Secrets' });
    expect((await readGuessOutcome(adapter, pageAt(itemUrl(DARK_S1[1]!)))).guess).toMatchObject({ episodeTitle: 'Lies' });
  });
});

describe('paramountplus adapter: next-episode autoplay leaves the JSON-LD behind', () => {
  const afterAutoplay = () => pageAt(itemUrl(DARK_S1[1]!), itemUrl(DARK_S1[0]!));

  it('the feed names the episode the address moved to', async () => {
    serveFeed();
    expect(await readGuessOutcome(paramountplusSite(), afterAutoplay())).toMatchObject({
      guess: { title: 'Dark', season: 1, episode: 2 },
      source: 'paramountplus-feed',
    });
  });

  it('with the feed down nothing is named: the stale episode object is never believed', async () => {
    feedDown();
    const failures: string[] = [];
    const outcome = await readGuessOutcome(paramountplusSite(), afterAutoplay(), (source) => failures.push(source));
    expect(outcome).toEqual({ guess: null, refused: false });
    expect(failures).toEqual(['paramountplus-feed']);
  });
});

describe('paramountplus adapter: the preview feed answers', () => {
  const id = DARK_S1[2]!.contentId;
  const episode = { title: 'Past and Present', cbs$SeriesTitle: 'Dark', cbs$SeasonNumber: 1, cbs$EpisodeNumber: '3', cbs$EpisodeTitle: 'Past and Present' };

  it('an episode, a film, and a clip of a show (no number: refused)', () => {
    expect(verdictFromPreview(episode, 'shows', id)).toEqual({
      kind: 'guess',
      guess: { kind: 'episode', title: 'Dark', season: 1, episode: 3, episodeTitle: 'Past and Present', siteItemId: id },
    });
    expect(verdictFromPreview({ title: 'Top Gun: Maverick' }, 'movies', id)).toEqual({
      kind: 'guess',
      guess: { kind: 'movie', title: 'Top Gun: Maverick', siteItemId: id },
    });
    expect(verdictFromPreview({ title: 'Dark - Official Trailer', cbs$SeriesTitle: 'Dark' }, 'shows', id)).toEqual({ kind: 'refused' });
  });

  it('a changed shape throws, naming the field', () => {
    expect(() => verdictFromPreview({ entries: [episode] }, 'shows', id)).toThrow(new ShapeError('title'));
    expect(() => verdictFromPreview({ ...episode, cbs$SeasonNumber: { value: 1 } }, 'shows', id)).toThrow('unexpected value at cbs$SeasonNumber');
    expect(() => verdictFromPreview([episode], 'shows', id)).toThrow('unexpected value at the top');
  });

  it("thePlatform's exception is a reason, not a film called after the exception", () => {
    const exception = {
      title: 'com.theplatform.data.api.exception.ObjectNotFoundException',
      description: 'No media found',
      isException: true,
      responseCode: 404,
    };
    expect(() => verdictFromPreview(exception, 'movies', id)).toThrow(/^preview feed: com\.theplatform.*No media found$/);
  });
});

describe('paramountplus adapter: what never counts', () => {
  it("only the player area's video is the program: the film page's marquee trailer is a preview", () => {
    const detail = documentAt('https://www.paramountplus.com/movies/top-gun-maverick/');
    expect(paramountplus.isPreview!(detail.querySelector('video.marqueeVideo') as HTMLVideoElement)).toBe(true);
    const watch = documentAt(itemUrl(TOP_GUN_MAVERICK));
    expect(paramountplus.isPreview!(watch.querySelector('.video__player-area video') as HTMLVideoElement)).toBe(false);
  });

  it('the pre-roll countdown on a fresh episode page is an ad playing; the film starts with none', () => {
    expect(paramountplus.isAdPlaying!(documentAt(itemUrl(DARK_S1[0]!)))).toBe(true);
    expect(paramountplus.isAdPlaying!(documentAt(itemUrl(TOP_GUN_MAVERICK)))).toBe(false);
    expect(paramountplus.isAdPlaying!(documentAt(itemUrl(DARK_TRAILER)))).toBe(false);
  });
});
