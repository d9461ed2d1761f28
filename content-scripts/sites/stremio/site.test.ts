import { parseHTML } from 'linkedom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, playingPage, reports } from '../../../test/unit/support/watched-page';
import { lifetimeOf } from '../../player/lifetime';
import { readGuessOutcome, siteItemIdOf, type PageContext, type SiteDefinition } from '../../player/site';
import { watchSite } from '../../player/watcher';
import { BIG_BUCK_BUNNY, NEWS_CHANNEL, playerHash, playerUrl, S1E1, S1E2, SINTEL, STREMIO_TABLE, type StremioVideo } from './fixture/catalog';
import { stremioFixtureHandler } from './fixture/serve';
import { libraryName } from './metadata';
import { routeItemId } from './route';
import { stremioSite } from './site';

let stremio: SiteDefinition;
beforeEach(() => {
  stremio = stremioSite();
  messages.length = 0;
});

/** What the app keeps in localStorage for a video opened from the library (as its script writes it). */
const libraryOf = (...videos: StremioVideo[]) =>
  JSON.stringify({
    recent: videos[0]?.id ?? null,
    items: Object.fromEntries(
      videos.map((v) => [v.id, { _id: v.id, _mtime: '2026-05-01T00:00:00.000Z', name: v.name, type: v.type, state: { video_id: v.videoId } }]),
    ),
  });

/** The page as the browser shows the route: the player rendered, the app's storage and media session set. */
function pageOf(url: string, { library, session }: { library?: string; session?: string } = {}): PageContext {
  const res = stremioFixtureHandler({ url, headers: {} });
  expect(res.status).toBe(200);
  const document = parseHTML(String(res.body)).document as unknown as Document;
  const storage = { getItem: (key: string) => (key === 'library_recent' ? (library ?? null) : null) };
  const view = { localStorage: storage, navigator: { mediaSession: { metadata: session ? { title: session } : null } } };
  Object.defineProperty(document, 'defaultView', { value: view });
  const at = new URL(url);
  return { url: at, document, siteItemId: siteItemIdOf(stremio, at, document) ?? '' };
}

const shownAs = (video: StremioVideo) => ({ library: video.inLibrary ? libraryOf(video) : undefined, session: video.sessionTitle });

describe('stremio adapter: the hash route names what plays', () => {
  it.each([
    [playerHash(BIG_BUCK_BUNNY), 'tt1254207'],
    [playerHash(S1E2), 'tt1748166:1:2'],
    [playerHash(NEWS_CHANNEL), 'tv:fixtureiptv:news-24'],
    ['#/player/eAEBOwDE', 'stream:eAEBOwDE'],
    ['#/detail/series/tt1748166/tt1748166%3A1%3A2', null],
    ['#/', null],
    ['', null],
  ])('%s -> %s', (hash, expected) => {
    expect(routeItemId(new URL(`https://web.stremio.com/${hash}`))).toBe(expected);
    expect(siteItemIdOf(stremio, new URL(`https://web.stremio.com/${hash}`))).toBe(expected);
  });

  it('only the app at / is watched', () => {
    expect(siteItemIdOf(stremio, new URL(`https://web.stremio.com/other${playerHash(S1E1)}`))).toBeNull();
  });
});

describe('stremio adapter: every table row', () => {
  it.each(STREMIO_TABLE.map((row) => [row.url, row] as const))('%s', async (_url, row) => {
    const outcome = await readGuessOutcome(stremio, pageOf(row.url, shownAs(row.video)));
    const expected = row.autoplaysFrom ?? row.expected;
    if (!expected) return expect(outcome).toEqual({ guess: null, refused: true });
    const { title: _named, ...numbers } = expected;
    expect(outcome).toMatchObject({ guess: { site: 'stremio', ...numbers, ids: { imdb: row.video.id } }, source: 'stremio-route' });
  });

  it('an episode: the show from the library, the numbers from the video id, the title from the media session', async () => {
    expect((await readGuessOutcome(stremio, pageOf(playerUrl(S1E2), shownAs(S1E2)))).guess).toEqual({
      site: 'stremio',
      kind: 'episode',
      title: 'Pioneer One',
      season: 1,
      episode: 2,
      episodeTitle: 'Episode 2',
      siteItemId: 'tt1748166:1:2',
      siteShowId: 'tt1748166',
      ids: { imdb: 'tt1748166' },
    });
  });

  it('a film the library does not hold is named by the nav bar, and resolved by its IMDb id', async () => {
    expect((await readGuessOutcome(stremio, pageOf(playerUrl(SINTEL)))).guess).toMatchObject({ kind: 'movie', title: SINTEL.name, ids: { imdb: 'tt1727587' } });
  });

  it('the library is matched by id, whichever came last; a list or a broken store reads as well', async () => {
    const list = JSON.stringify({
      items: [
        { _id: 'tt0000001', name: 'Another', _mtime: '2026-06-01' },
        { _id: S1E1.id, name: 'Pioneer One' },
      ],
    });
    expect(libraryName({ getItem: () => list }, S1E1.id)).toBe('Pioneer One');
    expect(libraryName({ getItem: () => '{"items":' }, S1E1.id)).toBeUndefined();
    expect(libraryName({ getItem: () => libraryOf(BIG_BUCK_BUNNY) }, S1E1.id)).toBeUndefined();
    // Without the library the nav bar's "{show} - {episode}" names the show.
    expect((await readGuessOutcome(stremio, pageOf(playerUrl(S1E1), { library: '{"items":' }))).guess).toMatchObject({ title: 'Pioneer One', episode: 1 });
  });

  it('a live channel is refused; nothing names it', async () => {
    const page = pageOf(playerUrl(NEWS_CHANNEL), shownAs(NEWS_CHANNEL));
    expect(stremio.refuses!(page)).toBe(true);
    expect(await readGuessOutcome(stremio, page)).toEqual({ guess: null, refused: true });
  });
});

describe('stremio adapter: binge-watching replaces the route', () => {
  it('splits the session: the first episode is left, the next one starts', async () => {
    const body = parseHTML(String(stremioFixtureHandler({ url: playerUrl(S1E1), headers: {} }).body)).document.getElementById('app')!.innerHTML;
    const page = playingPage(`/${playerHash(S1E1)}`, { origin: 'https://web.stremio.com', body });
    watchSite(stremio, lifetimeOf(new AbortController()), page.win);
    await vi.waitFor(() => expect(reports().map((report) => report.state)).toEqual(['playing']));
    page.document.querySelector('h2')!.textContent = 'Pioneer One - Episode 2';
    page.navigate(`/${playerHash(S1E2)}`);
    page.fire('emptied');
    page.fire('playing');
    await vi.waitFor(() =>
      expect(reports().map((report) => [report.state, (report.guess as { episode?: number }).episode])).toEqual([
        ['playing', 1],
        ['gone', 1],
        ['playing', 2],
      ]),
    );
  });
});
