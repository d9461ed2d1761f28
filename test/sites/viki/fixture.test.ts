import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { heirsEpisode, HEIRS_TRAILER, PARASITE_FILM, VIKI_TABLE, watchUrl } from './catalog.js';
import { vikiFixtureHandler } from './serve.js';

const dir = mkdtempSync(join(tmpdir(), 'wm-viki-'));
const clipPath = join(dir, 'clip.webm');
const adClipPath = join(dir, 'ad.webm');
writeFileSync(clipPath, Buffer.alloc(800, 7));
writeFileSync(adClipPath, Buffer.alloc(300, 1));
const get = (url: string, headers: Record<string, string> = {}) => vikiFixtureHandler({ url, headers }, { clipPath, adClipPath, clipSeconds: 200 });
const page = (url: string) => parseHTML(String(get(url).body)).document;
const API = 'https://www.viki.com/api/videos';
const appHeaders = { 'x-viki-app-ver': '14.10.0', 'x-client-user-agent': 'Mozilla/5.0' };

describe('Viki fixture watch pages', () => {
  it.each(VIKI_TABLE.map((row) => [row.url, row] as const))('serves %s with a video.js player', (url, row) => {
    expect(get(url).status).toBe(200);
    const document = page(url);
    expect(document.querySelector('#__next')).not.toBeNull();
    expect(document.querySelectorAll('.video-js video.vjs-tech')).toHaveLength(1);
    expect(document.documentElement.getAttribute('lang')).toBe(row.locale);
    // Nothing standard states the item: no og: tags, no JSON-LD.
    expect(document.querySelector('meta[property^="og:"], script[type="application/ld+json"]')).toBeNull();
    const boot = JSON.parse(document.querySelector('#wm-boot')!.textContent!) as { items: Record<string, { preRoll: boolean }> };
    expect(boot.items[row.video.id]?.preRoll).toBe(row.video.type !== 'trailer');
  });

  it('shows "Show: Episode N" in #channel-link, localized by ?locale=', () => {
    expect(page(watchUrl(heirsEpisode(14))).querySelector('#channel-link > span')?.textContent).toBe('Heirs: Episode 14');
    expect(page(watchUrl(heirsEpisode(3), 'es')).querySelector('#channel-link > span')?.textContent).toBe('Herederos: Episodio 3');
    expect(page(watchUrl(PARASITE_FILM)).querySelector('#channel-link > span')?.textContent).toBe('Parasite');
    expect(page(watchUrl(HEIRS_TRAILER)).querySelector('#channel-link')?.getAttribute('href')).toBe('/tv/21503c-heirs');
  });

  it.each([
    'https://www.viki.com/videos/1023585v-heirs-episode-15',
    'https://www.viki.com/videos/1v-nothing',
    'https://www.viki.com/tv/21503c-heirs',
    'https://www.viki.com/',
    'https://api.viki.io/v4/videos/1023585v.json',
  ])('answers 404 for %s', (url) => {
    expect(get(url).status).toBe(404);
  });

  it('serves a watch page without its slug too', () => {
    expect(get('https://www.viki.com/videos/1023585v').status).toBe(200);
  });
});

describe('Viki fixture video API', () => {
  it('describes an episode: type, number, and the container titles in every language', () => {
    const res = get(`${API}/1023585v`, appHeaders);
    expect(res.status).toBe(200);
    expect(JSON.parse(String(res.body))).toMatchObject({
      video: {
        id: '1023585v',
        type: 'episode',
        number: 14,
        duration: 200,
        titles: {},
        container: { id: '21503c', type: 'series', titles: { en: 'Heirs', es: 'Herederos' } },
      },
    });
  });

  it('describes a film and a trailer by their type', () => {
    expect(JSON.parse(String(get(`${API}/${PARASITE_FILM.id}`, appHeaders).body)).video).toMatchObject({
      type: 'movie',
      container: { type: 'film', titles: { en: 'Parasite' } },
    });
    expect(JSON.parse(String(get(`${API}/${HEIRS_TRAILER.id}`, appHeaders).body)).video).toMatchObject({ type: 'trailer', titles: { en: 'Trailer' } });
  });

  it('wants the app version header, fails on request, and knows only its videos', () => {
    expect(get(`${API}/1023585v`).status).toBe(400);
    expect(get(`${API}/1023585v`, { ...appHeaders, cookie: 'session=x; wm_api=down' }).status).toBe(503);
    expect(get(`${API}/999v`, appHeaders).status).toBe(404);
  });
});

describe('Viki fixture media', () => {
  it('serves the clip and the ad with byte ranges', () => {
    expect(get('https://www.viki.com/_fixture/media/clip.webm', { range: 'bytes=0-99' }).headers['content-range']).toBe('bytes 0-99/800');
    expect(get('https://www.viki.com/_fixture/media/ad.webm', { range: 'bytes=0-' }).headers['content-range']).toBe('bytes 0-299/300');
    expect(vikiFixtureHandler({ url: 'https://www.viki.com/_fixture/media/ad.webm', headers: {} }).status).toBe(404);
  });
});
