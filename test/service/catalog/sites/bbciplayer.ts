import { item, numbered } from '../build.ts';
import type { CatalogItem } from '../types.ts';

/**
 * Titles the bbciplayer fixture plays (content-scripts/sites/bbciplayer/): the service holds them. Ids of this
 * file: movies 10110-10119, shows 20110-20119, anime 30110-30119; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order.
 */
export const ITEMS: CatalogItem[] = [
  item({
    kind: 'movie',
    svc: 10110,
    slug: 'fish-tank-2009',
    title: 'Fish Tank',
    year: 2009,
    rank: 5_110,
    ids: { imdb: 'tt1232776' },
    runtime: 123,
    released: '2009-09-11',
    country: 'gb',
    certification: 'R',
    genres: ['drama'],
    overview: 'Fifteen-year-old Mia lives on an Essex estate and sees a way out when her mother brings home a new boyfriend.',
    ratings: { svc: { rating: 7.3, votes: 1_900 }, imdb: { rating: 7.3, votes: 75_000 } },
  }),
  item({
    kind: 'tv',
    svc: 20110,
    slug: 'happy-valley',
    title: 'Happy Valley',
    year: 2014,
    rank: 5_111,
    ids: { imdb: 'tt3428912' },
    runtime: 58,
    status: 'ended',
    network: 'BBC One',
    country: 'gb',
    certification: 'TV-MA',
    genres: ['crime', 'drama'],
    overview: 'A West Yorkshire police sergeant holds her community and her family together.',
    ratings: { svc: { rating: 8.4, votes: 3_100 }, imdb: { rating: 8.5, votes: 70_000 } },
    seasons: [
      { season: 1, first: '2014-04-29T16:00:00-05:00', everyDays: 7, titles: numbered(6) },
      { season: 2, first: '2016-02-09T16:00:00-05:00', everyDays: 7, titles: numbered(6) },
    ],
  }),
  item({
    kind: 'tv',
    svc: 20111,
    slug: 'doctor-who-2005',
    title: 'Doctor Who',
    year: 2005,
    rank: 5_112,
    ids: { imdb: 'tt0436992' },
    runtime: 45,
    status: 'ended',
    network: 'BBC One',
    country: 'gb',
    certification: 'TV-PG',
    genres: ['science-fiction', 'adventure'],
    overview: 'A time-travelling alien and a shop assistant from London cross space and time in a police box.',
    ratings: { svc: { rating: 8.2, votes: 9_400 }, imdb: { rating: 8.6, votes: 260_000 } },
    seasons: [
      {
        season: 1,
        first: '2005-03-26T13:00:00-05:00',
        everyDays: 7,
        titles: [
          'Rose',
          'The End of the World',
          'The Unquiet Dead',
          'Aliens of London',
          'World War Three',
          'Dalek',
          'The Long Game',
          "Father's Day",
          'The Empty Child',
          'The Doctor Dances',
          'Boom Town',
          'Bad Wolf',
          'The Parting of the Ways',
        ],
      },
    ],
  }),
];
