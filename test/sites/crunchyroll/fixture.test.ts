import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { catalogRow, CRUNCHYROLL_CATALOG, lookupWatchId } from './catalog.js';
import type { CmsObjects } from './cms.js';
import { mountPlayer } from './pages.js';
import { crunchyrollFixtureHandler, type CrunchyrollFixtureOptions } from './serve.js';

const clipBytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const clipPath = join(mkdtempSync(join(tmpdir(), 'wm-crunchyroll-')), 'clip.webm');
writeFileSync(clipPath, clipBytes);
const opts: CrunchyrollFixtureOptions = { clipPath, clipSeconds: 300 };

const get = (url: string, headers: Record<string, string> = {}) => crunchyrollFixtureHandler({ url, headers }, opts);
const dom = (url: string) => parseHTML(String(get(url).body)).document;
/** The page after its script mounted the player, as the SPA does once it knows what plays. */
const mounted = (url: string) => {
  const document = dom(url);
  mountPlayer(document as unknown as Document);
  return document;
};

describe('Crunchyroll fixture table', () => {
  it('every row names a fixture item, chains within its series, and the movie ends nothing', () => {
    for (const row of CRUNCHYROLL_CATALOG) expect(lookupWatchId(row.watchId), row.url).toBeDefined();
    expect(catalogRow('GR19V7816').nextWatchId).toBe('G0DUND0K2');
    expect(catalogRow('GEVUZD7XM').nextWatchId).toBeUndefined();
    expect(catalogRow('G25FVD45Q').nextWatchId).toBeUndefined();
    expect(() => catalogRow('GNOTHERE1')).toThrow();
  });

  it('covers both players, a movie, a dub, the German UI and an absolute number', () => {
    const rows = CRUNCHYROLL_CATALOG;
    expect(new Set(rows.map((row) => row.player))).toEqual(new Set(['in-page', 'iframe']));
    expect(rows.some((row) => row.expected.kind === 'movie')).toBe(true);
    expect(rows.some((row) => row.lang === 'de' && row.url.includes('/de/watch/'))).toBe(true);
    expect(rows.some((row) => row.expected.absoluteEpisode === 66)).toBe(true);
  });
});

describe('watch pages on www.crunchyroll.com', () => {
  it.each(CRUNCHYROLL_CATALOG.map((row) => [row.url, row] as const))('%s', (url, row) => {
    const res = get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const document = dom(url);
    expect(document.documentElement.getAttribute('lang')).toBe(row.lang);
    const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);
    const media = ld.find((node) => node['@type'] === (row.expected.kind === 'movie' ? 'Movie' : 'TVEpisode'));
    expect(media?.['@id']).toBe(url);
    if (row.expected.kind === 'episode') {
      expect(media).toMatchObject({ episodeNumber: String(row.expected.episode), partOfSeason: { seasonNumber: row.expected.season } });
      expect(document.querySelector('h1.title')?.textContent).toBe(`E${row.expected.episode} - ${row.expected.episodeTitle}`);
      expect(document.querySelector('a.show-title-link')?.getAttribute('href')).toMatch(/\/series\/G[A-Z0-9]{8}\//);
    } else {
      expect(document.querySelector('a.show-title-link')?.getAttribute('href')).toMatch(/\/movie_listing\/G[A-Z0-9]{8}\//);
    }
    expect(document.querySelector('a.show-title-link > h4')?.textContent).toContain(row.expected.title.split(' (')[0]);
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/^https:\/\/imgsrv\.crunchyroll\.com\//);
    const next = document.querySelector('[data-t="next-episode"] a')?.getAttribute('href');
    expect(next ? new URL(next, url).href : undefined).toBe(row.nextWatchId ? catalogRow(row.nextWatchId).url : undefined);
    // The player is not in the server's HTML: the SPA mounts it.
    expect(document.querySelector('.video-player-wrapper')?.children.length).toBe(0);
    const withPlayer = mounted(url);
    if (row.player === 'in-page') {
      expect(withPlayer.querySelector('.video-player-wrapper #player-container video#bitmovinplayer-video-null')).not.toBeNull();
      expect(withPlayer.querySelector('iframe')).toBeNull();
    } else {
      expect(withPlayer.querySelector('.video-player-wrapper iframe.video-player')?.getAttribute('src')).toBe(
        'https://static.crunchyroll.com/vilos-v2/web/vilos/player.html?control=1&advancedsettings=1',
      );
      expect(withPlayer.querySelector('video')).toBeNull();
    }
  });

  it('puts any title into the other rollout arm on request', () => {
    expect(mounted('https://www.crunchyroll.com/watch/GR19V7816/operation-strix?wm_player=iframe').querySelector('iframe.video-player')).not.toBeNull();
    expect(mounted('https://www.crunchyroll.com/watch/GZ7UV8KWZ/asteroid-blues?wm_player=in-page').querySelector('#player-container video')).not.toBeNull();
  });

  it('serves the in-page controls public extensions select on', () => {
    const document = mounted(CRUNCHYROLL_CATALOG[0]!.url);
    for (const testId of [
      'player-controls-root',
      'bottom-controls-autohide',
      'next-episode-button',
      'jump-backward-button',
      'bottom-right-controls-stack',
      'playback-speed-button',
      'fullscreen-button',
      'skip-intro-icon',
    ]) {
      expect(document.querySelector(`[data-testid="${testId}"]`), testId).not.toBeNull();
    }
  });

  it.each([
    'https://www.crunchyroll.com/watch/GNOTHERE1/x',
    'https://www.crunchyroll.com/pt-br/watch/GR19V7816/operation-strix',
    'https://www.crunchyroll.com/series/G4PH0WXVJ/spy-x-family',
    'https://www.crunchyroll.com/',
    'http://www.crunchyroll.com/watch/GR19V7816/operation-strix',
    'https://static.crunchyroll.com/vilos-v2/web/vilos/js/bundle.js',
    'https://beta-api.crunchyroll.com/content/v2/cms/objects/GR19V7816',
  ])('answers 404 for %s', (url) => {
    expect(get(url).status).toBe(404);
  });
});

describe('the Vilos player page on static.crunchyroll.com', () => {
  it('holds #player0 and the velocity controls', () => {
    const document = dom('https://static.crunchyroll.com/vilos-v2/web/vilos/player.html?control=1&advancedsettings=1');
    expect(document.querySelector('#vilos-player video#player0')).not.toBeNull();
    expect(document.querySelector('#velocity-controls-package [data-testid="skipButton"] [data-testid="skipIntroText"]')).not.toBeNull();
    expect(document.querySelector('#velocity-settings-menu [data-testid="vilos-settings_autoplay_toggle"]')).not.toBeNull();
  });
});

describe('the CMS objects endpoint the SPA calls', () => {
  const cms = (id: string) => {
    const res = get(`https://www.crunchyroll.com/content/v2/cms/objects/${id}?ratings=true&locale=en-US`);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return { status: res.status, body: JSON.parse(String(res.body)) as CmsObjects };
  };

  it('describes an episode the way SITES.md lists the fields', () => {
    const { status, body } = cms('GK9UG2E49');
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({
      type: 'episode',
      id: 'GK9UG2E49',
      slug_title: 'the-result-of-the-battle-for-priestella',
      episode_metadata: {
        series_id: 'GRGG9798R',
        season_number: 3,
        episode_number: 66,
        sequence_number: 16,
        season_slug_title: 'rezero--starting-life-in-another-world--season-3',
        duration_ms: 300_000,
      },
    });
  });

  it('marks a dubbed season and describes a movie through its listing', () => {
    expect(cms('GZ7UV8KWZ').body.data[0]).toMatchObject({ episode_metadata: { season_title: 'Cowboy Bebop (English Dub)', is_dubbed: true } });
    expect(cms('G25FVD45Q').body.data[0]).toMatchObject({
      type: 'movie',
      movie_metadata: { movie_listing_id: 'GY8VM8MWY', movie_listing_title: 'Cowboy Bebop: The Movie' },
    });
  });

  it('answers 404 for an unknown id', () => {
    expect(cms('GNOTHERE1').status).toBe(404);
  });
});

describe('media on both hosts', () => {
  it.each(['https://www.crunchyroll.com', 'https://static.crunchyroll.com'])('%s answers Range requests with 206', (origin) => {
    const res = get(`${origin}/_fixture/media/clip.webm?media=GR19V7816`, { Range: 'bytes=500-' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 500-999/1000');
    expect(Buffer.compare(res.body as Buffer, clipBytes.subarray(500))).toBe(0);
  });

  it('has no clip without one configured', () => {
    expect(crunchyrollFixtureHandler({ url: 'https://www.crunchyroll.com/_fixture/media/clip.webm', headers: {} }).status).toBe(404);
  });
});
