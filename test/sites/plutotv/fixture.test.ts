import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { BREAKING_BAD, BREAKING_BAD_S1, CLIP_PATH, DARK_S1, KNIVES_OUT, liveUrl, PLUTO_TABLE, programmeSeconds, watchUrl } from './catalog.js';
import { plutoFixtureHandler, type PlutoFixtureOptions } from './serve.js';

const clipPath = join(mkdtempSync(join(tmpdir(), 'wm-pluto-')), 'clip.webm');
writeFileSync(clipPath, Buffer.alloc(700, 5));
const opts: PlutoFixtureOptions = { clipPath, clipSeconds: 300 };
const get = (url: string, headers: Record<string, string> = {}, method = 'GET') => plutoFixtureHandler({ method, url, headers }, opts);
const documentAt = (url: string) => parseHTML(String(get(url).body)).document as unknown as Document;
const byPrefix = (document: Document, prefix: string) => document.querySelector(`[class^="${prefix}-"]`);

const BOOT = 'https://boot.pluto.tv/v4/start?appName=web&appVersion=na&clientID=7380ddc0&clientModelNumber=na&deviceType=web';
const VOD = 'https://service-vod.clusters.pluto.tv/v4/vod';
const fromPage = { origin: 'https://pluto.tv' };

function token(): string {
  return (JSON.parse(String(get(BOOT, fromPage).body)) as { sessionToken: string }).sessionToken;
}

describe('Pluto TV fixture pages', () => {
  it.each(PLUTO_TABLE.map((row) => [row.url, row] as const))('serves %s', (url, row) => {
    const res = get(url);
    expect(res.status).toBe(200);
    const document = parseHTML(String(res.body)).document as unknown as Document;
    expect(document.documentElement.getAttribute('lang')).toBe(row.lang === 'de' ? 'de-DE' : 'en-US');
    // styled-components names: the component and element, then hashes (PreMiD's Overlay__title-kcjStc).
    expect(byPrefix(document, 'Player__Wrapper')?.getAttribute('class')).toMatch(/^Player__Wrapper-\w+ \w+$/);
    expect(document.querySelectorAll('[class^="Player__VideoWrapper-"] video')).toHaveLength(1);
    // No standard markup names anything (SITES.md: no og:, no JSON-LD).
    expect(document.querySelectorAll('meta[property^="og:"], script[type="application/ld+json"]')).toHaveLength(0);
    if (!row.item) return;
    expect(byPrefix(document, 'Overlay__title')?.textContent).toBe(row.item.series?.name ?? row.item.name);
    const bar = document.querySelector('[class^="Seekbar__Track-"][role="slider"]');
    expect(bar?.getAttribute('aria-valuemax')).toBe(String(programmeSeconds(row.item, 300)));
  });

  it('labels episodes "S1 E2" in English and "Staffel 1 Folge 3" in German; a film has no label', () => {
    expect(byPrefix(documentAt(watchUrl(BREAKING_BAD_S1[1]!)), 'Overlay__episode')?.textContent).toBe('S1 E2');
    const german = documentAt(watchUrl(DARK_S1[0]!, { lang: 'de' }));
    expect(byPrefix(german, 'Overlay__episode')?.textContent).toBe('Staffel 1 Folge 3');
    expect(byPrefix(german, 'Overlay__episodeName')?.textContent).toBe('Gestern und heute');
    expect(byPrefix(documentAt(watchUrl(KNIVES_OUT)), 'Overlay__episode')).toBeNull();
  });

  it("a live channel loops its stream, shows PreMiD's progress bar, and links a film on demand", () => {
    const document = documentAt(liveUrl());
    expect(document.querySelector('video[autoplay][loop]')).not.toBeNull();
    expect(byPrefix(document, 'LiveProgress__Bar')?.getAttribute('style')).toBe('width: 43%');
    expect(document.querySelector('nav a')?.getAttribute('href')).toBe('/on-demand/movies/knives-out-2019-1-1');
    expect(get('https://pluto.tv/de/live-tv/pluto-tv-sci-fi').status).toBe(200);
  });

  it.each([
    'https://pluto.tv/on-demand/movies/pilot-2008-1-1',
    'https://pluto.tv/on-demand/series/dark/season/1/episode/pilot-2008-1-1',
    'https://pluto.tv/on-demand/series/breaking-bad/season/2/episode/pilot-2008-1-1',
    'https://pluto.tv/on-demand/movies/knives-out-2019-1-1/details',
    'https://pluto.tv/live-tv/some-other-channel',
    'https://pluto.tv/',
  ])('answers 404 for %s', (url) => {
    expect(get(url).status).toBe(404);
  });

  it('accepts the seasons spelling and the episode form without a season, as yt-dlp does', () => {
    expect(get('https://pluto.tv/en/on-demand/series/breaking-bad/seasons/1/episode/pilot-2008-1-1').status).toBe(200);
    expect(get(`https://pluto.tv/on-demand/series/breaking-bad/episode/${BREAKING_BAD_S1[0]!.id}`).status).toBe(200);
  });
});

describe('Pluto TV fixture API', () => {
  it("boots an anonymous session for the app's parameters, and names what is missing otherwise", () => {
    const res = get(BOOT, fromPage);
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://pluto.tv');
    expect(JSON.parse(String(res.body))).toMatchObject({
      sessionToken: expect.stringMatching(/^eyJ/),
      refreshInSec: 28_800,
      servers: { vod: 'https://service-vod.clusters.pluto.tv' },
    });
    const refused = get('https://boot.pluto.tv/v4/start?seriesIDs=x', fromPage);
    expect(refused.status).toBe(400);
    expect(JSON.parse(String(refused.body))).toBe('invalid params: [AppName AppVersion ClientID ClientModelNumber]');
  });

  it('finds items by slug or id with the session token: a movie with its release date, an episode with its series', () => {
    const auth = { ...fromPage, authorization: `Bearer ${token()}` };
    const [movie] = JSON.parse(String(get(`${VOD}/items?ids=knives-out-2019-1-1`, auth).body));
    expect(movie).toMatchObject({
      _id: KNIVES_OUT.id,
      type: 'movie',
      name: 'Knives Out',
      duration: 272_000,
      clip: { originalReleaseDate: '2019-11-27T00:00:00Z' },
    });
    expect(movie).not.toHaveProperty('seriesID');
    const [episode] = JSON.parse(String(get(`${VOD}/items?ids=${BREAKING_BAD_S1[1]!.id}`, auth).body));
    expect(episode).toMatchObject({ type: 'episode', name: "Cat's in the Bag...", seriesID: BREAKING_BAD.id });
    expect(episode).not.toHaveProperty('number');
    // A series is found by its id only (third-party notes: its slug fails).
    expect(JSON.parse(String(get(`${VOD}/items?ids=breaking-bad`, auth).body))).toEqual([]);
    expect(JSON.parse(String(get(`${VOD}/items?ids=${BREAKING_BAD.id}`, auth).body))).toMatchObject([{ type: 'series', name: 'Breaking Bad' }]);
  });

  it("lists a series' seasons with every episode's season and number", () => {
    const res = get(`${VOD}/series/${BREAKING_BAD.id}/seasons?offset=1000&page=1`, { ...fromPage, authorization: `Bearer ${token()}` });
    const body = JSON.parse(String(res.body));
    expect(body).toMatchObject({ _id: BREAKING_BAD.id, name: 'Breaking Bad', seasons: [{ number: 1 }] });
    expect(body.seasons[0].episodes.map((entry: { _id: string; number: number; season: number }) => [entry._id, entry.season, entry.number])).toEqual(
      BREAKING_BAD_S1.map((item) => [item.id, 1, item.episode]),
    );
  });

  it('wants the token, answers the preflight, and lets no other origin read', () => {
    expect(get(`${VOD}/items?ids=knives-out-2019-1-1`, fromPage).status).toBe(401);
    expect(get(`${VOD}/items?ids=knives-out-2019-1-1`, { ...fromPage, authorization: 'Bearer forged' }).status).toBe(401);
    const preflight = get(`${VOD}/items?ids=x`, { origin: 'https://www.pluto.tv' }, 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.headers).toMatchObject({ 'access-control-allow-origin': 'https://www.pluto.tv', 'access-control-allow-headers': 'authorization' });
    expect(get(BOOT, { origin: 'https://evil.example' }).headers).not.toHaveProperty('access-control-allow-origin');
    expect(get(`${VOD}/series/${KNIVES_OUT.id}/seasons`, { authorization: `Bearer ${token()}` }).status).toBe(404);
  });
});

describe('Pluto TV fixture media', () => {
  it("serves the stitched stream with byte ranges on the web app's hosts", () => {
    const res = get(`https://www.pluto.tv${CLIP_PATH}`, { range: 'bytes=0-99' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 0-99/700');
    expect(plutoFixtureHandler({ url: `https://pluto.tv${CLIP_PATH}`, headers: {} }).status).toBe(404);
  });
});
