import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { HULU_TABLE, JEOPARDY_LIVE, PARASITE, S36E1, S36E2, THE_SIMPSONS, watchPath, watchUrl } from './catalog.js';
import { eabIdOf } from './entity.js';
import { AD_CREATIVE_AT, CLIP_PATH } from './pages.js';
import { huluFixtureHandler, type HuluFixtureOptions } from './serve.js';

const clipPath = join(mkdtempSync(join(tmpdir(), 'wm-hulu-')), 'clip.webm');
writeFileSync(clipPath, Buffer.alloc(800, 7));
const opts: HuluFixtureOptions = { clipPath, clipSeconds: 200 };
const API = 'https://discover.hulu.com/content/v3/entity';
const get = (url: string, headers: Record<string, string> = {}) => huluFixtureHandler({ url, headers }, opts);
const session = { cookie: '_hulu_session=t', origin: 'https://www.hulu.com' };
const documentOf = (url: string) => parseHTML(String(get(url).body)).document;

describe('Hulu fixture pages', () => {
  it.each(HULU_TABLE.map((row) => [row.url, row] as const))('serves %s with the player app and sets the session cookie', (url, row) => {
    const res = get(url);
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toMatch(/^_hulu_session=[^;]+; Domain=\.hulu\.com; /);
    const document = documentOf(url);
    expect(document.querySelectorAll('#web-player-app video#content-video-player')).toHaveLength(1);
    expect(document.querySelector('#web-player-app div.PlayerMetadata__titleText')?.textContent).toBe(row.entity.series?.name ?? row.entity.name);
    expect(document.querySelector('.Timeline__slider[role="slider"]')?.getAttribute('aria-valuemax')).toBe('200');
  });

  it('labels episodes "S36 E1-Title" and leaves a film\'s subtitle empty', () => {
    expect(documentOf(watchUrl(S36E1)).querySelector('div.PlayerMetadata__subTitle')?.textContent).toBe("S36 E1-Bart's Birthday");
    expect(documentOf(watchUrl(PARASITE)).querySelector('div.PlayerMetadata__subTitle')?.textContent).toBe('');
  });

  it('opens on a pre-roll whose creative starts half-way into the clip; live TV has a LIVE badge and no ads', () => {
    const ad = documentOf(watchUrl(S36E1)).querySelector('.AdUnitView video#ad-video-player');
    expect(ad?.getAttribute('src')).toBe(`${CLIP_PATH}#t=${AD_CREATIVE_AT}`);
    const live = documentOf(watchUrl(JEOPARDY_LIVE));
    expect(live.querySelector('.BottomUiControls__playbackControls div[aria-label*="LIVE"]')).not.toBeNull();
    expect(live.querySelector('.AdUnitView')).toBeNull();
  });

  it('links the other on-demand items in-app, and boots the page script with every item and its ads', () => {
    const document = documentOf(watchUrl(JEOPARDY_LIVE));
    expect([...document.querySelectorAll('a.PlayerTray__item')].map((link) => link.getAttribute('href'))).toEqual([S36E1, S36E2, PARASITE].map(watchPath));
    const boot = JSON.parse(document.getElementById('wm-boot')!.textContent!);
    expect(boot.items[S36E1.id]).toMatchObject({
      next: S36E2.id,
      ads: [
        { at: 0, seconds: 2 },
        { at: 120, seconds: 4 },
      ],
      live: false,
    });
    expect(boot.items[JEOPARDY_LIVE.id]).toMatchObject({ live: true, ads: [] });
  });

  it.each([`https://www.hulu.com/watch/${THE_SIMPSONS.id}`, 'https://www.hulu.com/watch/12345', 'https://www.hulu.com/', 'https://hulu.com/watch/x'])(
    'answers 404 for %s',
    (url) => {
      expect(get(url).status).toBe(404);
    },
  );
});

describe('Hulu fixture discover API', () => {
  it('answers an episode with the shape MALSync reads, numbers as text, CORS for the web app', () => {
    const res = get(`${API}?language=en&eab_ids=${S36E1.id}`, session);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({ 'access-control-allow-origin': 'https://www.hulu.com', 'access-control-allow-credentials': 'true' });
    expect(JSON.parse(String(res.body)).items).toEqual([
      expect.objectContaining({
        _type: 'episode',
        id: S36E1.id,
        name: "Bart's Birthday",
        series_id: THE_SIMPSONS.id,
        series_name: 'The Simpsons',
        season: '36',
        number: '1',
        bundle: expect.objectContaining({ bundle_type: 'VOD', eab_id: eabIdOf(S36E1) }),
      }),
    ]);
  });

  it('answers a film without series fields, live TV as a LIVE bundle, and EAB ids as well as bare ids', () => {
    const [film] = JSON.parse(String(get(`${API}?eab_ids=${PARASITE.id}`, session).body)).items;
    expect(film).toMatchObject({ _type: 'movie', name: 'Parasite', series_name: null, season: null, number: null, premiere_date: '2019-10-11T00:00:00Z' });
    const [live] = JSON.parse(String(get(`${API}?eab_ids=${encodeURIComponent(eabIdOf(JEOPARDY_LIVE))}`, session).body)).items;
    expect(live).toMatchObject({ _type: 'episode', bundle: { bundle_type: 'LIVE' } });
    expect(JSON.parse(String(get(`${API}?eab_ids=${THE_SIMPSONS.id}`, session).body))).toEqual({ items: [] });
  });

  it('wants the session cookie, fails on request, and keeps other origins out', () => {
    expect(get(`${API}?eab_ids=${S36E1.id}`, { origin: session.origin }).status).toBe(401);
    expect(get(`${API}?eab_ids=${S36E1.id}`, { ...session, cookie: '_hulu_session=t; wm_api=down' }).status).toBe(503);
    expect(get('https://discover.hulu.com/content/v4/hubs/series/x', session).status).toBe(404);
    expect(get(`${API}?eab_ids=${S36E1.id}`, { cookie: '_hulu_session=t', origin: 'https://evil.example' }).headers).not.toHaveProperty(
      'access-control-allow-origin',
    );
    expect(huluFixtureHandler({ method: 'OPTIONS', url: API, headers: session }).status).toBe(204);
  });
});

describe('Hulu fixture media', () => {
  it('serves the clip with byte ranges, and nothing without one', () => {
    const res = get(`https://www.hulu.com${CLIP_PATH}`, { range: 'bytes=100-' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 100-799/800');
    expect(huluFixtureHandler({ url: `https://www.hulu.com${CLIP_PATH}`, headers: {} }).status).toBe(404);
  });
});
