import { item, numbered } from '../build.ts';
import type { CatalogItem } from '../types.ts';

/**
 * Titles the hotstar fixture plays (content-scripts/sites/hotstar/): the service holds them. Ids of this
 * file: movies 10140-10149, shows 20140-20149, anime 30140-30149; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order.
 */
export const ITEMS: CatalogItem[] = [
  // A Malayalam film (the downloaders' example of a JioHotstar movie address).
  item({
    kind: 'movie',
    svc: 10140,
    slug: 'premam-2015',
    title: 'Premam',
    year: 2015,
    rank: 5140,
    ids: { imdb: 'tt4679210' },
    runtime: 156,
    released: '2015-05-29',
    country: 'in',
    certification: 'U',
    genres: ['romance', 'comedy', 'drama'],
    overview: 'A young man falls in love three times, at school, at college and as a baker.',
    ratings: { svc: { rating: 8.1, votes: 410 } },
  }),
  // A Hotstar Specials drama in Hindi.
  item({
    kind: 'tv',
    svc: 20140,
    slug: 'aarya',
    title: 'Aarya',
    year: 2020,
    rank: 5141,
    ids: {},
    runtime: 45,
    status: 'ended',
    network: 'Disney+ Hotstar',
    country: 'in',
    certification: 'TV-MA',
    genres: ['crime', 'drama'],
    overview: 'A mother takes over her family’s drug business to protect her children.',
    ratings: { svc: { rating: 7.8, votes: 320 } },
    seasons: [
      { season: 1, first: '2020-06-19T00:00:00+05:30', everyDays: 0, titles: numbered(9) },
      { season: 2, first: '2021-12-10T00:00:00+05:30', everyDays: 0, titles: numbered(8) },
    ],
  }),
];
