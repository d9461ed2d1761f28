import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { EMBY_TABLE, JELLYFIN_TABLE, LIBRARY_ROOT, ORIGEN, SERVER_TOKEN, SERVER_USER } from './catalog';
import { apiBaseOf, mediaBrowserFixtureHandler, type MediaBrowserServer } from './serve';

const JELLYFIN: MediaBrowserServer = { app: 'jellyfin', webPage: '/jellyfin/web/index.html' };
const get = (url: string, headers: Record<string, string> = {}, server = JELLYFIN) => mediaBrowserFixtureHandler({ url, headers }, server);

describe('Jellyfin and Emby fixture', () => {
  it.each([...JELLYFIN_TABLE, ...EMBY_TABLE].map((row) => [row.url] as const))('serves the app at %s with its session', (url) => {
    const server: MediaBrowserServer = url.includes('/jellyfin/') ? JELLYFIN : { app: 'emby', webPage: '/web/index.html' };
    const res = get(url, {}, server);
    expect(res.status).toBe(200);
    const html = String(res.body);
    expect(html).toContain(server.app === 'jellyfin' ? '"_appName":"Jellyfin Web"' : '"_appName":"Emby Web"');
    expect(parseHTML(html).document.querySelector('.mainAnimatedPages')).not.toBeNull();
  });

  it("answers an item only to the app's token, under the API base", () => {
    const api = apiBaseOf(JELLYFIN, 'http://127.0.0.1:8096');
    expect(api).toBe('http://127.0.0.1:8096/jellyfin');
    const item = `${api}/Users/${SERVER_USER}/Items/${ORIGEN.Id}`;
    expect(get(item).status).toBe(401);
    const res = get(item, { 'X-Emby-Authorization': `MediaBrowser Client="x", Token="${SERVER_TOKEN}"` });
    expect(JSON.parse(String(res.body))).toMatchObject({ Id: ORIGEN.Id, Type: 'Movie', ProviderIds: { Imdb: 'tt1375666' } });
    expect(String(res.body)).toContain(LIBRARY_ROOT);
  });
});
