import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heirsEpisode, HEIRS_TRAILER, VIKI_TABLE, watchUrl, type VikiTableRow } from './fixture/catalog';
import { vikiFixtureHandler } from './fixture/serve';
import { readGuessOutcome, siteItemIdOf, type PageContext } from '../../player/site';
import viki, { vikiSite } from './site';
import { fromChannelLink, readVideoAnswer } from './metadata';

function servedPage(url: string): PageContext {
  const res = vikiFixtureHandler({ url, headers: {} });
  expect(res.status).toBe(200);
  const parsed = new URL(url);
  return { url: parsed, document: parseHTML(String(res.body)).document as unknown as Document, siteItemId: siteItemIdOf(viki, parsed) ?? '' };
}

/** The fixture's API stands in for the network, with the headers the content script sent. */
const asked: Array<{ url: string; appVersion: string | null }> = [];
function serveApi(cookie = ''): void {
  vi.stubGlobal('fetch', async (input: URL | string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    asked.push({ url: String(input), appVersion: headers.get('x-viki-app-ver') });
    const res = vikiFixtureHandler({ url: String(input), headers: { ...Object.fromEntries(headers), cookie } });
    return new Response(String(res.body), { status: res.status, headers: res.headers });
  });
}

afterEach(() => {
  asked.length = 0;
  vi.unstubAllGlobals();
});

const guessOf = (row: VikiTableRow) => (row.expected ? { ...row.expected, site: 'viki', siteItemId: row.video.id } : null);

describe('viki adapter: watch paths', () => {
  it.each([
    ['/videos/1023585v-heirs-episode-14', '1023585v'],
    ['/videos/1023585v', '1023585v'],
    ['/videos/1023585v-heirs-episode-14/', '1023585v'],
    ['/videos/1023585-heirs', null],
    ['/tv/21503c-heirs', null],
    ['/movies/36934c-parasite', null],
    ['/', null],
  ])('%s -> %s', (path, expected) => {
    expect(siteItemIdOf(viki, new URL(path, 'https://www.viki.com'))).toBe(expected);
  });
});

describe('viki adapter: every table row, from the video API', () => {
  it.each(VIKI_TABLE.map((row) => [row.url, row] as const))('%s', async (_url, row) => {
    serveApi();
    const site = vikiSite();
    const outcome = await readGuessOutcome(site, servedPage(row.url));
    const expected = guessOf(row);
    if (expected) {
      expect(outcome).toEqual({ guess: { ...expected, ...(expected.kind === 'episode' ? { siteShowId: row.video.container.id } : {}) }, source: 'viki-api' });
      // No season: Viki names none, and none is made up.
      expect(outcome.guess).not.toHaveProperty('season');
    } else {
      expect(outcome).toEqual({ guess: null, refused: true });
    }
    expect(asked).toEqual([{ url: `https://www.viki.com/api/videos/${row.video.id}`, appVersion: expect.stringMatching(/^\d+\.\d+/) }]);
  });

  it("names the Spanish page's episode by its English title, which the service knows", async () => {
    serveApi();
    const site = vikiSite();
    const row = VIKI_TABLE.find((candidate) => candidate.locale === 'es')!;
    const page = servedPage(row.url);
    expect(page.document.querySelector('#channel-link > span')?.textContent).toBe('Herederos: Episodio 3');
    expect((await readGuessOutcome(site, page)).guess).toMatchObject({ kind: 'episode', title: 'Heirs', episode: 3 });
  });
});

describe('viki adapter: the API down, changed, or naming a trailer', () => {
  it('with the API down, the title line names an episode, in any UI language', async () => {
    serveApi('wm_api=down');
    const site = vikiSite();
    const failures: Array<[string, string]> = [];
    const outcome = await readGuessOutcome(site, servedPage(watchUrl(heirsEpisode(14))), (source, reason) => failures.push([source, reason]));
    expect(outcome).toEqual({ guess: { kind: 'episode', title: 'Heirs', episode: 14, site: 'viki', siteItemId: '1023585v' }, source: 'viki-channel-link' });
    expect(failures).toEqual([['viki-api', 'video API answered an error']]);
    expect(await fromChannelLink()(servedPage(watchUrl(heirsEpisode(3), 'es')))).toMatchObject({ title: 'Herederos', episode: 3 });
  });

  it('with the API down, a film or a trailer is not guessed from its title line', async () => {
    serveApi('wm_api=down');
    const site = vikiSite();
    for (const row of VIKI_TABLE.filter((candidate) => candidate.video.type !== 'episode')) {
      expect(await readGuessOutcome(site, servedPage(row.url))).toEqual({ guess: null, refused: false });
    }
  });

  it('once the API called it a trailer, the title line may not name it', async () => {
    serveApi();
    const site = vikiSite();
    const page = servedPage(watchUrl(HEIRS_TRAILER));
    // Even a title line that reads like an episode stays silent.
    page.document.querySelector('#channel-link > span')!.textContent = 'Heirs: Episode 1';
    expect(await readGuessOutcome(site, page)).toEqual({ guess: null, refused: true });
  });

  it.each([
    ['no video', {}, 'video'],
    ['a numberless type', { video: { id: '1023585v', type: 7, container: { id: '21503c', titles: {} } } }, 'video.type'],
    ['a text number', { video: { id: '1023585v', type: 'episode', number: '14', container: { id: '21503c', titles: {} } } }, 'video.number'],
    ['titles as a list', { video: { id: '1023585v', type: 'episode', container: { id: '21503c', titles: ['Heirs'] } } }, 'video.container.titles'],
  ])('an answer with %s throws, naming where it changed', (_what, body, path) => {
    expect(() => readVideoAnswer(body)).toThrow(`unexpected value at ${path}`);
  });

  it('a changed answer is recorded as a broken source with the place it changed', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ video: { id: '1023585v', kind: 'episode' } }), { status: 200 }));
    const site = vikiSite();
    const failures: string[] = [];
    await readGuessOutcome(site, servedPage(watchUrl(heirsEpisode(14))), (_source, reason) => failures.push(reason));
    expect(failures).toEqual(['video answer changed shape at video.type']);
  });

  it('an answer about another video is no answer about this one', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ video: { id: '1023586v', type: 'episode', number: 15, container: { id: '21503c', titles: { en: 'Heirs' } } } }), {
          status: 200,
        }),
    );
    const site = vikiSite();
    const failures: string[] = [];
    const outcome = await readGuessOutcome(site, servedPage(watchUrl(heirsEpisode(14))), (_source, reason) => failures.push(reason));
    expect(outcome).toMatchObject({ guess: { episode: 14 }, source: 'viki-channel-link' });
    expect(failures).toEqual(['video answer describes another video']);
  });
});

describe('viki adapter: ads and the player', () => {
  it('sees an ad while the player root carries vjs-ad-playing, and only then', () => {
    const { document } = servedPage(VIKI_TABLE[0]!.url);
    expect(viki.isAdPlaying!(document)).toBe(false);
    document.querySelector('.video-js')!.classList.add('vjs-ad-playing');
    expect(viki.isAdPlaying!(document)).toBe(true);
    document.querySelector('.video-js')!.classList.remove('vjs-ad-playing');
    expect(viki.isAdPlaying!(document)).toBe(false);
    expect(viki.watchAttributes).toContain('class');
  });

  it('follows only the video.js player', () => {
    const { document } = servedPage(VIKI_TABLE[0]!.url);
    expect(viki.isPreview!(document.querySelector('video.vjs-tech') as unknown as HTMLVideoElement)).toBe(false);
    const stray = document.createElement('video');
    document.body.append(stray);
    expect(viki.isPreview!(stray as unknown as HTMLVideoElement)).toBe(true);
  });
});
