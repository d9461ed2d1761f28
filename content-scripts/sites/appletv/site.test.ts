import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { APPLE_TABLE, BB_S1, BREAKING_BAD, DUNE_PART_TWO, episodeLine, itemUrl, type AppleTableRow } from './fixture/catalog';
import { appleFixtureHandler } from './fixture/serve';
import { readGuessOutcome, siteItemIdOf, type PageContext } from '../../player/site';
import appletv from './site';
import { episodeMarker, fromApplePageData, fromApplePlayer } from './metadata';

function documentAt(url: string): Document {
  const res = appleFixtureHandler({ url, headers: {} });
  expect(res.status).toBe(200);
  return parseHTML(String(res.body)).document as unknown as Document;
}

/** The page of `loaded`, with the address (and the player) moved on to `href`. */
function pageAt(href: string, document: Document = documentAt(href)): PageContext {
  const url = new URL(href);
  return { url, document, siteItemId: siteItemIdOf(appletv, url) ?? '' };
}

const guessOf = (row: AppleTableRow) => {
  if (!row.expected) return null;
  const { episodeTitle, ...item } = row.expected;
  const site = { siteItemId: row.item.id, ...(row.item.show ? { siteShowId: row.item.show.id } : {}) };
  return { ...item, ...(episodeTitle ? { episodeTitle } : {}), ...site };
};

const playerLine = (document: Document, testid: 'title' | 'subtitle') => document.querySelector(`[data-testid="player-metadata-${testid}"]`)!;

describe('appletv adapter: watch paths', () => {
  it.each([
    ['/us/episode/pilot/umc.cmc.60o305f3x2u2ze5bmi8lbs75j', 'umc.cmc.60o305f3x2u2ze5bmi8lbs75j'],
    ['/de/movie/dune-teil-zwei/umc.cmc.jqp56vupu5uawovdl6gzvivgu/', 'umc.cmc.jqp56vupu5uawovdl6gzvivgu'],
    ['/us/movie/umc.cmc.7dlscf08qk4gtqad1ysutbs31', 'umc.cmc.7dlscf08qk4gtqad1ysutbs31'],
    ['/us/clip/official-trailer/umc.cmc.v394hzagj3km89uxzo97h73kv', null],
    ['/us/sporting-event/la-galaxy-at-seattle-sounders/umc.cse.30brvirwld3ngeqne28koukdx', null],
    ['/us/show/breaking-bad/umc.cmc.na7ckpbdjxphv3wrzqwonwuot', null],
    ['/us', null],
  ])('%s -> %s', (path, expected) => {
    expect(siteItemIdOf(appletv, new URL(path, 'https://tv.apple.com'))).toBe(expected);
  });
});

describe('appletv adapter: every table row', () => {
  const watchRows = APPLE_TABLE.filter((row) => siteItemIdOf(appletv, new URL(row.url)));

  it('every row that expects an item is a watch page; every other row is none', () => {
    expect(APPLE_TABLE.filter((row) => row.expected).map((row) => row.url)).toEqual(watchRows.map((row) => row.url));
  });

  it.each(watchRows.map((row) => [row.url, row] as const))('%s is named by the page data', async (_url, row) => {
    const outcome = await readGuessOutcome(appletv, pageAt(row.url));
    expect(outcome).toEqual({ guess: { ...guessOf(row), site: 'appletv' }, source: 'appletv-page-data' });
  });

  it.each(watchRows.map((row) => [row.url, row] as const))('%s is named by the player alone', async (_url, row) => {
    const page = pageAt(row.url);
    page.document.querySelector('meta[name="apple:content_id"]')!.remove();
    // The player knows no year: the rest is the same item.
    const { year: _year, ...expected } = guessOf(row)!;
    expect(await fromApplePlayer(page)).toEqual(expected);
  });
});

describe('appletv adapter: the head describes the page first loaded', () => {
  const [first, second] = BB_S1 as [(typeof BB_S1)[0], (typeof BB_S1)[1]];

  /** Next-episode autoplay as the page script does it: a new address and player block, the same head. */
  function afterAutoplay(): PageContext {
    const document = documentAt(itemUrl(first));
    playerLine(document, 'subtitle').textContent = episodeLine(second, 'en');
    return pageAt(itemUrl(second), document);
  }

  it('after autoplay the stale head names nothing and the player names the new episode', async () => {
    const page = afterAutoplay();
    expect(await fromApplePageData(page)).toBeNull();
    expect(await readGuessOutcome(appletv, page)).toEqual({
      guess: {
        kind: 'episode',
        title: 'Breaking Bad',
        season: 1,
        episode: 2,
        episodeTitle: "Cat's in the Bag...",
        siteItemId: second.id,
        siteShowId: BREAKING_BAD.id,
        site: 'appletv',
      },
      source: 'appletv-player',
    });
  });

  it('with the controls hidden as well nothing is named (the old item is never reported for the new address)', async () => {
    const page = afterAutoplay();
    page.document.querySelector('[data-testid="player-metadata"]')!.remove();
    expect(await readGuessOutcome(appletv, page)).toEqual({ guess: null, refused: false });
  });

  it('a head that names the item but carries no JSON-LD for it is a changed page: the source says why', async () => {
    const page = pageAt(itemUrl(first));
    for (const script of page.document.querySelectorAll('script[type="application/ld+json"]')) script.remove();
    await expect(fromApplePageData(page)).rejects.toThrow(`no Episode JSON-LD for ${first.id}`);
    const failures: string[] = [];
    const outcome = await readGuessOutcome(appletv, page, (source, reason) => failures.push(`${source}: ${reason}`));
    expect(failures).toEqual([`appletv-page-data: no Episode JSON-LD for ${first.id}`]);
    expect(outcome).toMatchObject({ guess: { episode: 1 }, source: 'appletv-player' });
  });

  it('reads partOfSeason as a bare number too, and the show from the page header without partOfSeries', async () => {
    const page = pageAt(itemUrl(first));
    const script = page.document.querySelector('script[type="application/ld+json"]')!;
    const { partOfSeries: _series, ...node } = JSON.parse(script.textContent!) as Record<string, unknown>;
    script.textContent = JSON.stringify({ ...node, partOfSeason: '1' });
    expect(await fromApplePageData(page)).toMatchObject({ kind: 'episode', title: 'Breaking Bad', season: 1, episode: 1 });
  });
});

describe('appletv adapter: what never counts', () => {
  it("only the player container's video is the program: the page's promotional video is a preview", () => {
    const document = documentAt(itemUrl(DUNE_PART_TWO));
    const [promo, main] = [document.querySelector('video.hero-promo')!, document.querySelector('[data-testid="video-container"] video')!];
    expect(appletv.isPreview!(promo as HTMLVideoElement)).toBe(true);
    expect(appletv.isPreview!(main as HTMLVideoElement)).toBe(false);
  });

  it('a film page whose player plays its trailer is refused, so JSON-LD cannot call the trailer the film', async () => {
    const page = pageAt(itemUrl(DUNE_PART_TWO));
    playerLine(page.document, 'title').textContent = 'Official Trailer';
    expect(await readGuessOutcome(appletv, page)).toEqual({ guess: null, refused: true });
    playerLine(page.document, 'title').textContent = 'Dune – Part Two';
    expect(await readGuessOutcome(appletv, page)).toMatchObject({ guess: { kind: 'movie', title: 'Dune: Part Two', year: 2024 } });
  });

  it('the German player line alone names the episode', async () => {
    const row = APPLE_TABLE.find((candidate) => candidate.lang === 'de')!;
    const page = pageAt(row.url);
    expect(playerLine(page.document, 'subtitle').textContent).toBe('Staffel 1, Folge 3 · … und der Sack ist im Fluss');
    page.document.querySelector('meta[name="apple:content_id"]')!.setAttribute('content', 'umc.cmc.somethingelse');
    expect(await readGuessOutcome(appletv, page)).toMatchObject({
      guess: { title: 'Breaking Bad', season: 1, episode: 3, episodeTitle: '… und der Sack ist im Fluss' },
      source: 'appletv-player',
    });
  });
});

describe('episodeMarker', () => {
  it.each([
    ['S1, E3 · Pilot', { season: 1, episode: 3, episodeTitle: 'Pilot' }],
    ['Staffel 2, Folge 10 · Der Einstieg', { season: 2, episode: 10, episodeTitle: 'Der Einstieg' }],
    ['S4 E1', { season: 4, episode: 1 }],
    ['Science Fiction · 2024', null],
    ['Season of the Witch', null],
  ])('%j -> %j', (line, expected) => {
    expect(episodeMarker(line)).toEqual(expected);
  });
});
