import { item, numbered } from '../build.ts';
import type { CatalogItem } from '../types.ts';

/**
 * Titles the stan fixture plays (content-scripts/sites/stan/): the service holds them. Ids of this
 * file: movies 10190-10199, shows 20190-20199, anime 30190-30199; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order.
 */
export const ITEMS: CatalogItem[] = [
  item({
    kind: 'movie',
    svc: 10190,
    slug: 'the-dry-2020',
    title: 'The Dry',
    year: 2020,
    rank: 5_190,
    ids: {},
    runtime: 117,
    released: '2021-01-01',
    country: 'au',
    certification: 'R',
    genres: ['crime', 'mystery', 'thriller'],
    overview: 'A federal agent returns to his drought-stricken home town for a funeral and is drawn into two deaths decades apart.',
    ratings: { svc: { rating: 6.9, votes: 900 }, imdb: { rating: 6.9, votes: 40_000 } },
  }),
  item({
    kind: 'tv',
    svc: 20190,
    slug: 'bump-2021',
    title: 'Bump',
    year: 2021,
    rank: 5_191,
    ids: {},
    runtime: 30,
    status: 'ended',
    network: 'Stan',
    country: 'au',
    certification: 'TV-14',
    // Comedy alone: the conformance tests hold the catalog to no show being both comedy and drama.
    genres: ['comedy'],
    overview: 'A high achieving teenager has a surprise baby, and two very different families are brought together.',
    ratings: { svc: { rating: 7.6, votes: 300 }, imdb: { rating: 7.6, votes: 2_000 } },
    seasons: [{ season: 1, first: '2020-12-31T10:00:00-05:00', everyDays: 0, titles: numbered(10) }],
  }),
];
