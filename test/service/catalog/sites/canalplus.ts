import { item, numbered } from '../build.ts';
import type { CatalogItem } from '../types.ts';

/**
 * Titles the canalplus fixture plays (content-scripts/sites/canalplus/): the service holds them. Ids of this
 * file: movies 10150-10159, shows 20150-20159, anime 30150-30159; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order.
 */
export const ITEMS: CatalogItem[] = [
  item({
    kind: 'movie',
    svc: 10150,
    slug: 'titane-2021',
    title: 'Titane',
    year: 2021,
    rank: 5150,
    ids: {},
    runtime: 108,
    released: '2021-07-14',
    country: 'fr',
    certification: 'R',
    genres: ['drama', 'horror', 'science-fiction'],
    overview: 'After a series of unexplained crimes, a father is reunited with the son who has been missing for ten years.',
    ratings: { svc: { rating: 6.6, votes: 2_400 } },
  }),
  item({
    kind: 'tv',
    svc: 20150,
    slug: 'baron-noir',
    title: 'Baron Noir',
    year: 2016,
    rank: 5150,
    ids: {},
    runtime: 55,
    status: 'ended',
    network: 'Canal+',
    country: 'fr',
    genres: ['drama'],
    overview: 'A socialist deputy and mayor of Dunkirk seeks revenge on the presidential candidate who betrayed him.',
    ratings: { svc: { rating: 7.9, votes: 900 } },
    seasons: [
      { season: 1, first: '2016-02-08T21:00:00-05:00', everyDays: 7, titles: numbered(8) },
      { season: 2, first: '2018-01-22T21:00:00-05:00', everyDays: 7, titles: numbered(8) },
      { season: 3, first: '2020-02-03T21:00:00-05:00', everyDays: 7, titles: numbered(8) },
    ],
  }),
  item({
    kind: 'tv',
    svc: 20151,
    slug: 'krol',
    title: 'Król',
    year: 2022,
    rank: 5151,
    ids: {},
    runtime: 50,
    status: 'ended',
    network: 'Canal+',
    country: 'pl',
    genres: ['crime', 'drama'],
    overview: 'In 1930s Warsaw, a Jewish boxer is drawn into the gang of a crime boss who means to rule the city.',
    ratings: { svc: { rating: 7.2, votes: 400 } },
    seasons: [{ season: 1, first: '2022-11-04T21:00:00-05:00', everyDays: 7, titles: numbered(8) }],
  }),
];
