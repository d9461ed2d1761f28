import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DUNE_FILE, GRAY_MATTER, LIBRARY_ROOT, ORIGEN, SERVER_TOKEN, SERVER_USER, SONG, TRAILER, type ServerItem } from './fixture/catalog';
import { apiBaseOf, mediaBrowserFixtureHandler, type MediaBrowserServer } from './fixture/serve';
import { readGuessOutcome, type PageContext } from '../../player/site';
import { storedCredentials } from './fixture/pages';
import { acceptSession, type ServerSession } from './session';
import { storedSession } from './stored-session';
import { fromServerApi } from './metadata';
import { mediaBrowserSite, playingItemId } from './site';

const ORIGIN = 'http://127.0.0.1:8096';
const JELLYFIN: MediaBrowserServer = { app: 'jellyfin', webPage: '/jellyfin/web/index.html' };
const EMBY: MediaBrowserServer = { app: 'emby', webPage: '/web/index.html' };
const PAGE = `${ORIGIN}/jellyfin/web/index.html`;

/** The player as the app builds it on Play: its <video> and the OSD poster naming the item. */
function playerPage(route: string, item: ServerItem, server = JELLYFIN): { document: Document; url: URL } {
  const api = apiBaseOf(server, ORIGIN);
  const src = item.play === 'blob' ? 'blob:http://127.0.0.1:8096/4c1e2f' : `${api}/Videos/${item.Id}/stream.webm?Static=true`;
  const { document } =
    parseHTML(`<!doctype html><html><body><div class="mainAnimatedPages"><div id="videoOsdPage"><div class="osdPoster" style="background-image: url('${api}/Items/${item.Id}/Images/Primary')"></div></div></div>
    <div class="videoPlayerContainer"><video class="htmlvideoplayer" src="${src}"></video></div></body></html>`);
  return { document: document as unknown as Document, url: new URL(`${ORIGIN}${server.webPage}${route}`) };
}

/** The server stands in for the network; every request is recorded with its headers. */
function serve(server = JELLYFIN): Array<{ url: string; headers: Record<string, string> }> {
  const asked: Array<{ url: string; headers: Record<string, string> }> = [];
  vi.stubGlobal('fetch', async (input: URL | string, init: RequestInit = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    asked.push({ url: String(input), headers });
    const res = mediaBrowserFixtureHandler({ url: String(input), headers }, server);
    return new Response(String(res.body), { status: res.status, headers: res.headers });
  });
  return asked;
}

const session = (server = JELLYFIN): ServerSession => ({
  app: server.app === 'jellyfin' ? 'Jellyfin Web' : 'Emby Web',
  address: apiBaseOf(server, ORIGIN).replace(/\/emby$/, ''),
  userId: SERVER_USER,
  token: SERVER_TOKEN,
});

async function outcomeOf(item: ServerItem, server = JELLYFIN) {
  const kind = server.app;
  const site = mediaBrowserSite(kind);
  const { document, url } = playerPage(kind === 'jellyfin' ? '#/video' : '#!/videoosd/videoosd.html', item, server);
  const siteItemId = playingItemId(url, document)!;
  const page: PageContext = { url, document, siteItemId };
  const api = fromServerApi(
    async () => ({ session: session(server), apiPrefix: kind === 'emby' ? '/emby' : '' }),
    (id) => id.slice(id.lastIndexOf(':') + 1),
  );
  return readGuessOutcome({ ...site, guess: [api.guess, ...site.guess.slice(1)], refuses: api.refuses }, page);
}

afterEach(() => vi.unstubAllGlobals());

describe('Jellyfin and Emby: what plays', () => {
  it('names the item from a direct-play stream, and from the poster when the stream is transcoded (blob:)', () => {
    const direct = playerPage('#/video', ORIGEN);
    expect(playingItemId(direct.url, direct.document)).toBe(`127.0.0.1:8096:${ORIGEN.Id}`);
    const transcoded = playerPage('#/video', GRAY_MATTER);
    expect(playingItemId(transcoded.url, transcoded.document)).toBe(`127.0.0.1:8096:${GRAY_MATTER.Id}`);
    const emby = playerPage('#!/videoosd/videoosd.html', ORIGEN, EMBY);
    expect(playingItemId(emby.url, emby.document)).toBe(`127.0.0.1:8096:${ORIGEN.Id}`);
  });

  it('names nothing off the player route (a details page, the remote-control view)', () => {
    for (const route of ['#/details?id=x', '#/queue', '#/home', '']) {
      const { document, url } = playerPage(route, ORIGEN);
      expect(playingItemId(url, document)).toBeNull();
    }
  });
});

describe('Jellyfin and Emby: the server names the item', () => {
  it("a film by the server's provider ids (its own title is a translation), asked of the page's own server with the app's token", async () => {
    const asked = serve();
    const outcome = await outcomeOf(ORIGEN);
    expect(outcome.guess).toMatchObject({ site: 'jellyfin', kind: 'movie', title: 'Origen', year: 2010, ids: { imdb: 'tt1375666', tmdb: '27205' } });
    expect(outcome.guess).not.toHaveProperty('fileName');
    expect(asked.map((request) => new URL(request.url).origin)).toEqual([ORIGIN]);
    expect(asked[0]!.url).not.toContain(SERVER_TOKEN);
    expect(asked[0]!.headers['x-emby-authorization']).toContain(`Token="${SERVER_TOKEN}"`);
  });

  it("an episode with its show's ids (from the series item) and the server's show id", async () => {
    serve();
    const { guess } = await outcomeOf(GRAY_MATTER);
    expect(guess).toMatchObject({
      kind: 'episode',
      title: 'Breaking Bad',
      season: 1,
      episode: 5,
      episodeTitle: 'Gray Matter',
      year: 2008,
      ids: { tvdb: '81189', imdb: 'tt0903747' },
    });
    expect(guess?.siteShowId).toBe('127.0.0.1:8096:a6e0c9b35d1f4e2a8b7c6d5e4f3a2b10');
  });

  it('an item the server never matched carries its file base name, never its folders', async () => {
    serve();
    const { guess } = await outcomeOf(DUNE_FILE);
    expect(guess).toMatchObject({ kind: 'movie', title: 'Dune.1984.720p.BluRay', fileName: 'Dune.1984.720p.BluRay.mkv' });
    expect(guess).not.toHaveProperty('ids');
    expect(JSON.stringify(guess)).not.toContain(LIBRARY_ROOT);
  });

  it('a trailer (with its film ids) and music never count: refused, not asked about', async () => {
    serve();
    expect(await outcomeOf(TRAILER)).toEqual({ guess: null, refused: true });
    expect(await outcomeOf({ ...SONG, play: 'file' })).toEqual({ guess: null, refused: true });
  });

  it('Emby asks its API under /emby', async () => {
    const asked = serve(EMBY);
    const { guess } = await outcomeOf(ORIGEN, EMBY);
    expect(guess).toMatchObject({ site: 'emby', title: 'Origen', ids: { imdb: 'tt1375666' } });
    expect(new URL(asked[0]!.url).pathname).toBe(`/emby/Users/${SERVER_USER}/Items/${ORIGEN.Id}`);
  });
});

describe('Jellyfin and Emby: the app session', () => {
  const page = new URL(PAGE);
  it('takes a session whose server is the page’s own origin, and refuses one elsewhere', () => {
    expect(acceptSession({ app: 'Jellyfin Web', address: `${ORIGIN}/jellyfin/`, userId: 'u', token: 't' }, page)).toMatchObject({
      address: `${ORIGIN}/jellyfin`,
    });
    expect(acceptSession({ app: 'Jellyfin Web', address: 'https://collector.example/', userId: 'u', token: 't' }, page)).toBeNull();
    expect(acceptSession({ app: 'Jellyfin Web', address: ORIGIN, userId: 'u', token: 42 }, page)).toBeNull();
    expect(acceptSession('Jellyfin Web', page)).toBeNull();
  });

  it("the hosted app talks to the user's server elsewhere (https only)", () => {
    const hosted = new URL('https://app.emby.media/web/index.html');
    expect(acceptSession({ app: 'Emby Web', address: 'https://home.example:8920', userId: 'u', token: 't' }, hosted)).not.toBeNull();
    expect(acceptSession({ app: 'Emby Web', address: 'http://home.example:8096', userId: 'u', token: 't' }, hosted)).toBeNull();
  });

  /** A page's local storage holding what the app stored under `key`. */
  const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null }) as unknown as Storage;
  const fixtureStorage = (app: 'jellyfin' | 'emby', server: string) => {
    const { key, value } = storedCredentials(app, server);
    return storage({ [key]: value });
  };

  it("reads each app's stored sign-in as the fixture (and the real app) stores it: the API beside the app's /web/", () => {
    expect(storedSession(fixtureStorage('jellyfin', `${ORIGIN}/jellyfin`), page)).toEqual({
      app: 'Jellyfin Web',
      address: `${ORIGIN}/jellyfin`,
      userId: SERVER_USER,
      token: SERVER_TOKEN,
    });
    const embyPage = new URL(`${ORIGIN}/web/index.html`);
    expect(storedSession(fixtureStorage('emby', ORIGIN), embyPage)).toEqual({ app: 'Emby Web', address: ORIGIN, userId: SERVER_USER, token: SERVER_TOKEN });
  });

  it('on a server holding several: the one at the page origin, else none; malformed storage is none', () => {
    const servers = [
      { Id: 'a', UserId: 'ua', AccessToken: 'ta', ManualAddress: 'http://other.lan:8096' },
      { Id: 'b', UserId: 'ub', AccessToken: 'tb', LocalAddress: ORIGIN },
    ];
    expect(storedSession(storage({ servercredentials3: JSON.stringify({ Servers: servers }) }), page)).toMatchObject({ userId: 'ub', token: 'tb' });
    expect(storedSession(storage({ servercredentials3: JSON.stringify({ Servers: [servers[0], servers[0]] }) }), page)).toBeNull();
    expect(storedSession(storage({ jellyfin_credentials: '{' }), page)).toBeNull();
    expect(storedSession(storage({}), page)).toBeNull();
  });

  it("the hosted app: the server used last, at the address it was reached by (https only); a user's own token where Emby keeps it per user", () => {
    const hosted = new URL('https://app.emby.media/web/index.html');
    const home = {
      Id: 'h',
      UserId: 'u1',
      AccessToken: 't1',
      LocalAddress: 'http://192.168.1.5:8096',
      RemoteAddress: 'https://home.example:8920',
      LastConnectionMode: 1,
      DateLastAccessed: 2,
    };
    const old = { ...home, Id: 'o', RemoteAddress: 'https://old.example', DateLastAccessed: 1 };
    expect(storedSession(storage({ servercredentials3: JSON.stringify({ Servers: [old, home] }) }), hosted)).toEqual({
      app: 'Emby Web',
      address: 'https://home.example:8920',
      userId: 'u1',
      token: 't1',
    });
    const local = { ...home, LastConnectionMode: 0 };
    expect(storedSession(storage({ servercredentials3: JSON.stringify({ Servers: [local] }) }), hosted)).toBeNull();
    const perUser = { Id: 'h', UserId: 'u2', RemoteAddress: 'https://home.example:8920', LastConnectionMode: 1, Users: [{ UserId: 'u2', AccessToken: 't2' }] };
    expect(storedSession(storage({ servercredentials3: JSON.stringify({ Servers: [perUser] }) }), hosted)).toMatchObject({ userId: 'u2', token: 't2' });
  });
});
