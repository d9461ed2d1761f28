// Serves a Jellyfin or Emby server and its web app: the app's page, the API the app (and our
// content script) asks (`Users/{user}/Items/{id}`, signed in with the app's token), and the media
// (direct-play streams, the audio player's stream, the clip the transcoded streams are made of).
import { byteRangeResponse } from '../media';
import { header, readClip, text, type FixtureMedia, type FixtureRequest, type FixtureResponse } from '../fixture-http';
import { CLIP_PATH, itemById, ORIGEN, SERVER_TOKEN, SERVER_USER, type MediaBrowserApp, type ServerItem } from './catalog';
import { appPage } from './pages';

export interface MediaBrowserServer {
  app: MediaBrowserApp;
  /** The web app's index.html path (`/jellyfin/web/index.html`). */
  webPage: string;
}

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

/** Where the API lives: beside the web app's folder (Jellyfin), under /emby (Emby). */
export function apiBaseOf(server: MediaBrowserServer, origin: string): string {
  const base = server.webPage.replace(/\/web\/index\.html$/, '');
  return `${origin}${base}${server.app === 'emby' ? '/emby' : ''}`;
}

/** The token as the app sends it: `X-Emby-Authorization: MediaBrowser …, Token="…"` or `X-Emby-Token`. */
function signedIn(req: FixtureRequest): boolean {
  const authorization = header(req.headers, 'x-emby-authorization') ?? '';
  return authorization.includes(`Token="${SERVER_TOKEN}"`) || header(req.headers, 'x-emby-token') === SERVER_TOKEN;
}

/** The API's item: the library record without what only the page script needs. */
function itemJson(item: ServerItem): string {
  const { play: _play, next: _next, ...fields } = item;
  return JSON.stringify({ ...fields, ServerId: 'fixture', IsFolder: item.Type === 'Series', ProviderIds: item.ProviderIds ?? {} });
}

export function mediaBrowserFixtureHandler(req: FixtureRequest, server: MediaBrowserServer, media: FixtureMedia = {}): FixtureResponse {
  const url = new URL(req.url);
  const api = new URL(apiBaseOf(server, url.origin)).pathname;
  const clip = () =>
    media.clipPath ? byteRangeResponse(readClip(media.clipPath), header(req.headers, 'range'), 'video/webm') : text(404, 'text/plain', 'no clip');
  if (url.pathname === server.webPage || url.pathname === server.webPage.replace(/index\.html$/, '')) {
    return text(200, HTML, appPage(server.app, apiBaseOf(server, url.origin), ORIGEN.Id));
  }
  if (url.pathname === CLIP_PATH) return clip();
  if (!url.pathname.startsWith(`${api}/`)) return text(404, HTML, '<!doctype html><p>Not found</p>');
  const route = url.pathname.slice(api.length);
  const stream = /^\/(?:Videos\/[\w-]+\/stream\.webm|Audio\/[\w-]+\/universal)$/.exec(route);
  if (stream) return clip();
  const item = /^\/Users\/([\w-]+)\/Items\/([\w-]+)$/.exec(route);
  if (item) {
    if (!signedIn(req)) return text(401, 'text/plain', 'Unauthorized');
    const found = item[1] === SERVER_USER ? itemById(item[2]!) : undefined;
    return found ? text(200, JSON_TYPE, itemJson(found)) : text(404, 'text/plain', 'Item not found');
  }
  return text(404, 'text/plain', 'Not found');
}
