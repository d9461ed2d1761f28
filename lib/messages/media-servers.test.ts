import { describe, expect, it } from 'vitest';
import { isMediaServerKind, looksLikeMediaServer } from './media-servers';

describe('media servers', () => {
  it.each([
    'http://192.168.1.20:32400/web/index.html#!/server/abc/details?key=%2Flibrary%2Fmetadata%2F1',
    'http://nas.local:8096/web/#/home',
    'https://media.example.org/jellyfin/web/index.html#/details?id=1',
    'http://localhost:8096/web/index.html#!/videoosd/videoosd.html',
  ])('a web app page: %s', (url) => {
    expect(looksLikeMediaServer(url)).toBe(true);
  });

  it.each([
    'https://www.streamhall.test/us/movie/the-matrix/x',
    'http://nas.local:8096/web/index.html',
    'https://example.org/web/page.html#/x',
    'ftp://nas.local/web/#/home',
    'not a url',
    undefined,
  ])('not one: %s', (url) => {
    expect(looksLikeMediaServer(url)).toBe(false);
  });

  it('knows the three kinds', () => {
    expect(['plex', 'jellyfin', 'emby'].every(isMediaServerKind)).toBe(true);
    expect(isMediaServerKind('netflix')).toBe(false);
  });
});
