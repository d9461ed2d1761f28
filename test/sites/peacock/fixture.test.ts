import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { assetPath, assetUrl, OPPENHEIMER, OPPENHEIMER_TRAILER, PEACOCK_TABLE, playbackPath, playbackUrl, SNL, SNL_S51E1, SNL_S51E2 } from './catalog.js';
import { CLIP_PATH } from './pages.js';
import { peacockFixtureHandler, type PeacockFixtureOptions } from './serve.js';

const clipPath = join(mkdtempSync(join(tmpdir(), 'wm-peacock-')), 'clip.webm');
writeFileSync(clipPath, Buffer.alloc(800, 7));
const opts: PeacockFixtureOptions = { clipPath, clipSeconds: 200 };
const NODE = 'https://atom.peacocktv.com/adapter-calypso/v3/query/node/content_id/';
const get = (url: string, headers: Record<string, string> = {}) => peacockFixtureHandler({ url, headers }, opts);
const sky = { 'x-skyott-proposition': 'NBCUOTT', 'x-skyott-territory': 'US', origin: 'https://www.peacocktv.com' };
const documentOf = (url: string) => parseHTML(String(get(url).body)).document;

describe('Peacock fixture pages', () => {
  it.each(PEACOCK_TABLE.map((row) => [row.url, row] as const))('serves %s', (url, row) => {
    const res = get(url);
    expect(res.status).toBe(200);
    const document = documentOf(url);
    if (row.programme) {
      expect(document.querySelectorAll('.video-player-component video#core-video-shaka')).toHaveLength(1);
      expect(document.querySelector('[data-testid="metadata-title"]')?.textContent).toBe(row.programme.playerTitle);
      expect(document.title).toBe(`${row.programme.playerTitle} - Peacock`);
    } else {
      expect(document.querySelector('[data-gsp-shortform-player] video[muted][autoplay][loop]')).not.toBeNull();
      expect(document.querySelector('#core-video-shaka')).toBeNull();
      expect(document.title).toBe('Oppenheimer - Peacock');
    }
  });

  it('shows an episode as "S51 E1: …" in its description line and in the active swiper slide', () => {
    const document = documentOf(playbackUrl(SNL_S51E1));
    expect(document.querySelector('[data-testid="metadata-description"]')?.textContent).toBe('S51 E1: Episode 1');
    expect(document.querySelector('.swiper-slide-active .playlist-item-overlay__container-title')?.textContent).toBe('S51 E1: Episode 1');
    expect([...document.querySelectorAll('.swiper-slide a')].map((link) => link.getAttribute('href'))).toEqual([
      playbackPath(SNL_S51E1),
      playbackPath(SNL_S51E2),
    ]);
  });

  it('opens programmes on their pre-roll countdown; the trailer has none and links its film', () => {
    expect(documentOf(playbackUrl(OPPENHEIMER)).querySelector('.ad-countdown__container .ad-countdown__remaining-time')?.textContent).toBe('2');
    const trailer = documentOf(playbackUrl(OPPENHEIMER_TRAILER));
    expect(trailer.querySelector('.ad-countdown__container')).toBeNull();
    expect(trailer.querySelector('a.playback-cta')?.getAttribute('href')).toBe(playbackPath(OPPENHEIMER));
  });

  it('boots the app with every view, so in-app moves need no reload', () => {
    const boot = JSON.parse(documentOf(assetUrl(OPPENHEIMER)).getElementById('wm-boot')!.textContent!);
    expect(Object.keys(boot.views).sort()).toEqual([...PEACOCK_TABLE.map((row) => new URL(row.url).pathname)].sort());
    expect(boot.programmes[SNL_S51E1.contentId]).toEqual({
      ads: [
        { at: 0, seconds: 2 },
        { at: 120, seconds: 4 },
      ],
      next: playbackPath(SNL_S51E2),
    });
    expect(documentOf(assetUrl(OPPENHEIMER)).querySelector('a.trailer')?.getAttribute('href')).toBe(playbackPath(OPPENHEIMER_TRAILER));
  });

  it.each([
    `https://www.peacocktv.com/watch/playback/vod/${SNL_S51E1.contentId}`,
    `https://www.peacocktv.com/watch/asset/movies/oppenheimer/${SNL_S51E1.variantId}`,
    'https://www.peacocktv.com/watch/home',
    `https://peacocktv.com${assetPath(OPPENHEIMER)}`,
  ])('answers 404 for %s', (url) => {
    expect(get(url).status).toBe(404);
  });
});

describe('Peacock fixture ATOM', () => {
  it('answers an episode node with its series, numbers and variant, and CORS for the web app', () => {
    const res = get(`${NODE}${SNL_S51E2.contentId}`, sky);
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://www.peacocktv.com');
    expect(JSON.parse(String(res.body))).toMatchObject({
      type: 'ASSET/EPISODE',
      attributes: {
        title: 'Episode 2',
        seriesName: SNL.name,
        seasonNumber: 51,
        episodeNumber: 2,
        providerVariantId: SNL_S51E2.variantId,
        providerSeriesId: SNL.id,
        formats: { HD: { contentId: SNL_S51E2.contentId } },
        duration: { durationSeconds: 194 },
      },
    });
  });

  it('answers a film as ASSET/PROGRAMME with its year, a trailer as a short form', () => {
    expect(JSON.parse(String(get(`${NODE}${OPPENHEIMER.contentId}`, sky).body))).toMatchObject({
      type: 'ASSET/PROGRAMME',
      attributes: { title: 'Oppenheimer', year: 2023 },
    });
    expect(JSON.parse(String(get(`${NODE}${OPPENHEIMER_TRAILER.contentId}`, sky).body))).toMatchObject({
      type: 'ASSET/SHORTFORM/CLIP',
      attributes: { duration: { durationSeconds: 200 } },
    });
  });

  it('wants the proposition header (so a browser asks first), and answers unknown ids and other origins as the site would', () => {
    expect(get(`${NODE}${OPPENHEIMER.contentId}`, { origin: sky.origin }).status).toBe(400);
    expect(
      peacockFixtureHandler({ method: 'OPTIONS', url: `${NODE}${OPPENHEIMER.contentId}`, headers: { origin: sky.origin } }).headers[
        'access-control-allow-headers'
      ],
    ).toContain('x-skyott-proposition');
    expect(get(`${NODE}GMO_00000000000000_01`, sky).status).toBe(404);
    expect(get(`${NODE}${OPPENHEIMER.contentId}`, { ...sky, origin: 'https://evil.example' }).headers).not.toHaveProperty('access-control-allow-origin');
    expect(peacockFixtureHandler({ url: `${NODE}${OPPENHEIMER.contentId}`, headers: sky }, { atomStatus: 503 }).status).toBe(503);
  });
});

describe('Peacock fixture media', () => {
  it('serves the stream with byte ranges', () => {
    const res = get(`https://www.peacocktv.com${CLIP_PATH}`, { range: 'bytes=100-' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 100-799/800');
  });
});
