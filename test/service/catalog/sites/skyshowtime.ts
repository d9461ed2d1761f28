import { item, numbered } from '../build.ts';
import type { CatalogItem } from '../types.ts';

/**
 * Titles the skyshowtime fixture plays (content-scripts/sites/skyshowtime/): the service holds them. Ids of this
 * file: movies 10170-10179, shows 20170-20179, anime 30170-30179; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order.
 */
export const ITEMS: CatalogItem[] = [
  // Top Gun: Maverick (2022), the fixture's film, is one of the older seeds (seed-movies.ts).
  item({
    kind: 'tv',
    svc: 20170,
    slug: 'yellowstone',
    title: 'Yellowstone',
    year: 2018,
    rank: 5171,
    ids: { imdb: 'tt4236770', tmdb: '73586' },
    runtime: 50,
    status: 'ended',
    network: 'Paramount Network',
    country: 'us',
    certification: 'TV-MA',
    genres: ['drama', 'western'],
    overview: 'A ranching family in Montana defends the largest contiguous cattle ranch in the United States.',
    ratings: { svc: { rating: 8.2, votes: 1_700 }, imdb: { rating: 8.6, votes: 300_000 } },
    seasons: [{ season: 1, first: '2018-06-20T22:00:00-05:00', everyDays: 7, titles: ['Daybreak', 'Kill the Messenger', ...numbered(7, 3)] }],
  }),
];
