import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { DARK_S1, DARK_TRAILER, FEED_PATH, itemPath, itemUrl, LIVE_URL, MOVIE_DETAIL_PATH, PARAMOUNT_TABLE, TOP_GUN_MAVERICK } from './catalog.js';
import { CLIP_PATH } from './pages.js';
import { PLAYER_SCRIPT } from './player-script.js';
import { paramountFixtureHandler } from './serve.js';

const clipPath = join(mkdtempSync(join(tmpdir(), 'wm-paramount-')), 'clip.webm');
writeFileSync(clipPath, Buffer.alloc(1000, 5));
const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  paramountFixtureHandler({ method, url, headers }, { clipPath, clipSeconds: 300 });
const documentAt = (url: string) => parseHTML(String(get(url).body)).document as unknown as Document;
const ldOf = (document: Document) => JSON.parse(document.querySelector('[type="application/ld+json"]')!.textContent!) as Record<string, unknown>;
const feedUrl = (contentId: string) => `https://link.theplatform.com${FEED_PATH}${contentId}?format=preview`;

describe('Paramount+ fixture pages', () => {
  it.each(PARAMOUNT_TABLE.map((row) => [row.url] as const))('serves %s with one video in the player area', (url) => {
    expect(get(url).status).toBe(200);
    expect(documentAt(url).querySelectorAll('.video__player-area video')).toHaveLength(1);
  });

  it('episode pages carry the episode object in JSON-LD, numbers as strings; films their name and image', () => {
    expect(ldOf(documentAt(itemUrl(DARK_S1[0]!)))).toMatchObject({
      '@type': 'TVEpisode',
      name: 'Secrets',
      episodeNumber: '1',
      partOfSeason: { seasonNumber: '1' },
      partOfSeries: { name: 'Dark' },
    });
    expect(ldOf(documentAt(itemUrl(TOP_GUN_MAVERICK)))).toMatchObject({ '@type': 'Movie', name: 'Top Gun: Maverick', image: expect.stringMatching(/^https:/) });
    expect(ldOf(documentAt(itemUrl(DARK_TRAILER)))['@type']).toBe('VideoObject');
  });

  it('episodes open on the pre-roll countdown with the click overlay; the film has none before its program', () => {
    const episode = documentAt(itemUrl(DARK_S1[0]!));
    expect(episode.querySelector('div.ad-info-manager-circular-loader-copy')!.textContent).toBe('8');
    expect(episode.querySelector('div.ad-click-overlay')).not.toBeNull();
    expect(documentAt(itemUrl(TOP_GUN_MAVERICK)).querySelector('div.ad-info-manager-circular-loader-copy')).toBeNull();
  });

  it('the German UI under /de/: German labels, the same episode object', () => {
    const document = documentAt(itemUrl(DARK_S1[2]!, 'de'));
    expect(document.documentElement.getAttribute('lang')).toBe('de-DE');
    expect(ldOf(document)).toMatchObject({ name: 'Gestern und heute', episodeNumber: '3', partOfSeries: { name: 'Dark' } });
    const boot = JSON.parse(document.getElementById('wm-boot')!.textContent!) as {
      strings: { skip: string };
      items: Record<string, { next: string; nextLabel: string }>;
    };
    expect(boot.strings.skip).toBe('Intro überspringen');
    expect(boot.items[DARK_S1[2]!.contentId]).toMatchObject({ next: itemPath(DARK_S1[3]!, 'de'), nextLabel: 'S1 F4' });
  });

  it('/live/ names its channel under the player and states nothing in structured data', () => {
    const document = documentAt(LIVE_URL);
    expect(document.querySelector('.video__metadata.padded-container > p')!.textContent).toBe('CBS News Live');
    expect(document.querySelector('[type="application/ld+json"]')).toBeNull();
  });

  it('a film page before Play: the player area is empty and the marquee trailer loops muted', () => {
    const document = documentAt(`https://www.paramountplus.com${MOVIE_DETAIL_PATH}`);
    expect(document.querySelector('.video__player-area')!.children).toHaveLength(0);
    expect(document.querySelector('video.marqueeVideo[muted][autoplay][loop]')).not.toBeNull();
  });

  it('the page script: countdown of whole seconds left, the end card and the History API move to the next episode', () => {
    for (const part of [
      'ad-info-manager-circular-loader-copy',
      'ad-click-overlay',
      'Math.ceil(ad[0] + ad[1] - t)',
      "'skip-button'",
      "'sub-title'",
      "'play-button'",
      "id: 'close-btn'",
      'history.pushState',
      'video.play()',
    ]) {
      expect(PLAYER_SCRIPT).toContain(part);
    }
    const boot = JSON.parse(documentAt(itemUrl(DARK_S1[0]!)).getElementById('wm-boot')!.textContent!) as {
      endCard: string;
      items: Record<string, { ads: unknown; media: string }>;
    };
    expect(boot.endCard).toMatch(/^end-card-panel-\w+$/);
    expect(boot.items[DARK_S1[0]!.contentId]).toEqual(
      expect.objectContaining({
        ads: [
          [0, 8],
          [120, 8],
        ],
        media: `${CLIP_PATH}?id=${DARK_S1[0]!.contentId}`,
      }),
    );
    expect(PLAYER_SCRIPT).not.toMatch(/ld\+json/);
  });

  it.each([
    `https://www.paramountplus.com/movies/video/${DARK_S1[0]!.contentId}/`,
    `https://www.paramountplus.com/shows/video/${TOP_GUN_MAVERICK.contentId}/`,
    'https://www.paramountplus.com/shows/video/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/',
    `https://www.paramountplus.com/fr/shows/video/${DARK_S1[0]!.contentId}/`,
    'https://www.paramountplus.com/home',
    `https://paramountplus.com/shows/video/${DARK_S1[0]!.contentId}/`,
  ])('answers 404 for %s', (url) => {
    expect(get(url).status).toBe(404);
  });

  it('serves the media with byte ranges', () => {
    const res = get(`https://www.paramountplus.com${CLIP_PATH}?id=x`, { range: 'bytes=0-9' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 0-9/1000');
  });
});

describe("Paramount+ fixture: thePlatform's preview feed", () => {
  it('answers any origin (a public feed) with the entry for the content id', () => {
    const res = get(feedUrl(DARK_S1[0]!.contentId), { origin: 'https://www.paramountplus.com' });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(String(res.body))).toMatchObject({
      guid: DARK_S1[0]!.contentId,
      title: 'Secrets',
      cbs$SeriesTitle: 'Dark',
      cbs$SeasonNumber: 1,
      cbs$EpisodeNumber: '1',
      cbs$EpisodeTitle: 'Secrets',
      duration: 300_000,
    });
  });

  it('writes one title as "{Series} - {Episode}" without cbs$EpisodeTitle; films and trailers carry no numbers', () => {
    const second = JSON.parse(String(get(feedUrl(DARK_S1[1]!.contentId)).body)) as Record<string, unknown>;
    expect(second).toMatchObject({ title: 'Dark - Lies', cbs$EpisodeNumber: '2' });
    expect(second).not.toHaveProperty('cbs$EpisodeTitle');
    expect(JSON.parse(String(get(feedUrl(TOP_GUN_MAVERICK.contentId)).body))).not.toHaveProperty('cbs$EpisodeNumber');
    expect(JSON.parse(String(get(feedUrl(DARK_TRAILER.contentId)).body))).toMatchObject({ cbs$SeriesTitle: 'Dark' });
  });

  it('answers an unknown id with thePlatform exception, and a preflight', () => {
    const res = get(feedUrl('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
    expect(res.status).toBe(404);
    expect(JSON.parse(String(res.body))).toMatchObject({ isException: true, responseCode: 404 });
    expect(get(feedUrl(DARK_S1[0]!.contentId), {}, 'OPTIONS').status).toBe(204);
  });
});
