import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { BSG_PLAYLIST, MOVIES_CHANNEL, videoById, watchUrl, YOUTUBE_TABLE, YOUTUBE_VIDEOS } from './catalog.js';
import { INNERTUBE } from './innertube.js';
import { youtubeFixtureHandler, type YouTubeFixtureOptions } from './serve.js';

const dir = mkdtempSync(join(tmpdir(), 'wm-youtube-'));
const clipPath = join(dir, 'clip.webm');
const adPath = join(dir, 'ad.webm');
writeFileSync(clipPath, Buffer.alloc(1000, 1));
writeFileSync(adPath, Buffer.alloc(500, 2));
const opts: YouTubeFixtureOptions = { clipPath, adClipPath: adPath, clipSeconds: 240 };

const get = (url: string, headers: Record<string, string> = {}) => youtubeFixtureHandler({ url, headers }, opts);
const post = (body: unknown, path = '/youtubei/v1/player?prettyPrint=false') =>
  youtubeFixtureHandler({ method: 'POST', url: `https://www.youtube.com${path}`, headers: {}, body: JSON.stringify(body) }, opts);
const client = { clientName: INNERTUBE.clientName, clientVersion: INNERTUBE.clientVersion };

describe('YouTube fixture pages', () => {
  it.each(YOUTUBE_TABLE.map((row) => [row.url, row] as const))('serves %s', (url, row) => {
    const res = get(url);
    expect(res.status).toBe(200);
    const { document } = parseHTML(String(res.body));
    if (row.video.short) {
      expect(document.querySelector('#shorts-player.html5-video-player video.html5-main-video')).not.toBeNull();
      expect(document.querySelector('#movie_player')).toBeNull();
      return;
    }
    expect(document.querySelector(`ytd-app ytd-page-manager > ytd-watch-flexy[video-id="${row.video.id}"]`)).not.toBeNull();
    expect(document.querySelector('#movie_player.html5-video-player video.html5-main-video.video-stream')).not.toBeNull();
    expect(document.querySelector('.ytp-title-link')?.textContent).toBe(row.video.title);
    expect(document.querySelector('ytd-watch-metadata h1 yt-formatted-string')?.textContent).toBe(row.video.title);
    expect(document.title).toBe(`${row.video.title} - YouTube`);
    const ld = JSON.parse(document.querySelector('#microformat player-microformat-renderer script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(ld).toMatchObject({ '@type': 'VideoObject', name: row.video.title, duration: 'PT240S', author: row.video.channel.name });
  });

  it("links YouTube's own Movies channel by id, localized, and creators by handle", () => {
    const de = parseHTML(String(get(watchUrl(videoById('Tn4bE0k9ZqA')!, { lang: 'de' })).body)).document;
    const link = de.querySelector('ytd-channel-name a');
    expect(link?.getAttribute('href')).toBe(`/channel/${MOVIES_CHANNEL.id}`);
    expect(link?.textContent).toBe('YouTube Filme');
    expect(de.documentElement.getAttribute('lang')).toBe('de-DE');
    expect(String(get(watchUrl(videoById('Vx9sK2mR4tY')!)).body)).toContain('href="/@nightshiftnoah"');
  });

  it('puts playlist entries in order with list and index, and marks the ad and the next entry', () => {
    const [first, second] = YOUTUBE_VIDEOS.filter((video) => video.playlist === BSG_PLAYLIST);
    expect(watchUrl(second!)).toBe(`https://www.youtube.com/watch?v=${second!.id}&list=${BSG_PLAYLIST}&index=2`);
    const html = String(get(watchUrl(first!)).body);
    expect(html).toContain(`"preroll":true`);
    expect(html).toContain(`"next":"${second!.id}"`);
    expect(html).toMatch(/<ytd-playlist-panel-video-renderer[^>]*selected/);
  });

  it('serves home with thumbnails, the shared inline preview player and the watch template', () => {
    const { document } = parseHTML(String(get('https://www.youtube.com/').body));
    expect(document.title).toBe('YouTube');
    expect(document.querySelectorAll('ytd-rich-item-renderer a#thumbnail[href^="/watch?v="]').length).toBeGreaterThan(3);
    expect(document.querySelector('ytd-video-preview #inline-preview-player video[muted]')).not.toBeNull();
    expect(document.querySelector('#wm-watch-template')).not.toBeNull();
  });

  it.each([
    'https://www.youtube.com/watch?v=zzzzzzzzzzz',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/shorts/Qf7CwXW1B2s',
    'https://www.youtube.com/feed/trending',
    'https://i.ytimg.com/vi/x/hq.jpg',
  ])('answers 404 for %s', (url) => {
    expect(get(url).status).toBe(404);
  });
});

describe('YouTube fixture InnerTube', () => {
  it('answers videoDetails for every video', () => {
    for (const video of YOUTUBE_VIDEOS) {
      const res = post({ videoId: video.id, context: { client } });
      expect(res.status).toBe(200);
      const body = JSON.parse(String(res.body));
      expect(body.videoDetails).toMatchObject({
        videoId: video.id,
        title: video.title,
        channelId: video.channel.id,
        lengthSeconds: '240',
        isLiveContent: false,
      });
      expect(body.microformat.playerMicroformatRenderer.category).toBe(video.genre);
    }
  });

  it('refuses a request without a client and says unavailable for an unknown id', () => {
    expect(post({ videoId: 'Qf7CwXW1B2s' }).status).toBe(400);
    expect(JSON.parse(String(post({ videoId: 'zzzzzzzzzzz', context: { client } }).body)).playabilityStatus.status).toBe('ERROR');
    expect(get('https://www.youtube.com/youtubei/v1/player').status).toBe(405);
  });
});

describe('YouTube fixture media', () => {
  it('serves the clip and the ad with byte ranges', () => {
    const clip = get('https://www.youtube.com/_fixture/media/clip.webm', { Range: 'bytes=10-19' });
    expect(clip.status).toBe(206);
    expect(clip.headers['content-range']).toBe('bytes 10-19/1000');
    expect(get('https://www.youtube.com/_fixture/media/ad.webm').headers['content-length']).toBe('500');
    expect(get('https://www.youtube.com/_fixture/media/short.webm').headers['content-length']).toBe('1000');
    expect(youtubeFixtureHandler({ url: 'https://www.youtube.com/_fixture/media/clip.webm', headers: {} }).status).toBe(404);
  });
});
