import { item, numbered } from '../build.ts';
import type { CatalogItem } from '../types.ts';

/**
 * Titles the itvx fixture plays (content-scripts/sites/itvx/): the service holds them. Ids of this
 * file: movies 10120-10129, shows 20120-20129, anime 30120-30129; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order.
 */
export const ITEMS: CatalogItem[] = [
  item({
    kind: 'movie',
    svc: 10120,
    slug: 'belfast-2021',
    title: 'Belfast',
    year: 2021,
    rank: 5120,
    ids: { imdb: 'tt12789558', tmdb: '777270' },
    runtime: 98,
    released: '2021-11-12',
    country: 'gb',
    certification: 'PG-13',
    genres: ['drama'],
    overview: 'A young boy and his working-class family live through the turmoil of the late 1960s in Belfast.',
    ratings: { svc: { rating: 7.2, votes: 3_100 }, imdb: { rating: 7.2, votes: 100_000 } },
  }),
  item({
    kind: 'tv',
    svc: 20120,
    slug: 'broadchurch',
    title: 'Broadchurch',
    year: 2013,
    rank: 5121,
    ids: { imdb: 'tt2249364' },
    runtime: 50,
    status: 'ended',
    network: 'ITV1',
    country: 'gb',
    certification: 'TV-14',
    genres: ['crime', 'drama', 'mystery'],
    overview: 'The murder of a young boy in a small coastal town brings a media frenzy that threatens to tear the community apart.',
    ratings: { svc: { rating: 8.0, votes: 2_400 }, imdb: { rating: 8.4, votes: 120_000 } },
    seasons: [{ season: 1, first: '2013-03-04T21:00:00+00:00', everyDays: 7, titles: numbered(8) }],
  }),
  item({
    kind: 'tv',
    svc: 20121,
    slug: 'vera',
    title: 'Vera',
    year: 2011,
    rank: 5122,
    ids: { imdb: 'tt1720601' },
    runtime: 90,
    status: 'ended',
    network: 'ITV1',
    country: 'gb',
    certification: 'TV-14',
    genres: ['crime', 'drama'],
    overview: 'DCI Vera Stanhope of Northumberland and City Police solves murders with her sergeant at her side.',
    ratings: { svc: { rating: 7.9, votes: 900 }, imdb: { rating: 8.2, votes: 20_000 } },
    seasons: [{ season: 1, first: '2011-05-01T20:00:00+00:00', everyDays: 7, titles: ['Hidden Depths', 'Telling Tales', 'The Crow Trap', 'Little Lazarus'] }],
  }),
];
