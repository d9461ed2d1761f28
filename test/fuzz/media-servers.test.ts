import fc from 'fast-check';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GuessSource } from '../../content-scripts/player/site';
import { fromServerApi } from '../../content-scripts/sites/emby/metadata';
import { fromPlexApi, TITLE_LINK } from '../../content-scripts/sites/plex/metadata';
import { MediaGuessSchema } from '../../lib/messages/media';
import { fuzz, hostileField, mutated, prototypeKeys, shapedJson, share, toJsonText } from './runs';

// The media-server readers (Jellyfin and Emby's item API, Plex's metadata API) read what a server
// on the user's network answers, which the page it serves may shape. Whatever it answers, a reader
// gives a guess the background takes (MediaGuessSchema), nothing, or an Error the guess chain logs.

const SERVER = 'https://media.home.example:8096';
const { document } = parseHTML(
  `<!doctype html><html><body><div class="PlayerControlsMetadata-x"><a data-testid="metadataTitleLink" href="#!/server/x/details?key=%2Flibrary%2Fmetadata%2F123">Show</a><span>S1 · E5 — Gray Matter</span></div></body></html>`,
);
const page = { url: new URL(`${SERVER}/web/index.html#!/`), document: document as unknown as Document, siteItemId: 'media.home.example:8096:123' };

/** The answers the server gives, in order; a request past them is refused (404). */
let answers: string[] = [];
beforeAll(() => {
  expect(document.querySelector(TITLE_LINK)).not.toBeNull();
  vi.stubGlobal('fetch', async () => {
    const body = answers.shift();
    return body === undefined ? new Response(null, { status: 404 }) : new Response(body, { status: 200 });
  });
});
afterAll(() => vi.unstubAllGlobals());

const embyItem = {
  Type: 'Episode',
  Name: 'Gray Matter',
  SeriesName: 'Breaking Bad',
  SeriesId: 's1',
  IndexNumber: 5,
  ParentIndexNumber: 1,
  ProductionYear: 2008,
  ProviderIds: { Imdb: 'tt0903747', Tmdb: 1396 },
  Path: '/media/Breaking Bad/S01E05.mkv',
};
const plexItem = { type: 'show', title: 'Breaking Bad', year: 2008, Guid: [{ id: 'imdb://tt0903747' }], guid: 'com.plexapp.agents.thetvdb://81189' };
const plexEpisode = { parentIndex: 1, index: 5, title: 'Gray Matter', Media: [{ Part: [{ file: '/media/S01E05.mkv' }] }] };
const plexAnswer = (items: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 4, arbitrary: fc.array(items, { maxLength: 3 }).map((Metadata) => ({ MediaContainer: { Metadata } })) }, shapedJson);

/** The server's answers as text: mostly JSON shaped like the real ones, now and then not JSON at all. */
const asText = (value: fc.Arbitrary<unknown>) => fc.oneof({ weight: 8, arbitrary: value.map(toJsonText) }, hostileField);

let guessed = 0;
async function checkGuess(source: GuessSource, site: string): Promise<void> {
  let guess: Awaited<ReturnType<GuessSource>>;
  try {
    guess = await source(page);
  } catch (error) {
    // The guess chain records a source that broke by its message (readGuessOutcome).
    expect(error).toBeInstanceOf(Error);
    return;
  }
  if (guess === null) return;
  guessed += 1;
  const parsed = MediaGuessSchema.safeParse({ site, ...guess });
  expect(parsed.error?.issues ?? []).toEqual([]);
}

describe('fuzz: the media-server readers', () => {
  const before = prototypeKeys();
  afterAll(() => {
    console.log(`fuzz: media-server guesses made: ${guessed}`);
    expect(guessed).toBeGreaterThan(0);
    expect(prototypeKeys()).toEqual(before);
  });

  it("Jellyfin and Emby's item answers", { timeout: 600_000 }, async () => {
    const item = fc.oneof(mutated(embyItem), mutated({ ...embyItem, Type: 'Movie', Name: 'Dune' }), shapedJson);
    const session = { app: 'Jellyfin Web', address: SERVER, userId: 'u', token: 't' };
    await fuzz(
      'media server items',
      fc.array(asText(item), { minLength: 1, maxLength: 2 }),
      async (bodies) => {
        answers = [...bodies];
        const api = fromServerApi(
          async () => ({ session, apiPrefix: '' }),
          (id) => id.slice(id.lastIndexOf(':') + 1),
        );
        await checkGuess(api.guess, 'jellyfin');
      },
      share(2),
    );
  });

  it("Plex's metadata answers", { timeout: 600_000 }, async () => {
    const item = fc.oneof(mutated(plexItem), mutated({ ...plexItem, type: 'movie', Media: plexEpisode.Media }), shapedJson);
    await fuzz(
      'plex metadata',
      fc.tuple(asText(plexAnswer(item)), asText(plexAnswer(fc.oneof(mutated(plexEpisode), shapedJson)))),
      async (bodies) => {
        answers = [...bodies];
        const api = fromPlexApi(() => ({ base: SERVER, token: 't' }));
        await checkGuess(api.guess, 'plex');
      },
      share(2),
    );
  });
});

/** One guess from each reader, the server answering `bodies` in order. */
async function guessOf(reader: 'jellyfin' | 'plex', bodies: unknown[]) {
  answers = bodies.map((body) => JSON.stringify(body));
  const api =
    reader === 'plex'
      ? fromPlexApi(() => ({ base: SERVER, token: 't' }))
      : fromServerApi(
          async () => ({ session: { app: 'Jellyfin Web', address: SERVER, userId: 'u', token: 't' }, apiPrefix: '' }),
          (id) => id,
        );
  return api.guess(page);
}

// What the fuzz found (minimised): answers the readers turned into a guess the background refuses
// whole (MediaGuessSchema), so the report was dropped and nothing played was recorded.
describe('media-server readers: found by the fuzz', () => {
  const movie = { Type: 'Movie', Name: 'Dune', ProductionYear: 2021, ProviderIds: {} };

  it('a name past 300 characters is no title: no guess, and the next source names the item', async () => {
    expect(await guessOf('jellyfin', [{ ...movie, Name: 'x'.repeat(301) }])).toBeNull();
  });

  it('a year no release has is left out', async () => {
    expect(await guessOf('jellyfin', [{ ...movie, ProductionYear: 3000 }])).toEqual({ kind: 'movie', title: 'Dune', siteItemId: page.siteItemId });
    const plexMovie = { type: 'movie', title: 'Dune', year: 0, Guid: [{ id: 'imdb://tt1160419' }] };
    expect(await guessOf('plex', [{ MediaContainer: { Metadata: [plexMovie] } }])).toEqual({
      kind: 'movie',
      title: 'Dune',
      siteItemId: page.siteItemId,
      ids: { imdb: 'tt1160419' },
    });
  });

  it('an episode number past 100,000 is none, and a file name past 255 characters is not sent', async () => {
    const episode = { Type: 'Episode', Name: 'Pilot', SeriesName: 'Show', IndexNumber: 100_001, ProviderIds: {} };
    expect(await guessOf('jellyfin', [episode])).toBeNull();
    expect(await guessOf('jellyfin', [{ ...movie, Path: `/media/${'x'.repeat(252)}.mkv` }])).toEqual({
      kind: 'movie',
      title: 'Dune',
      siteItemId: page.siteItemId,
      year: 2021,
    });
  });
});
