import { item } from '../build.ts';
import type { CatalogItem } from '../types.ts';

/**
 * Titles the crave fixture plays (content-scripts/sites/crave/): the service holds them. Ids of this
 * file: movies 10180-10189, shows 20180-20189, anime 30180-30189; rank 5000 and above, so the
 * lists other tests read (trending, popular) keep their order.
 */
export const ITEMS: CatalogItem[] = [
  item({
    kind: 'movie',
    svc: 10180,
    slug: 'arrival-2016',
    title: 'Arrival',
    year: 2016,
    rank: 5180,
    ids: { imdb: 'tt2543164', tmdb: '329865' },
    runtime: 116,
    released: '2016-11-11',
    status: 'ended',
    country: 'us',
    certification: 'PG-13',
    genres: ['science-fiction', 'drama'],
    overview: 'A linguist is recruited to talk with the visitors whose ships have landed around the world.',
    ratings: { svc: { rating: 7.9, votes: 21_000 }, imdb: { rating: 7.9, votes: 780_000 } },
  }),
  item({
    kind: 'movie',
    svc: 10181,
    slug: 'incendies-2010',
    title: 'Incendies',
    year: 2010,
    rank: 5181,
    ids: { imdb: 'tt1255953', tmdb: '46738' },
    runtime: 131,
    released: '2010-09-17',
    status: 'ended',
    country: 'ca',
    certification: 'R',
    genres: ['drama', 'mystery'],
    overview: "Twins travel to the Middle East to carry out their mother's last wishes and uncover her past.",
    ratings: { svc: { rating: 8.2, votes: 3_900 }, imdb: { rating: 8.3, votes: 200_000 } },
  }),
  item({
    kind: 'tv',
    svc: 20180,
    slug: 'letterkenny',
    title: 'Letterkenny',
    year: 2016,
    rank: 5180,
    ids: { imdb: 'tt4647692' },
    runtime: 22,
    status: 'ended',
    network: 'Crave',
    country: 'ca',
    certification: 'TV-MA',
    genres: ['comedy'],
    overview: 'The residents of a small Ontario town: hicks, skids, hockey players and Christians.',
    ratings: { svc: { rating: 8.1, votes: 2_400 }, imdb: { rating: 8.6, votes: 40_000 } },
    seasons: [
      {
        season: 1,
        first: '2016-02-07T00:00:00-05:00',
        everyDays: 0,
        titles: ["Ain't No Reason to Get Excited", 'Super Soft Birthday', 'Episode 3', 'Episode 4', 'Episode 5', 'Episode 6'],
      },
    ],
  }),
];
