import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EPISODE, HOSTED_MOVIE, MOVIE, PLEX_LIBRARY_ROOT, PLEX_TOKEN, plexItem, TRAILER, type PlexItem } from './fixture/catalog';
import { plexFixtureHandler } from './fixture/serve';
import { readGuessOutcome, type PageContext } from '../../player/site';
import { fromPlexApi, playerLine } from './metadata';
import plex, { plexItemId } from './site';

const SERVER = 'http://127.0.0.1:32499';

/** Plex's overlay player as the app opens it on Play: the title line links the film or the show. */
function playerOpen(item: PlexItem, base = `${SERVER}/web/index.html`): PageContext {
  const show = item.grandparentRatingKey ? plexItem(item.grandparentRatingKey) : undefined;
  const line = show ? `S${item.parentIndex} · E${item.index} — ${item.title}` : String(item.year ?? '');
  const { document } =
    parseHTML(`<!doctype html><html><body><div id="plex"><div class="Player-fullPlayerContainer-x1"><video src="/_fixture/media/clip.webm"></video>
    <div class="PlayerControlsMetadata-container-x1"><a data-testid="metadataTitleLink" href="#!/server/m/details?key=%2Flibrary%2Fmetadata%2F${(show ?? item).ratingKey}">${(show ?? item).title}</a><span>${line}</span></div></div></div></body></html>`);
  const url = new URL(`${base}#!/server/m/details?key=%2Flibrary%2Fmetadata%2F${item.ratingKey}`);
  return { url, document: document as unknown as Document, siteItemId: plexItemId(url, document as unknown as Document) ?? '' };
}

function serve(): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init: RequestInit = {}) => {
    asked.push(String(input));
    const res = plexFixtureHandler({ url: String(input), headers: Object.fromEntries(new Headers(init.headers).entries()) });
    return new Response(String(res.body), { status: res.status, headers: res.headers });
  });
  return asked;
}

const withServer = (page: PageContext) => {
  const api = fromPlexApi(() => ({ base: SERVER, token: PLEX_TOKEN }));
  return readGuessOutcome({ ...plex, guess: [api.guess, ...plex.guess.slice(1)], refuses: api.refuses }, page);
};

afterEach(() => vi.unstubAllGlobals());

describe('Plex: the open player names what plays', () => {
  it('reads the title line: the film (with its year) or the show and the episode', () => {
    expect(playerLine(playerOpen(MOVIE).document)).toEqual({ ratingKey: MOVIE.ratingKey, title: MOVIE.title, year: 2010 });
    expect(playerLine(playerOpen(EPISODE).document)).toEqual({ ratingKey: '5100', title: 'Breaking Bad', season: 1, episode: 5, episodeTitle: 'Gray Matter' });
    expect(playerOpen(EPISODE).siteItemId).toBe('127.0.0.1:32499:5100:1:5');
  });

  it('names nothing while no player is open (the overlay keeps the address)', () => {
    const { document } = parseHTML('<div id="plex"><div class="page"><button data-testid="preplay-play">Play</button></div></div>');
    expect(plexItemId(new URL(`${SERVER}/web/index.html#!/server/m/details?key=%2Flibrary%2Fmetadata%2F4212`), document as unknown as Document)).toBeNull();
  });
});

describe("Plex: the server's metadata names the item", () => {
  it('a film by its Guids (its library title is a translation); the token goes in a header to the page’s server only', async () => {
    const asked = serve();
    const { guess } = await withServer(playerOpen(MOVIE));
    expect(guess).toMatchObject({ site: 'plex', kind: 'movie', title: MOVIE.title, year: 2010, ids: { imdb: 'tt1375666', tmdb: '27205' } });
    expect(asked.every((url) => url.startsWith(`${SERVER}/library/metadata/`) && !url.includes(PLEX_TOKEN))).toBe(true);
  });

  it("an episode: its show's Guids, the numbers from the show's grandchildren", async () => {
    serve();
    const { guess } = await withServer(playerOpen(EPISODE));
    expect(guess).toMatchObject({
      kind: 'episode',
      title: 'Breaking Bad',
      season: 1,
      episode: 5,
      episodeTitle: 'Gray Matter',
      ids: { imdb: 'tt0903747', tmdb: '1396', tvdb: '81189' },
    });
    expect(JSON.stringify(guess)).not.toContain(PLEX_LIBRARY_ROOT);
  });

  it('an unmatched film (no Guids) carries its file base name only', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            MediaContainer: {
              Metadata: [
                { type: 'movie', title: 'Inception.2010.1080p', Media: [{ Part: [{ file: `${PLEX_LIBRARY_ROOT}/Unsorted/Inception.2010.1080p.mkv` }] }] },
              ],
            },
          }),
        ),
    );
    const unmatched = await fromPlexApi(() => ({ base: SERVER, token: PLEX_TOKEN })).guess(playerOpen(MOVIE));
    expect(unmatched).toMatchObject({ kind: 'movie', title: 'Inception.2010.1080p', fileName: 'Inception.2010.1080p.mkv' });
    expect(unmatched).not.toHaveProperty('ids');
  });

  it('a trailer (an extra: clip) never counts, though it carries the film’s Guid', async () => {
    serve();
    expect(await withServer(playerOpen(TRAILER))).toEqual({ guess: null, refused: true });
  });

  it('on the hosted app (no server to ask) the player line names the film', async () => {
    const asked = serve();
    const page = playerOpen(HOSTED_MOVIE, 'https://app.plex.tv/desktop/');
    const { guess, source } = (await readGuessOutcome({ ...plex, guess: plex.guess.slice(1) }, page)) as { guess: unknown; source: string };
    expect(guess).toMatchObject({ kind: 'movie', title: 'Inception', year: 2010 });
    expect(source).toBe('plex-player');
    expect(asked).toEqual([]);
  });
});
