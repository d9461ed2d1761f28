import { item, numbered } from './build.ts';
import type { CatalogItem } from './types.ts';

/**
 * More TV: long-running shows that air on any date the clock may show (weekday quiz show,
 * Saturday sketch show, Sunday cartoon), same-title remakes, a `tba` show, a new premiere.
 * US air times carry -05:00 all year (spec 1).
 */
export const MORE_SHOWS: CatalogItem[] = [
  item({
    kind: 'tv', svc: 20005, slug: 'the-simpsons', title: 'The Simpsons', year: 1989, rank: 150,
    ids: { imdb: 'tt0096697', tmdb: '456', tvdb: '71663' }, runtime: 22, status: 'airing', network: 'FOX',
    country: 'us', certification: 'TV-PG', genres: ['animation', 'comedy'],
    overview: 'The satiric adventures of a working-class family in the misfit city of Springfield.',
    ratings: { svc: { rating: 7.9, votes: 30_200 }, imdb: { rating: 8.7, votes: 430_000 } },
    seasons: [
      { season: 36, first: '2024-09-29T20:00:00-05:00', everyDays: 7, titles: numbered(30) },
      { season: 37, first: '2025-09-28T20:00:00-05:00', everyDays: 7, titles: numbered(30) },
      { season: 38, first: '2026-09-27T20:00:00-05:00', everyDays: 7, titles: numbered(30) },
    ],
  }),
  item({
    kind: 'tv', svc: 20006, slug: 'saturday-night-live', title: 'Saturday Night Live', year: 1975, rank: 600,
    ids: { imdb: 'tt0072562', tmdb: '1667', tvdb: '76177' }, runtime: 90, status: 'airing', network: 'NBC',
    country: 'us', certification: 'TV-14', genres: ['comedy'],
    overview: 'A late-night sketch comedy and variety show with a different celebrity host every week.',
    ratings: { svc: { rating: 7.0, votes: 4_100 }, imdb: { rating: 8.0, votes: 54_000 } },
    seasons: [
      { season: 51, first: '2025-10-04T23:30:00-05:00', everyDays: 7, titles: numbered(33) },
      { season: 52, first: '2026-10-03T23:30:00-05:00', everyDays: 7, titles: numbered(33) },
    ],
  }),
  item({
    kind: 'tv', svc: 20007, slug: 'jeopardy', title: 'Jeopardy!', year: 1984, rank: 1_500,
    ids: { imdb: 'tt0159881', tmdb: '2912', tvdb: '70822' }, runtime: 22, status: 'airing', network: 'Syndication',
    country: 'us', certification: 'TV-G', genres: ['game-show'],
    overview: 'Contestants answer general-knowledge clues in the form of questions.',
    ratings: { svc: { rating: 7.6, votes: 1_900 }, imdb: { rating: 8.2, votes: 22_000 } },
    seasons: [
      { season: 42, first: '2025-09-08T19:00:00-05:00', everyDays: 'weekdays', titles: numbered(230) },
      { season: 43, first: '2026-09-14T19:00:00-05:00', everyDays: 'weekdays', titles: numbered(230) },
    ],
  }),
  item({
    kind: 'tv', svc: 20008, slug: 'shogun-2024', title: 'Shōgun', year: 2024, rank: 210,
    ids: { imdb: 'tt2788316', tmdb: '126308', tvdb: '390430' }, runtime: 58, status: 'tba', network: 'FX',
    country: 'us', certification: 'TV-MA', genres: ['drama', 'history', 'war'],
    overview: 'In 1600 Japan, Lord Yoshii Toranaga fights for his life as his enemies on the Council of Regents unite against him.',
    ratings: { svc: { rating: 8.6, votes: 12_400 }, imdb: { rating: 8.6, votes: 250_000 } },
    seasons: [{ season: 1, first: '2024-02-27T22:00:00-05:00', everyDays: 7, titles: [
      'Anjin', 'Servants of Two Masters', 'Tomorrow Is Tomorrow', 'The Eightfold Fence', 'Broken to the Fist',
      'Ladies of the Willow World', 'A Stick of Time', 'The Abyss of Life', 'Crimson Sky', 'A Dream of a Dream'] }],
  }),
  item({
    kind: 'tv', svc: 20009, slug: 'shogun-1980', title: 'Shōgun', year: 1980,
    ids: { imdb: 'tt0080274', tmdb: '1959', tvdb: '77777' }, runtime: 120, status: 'ended', network: 'NBC',
    country: 'us', certification: 'TV-14', genres: ['drama', 'history'],
    overview: 'An English navigator shipwrecked in feudal Japan becomes a samurai in the service of a warlord.',
    ratings: { svc: { rating: 7.8, votes: 900 }, imdb: { rating: 8.1, votes: 9_000 } },
    seasons: [{ season: 1, first: '1980-09-15T20:00:00-05:00', everyDays: 1, titles: numbered(5, 1, 'Part') }],
  }),
  item({
    kind: 'tv', svc: 20010, slug: 'battlestar-galactica-2004', title: 'Battlestar Galactica', year: 2004, rank: 700,
    ids: { imdb: 'tt0407362', tmdb: '1972', tvdb: '73545' }, runtime: 44, status: 'ended', network: 'Syfy',
    country: 'us', certification: 'TV-14', genres: ['drama', 'science-fiction', 'action'],
    overview: 'The survivors of a Cylon attack search for the fabled thirteenth colony: Earth.',
    ratings: { svc: { rating: 8.4, votes: 14_000 }, imdb: { rating: 8.7, votes: 190_000 } },
    seasons: [{ season: 1, first: '2005-01-14T22:00:00-05:00', everyDays: 7, titles: [
      '33', 'Water', 'Bastille Day', 'Act of Contrition', 'You Can\'t Go Home Again', 'Litmus', 'Six Degrees of Separation',
      'Flesh and Bone', 'Tigh Me Up, Tigh Me Down', 'The Hand of God', 'Colonial Day', 'Kobol\'s Last Gleaming (1)', 'Kobol\'s Last Gleaming (2)'] }],
  }),
  item({
    kind: 'tv', svc: 20011, slug: 'battlestar-galactica-1978', title: 'Battlestar Galactica', year: 1978,
    ids: { imdb: 'tt0076984', tmdb: '501', tvdb: '71173' }, runtime: 48, status: 'ended', network: 'ABC',
    country: 'us', certification: 'TV-PG', genres: ['science-fiction', 'adventure'],
    overview: 'A rag-tag fleet of survivors flees the Cylons in search of a lost colony called Earth.',
    ratings: { svc: { rating: 7.0, votes: 1_300 }, imdb: { rating: 7.0, votes: 16_000 } },
    seasons: [{ season: 1, first: '1978-09-17T20:00:00-05:00', everyDays: 7, titles: numbered(21) }],
  }),
  item({
    kind: 'tv', svc: 20012, slug: 'breaking-bad', title: 'Breaking Bad', year: 2008, rank: 3,
    ids: { imdb: 'tt0903747', tmdb: '1396', tvdb: '81189' }, runtime: 47, status: 'ended', network: 'AMC',
    country: 'us', certification: 'TV-MA', genres: ['drama', 'crime', 'thriller'],
    overview: 'A high-school chemistry teacher diagnosed with cancer turns to manufacturing methamphetamine.',
    ratings: { svc: { rating: 9.3, votes: 110_000 }, imdb: { rating: 9.5, votes: 2_200_000 } },
    seasons: [
      { season: 1, first: '2008-01-20T22:00:00-05:00', everyDays: 7, titles: ['Pilot', "Cat's in the Bag...", "...And the Bag's in the River",
        'Cancer Man', 'Gray Matter', "Crazy Handful of Nothin'", 'A No-Rough-Stuff-Type Deal'] },
      { season: 2, first: '2009-03-08T22:00:00-05:00', everyDays: 7, titles: numbered(13) },
      { season: 0, first: '2009-02-17T12:00:00-05:00', everyDays: 0, type: 'special', titles: ['Good Cop / Bad Cop', 'Wedding Day', 'TwaüghtHaus'] },
    ],
  }),
  item({
    kind: 'tv', svc: 20013, slug: 'the-crown', title: 'The Crown', year: 2016, rank: 330,
    ids: { imdb: 'tt4786824', tmdb: '65494', tvdb: '305574' }, runtime: 58, status: 'ended', network: 'Netflix',
    country: 'gb', certification: 'TV-MA', genres: ['drama', 'history'],
    overview: 'The political rivalries and romance of Queen Elizabeth II\'s reign, and the events that shaped the second half of the 20th century.',
    ratings: { svc: { rating: 8.2, votes: 16_000 }, imdb: { rating: 8.6, votes: 240_000 } },
    seasons: [{ season: 1, first: '2016-11-04T03:00:00-05:00', everyDays: 0, titles: numbered(10) }],
  }),
  item({
    kind: 'tv', svc: 20014, slug: 'harbor-lights', title: 'Harbor Lights', year: 2026, rank: 2_800, noPoster: true,
    ids: { imdb: 'tt32000001', tmdb: '2400001', tvdb: '460001' }, runtime: 52, status: 'airing', network: 'HBO',
    country: 'us', certification: 'TV-MA', genres: ['drama', 'mystery'],
    overview: 'A harbour pilot in a Maine fishing town finds a lifeboat with no crew and a logbook written in her own hand.',
    ratings: {},
    seasons: [{ season: 1, first: '2026-05-14T21:00:00-05:00', everyDays: 7, titles: numbered(8) }],
  }),
  item({
    kind: 'tv', svc: 20015, slug: 'wednesday', title: 'Wednesday', year: 2022, rank: 80,
    ids: { imdb: 'tt13443470', tmdb: '119051', tvdb: '397060' }, runtime: 50, status: 'airing', network: 'Netflix',
    country: 'us', certification: 'TV-14', genres: ['comedy', 'crime', 'fantasy', 'mystery'],
    overview: 'Wednesday Addams investigates a murder spree at Nevermore Academy while mastering her psychic ability.',
    ratings: { svc: { rating: 8.0, votes: 35_000 }, imdb: { rating: 8.0, votes: 400_000 } },
    seasons: [
      { season: 1, first: '2022-11-23T03:00:00-05:00', everyDays: 0, titles: numbered(8) },
      { season: 2, first: '2025-08-06T03:00:00-05:00', everyDays: 0, titles: numbered(4) },
      { season: 2, first: '2025-09-03T03:00:00-05:00', everyDays: 0, firstNumber: 5, titles: numbered(4, 5) },
    ],
  }),
  // A Korean drama as Viki streams it: one season, episodes numbered without one on the site.
  // It aired Wednesdays and Thursdays; every third day is close enough for the simulator.
  item({
    kind: 'tv', svc: 20016, slug: 'heirs', title: 'Heirs', year: 2013, rank: 3_600,
    alternate_titles: ['The Heirs', '상속자들'],
    ids: {}, runtime: 60, status: 'ended', network: 'SBS',
    country: 'kr', certification: 'TV-14', genres: ['drama', 'romance'],
    overview: 'The heir of a Seoul conglomerate and the daughter of his family\'s housekeeper meet in California and again at an elite high school.',
    ratings: { svc: { rating: 7.6, votes: 1_900 } },
    seasons: [{ season: 1, first: '2013-10-09T21:55:00+09:00', everyDays: 3, titles: numbered(20) }],
  }),
];
