import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { crunchyrollGuesses, splitHeading, stripVersionSuffix } from './metadata';

// How the watch page's own text is read: the title block, JSON-LD numbering, audio-version
// suffixes and the "E5 - Title" heading (site.test.ts has the paths, players and the fixture table).

function parse(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

describe('crunchyroll: title block fallback', () => {
  const block = (inner: string) => parse(`<html><body><div class="erc-current-media-info">${inner}</div></body></html>`);
  const read = (document: Document, id = 'GXXXXXXX1') =>
    crunchyrollGuesses()[1]!({ url: new URL(`https://www.crunchyroll.com/watch/${id}/x`), document, siteItemId: id });

  it('a movie belongs to a movie listing and has no number', async () => {
    const document = block(
      '<a class="show-title-link" href="/movie_listing/G6497Z776/jujutsu-kaisen-0"><h4>JUJUTSU KAISEN 0 (English Dub)</h4></a><h1 class="title">JUJUTSU KAISEN 0</h1>',
    );
    expect(await read(document)).toEqual({ kind: 'movie', title: 'JUJUTSU KAISEN 0', siteItemId: 'GXXXXXXX1' });
  });

  it('an unnumbered special under a series is not guessed', async () => {
    expect(
      await read(block('<a class="show-title-link" href="/series/G4PH0WXVJ/spy-x-family"><h4>SPY x FAMILY</h4></a><h1 class="title">Extra Mission</h1>')),
    ).toBeNull();
  });

  it('a numbered heading without the show above it is not enough', async () => {
    expect(await read(block('<h1 class="title">E5 - Will They Pass or Fail?</h1>'))).toBeNull();
  });

  it('nothing while the block is not rendered', async () => {
    expect(await read(block(''))).toBeNull();
  });
});

describe('crunchyroll: JSON-LD numbering', () => {
  const episodeLd = (season: number, episode: number) => ({
    '@type': 'TVEpisode',
    '@id': 'https://www.crunchyroll.com/watch/GXXXXXXX1/x',
    name: 'Ep',
    episodeNumber: String(episode),
    partOfSeason: { '@type': 'TVSeason', seasonNumber: season },
    partOfSeries: { '@type': 'TVSeries', name: 'One Piece' },
  });
  const read = (ld: unknown) =>
    crunchyrollGuesses()[0]!({
      url: new URL('https://www.crunchyroll.com/watch/GXXXXXXX1/x'),
      document: parse(`<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body></body></html>`),
      siteItemId: 'GXXXXXXX1',
    });

  it.each([
    [1, 61, undefined],
    [2, 26, undefined],
    [2, 27, 27],
    [14, 1000, 1000],
    [3, 5, undefined],
  ])('season %i episode %i -> absolute %s', async (season, episode, absolute) => {
    const guess = await read(episodeLd(season, episode));
    expect(guess).toMatchObject({ season, episode });
    expect(guess?.absoluteEpisode).toBe(absolute);
  });

  it('an @id of another item is stale, and no @id cannot be checked', async () => {
    expect(await read({ ...episodeLd(1, 1), '@id': 'https://www.crunchyroll.com/watch/GXXXXXXX2/x' })).toBeNull();
    expect(await read({ ...episodeLd(1, 1), '@id': 'https://www.crunchyroll.com/watch/GXXXXXXX12/x' })).toBeNull();
    const { '@id': _id, ...withoutId } = episodeLd(1, 1);
    expect(await read(withoutId)).toBeNull();
  });
});

describe('crunchyroll: audio-version suffixes', () => {
  it.each([
    ['SPY x FAMILY (English Dub)', 'SPY x FAMILY'],
    ['Demon Slayer: Kimetsu no Yaiba (German Dub)', 'Demon Slayer: Kimetsu no Yaiba'],
    ['Frieren (Castilian Dub)', 'Frieren'],
    ['Frieren (Dub)', 'Frieren'],
    ['Frieren (Sub)', 'Frieren'],
    ['Frieren [English Sub]', 'Frieren'],
    ['Frieren (Dublado)', 'Frieren'],
    ['Frieren (Doblaje en español)', 'Frieren'],
    ['Frieren (VF)', 'Frieren'],
    ['Frieren (VOSTFR)', 'Frieren'],
    ['Frieren (Doppiato)', 'Frieren'],
    ['Frieren (Deutsche Synchro)', 'Frieren'],
    ['Фрирен (Русская озвучка)', 'Фрирен'],
    ['葬送のフリーレン（日本語吹替版）', '葬送のフリーレン'],
    ['Frieren (English Dub) (Sub)', 'Frieren'],
    ['Hunter x Hunter (2011)', 'Hunter x Hunter (2011)'],
    ['Hellsing (TV)', 'Hellsing (TV)'],
    ['Re:ZERO -Starting Life in Another World-', 'Re:ZERO -Starting Life in Another World-'],
    ['Subaru (Submarine)', 'Subaru (Submarine)'],
    ['(Dub)', '(Dub)'],
  ])('%s -> %s', (title, expected) => {
    expect(stripVersionSuffix(title)).toBe(expected);
  });
});

describe('crunchyroll: the "E5 - Title" heading', () => {
  it.each([
    ['E5 - Will They Pass or Fail?', { episode: 5, episodeTitle: 'Will They Pass or Fail?' }],
    ['E66 - The Result of the Battle for Priestella', { episode: 66, episodeTitle: 'The Result of the Battle for Priestella' }],
    ['E1 - Asteroid Blues - Part 1', { episode: 1, episodeTitle: 'Asteroid Blues - Part 1' }],
    ['Folge 3 – Sabito und Makomo', { episode: 3, episodeTitle: 'Sabito und Makomo' }],
    ['S2 E4 - Historia', { season: 2, episode: 4, episodeTitle: 'Historia' }],
  ])('%s', (heading, expected) => {
    expect(splitHeading(heading)).toEqual(expected);
  });

  it.each(['JUJUTSU KAISEN 0', 'Re:ZERO - Memory Snow', 'E12.5 - Recap', 'Operation Strix'])('%s has no episode label', (heading) => {
    expect(splitHeading(heading)).toBeNull();
  });
});
