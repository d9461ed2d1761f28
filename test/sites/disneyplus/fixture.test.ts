import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISNEY_TABLE, OPPENHEIMER, S36E1, S36E2, S36E3, SIMPSONS_ENTITY } from './catalog.js';
import { fixtureDocument } from './dom.js';
import { CLIP_PATH } from './pages.js';
import { disneyFixtureHandler, type DisneyFixtureOptions } from './serve.js';

const clipBytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const clipPath = join(mkdtempSync(join(tmpdir(), 'wm-disney-')), 'clip.webm');
writeFileSync(clipPath, clipBytes);
const opts: DisneyFixtureOptions = { clipPath, clipSeconds: 300 };

const get = (path: string, headers: Record<string, string> = {}) => disneyFixtureHandler({ url: `https://www.disneyplus.com${path}`, headers }, opts);

describe('Disney+ fixture catalog', () => {
  it('chains autoplay through the season and keeps the movie apart', () => {
    expect(S36E1.next).toBe(S36E2.id);
    expect(S36E2.next).toBe(S36E3.id);
    expect(S36E3.next).toBeUndefined();
    expect(OPPENHEIMER).toMatchObject({ kind: 'movie', adSeconds: 15 });
    expect(new Set(DISNEY_TABLE.map((row) => row.id)).size).toBe(DISNEY_TABLE.length);
  });
});

describe('disneyFixtureHandler play pages', () => {
  it.each(DISNEY_TABLE.map((row) => [row.url, row] as const))('serves %s with the player SITES.md describes', (url, row) => {
    const response = disneyFixtureHandler({ url, headers: {} }, opts);
    expect(response.status).toBe(200);
    const html = String(response.body);
    const document = fixtureDocument(html);
    const videos = [...document.querySelectorAll('disney-web-player video[id^="hivePlayer"]')];
    expect(videos.map((video) => video.id)).toEqual(['hivePlayer1', 'hivePlayer2']);
    expect(videos[0]!.getAttribute('style')).toContain('display:none');
    const thumb = document.querySelector('progress-bar')!.shadowRoot!.querySelector('.progress-bar__thumb')!;
    expect(thumb.getAttribute('role')).toBe('slider');
    expect(document.querySelector('toggle-play-pause')!.shadowRoot!.querySelector('button')!.className).toContain('play-button');
    expect(document.title).toBe(`${row.expected.title} | Disney+`);
    // The expando comes from the page's own script, never from markup.
    expect(html).not.toMatch(/<disney-web-player[^>]*media/i);
    expect(html).toContain('host.mediaPlayer = {');
    expect(html).toContain('source.duration = Infinity');
  });

  it('puts the title block in nested shadow roots, or in the light DOM for the older layout', () => {
    const shadow = fixtureDocument(String(disneyFixtureHandler({ url: DISNEY_TABLE[0]!.url, headers: {} }, opts).body));
    const bug = shadow.querySelector('main-app-controls-overlay')!.shadowRoot!.querySelector('title-bug')!.shadowRoot!;
    expect(bug.querySelector('.subtitle-field span')!.textContent).toBe("S36:E1 Bart's Birthday");
    const light = fixtureDocument(String(disneyFixtureHandler({ url: DISNEY_TABLE[2]!.url, headers: {} }, opts).body));
    expect(light.documentElement.getAttribute('lang')).toBe('nl');
    expect(light.querySelector('.title-field')!.textContent).toBe('The Simpsons');
  });

  it('starts the seek bar where the resumed program is, not where the stream is', () => {
    const document = fixtureDocument(String(get(`/en-us/play/${S36E1.id}`).body));
    const thumb = document.querySelector('progress-bar')!.shadowRoot!.querySelector('.progress-bar__thumb')!;
    expect([thumb.getAttribute('aria-valuenow'), thumb.getAttribute('aria-valuemax')]).toEqual(['95', '395']);
  });

  it('serves an entity page whose hero trailer autoplays muted outside the player', () => {
    const response = get(`/en-us/browse/${SIMPSONS_ENTITY}`);
    expect(response.status).toBe(200);
    const document = fixtureDocument(String(response.body));
    const trailer = document.querySelector('video')!;
    expect(['muted', 'autoplay', 'loop'].every((name) => trailer.hasAttribute(name))).toBe(true);
    expect(trailer.closest('disney-web-player')).toBeNull();
    expect(document.querySelector('#episodes_control')).not.toBeNull();
  });

  it.each(['/en-us/play/00000000-0000-0000-0000-000000000000', `/fr-fr/play/${S36E1.id}`, `/play/${S36E1.id}`, '/en-us/browse/entity-1', '/', '/en-us/home'])(
    'answers 404 for %s',
    (path) => expect(get(path).status).toBe(404),
  );

  it('answers 404 for other hosts', () => {
    expect(disneyFixtureHandler({ url: `https://disney.images.edge.bamgrid.com${CLIP_PATH}`, headers: {} }, opts).status).toBe(404);
  });
});

describe('disneyFixtureHandler media', () => {
  it('answers Range requests so the stream can seek', () => {
    const response = get(CLIP_PATH, { Range: 'bytes=100-199' });
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 100-199/1000');
    expect(Buffer.compare(response.body as Buffer, clipBytes.subarray(100, 200))).toBe(0);
  });

  it('without a clip the media URL is a 404', () => {
    expect(disneyFixtureHandler({ url: `https://www.disneyplus.com${CLIP_PATH}`, headers: {} }).status).toBe(404);
  });
});
