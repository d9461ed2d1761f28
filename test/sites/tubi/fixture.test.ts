import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { AD_PATH, BATTLESTAR_GALACTICA, BSG_S1, CLIP_PATH, DUNE, liveUrl, TUBI_TABLE, watchUrl } from './catalog.js';
import { tubiFixtureHandler, type TubiFixtureOptions } from './serve.js';

const clipPath = join(mkdtempSync(join(tmpdir(), 'wm-tubi-')), 'clip.webm');
writeFileSync(clipPath, Buffer.alloc(900, 3));
const opts: TubiFixtureOptions = { clipPath, clipSeconds: 200 };
const get = (url: string, headers: Record<string, string> = {}) => tubiFixtureHandler({ url, headers }, opts);
const documentAt = (url: string) => parseHTML(String(get(url).body)).document as unknown as Document;

/** The store as the page's script defines it: a JS literal (with `undefined`), run as the page would. */
function storeOf(document: Document): { video: { byId: Record<string, Record<string, unknown>> } } {
  const script = [...document.querySelectorAll('script')].find((candidate) => candidate.textContent?.startsWith('window.__data = '))!;
  const window: Record<string, unknown> = {};
  new Function('window', script.textContent!)(window);
  return window.__data as never;
}

describe('Tubi fixture pages', () => {
  it.each(TUBI_TABLE.map((row) => [row.url, row] as const))('serves %s', (url, row) => {
    const res = get(url);
    expect(res.status).toBe(200);
    const document = parseHTML(String(res.body)).document;
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBeTruthy();
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/^https:\/\/canvas-lb\.tubitv\.com\//);
    expect(document.documentElement.getAttribute('lang')).toBe(row.lang === 'es' ? 'es-MX' : 'en-US');
    if (row.expected) {
      // The player: the programme's <video> alone in [data-id="hls"], captions beside it (FX).
      expect(document.querySelectorAll('[data-id="hls"] video')).toHaveLength(1);
      expect(document.querySelector('[data-id="captionsComponent"]')?.getAttribute('style')).toBe('display: none;');
      expect(document.querySelector('.detailsHero')).toBeNull();
    }
  });

  it('the details page (no ?start=true) loops a muted preview and links Play to the player', () => {
    const document = documentAt(watchUrl(DUNE, { start: false }));
    const preview = document.querySelector('.detailsHero video')!;
    expect(['muted', 'autoplay', 'loop'].every((name) => preview.hasAttribute(name))).toBe(true);
    expect(document.querySelector('[data-id="hls"]')).toBeNull();
    expect(document.querySelector('[data-id="playButton"]')?.getAttribute('href')).toBe('/movies/589017/dune?start=true');
  });

  it('a live channel plays with no item in the store', () => {
    const document = documentAt(liveUrl);
    expect(document.querySelector('[data-id="hls"] video[autoplay]')).not.toBeNull();
    expect(storeOf(document).video.byId).toEqual({});
  });

  it('writes the store as the server renders it: the episode, its siblings and its series (by "0" + id), with undefined fields', () => {
    const document = documentAt(watchUrl(BSG_S1[0]!));
    const script = [...document.querySelectorAll('script')].find((candidate) => candidate.textContent?.startsWith('window.__data = '))!;
    expect(script.textContent).toContain('"children":undefined');
    const { byId } = storeOf(document).video;
    expect(Object.keys(byId).sort()).toEqual([BATTLESTAR_GALACTICA.id, ...BSG_S1.map((video) => video.id)].sort());
    expect(byId['554102']).toMatchObject({ title: 'S01:E02 - Lost Planet of the Gods (Part 1)', series_id: '0300245', episode_number: '2', year: 1978 });
    expect(byId['0300245']).toMatchObject({ type: 's', title: 'Battlestar Galactica', year: 1978 });
  });

  it.each([
    'https://tubitv.com/tv-shows/589017/dune?start=true',
    'https://tubitv.com/movies/554101/s01-e01-saga-of-a-star-world?start=true',
    'https://tubitv.com/movies/999999/nothing',
    'https://tubitv.com/series/300245/battlestar-galactica',
    'https://tubitv.com/',
    'https://tubi.tv/movies/589017/dune',
  ])('answers 404 for %s', (url) => {
    expect(get(url).status).toBe(404);
  });
});

describe('Tubi fixture content API', () => {
  const api = (id: string, headers: Record<string, string> = {}) => get(`https://tubitv.com/oz/videos/${id}/content`, headers);

  it('answers a movie with its year and its stream, an episode with S01:E02 in its title and its series id', () => {
    expect(JSON.parse(String(api(DUNE.id).body))).toMatchObject({
      id: '589017',
      type: 'v',
      title: 'Dune',
      year: 1984,
      duration: 200,
      policy_match: true,
      video_resources: [{ type: 'hlsv6', manifest: { url: CLIP_PATH, duration: 200 } }],
    });
    const episode = JSON.parse(String(api('554103').body));
    expect(episode).toMatchObject({ title: 'S01:E03 - Lost Planet of the Gods (Part 2)', series_id: '0300245', episode_number: '3' });
  });

  it('answers a series by its 0-prefixed id with seasons and episodes', () => {
    const series = JSON.parse(String(api('0300245').body));
    expect(series).toMatchObject({ type: 's', title: 'Battlestar Galactica', year: 1978, children: [{ id: '1', title: 'Season 1' }] });
    expect(series.children[0].children.map((child: { id: string }) => child.id)).toEqual(['554101', '554102', '554103']);
  });

  it('fails on request and for unknown ids', () => {
    expect(api(DUNE.id, { cookie: 'x=1; wm_api=down' }).status).toBe(503);
    expect(api('300245').status).toBe(404);
    expect(api('123').status).toBe(404);
  });
});

describe('Tubi fixture media', () => {
  it('serves the clip as the programme and as the ad creative, with byte ranges', () => {
    for (const path of [CLIP_PATH, AD_PATH]) {
      const res = get(`https://www.tubitv.com${path}`, { range: 'bytes=100-199' });
      expect(res.status).toBe(206);
      expect(res.headers['content-range']).toBe('bytes 100-199/900');
    }
    expect(tubiFixtureHandler({ url: `https://tubitv.com${CLIP_PATH}`, headers: {} }).status).toBe(404);
  });
});
