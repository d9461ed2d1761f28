import { item } from '../build.ts';
import type { CatalogItem } from '../types.ts';

/**
 * Titles the mubi fixture plays (content-scripts/sites/mubi/): the service holds them. Ids of this
 * file: movies 10210-10219, shows 20210-20219, anime 30210-30219; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order.
 */
const film = (
  svc: number,
  slug: string,
  title: string,
  year: number,
  released: string,
  ids: CatalogItem['ids'],
  runtime: number,
  country: string,
  overview: string,
) => item({ kind: 'movie', svc, slug, title, year, released, ids, runtime, country, rank: 5000 + (svc - 10210), genres: ['drama'], overview, ratings: {} });

export const ITEMS: CatalogItem[] = [
  film(
    10210,
    'perfect-days-2023',
    'Perfect Days',
    2023,
    '2023-12-21',
    { imdb: 'tt27503384', tmdb: '976893' },
    124,
    'jp',
    'A Tokyo toilet cleaner finds quiet joy in his daily routine.',
  ),
  film(
    10211,
    'past-lives-2023',
    'Past Lives',
    2023,
    '2023-06-02',
    { imdb: 'tt13238346', tmdb: '666277' },
    106,
    'us',
    'Two childhood friends meet again in New York, decades apart.',
  ),
  film(
    10212,
    'aftersun-2022',
    'Aftersun',
    2022,
    '2022-10-21',
    { imdb: 'tt19770238', tmdb: '965150' },
    101,
    'gb',
    'A woman recalls a holiday in Turkey with her father twenty years before.',
  ),
  film(
    10213,
    'close-up-1990',
    'Close-Up',
    1990,
    '1990-02-01',
    { imdb: 'tt0100234' },
    98,
    'ir',
    'A man poses as a famous film director; the real trial, re-enacted.',
  ),
  film(
    10214,
    'taste-of-cherry-1997',
    'Taste of Cherry',
    1997,
    '1997-05-23',
    { imdb: 'tt0118849' },
    95,
    'ir',
    'A man drives around Tehran looking for someone to bury him.',
  ),
];
