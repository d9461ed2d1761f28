import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureClip } from '../media.js';
import { catalogRow, NETFLIX_CATALOG, STRANGER_THINGS } from './catalog.js';
import type { NetflixMetadata } from './metadata.js';
import { netflixFixtureHandler, type NetflixFixtureOptions } from './serve.js';

const clipBytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const clipPath = join(mkdtempSync(join(tmpdir(), 'wm-netflix-')), 'clip.webm');
writeFileSync(clipPath, clipBytes);
const opts: NetflixFixtureOptions = { clipPath, clipSeconds: 120 };

function get(path: string, headers: Record<string, string> = {}) {
  return netflixFixtureHandler({ url: `https://www.netflix.com${path}`, headers }, opts);
}

function metadataFor(id: string): NetflixMetadata {
  const res = get(`/nq/website/memberapi/release/metadata?movieid=${id}&languages=en-US`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return JSON.parse(String(res.body)) as NetflixMetadata;
}

describe('Netflix fixture catalog', () => {
  it('chains next episodes across seasons and has a movie', () => {
    expect(catalogRow('80077209').nextWatchId).toBe('80077210');
    expect(catalogRow('80077211').nextWatchId).toBe('80117799');
    expect(catalogRow('80117799').nextWatchId).toBeUndefined();
    expect(catalogRow('81458416').expected).toEqual({ kind: 'movie', title: 'Glass Onion: A Knives Out Mystery', year: 2022 });
    expect(() => catalogRow('1')).toThrow();
  });
});

describe('netflixFixtureHandler pages', () => {
  it.each(NETFLIX_CATALOG.map((row) => [row.watchId, row] as const))('serves /watch/%s with its query string', (id, row) => {
    const res = netflixFixtureHandler({ url: row.url, headers: {} }, opts);
    expect(res.status).toBe(200);
    const html = String(res.body);
    expect(html).toContain('<title>Netflix</title>');
    expect(html).toContain(`data-videoid="${id}"`);
    expect(html).toMatch(/class="watch-video"[\s\S]*class="watch-video--player-view"[\s\S]*<video/);
    expect(html).toContain(JSON.stringify(row.expected.episodeTitle ?? row.expected.title).slice(1, -1));
    expect(html).toContain('new MediaSource()');
  });

  it('renders the Korean label form on request', () => {
    const html = String(get('/watch/80117799?trackId=1&wm_lang=ko').body);
    expect(html).toContain('"label":"1화"');
    expect(html).toContain('<html lang="ko">');
    expect(String(get('/watch/80117799').body)).toContain('"label":"S2:E1"');
  });

  it('serves browse with a muted looping billboard and title pages', () => {
    const browse = String(get('/browse').body);
    expect(browse).toMatch(/class="billboard-row"[\s\S]*<video[^>]*\bmuted\b[^>]*\bautoplay\b[^>]*\bloop\b/);
    const title = get(`/title/${STRANGER_THINGS.id}`);
    expect(title.status).toBe(200);
    expect(String(title.body)).toContain('Chapter Three: Holly, Jolly');
  });

  it.each(['/watch/12345', `/watch/${STRANGER_THINGS.id}`, '/title/80077209', '/', '/favicon.ico', '/watchx/80077209'])('answers 404 for %s', (path) => {
    expect(get(path).status).toBe(404);
  });

  it('answers 404 for other hosts', () => {
    expect(netflixFixtureHandler({ url: 'https://assets.nflxext.com/x.js', headers: {} }, opts).status).toBe(404);
  });
});

describe('netflixFixtureHandler metadata', () => {
  const episodes = NETFLIX_CATALOG.filter((row) => row.expected.kind === 'episode');

  it.each(episodes.map((row) => [row.watchId, row] as const))('describes episode %s', (id, row) => {
    const { version, trackIds, video } = metadataFor(id);
    expect(version).toBeTypeOf('string');
    expect(trackIds.nextEpisode).toBeTypeOf('number');
    expect(trackIds.episodeSelector).toBeTypeOf('number');
    if (video.type !== 'show') throw new Error('expected a show');
    expect(video).toMatchObject({ title: row.expected.title, id: STRANGER_THINGS.id, year: row.expected.year });
    expect(video.currentEpisode).toBe(Number(id));
    expect(video.hiddenEpisodeNumbers).toBe(false);
    const season = video.seasons.find((s) => s.episodes.some((e) => e.id === Number(id)));
    const episode = season?.episodes.find((e) => e.id === Number(id));
    expect(season?.seq).toBe(row.expected.season);
    expect(season?.shortName).toBe(`S${row.expected.season}`);
    expect(episode).toMatchObject({ episodeId: Number(id), seq: row.expected.episode, title: row.expected.episodeTitle, runtime: 120 });
    expect(episode?.creditsOffset).toBeLessThan(120);
    expect(episode?.bookmark).toEqual({ offset: 0, watchedDate: 0 });
  });

  it('describes the movie', () => {
    const { video } = metadataFor('81458416');
    expect(video).toMatchObject({ type: 'movie', id: 81458416, title: 'Glass Onion: A Knives Out Mystery', year: 2022, runtime: 120 });
    expect(video).not.toHaveProperty('seasons');
  });

  it('answers for the show id with its first episode current', () => {
    const { video } = metadataFor(String(STRANGER_THINGS.id));
    expect(video.type === 'show' && video.currentEpisode).toBe(80077209);
  });

  it.each(['12345', '', 'abc'])('answers 404 JSON for movieid=%j', (id) => {
    const res = get(`/nq/website/memberapi/release/metadata?movieid=${id}`);
    expect(res.status).toBe(404);
    expect(JSON.parse(String(res.body))).toHaveProperty('status', 'error');
  });
});

describe('netflixFixtureHandler media', () => {
  const media = '/_fixture/media/clip.webm';

  it('sends the whole clip without Range', () => {
    const res = get(media);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'video/webm', 'accept-ranges': 'bytes', 'content-length': '1000' });
    expect(Buffer.compare(res.body as Buffer, clipBytes)).toBe(0);
  });

  it.each([
    ['bytes=0-', 0, 999],
    ['bytes=0-99', 0, 99],
    ['bytes=500-', 500, 999],
    ['bytes=990-5000', 990, 999],
    ['bytes=-10', 990, 999],
    ['bytes=-5000', 0, 999],
  ])('answers %s with 206', (range, start, end) => {
    const res = get(media, { Range: range });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(Buffer.compare(res.body as Buffer, clipBytes.subarray(start, end + 1))).toBe(0);
  });

  it('answers an unsatisfiable range with 416', () => {
    const res = get(media, { range: 'bytes=1000-' });
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */1000');
  });

  it('answers 404 for media when no clip is configured', () => {
    const res = netflixFixtureHandler({ url: `https://www.netflix.com${media}`, headers: {} });
    expect(res.status).toBe(404);
  });
});

describe('ensureClip', () => {
  it('generates a WebM once and reuses it', async () => {
    const path = await ensureClip({ seconds: 3 });
    expect(path).toMatch(/test\/\.cache\/clip-3s\.webm$/);
    expect(readFileSync(path).subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    const before = statSync(path).mtimeMs;
    expect(await ensureClip({ seconds: 3 })).toBe(path);
    expect(statSync(path).mtimeMs).toBe(before);
  }, 30_000);
});
