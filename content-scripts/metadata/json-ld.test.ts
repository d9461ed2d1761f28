import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { fromJsonLd, readJsonLd } from './json-ld';
import { stripSiteName } from './page-signals';

function doc(...blocks: unknown[]): Document {
  const scripts = blocks.map((block) => `<script type="application/ld+json">${typeof block === 'string' ? block : JSON.stringify(block)}</script>`).join('');
  return parseHTML(`<!doctype html><html><head>${scripts}</head><body></body></html>`).document as unknown as Document;
}

const episode = {
  '@context': 'https://schema.org',
  '@type': 'TVEpisode',
  '@id': 'https://www.crunchyroll.com/watch/GX3/operation-strix',
  name: 'Operation Strix',
  episodeNumber: '1',
  partOfSeason: { '@type': 'TVSeason', seasonNumber: 1 },
  partOfSeries: { '@type': 'TVSeries', name: 'SPY x FAMILY', startDate: '2022-04-09', sameAs: ['https://www.imdb.com/title/tt13706018/'] },
};

describe('readJsonLd', () => {
  it('reads a TVEpisode with season, episode, series and ids', () => {
    expect(readJsonLd(doc(episode))).toEqual({
      id: 'https://www.crunchyroll.com/watch/GX3/operation-strix',
      type: 'episode',
      title: 'SPY x FAMILY',
      season: 1,
      episode: 1,
      episodeTitle: 'Operation Strix',
      year: 2022,
      ids: { imdb: 'tt13706018' },
    });
  });

  it('reads a Movie with its year and tmdb id', () => {
    const movie = { '@type': 'Movie', name: 'Roma', datePublished: '2018-12-14', sameAs: 'https://www.themoviedb.org/movie/426426' };
    expect(readJsonLd(doc(movie))).toEqual({ type: 'movie', title: 'Roma', year: 2018, ids: { tmdb: '426426' } });
  });

  it('prefers a movie or episode over a VideoObject, looks into @graph and arrays, skips broken blocks', () => {
    const video = { '@type': 'VideoObject', name: 'Trailer', uploadDate: '2024-01-01' };
    expect(readJsonLd(doc('{broken', [video], { '@graph': [episode] }))?.type).toBe('episode');
    expect(readJsonLd(doc(video))).toEqual({ type: 'video', title: 'Trailer', year: 2024 });
  });

  it('finds nothing on a page without structured data', () => {
    expect(readJsonLd(doc())).toBeNull();
  });
});

describe('fromJsonLd as a guess source', () => {
  const page = (document: Document) => ({ url: new URL('https://example.com/watch/GX3'), document, siteItemId: 'GX3' });

  it('turns an episode into a guess', async () => {
    expect(await fromJsonLd()(page(doc(episode)))).toMatchObject({ kind: 'episode', title: 'SPY x FAMILY', season: 1, episode: 1, siteItemId: 'GX3' });
  });

  it('refuses stale data that describes another item', async () => {
    const source = fromJsonLd({ matchesItem: (media, id) => media.id?.includes(`/${id}/`) ?? false });
    expect(await source(page(doc({ ...episode, '@id': 'https://www.crunchyroll.com/watch/OTHER/x' })))).toBeNull();
  });

  it('a bare VideoObject is not enough to scrobble', async () => {
    expect(await fromJsonLd()(page(doc({ '@type': 'VideoObject', name: 'Clip' })))).toBeNull();
  });
});

describe('stripSiteName', () => {
  it.each([
    ['Dark - Netflix', 'Dark'],
    ['Watch Loki | Disney+', 'Watch Loki'],
    ['Prime Video: The Boys', 'The Boys'],
    ['The Bear – Watch on Hulu', 'The Bear'],
    ['Harbor Lights • HBO Max', 'Harbor Lights'],
  ])('%s -> %s', (title, expected) => {
    expect(stripSiteName(title, ['Netflix', 'Disney+', 'Prime Video', 'Hulu', 'HBO Max'])).toBe(expected);
  });
});

describe('stripSiteName with what a hostile page writes', () => {
  it('a site name far too long to be one is ignored, not turned into a regular expression', () => {
    expect(stripSiteName('Dune | Tubi', ['x'.repeat(70_000)])).toBe('Dune | Tubi');
    expect(stripSiteName('Dune | Tubi', ['Tubi', 'x'.repeat(70_000)])).toBe('Dune');
  });
});
