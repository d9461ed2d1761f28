import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { BEBOP_FILM, BEBOP_MOVIE, collectionPath, FRIEREN_S2, FRIEREN_S2_EPISODES, FRIEREN_S2_PV, HIDIVE_TABLE, nextEpisode, videosOf } from './catalog.js';
import { hidiveFixtureHandler } from './serve.js';

const clipPath = join(mkdtempSync(join(tmpdir(), 'wm-hidive-')), 'clip.webm');
writeFileSync(clipPath, Buffer.alloc(800, 7));
const get = (url: string, headers: Record<string, string> = {}) => hidiveFixtureHandler({ url, headers }, { clipPath });
const page = (url: string) => parseHTML(String(get(url).body)).document;

describe('HIDIVE fixture watch pages', () => {
  it.each(HIDIVE_TABLE.map((row) => [row.url, row] as const))('serves %s with the DICE player', (url, row) => {
    expect(get(url).status).toBe(200);
    const document = page(url);
    expect(document.querySelectorAll('#dice-player > video')).toHaveLength(1);
    expect(document.querySelector('#dice-player .player-title')?.textContent).toBe(row.video.playerTitle);
    expect(document.querySelector('.dice-player-control .tooltip__message')?.textContent).toBe('Play (k)');
    expect(document.querySelector('.time__elapsed')).not.toBeNull();
    // The app's own markup has generated class names only, and the watch page states no show.
    expect(document.querySelector('#root')?.getAttribute('class')).toMatch(/^css-175oi2r r-[a-z0-9]+$/);
    expect(document.querySelector('meta[property="og:title"]')).toBeNull();
  });

  it('lists the season in the rail, the PV first, and links each video under its season', () => {
    const document = page(HIDIVE_TABLE[1]!.url);
    const links = [...document.querySelectorAll('.simple-carousel a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([FRIEREN_S2_PV, ...FRIEREN_S2_EPISODES].map((video) => `/video/${video.id}?seasonId=${FRIEREN_S2.id}`));
    expect(nextEpisode(FRIEREN_S2_EPISODES[0]!)).toBe(FRIEREN_S2_EPISODES[1]);
    expect(nextEpisode(FRIEREN_S2_PV)).toBeUndefined();
  });

  it.each([
    `https://www.hidive.com/video/${FRIEREN_S2_EPISODES[0]!.id}?seasonId=1`,
    `https://www.hidive.com/video/${FRIEREN_S2_EPISODES[0]!.id}?playlistId=${FRIEREN_S2.id}`,
    `https://www.hidive.com/video/${BEBOP_FILM.id}?seasonId=${BEBOP_MOVIE.id}`,
    'https://www.hidive.com/video/1?seasonId=1',
    'https://www.hidive.com/season/1',
    'https://www.hidive.com/browse',
    'https://api.hidive.com/season/18742',
  ])('answers 404 for %s', (url) => {
    expect(get(url).status).toBe(404);
  });
});

describe('HIDIVE fixture season and playlist pages', () => {
  it('states "Show - Season N" in og:title, as PreMiD reads it, and lists the season', () => {
    const document = page(`https://www.hidive.com${collectionPath(FRIEREN_S2)}`);
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe("Frieren: Beyond Journey's End - Season 2");
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/^https:\/\//);
    expect(document.querySelectorAll('.simple-carousel .content-pager__item .card-title__title')).toHaveLength(videosOf(FRIEREN_S2).length);
  });

  it("states a film's own name on its playlist page", () => {
    const document = page(`https://www.hidive.com${collectionPath(BEBOP_MOVIE)}`);
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Cowboy Bebop: The Movie');
  });
});

describe('HIDIVE fixture media', () => {
  it('serves the clip with byte ranges, and nothing without one', () => {
    const res = get('https://www.hidive.com/_fixture/media/clip.webm', { range: 'bytes=100-' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 100-799/800');
    expect(hidiveFixtureHandler({ url: 'https://www.hidive.com/_fixture/media/clip.webm', headers: {} }).status).toBe(404);
  });
});
