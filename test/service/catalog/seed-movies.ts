import { item } from './build.ts';
import type { CatalogItem } from './types.ts';

/** Movies: service ids 10001+. */
export const MOVIES: CatalogItem[] = [
  item({
    kind: 'movie', svc: 10001, slug: 'glass-onion-a-knives-out-mystery', title: 'Glass Onion: A Knives Out Mystery', year: 2022,
    ids: { imdb: 'tt11564570', tmdb: '661374' }, runtime: 139, released: '2022-12-23', country: 'us', certification: 'PG-13',
    genres: ['mystery', 'comedy', 'crime'],
    overview: 'Tech billionaire Miles Bron invites his friends for a getaway on his private Greek island; Benoit Blanc is among the guests.',
    ratings: { svc: { rating: 7.1, votes: 21_455 }, imdb: { rating: 7.1, votes: 512_300 } },
  }),
  item({
    kind: 'movie', svc: 10002, slug: 'the-irishman', title: 'The Irishman', year: 2019,
    ids: { imdb: 'tt1302006', tmdb: '398978' }, runtime: 209, released: '2019-11-27', country: 'us', certification: 'R',
    genres: ['crime', 'drama', 'history'],
    overview: 'Hitman Frank Sheeran looks back at the secrets he kept as a loyal member of the Bufalino crime family.',
    ratings: { svc: { rating: 7.7, votes: 30_120 }, imdb: { rating: 7.8, votes: 430_900 } },
  }),
  item({
    kind: 'movie', svc: 10003, slug: 'roma', title: 'Roma', year: 2018,
    ids: { imdb: 'tt6155172', tmdb: '426426' }, runtime: 135, released: '2018-12-14', country: 'mx', certification: 'R',
    genres: ['drama'],
    overview: 'A year in the life of a middle-class family\'s maid in Mexico City in the early 1970s.',
    ratings: { svc: { rating: 7.5, votes: 9_870 }, imdb: { rating: 7.7, votes: 167_400 } },
  }),
  item({
    kind: 'movie', svc: 10004, slug: 'inception', title: 'Inception', year: 2010,
    ids: { imdb: 'tt1375666', tmdb: '27205' }, runtime: 148, released: '2010-07-16', country: 'us', certification: 'PG-13',
    genres: ['action', 'science-fiction', 'adventure'],
    overview: 'A thief who steals corporate secrets through dream-sharing technology is given the inverse task of planting an idea.',
    ratings: { svc: { rating: 8.7, votes: 95_300 }, imdb: { rating: 8.8, votes: 2_600_000 } },
  }),
];
