import { describe, expect, it } from 'vitest';
import { fixtureDocument } from './fixture/dom';
import { DISNEY_TABLE, S36E1, S36E2 } from './fixture/catalog';
import { disneyFixtureHandler } from './fixture/serve';
import { readTimeline } from '../../page-world/reader';
import { TIMELINE_READERS } from '../../page-world/readers';
import { readGuess, siteItemIdOf, type PageContext } from '../../player/site';
import disneyplus from './site';
import { fromDisneyTitleBar } from './metadata';

const origin = 'https://www.disneyplus.com';

function servedPage(url: string): PageContext {
  const response = disneyFixtureHandler({ url, headers: {} });
  expect(response.status).toBe(200);
  const parsed = new URL(url);
  return { url: parsed, document: fixtureDocument(String(response.body)), siteItemId: siteItemIdOf(disneyplus, parsed) ?? '' };
}

describe('disneyplus adapter: watch paths', () => {
  it.each([
    ['/nl-nl/play/f3f11053-d810-4b92-9c95-567bef5f215d', 'f3f11053-d810-4b92-9c95-567bef5f215d'],
    ['/en-us/play/f3f11053-d810-4b92-9c95-567bef5f215d/', 'f3f11053-d810-4b92-9c95-567bef5f215d'],
    ['/es-419/play/f3f11053-d810-4b92-9c95-567bef5f215d', 'f3f11053-d810-4b92-9c95-567bef5f215d'],
    ['/play/f3f11053-d810-4b92-9c95-567bef5f215d', 'f3f11053-d810-4b92-9c95-567bef5f215d'],
    ['/video/f3f11053-d810-4b92-9c95-567bef5f215d', 'f3f11053-d810-4b92-9c95-567bef5f215d'],
    ['/en-us/browse/entity-cac75c8f-a9e2-4d95-ac73-1cf1cc7b9568', null],
    ['/en-us/home', null],
    ['/en-us/play/', null],
    ['/en-us/player/f3f11053-d810-4b92-9c95-567bef5f215d', null],
  ])('%s -> %s', (path, expected) => {
    expect(siteItemIdOf(disneyplus, new URL(path, origin))).toBe(expected);
  });
});

describe('disneyplus adapter: the fixture table, read from each page as served', () => {
  it.each(DISNEY_TABLE.map((row) => [row.url, row] as const))('%s', async (url, row) => {
    const page = servedPage(url);
    expect(page.siteItemId).toBe(row.id);
    const guess = await readGuess(disneyplus, page);
    expect(guess).toEqual({ site: 'disneyplus', siteItemId: row.id, ...row.expected });
  });

  it('reads the older light-DOM title block and the nested shadow one alike', () => {
    const shadow = servedPage(DISNEY_TABLE[0]!.url).document;
    const light = servedPage(DISNEY_TABLE[2]!.url).document;
    // The two layouts really differ: the proof that both paths are exercised above.
    expect(shadow.querySelector('.title-field')).toBeNull();
    expect(light.querySelector('.subtitle-field')?.textContent).toBe('S36: afl. 3 Desperately Seeking Lisa');
  });
});

describe('disneyplus adapter: ads and previews', () => {
  it('sees an ad only while the badge in its shadow root counts down', () => {
    const { document } = servedPage(DISNEY_TABLE[3]!.url);
    expect(disneyplus.isAdPlaying!(document)).toBe(false);
    const badge = document.createElement('ad-badge-overlay');
    const root = badge.attachShadow({ mode: 'open' });
    root.innerHTML = '<div class="ad-badge-overlay__content"><span class="ad-badge-overlay__content--time-display">0:12</span></div>';
    document.querySelector('disney-web-player')!.append(badge);
    expect(disneyplus.isAdPlaying!(document)).toBe(true);
    root.querySelector('span')!.textContent = '';
    expect(disneyplus.isAdPlaying!(document)).toBe(false);
  });

  it('an entity page trailer is outside the player: a preview', () => {
    const response = disneyFixtureHandler({ url: `${origin}/en-us/browse/entity-cac75c8f-a9e2-4d95-ac73-1cf1cc7b9568`, headers: {} });
    const document = fixtureDocument(String(response.body));
    const trailer = document.querySelector('video') as unknown as HTMLVideoElement;
    expect(disneyplus.isPreview!(trailer)).toBe(true);
    const played = servedPage(DISNEY_TABLE[0]!.url).document.querySelector('#hivePlayer2') as unknown as HTMLVideoElement;
    expect(disneyplus.isPreview!(played)).toBe(false);
  });
});

describe('disneyplus adapter: the title bar after autoplay', () => {
  it('does not give the new URL the title bar of the item before it', async () => {
    const source = fromDisneyTitleBar();
    const first = servedPage(DISNEY_TABLE[0]!.url);
    expect(await source(first)).toMatchObject({ episode: 1 });
    // The URL moved to episode 2, the title bar has not re-rendered yet.
    expect(await source({ ...first, siteItemId: S36E2.id })).toBeNull();
    const second = servedPage(DISNEY_TABLE[1]!.url);
    expect(await source(second)).toMatchObject({ episode: 2, siteItemId: S36E2.id });
    // The same item asked again is still itself.
    expect(await source(second)).toMatchObject({ episode: 2 });
  });

  it('an extra without an episode label is not guessed', async () => {
    const page = servedPage(DISNEY_TABLE[0]!.url);
    const area = page.document.querySelector('main-app-controls-overlay')!.shadowRoot!.querySelector('title-bug')!.shadowRoot!;
    area.querySelector('.subtitle-field span')!.textContent = 'Official Trailer';
    expect(await fromDisneyTitleBar()(page)).toBeNull();
  });
});

describe('disneyplus page-world reader', () => {
  const reader = TIMELINE_READERS.disneyplus!;
  const windowOf = (document: Document) => ({ document }) as unknown as Window;

  it('reads the program timeline from the mediaPlayer expando, in seconds', () => {
    const { document } = servedPage(DISNEY_TABLE[0]!.url);
    const host = document.querySelector('disney-web-player') as Element & { mediaPlayer?: unknown };
    host.mediaPlayer = { timeline: { info: { playheadPositionMs: 146_000, programDurationMs: 3_000_000 } } };
    expect(readTimeline(reader, windowOf(document))).toEqual({ position: 146, duration: 3000 });
  });

  it('falls back to the seek bar thumb in its shadow root when the expando is absent', () => {
    const { document } = servedPage(DISNEY_TABLE[0]!.url);
    expect(readTimeline(reader, windowOf(document))).toEqual({ position: S36E1.resumeAt, duration: S36E1.resumeAt + 300 });
  });

  it('knows nothing without a player', () => {
    expect(readTimeline(reader, windowOf(fixtureDocument('<!doctype html><html><body></body></html>')))).toBeNull();
  });
});
