import { item, numbered } from '../build.ts';
import type { CatalogItem } from '../types.ts';

/**
 * Titles the stremio fixture plays (content-scripts/sites/stremio/): the service holds them. Ids of this
 * file: movies 10200-10209, shows 20200-20209, anime 30200-30209; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order. Open films and a series shared
 * freely online, as Stremio's public add-ons list them.
 */
export const ITEMS: CatalogItem[] = [
  item({
    kind: 'movie',
    svc: 10200,
    slug: 'big-buck-bunny-2008',
    title: 'Big Buck Bunny',
    year: 2008,
    rank: 5200,
    ids: { imdb: 'tt1254207', tmdb: '10378' },
    runtime: 10,
    released: '2008-05-30',
    status: 'ended',
    country: 'nl',
    certification: 'G',
    genres: ['animation', 'comedy'],
    overview: 'A large rabbit takes his revenge on three rodents who bully the forest creatures.',
    ratings: { svc: { rating: 6.4, votes: 900 }, imdb: { rating: 6.4, votes: 46_000 } },
  }),
  item({
    kind: 'movie',
    svc: 10201,
    slug: 'sintel-2010',
    title: 'Sintel',
    year: 2010,
    rank: 5201,
    ids: { imdb: 'tt1727587', tmdb: '45745' },
    runtime: 15,
    released: '2010-09-27',
    status: 'ended',
    country: 'nl',
    certification: 'PG',
    genres: ['animation', 'fantasy'],
    overview: 'A lonely young woman searches for the baby dragon she once saved.',
    ratings: { svc: { rating: 7.1, votes: 700 }, imdb: { rating: 7.4, votes: 25_000 } },
  }),
  item({
    kind: 'tv',
    svc: 20200,
    slug: 'pioneer-one',
    title: 'Pioneer One',
    year: 2010,
    rank: 5200,
    ids: { imdb: 'tt1748166' },
    runtime: 35,
    status: 'ended',
    network: 'VODO',
    country: 'ca',
    certification: 'TV-14',
    genres: ['drama', 'science-fiction'],
    overview: 'A capsule falls from the sky over Canada, and the man inside claims to come from Mars.',
    ratings: { svc: { rating: 6.8, votes: 300 }, imdb: { rating: 7.0, votes: 6_000 } },
    seasons: [{ season: 1, first: '2010-06-16T00:00:00-05:00', everyDays: 0, titles: numbered(6) }],
  }),
];
