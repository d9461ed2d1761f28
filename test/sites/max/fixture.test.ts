import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { DUNE_PART_TWO, HARBOR_LIGHTS, HARBOR_LIGHTS_S1, MAX_TABLE, watchPath } from './catalog.js';
import { maxFixtureHandler, type MaxFixtureOptions } from './serve.js';

const clipPath = join(mkdtempSync(join(tmpdir(), 'wm-max-')), 'clip.webm');
writeFileSync(clipPath, Buffer.alloc(800, 7));
const opts: MaxFixtureOptions = { clipPath, clipSeconds: 200 };
const API = 'https://default.any-amer.prd.api.hbomax.com/cms/routes';
const get = (url: string, headers: Record<string, string> = {}) => maxFixtureHandler({ url, headers }, opts);
const session = { cookie: 'fixture_session=t', origin: 'https://play.hbomax.com' };

describe('Max fixture pages', () => {
  it.each(MAX_TABLE.map((row) => [row.url, row] as const))('serves %s', (url, row) => {
    const res = get(url, { cookie: `wm_lang=${row.lang}` });
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toMatch(new RegExp(`^fixture_session=.*; Domain=\\.${new URL(url).hostname.replace('play.', '').replace('.', '\\.')}; `));
    const { document } = parseHTML(String(res.body));
    expect(document.querySelectorAll('video')).toHaveLength(1);
    expect(document.querySelector('[data-testid="player-ux-asset-title"]')?.textContent).toBe(row.video.show.name);
    expect(document.title).toMatch(/ • HBO Max$/);
    expect(String(res.body)).toMatch(/class="ControlsOverlay-Beam-Web-Ent__sc-\w+-0 \w+"/);
  });

  it('labels episodes S1 E1 in English and T1 Ep.3 in Spanish, with the episode name as the page title', () => {
    const en = parseHTML(String(get(MAX_TABLE[0]!.url).body)).document;
    expect(en.querySelector('[data-testid="player-ux-season-episode"]')?.textContent).toBe('S1 E1');
    expect(en.title).toBe('The Empty Boat • HBO Max');
    const es = parseHTML(String(get(MAX_TABLE[2]!.url, { cookie: 'wm_lang=es' }).body)).document;
    expect(es.querySelector('[data-testid="player-ux-season-episode"]')?.textContent).toBe('T1 Ep.3');
    expect(es.querySelector('[data-testid="player-ux-asset-subtitle"]')?.textContent).toBe('Repunte');
    expect(es.documentElement.getAttribute('lang')).toBe('es-419');
  });

  it('serves a show page whose hero trailer autoplays muted and loops', () => {
    const { document } = parseHTML(String(get(`https://play.hbomax.com/show/${HARBOR_LIGHTS.id}`).body));
    expect(document.querySelector('.hero video[muted][autoplay][loop]')).not.toBeNull();
    expect(document.querySelector('[data-testid="play-button"]')?.getAttribute('href')).toBe(watchPath(HARBOR_LIGHTS_S1[0]!));
    expect(get(`https://play.hbomax.com/movie/${DUNE_PART_TWO.id}`).status).toBe(200);
  });

  it.each([
    `https://play.hbomax.com/video/watch/${HARBOR_LIGHTS_S1[0]!.videoId}/${HARBOR_LIGHTS_S1[1]!.editId}`,
    `https://play.hbomax.com/video/watch/${HARBOR_LIGHTS_S1[0]!.videoId}`,
    `https://play.hbomax.com/movie/${HARBOR_LIGHTS.id}`,
    'https://play.hbomax.com/',
    'https://www.hbomax.com/video/watch/a/b',
  ])('answers 404 for %s', (url) => {
    expect(get(url).status).toBe(404);
  });
});

describe('Max fixture CMS API', () => {
  const path = watchPath(HARBOR_LIGHTS_S1[2]!);

  it('answers the route with the playing video, its show and CORS for the web app', () => {
    const res = get(`${API}${path}?include=default&page[items.size]=10`, { ...session, cookie: 'fixture_session=t; wm_lang=es' });
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({ 'access-control-allow-origin': 'https://play.hbomax.com', 'access-control-allow-credentials': 'true' });
    const body = JSON.parse(String(res.body));
    expect(body.data).toMatchObject({ type: 'route', attributes: { url: path } });
    const video = body.included.find((item: { attributes?: { alternateId?: string } }) => item.attributes?.alternateId === HARBOR_LIGHTS_S1[2]!.videoId);
    expect(video).toMatchObject({
      type: 'video',
      attributes: { videoType: 'EPISODE', seasonNumber: 1, episodeNumber: 3, name: 'Repunte', videoDuration: 200_000 },
    });
    expect(video.relationships.show.data.id).toBe(HARBOR_LIGHTS.id);
    expect(body.included.find((item: { type: string }) => item.type === 'show')).toMatchObject({
      attributes: { alternateId: HARBOR_LIGHTS.id, name: 'Harbor Lights' },
    });
  });

  it('wants the session cookie, fails on request, and keeps other origins out', () => {
    expect(get(`${API}${path}`, { origin: session.origin }).status).toBe(401);
    expect(get(`${API}${path}`, { ...session, cookie: 'fixture_session=t; wm_api=down' }).status).toBe(503);
    expect(get(`${API}/video/watch/x/y`, session).status).toBe(404);
    expect(get(`${API}${path}`, { cookie: 'fixture_session=t', origin: 'https://evil.example' }).headers).not.toHaveProperty('access-control-allow-origin');
    expect(maxFixtureHandler({ method: 'OPTIONS', url: `${API}${path}`, headers: session }).status).toBe(204);
  });

  it('serves the old brand from its own API host', () => {
    const legacy = get(`https://default.any-amer.prd.api.max.com/cms/routes${path}`, { cookie: 'fixture_session=t', origin: 'https://play.max.com' });
    expect(legacy.headers['access-control-allow-origin']).toBe('https://play.max.com');
  });
});

describe('Max fixture media', () => {
  it('serves the clip with byte ranges', () => {
    const res = get('https://play.hbomax.com/_fixture/media/clip.webm', { range: 'bytes=100-' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 100-799/800');
  });
});
