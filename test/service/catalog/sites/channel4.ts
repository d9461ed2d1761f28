import { item, numbered } from '../build.ts';
import type { CatalogItem } from '../types.ts';

/**
 * Titles the channel4 fixture plays (content-scripts/sites/channel4/): the service holds them. Ids of this
 * file: movies 10130-10139, shows 20130-20139, anime 30130-30139; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order.
 */
export const ITEMS: CatalogItem[] = [
  item({
    kind: 'movie',
    svc: 10130,
    slug: 'trainspotting-1996',
    title: 'Trainspotting',
    year: 1996,
    rank: 5130,
    ids: { imdb: 'tt0117951', tmdb: '627' },
    runtime: 94,
    released: '1996-02-23',
    country: 'gb',
    certification: 'R',
    genres: ['drama', 'crime'],
    overview: 'Renton, deeply immersed in the Edinburgh drug scene, tries to clean up and get out.',
    ratings: { svc: { rating: 8.0, votes: 9_800 }, imdb: { rating: 8.1, votes: 720_000 } },
  }),
  item({
    kind: 'tv',
    svc: 20130,
    slug: 'peep-show',
    title: 'Peep Show',
    year: 2003,
    rank: 5131,
    ids: { imdb: 'tt0387764' },
    runtime: 25,
    status: 'ended',
    network: 'Channel 4',
    country: 'gb',
    certification: 'TV-MA',
    genres: ['comedy'],
    overview: 'Two dysfunctional friends share a flat in Croydon, and we hear what they think.',
    ratings: { svc: { rating: 8.4, votes: 3_000 }, imdb: { rating: 8.6, votes: 60_000 } },
    seasons: [{ season: 1, first: '2003-09-19T22:00:00+01:00', everyDays: 7, titles: numbered(6) }],
  }),
  item({
    kind: 'tv',
    svc: 20131,
    slug: 'the-it-crowd',
    title: 'The IT Crowd',
    year: 2006,
    rank: 5132,
    ids: { imdb: 'tt0487831' },
    runtime: 25,
    status: 'ended',
    network: 'Channel 4',
    country: 'gb',
    certification: 'TV-14',
    genres: ['comedy'],
    overview: 'Two socially awkward IT technicians and their manager work in the basement of a London company.',
    ratings: { svc: { rating: 8.3, votes: 4_100 }, imdb: { rating: 8.5, votes: 250_000 } },
    seasons: [{ season: 1, first: '2006-02-03T21:30:00+00:00', everyDays: 7, titles: numbered(6) }],
  }),
];
