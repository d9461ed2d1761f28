import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { APPLE_TABLE, BB_S1, BREAKING_BAD, DUNE_PART_TWO, DUNE_TRAILER, itemPath, itemUrl, LIVE_MATCH, showPath } from './catalog.js';
import { CLIP_PATH } from './pages.js';
import { PLAYER_SCRIPT } from './player-script.js';
import { appleFixtureHandler } from './serve.js';

const clipPath = join(mkdtempSync(join(tmpdir(), 'wm-apple-')), 'clip.webm');
writeFileSync(clipPath, Buffer.alloc(1000, 3));
const get = (url: string, headers: Record<string, string> = {}) => appleFixtureHandler({ url, headers }, { clipPath });
const documentAt = (url: string) => parseHTML(String(get(url).body)).document as unknown as Document;
const ldOf = (document: Document) => JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>;

describe('Apple TV+ fixture pages', () => {
  it.each(APPLE_TABLE.map((row) => [row.url, row] as const))('serves %s with the player open and its head about the item', (url, row) => {
    expect(get(url).status).toBe(200);
    const document = documentAt(url);
    expect(document.querySelectorAll('[data-testid="video-player"] [data-testid="video-container"] video')).toHaveLength(1);
    // The promotional video outside the player loops muted, as they do all over the site.
    expect(['muted', 'autoplay', 'loop'].every((name) => document.querySelector('video.hero-promo')!.hasAttribute(name))).toBe(true);
    expect(document.querySelector('meta[name="apple:content_id"]')!.getAttribute('content')).toBe(row.item.id);
    expect(document.querySelector('meta[name="apple:title"]')!.getAttribute('content')).toBe(row.item.title[row.lang]);
    expect(document.querySelector('[data-testid="player-metadata-title"]')!.textContent).toBeTruthy();
  });

  it('episode pages: JSON-LD Episode named "{Show} - {Episode}" with its url, the header links the show', () => {
    const document = documentAt(itemUrl(BB_S1[0]!));
    expect(ldOf(document)).toMatchObject({
      '@type': 'Episode',
      name: 'Breaking Bad - Pilot',
      url: `https://tv.apple.com${itemPath(BB_S1[0]!).split('?')[0]}`,
      episodeNumber: 1,
      partOfSeason: { seasonNumber: 1 },
      partOfSeries: { name: 'Breaking Bad' },
    });
    expect(document.querySelector('.page-header .episode-title')!.textContent).toBe('Pilot');
    expect(document.querySelector('.page-header a[href*="/show/"]')!.getAttribute('href')).toBe(showPath(BREAKING_BAD));
    expect(document.querySelector('[data-testid="player-metadata-subtitle"]')!.textContent).toBe('S1, E1 · Pilot');
  });

  it('film pages: JSON-LD Movie in @graph, og:video:release_date, a genre line under the title', () => {
    const document = documentAt(itemUrl(DUNE_PART_TWO));
    expect((ldOf(document)['@graph'] as unknown[])[1]).toMatchObject({ '@type': 'Movie', name: 'Dune: Part Two', datePublished: '2024-03-01' });
    expect(document.querySelector('meta[property="og:video:release_date"]')!.getAttribute('content')).toBe('2024-03-01');
    expect(document.querySelector('[data-testid="player-metadata-subtitle"]')!.textContent).toBe('Science Fiction · 2024');
  });

  it('the trailer clip and the live match state no film or episode in standard markup', () => {
    expect(ldOf(documentAt(itemUrl(DUNE_TRAILER)))['@type']).toBe('VideoObject');
    expect(ldOf(documentAt(itemUrl(LIVE_MATCH)))).toMatchObject({ '@type': 'BroadcastEvent', isLiveBroadcast: true });
    expect(documentAt(itemUrl(LIVE_MATCH)).querySelector('meta[property="og:type"]')!.getAttribute('content')).toBe('video.other');
  });

  it('the German storefront speaks German in the player and the head', () => {
    const document = documentAt(itemUrl(BB_S1[2]!, 'de'));
    expect(document.documentElement.getAttribute('lang')).toBe('de-DE');
    expect(document.querySelector('[data-testid="player-metadata-subtitle"]')!.textContent).toBe('Staffel 1, Folge 3 · … und der Sack ist im Fluss');
    expect(document.querySelector('.video-player__tabs')!.textContent).toContain('Als Nächstes');
  });

  it('the show page loops its promotional video muted and links every episode', () => {
    const document = documentAt(`https://tv.apple.com${showPath(BREAKING_BAD)}`);
    expect(document.querySelector('[data-testid="video-player"]')).toBeNull();
    expect(document.querySelector('video.hero-promo[muted][autoplay][loop]')).not.toBeNull();
    expect([...document.querySelectorAll('.episodes a')].map((a) => a.getAttribute('href'))).toEqual(BB_S1.map((item) => itemPath(item)));
  });

  it('the page script autoplays, hides the controls after 3 s and moves to the next episode with the History API', () => {
    const boot = JSON.parse(documentAt(itemUrl(BB_S1[0]!)).getElementById('wm-boot')!.textContent!) as {
      items: Record<string, { next: string | null; media: string }>;
    };
    expect(boot.items[BB_S1[0]!.id]).toMatchObject({ next: itemPath(BB_S1[1]!), media: `${CLIP_PATH}?id=${BB_S1[0]!.id}` });
    expect(boot.items[BB_S1[3]!.id]!.next).toBeNull();
    for (const part of ['history.pushState', 'video.play()', 'setTimeout(() => chrome.replaceChildren(), 3000)']) expect(PLAYER_SCRIPT).toContain(part);
    // The head is the server's: the script never touches it.
    expect(PLAYER_SCRIPT).not.toMatch(/apple:|ld\+json|document\.title/);
  });

  it.each([
    `https://tv.apple.com/us/movie/pilot/${BB_S1[0]!.id}`,
    `https://tv.apple.com/fr/episode/pilot/${BB_S1[0]!.id}`,
    'https://tv.apple.com/us/episode/pilot/umc.cmc.unknown',
    'https://tv.apple.com/us',
    `https://www.apple.com/us/episode/pilot/${BB_S1[0]!.id}`,
  ])('answers 404 for %s', (url) => {
    expect(get(url).status).toBe(404);
  });

  it('serves the media with byte ranges, for any item', () => {
    const res = get(`https://tv.apple.com${CLIP_PATH}?id=${DUNE_PART_TWO.id}`, { range: 'bytes=10-19' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 10-19/1000');
  });
});
