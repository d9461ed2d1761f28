import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { PageContext } from '../player/site';
import { confidentJsonLd, confidentOpenGraph, describesThisPage, splitEpisodeTitle } from './standard-sources';

function pageAt(href: string, head: string): PageContext {
  const document = parseHTML(`<!doctype html><html><head>${head}</head><body></body></html>`).document as unknown as Document;
  return { url: new URL(href), document, siteItemId: 'x' };
}
const og = (tags: Record<string, string>) =>
  Object.entries(tags)
    .map(([property, content]) => `<meta property="${property}" content="${content}">`)
    .join('');
const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

describe('splitEpisodeTitle', () => {
  it.each([
    ['Dark - Season 1', { show: 'Dark', season: 1 }],
    ['Breaking Bad – S1:E5', { show: 'Breaking Bad', season: 1, episode: 5 }],
    ['The Office: Episode 4', { show: 'The Office', episode: 4 }],
    ['Star Wars: Episode IV - A New Hope', null],
    ['Dune: Part Two', null],
    ['Inception', null],
  ])('%j', (text, expected) => {
    expect(splitEpisodeTitle(text)).toEqual(expected);
  });
});

describe('describesThisPage', () => {
  const page = pageAt('https://site.test/movie/1?ref=home', '');
  const loadedHere = () => 'https://site.test/movie/1';
  it('believes a claim naming this path, absolute or relative, trailing slash or not', () => {
    expect(describesThisPage(page, 'https://site.test/movie/1/', loadedHere)).toBe(true);
    expect(describesThisPage(page, '/movie/1', loadedHere)).toBe(true);
  });
  it('refuses a claim naming another page, whatever the page loaded as', () => {
    expect(describesThisPage(page, 'https://site.test/movie/2', loadedHere)).toBe(false);
  });
  it('without a claim, believes the head only if the page has not moved in-page', () => {
    expect(describesThisPage(page, undefined, loadedHere)).toBe(true);
    expect(describesThisPage(page, undefined, () => 'https://site.test/movie/0')).toBe(false);
  });
});

describe('confident sources', () => {
  const here = 'https://site.test/watch/7';
  const loaded = () => here;
  it('an episode needs season and number; a series name alone is not enough', async () => {
    const partial = { '@type': 'TVEpisode', name: 'Pilot', episodeNumber: 1, partOfSeries: { name: 'Show' } };
    expect(await confidentJsonLd(loaded)(pageAt(here, ld(partial)))).toBeNull();
    expect(await confidentJsonLd(loaded)(pageAt(here, ld({ ...partial, partOfSeason: { seasonNumber: 2 } })))).toMatchObject({
      kind: 'episode',
      title: 'Show',
      season: 2,
      episode: 1,
    });
  });
  it('og:type video.episode counts only with season and number in its title', async () => {
    expect(await confidentOpenGraph(loaded)(pageAt(here, og({ 'og:type': 'video.episode', 'og:title': 'Show - S2:E3' })))).toMatchObject({
      kind: 'episode',
      title: 'Show',
      season: 2,
      episode: 3,
    });
    expect(await confidentOpenGraph(loaded)(pageAt(here, og({ 'og:type': 'video.episode', 'og:title': 'Show - Season 2' })))).toBeNull();
  });
  it('og: naming another page (og:url) is stale', async () => {
    const tags = og({ 'og:type': 'video.movie', 'og:title': 'Roma', 'og:url': 'https://site.test/watch/6' });
    expect(await confidentOpenGraph(loaded)(pageAt(here, tags))).toBeNull();
  });
  it('og:video:release_date gives the year; og:site_name is stripped from the title', async () => {
    const tags = og({ 'og:type': 'video.movie', 'og:title': 'Roma | Cine', 'og:site_name': 'Cine', 'og:video:release_date': '2018-12-14' });
    expect(await confidentOpenGraph(loaded)(pageAt(here, tags))).toEqual({ kind: 'movie', title: 'Roma', year: 2018, siteItemId: 'x' });
  });
});
