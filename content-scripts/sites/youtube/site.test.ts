import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { YOUTUBE_TABLE, type YouTubeTableRow } from './fixture/catalog';
import { youtubeFixtureHandler } from './fixture/serve';
import { readGuess, siteItemIdOf, type PageContext } from '../../player/site';
import youtube from './site';
import { fromInnertube, fromPageSignals, fromWatchPage, innertubeConfigOf } from './sources';
import { videoIdOf } from './watch-id';

function fixturePage(url: string): PageContext {
  const res = youtubeFixtureHandler({ url, headers: {} });
  expect(res.status).toBe(200);
  const { document } = parseHTML(String(res.body));
  return { url: new URL(url), document: document as unknown as Document, siteItemId: videoIdOf(new URL(url)) ?? '' };
}

/** The fixture's InnerTube endpoint stands in for the network. */
function serveInnertube(): void {
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    const res = youtubeFixtureHandler({ method: init?.method ?? 'GET', url: String(input), headers: {}, body: String(init?.body ?? '') });
    return new Response(String(res.body), { status: res.status, headers: res.headers });
  });
}

/** InnerTube names the uploader: an episode's show is that channel's use of the title. */
function withUploader(row: YouTubeTableRow) {
  const { expected } = row;
  if (!expected) return null;
  const show = expected.kind === 'episode' ? { siteShowId: `${row.video.channel.id}:${expected.title.toLowerCase()}` } : {};
  return { ...expected, ...show, siteItemId: row.video.id };
}

function expectedGuess(row: YouTubeTableRow) {
  const guess = withUploader(row);
  return guess && { ...guess, site: 'youtube' };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('youtube adapter: watch URLs', () => {
  it.each([
    ['https://www.youtube.com/watch?v=Qf7CwXW1B2s', 'Qf7CwXW1B2s'],
    ['https://www.youtube.com/watch?v=a1GxB7s0eQw&list=PLc7Hq2Xw9Vt4Rk1Ns8Ya3Lm6Fj0Bd5Ge&index=1', 'a1GxB7s0eQw'],
    ['https://m.youtube.com/watch?t=42s&v=dQw4w9WgXcQ&hl=de', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/Sh0rTz8uQ4o', null],
    ['https://www.youtube.com/', null],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://www.youtube.com/watch/Qf7CwXW1B2s', null],
    ['https://www.youtube.com/embed/Qf7CwXW1B2s', null],
  ])('%s -> %s', (href, expected) => {
    // The core matches the current location (see youtube-watch-id.ts), so the test moves it.
    vi.stubGlobal('location', new URL(href));
    expect(siteItemIdOf(youtube, new URL(href))).toBe(expected);
    expect(videoIdOf(new URL(href))).toBe(expected);
  });
});

describe('youtube adapter: every table row against the fixture page', () => {
  const rows = YOUTUBE_TABLE.filter((row) => !row.video.short);

  it.each(rows.map((row) => [row.url, row] as const))('%s (DOM)', async (_url, row) => {
    expect(await fromWatchPage(fixturePage(row.url))).toEqual(row.expected ? { ...row.expected, siteItemId: row.video.id } : null);
  });

  it.each(rows.map((row) => [row.url, row] as const))('%s (InnerTube)', async (_url, row) => {
    serveInnertube();
    const page = fixturePage(row.url);
    // Without the DOM: the answer must come from the endpoint alone.
    page.document.querySelector('ytd-watch-flexy')?.remove();
    expect(await fromInnertube()(page)).toEqual(withUploader(row));
  });

  it.each(rows.map((row) => [row.url, row] as const))('%s (all sources, in the adapter order)', async (_url, row) => {
    serveInnertube();
    expect(await readGuess(youtube, fixturePage(row.url))).toEqual(expectedGuess(row));
  });

  it.each(YOUTUBE_TABLE.filter((row) => row.video.short).map((row) => [row.url] as const))('%s is not a watch page', (url) => {
    vi.stubGlobal('location', new URL(url));
    expect(siteItemIdOf(youtube, new URL(url))).toBeNull();
  });

  it('reads the InnerTube client config from the inline ytcfg', () => {
    const page = fixturePage(rows[0]!.url);
    expect(innertubeConfigOf(page.document)).toEqual({ key: expect.stringMatching(/^AIza/), clientName: 'WEB', clientVersion: expect.stringMatching(/^2\./) });
  });
});

describe('youtube adapter: stale pages say nothing', () => {
  const [first, second] = YOUTUBE_TABLE.filter((row) => row.video.playlist);

  it('the DOM of the previous video is not read for the next one', async () => {
    // Autoplay moved the URL to episode 2 while the page still renders episode 1.
    const page = { ...fixturePage(first!.url), siteItemId: second!.video.id };
    expect(await fromWatchPage(page)).toBeNull();
    expect(await fromPageSignals(page)).toBeNull();
  });

  it('an InnerTube answer for another video is refused', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ videoDetails: { videoId: first!.video.id, title: first!.video.title } }));
    expect(await fromInnertube()({ ...fixturePage(first!.url), siteItemId: 'zzzzzzzzzzz' })).toBeNull();
  });

  it('the MediaSession title names a titled episode when the heading is not rendered yet', async () => {
    const page = fixturePage(second!.url);
    page.document.querySelector('ytd-watch-metadata h1')?.remove();
    vi.stubGlobal('navigator', { mediaSession: { metadata: { title: second!.video.title, artist: 'Classic TV Rewind' } } });
    expect(await fromPageSignals(page)).toEqual({ ...second!.expected, siteItemId: second!.video.id });
  });

  it('a live stream is never an episode, whatever its title', async () => {
    const page = fixturePage(first!.url);
    page.document.querySelector('#movie_player')?.classList.add('ytp-live');
    expect(await fromWatchPage(page)).toBeNull();
  });
});

describe('youtube adapter: which video is the main one, and ads', () => {
  const { document } = parseHTML(`<ytd-app>
    <div id="movie_player" class="html5-video-player ad-showing"><video id="main"></video></div>
    <ytd-video-preview><div id="inline-preview-player" class="html5-video-player"><video id="hover"></video></div></ytd-video-preview>
    <div id="shorts-player" class="html5-video-player"><video id="short"></video></div>
    <ytd-miniplayer active><div id="movie_player" class="html5-video-player"><video id="mini"></video></div></ytd-miniplayer></ytd-app>`);
  const video = (id: string) => document.getElementById(id) as unknown as HTMLVideoElement;

  it.each([
    ['main', false],
    ['hover', true],
    ['short', true],
    ['mini', true],
  ])('%s preview: %s', (id, preview) => {
    expect(youtube.isPreview?.(video(id))).toBe(preview);
  });

  it('an ad plays while #movie_player has ad-showing', () => {
    expect(youtube.isAdPlaying?.(document as unknown as Document)).toBe(true);
    document.querySelector('.ad-showing')?.classList.remove('ad-showing');
    expect(youtube.isAdPlaying?.(document as unknown as Document)).toBe(false);
  });
});
