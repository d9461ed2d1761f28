import { item } from './build.ts';
import type { CatalogItem } from './types.ts';

/** TV shows: service ids 20001+. Air times carry -05:00 for US TV (spec 1), local offsets otherwise. */
export const SHOWS: CatalogItem[] = [
  item({
    kind: 'tv', svc: 20001, slug: 'stranger-things', title: 'Stranger Things', year: 2016, rank: 4, droprate: 3.1,
    ids: { imdb: 'tt4574334', tmdb: '66732', tvdb: '305288' }, runtime: 50, status: 'ended', network: 'Netflix',
    country: 'us', certification: 'TV-14', genres: ['drama', 'fantasy', 'science-fiction'],
    overview: 'When a young boy vanishes, a small town uncovers a mystery involving secret experiments and supernatural forces.',
    ratings: { svc: { rating: 8.6, votes: 88_410 }, imdb: { rating: 8.7, votes: 1_350_000 } },
    seasons: [
      { season: 1, first: '2016-07-15T03:00:00-05:00', everyDays: 0, titles: [
        'Chapter One: The Vanishing of Will Byers', 'Chapter Two: The Weirdo on Maple Street', 'Chapter Three: Holly, Jolly',
        'Chapter Four: The Body', 'Chapter Five: The Flea and the Acrobat', 'Chapter Six: The Monster',
        'Chapter Seven: The Bathtub', 'Chapter Eight: The Upside Down'] },
      { season: 2, first: '2017-10-27T03:00:00-05:00', everyDays: 0, titles: [
        'Chapter One: MADMAX', 'Chapter Two: Trick or Treat, Freak', 'Chapter Three: The Pollywog', 'Chapter Four: Will the Wise',
        'Chapter Five: Dig Dug', 'Chapter Six: The Spy', 'Chapter Seven: The Lost Sister', 'Chapter Eight: The Mind Flayer',
        'Chapter Nine: The Gate'] },
      { season: 3, first: '2019-07-04T03:00:00-05:00', everyDays: 0, titles: [
        'Chapter One: Suzie, Do You Copy?', 'Chapter Two: The Mall Rats', 'Chapter Three: The Case of the Missing Lifeguard',
        'Chapter Four: The Sauna Test', 'Chapter Five: The Flayed', 'Chapter Six: E Pluribus Unum', 'Chapter Seven: The Bite',
        'Chapter Eight: The Battle of Starcourt'] },
      { season: 4, first: '2022-05-27T03:00:00-05:00', everyDays: 0, titles: [
        'Chapter One: The Hellfire Club', "Chapter Two: Vecna's Curse", 'Chapter Three: The Monster and the Superhero',
        'Chapter Four: Dear Billy', 'Chapter Five: The Nina Project', 'Chapter Six: The Dive', 'Chapter Seven: The Massacre at Hawkins Lab'] },
      // Volume 2 of season 4 dropped five weeks after volume 1.
      { season: 4, first: '2022-07-01T03:00:00-05:00', everyDays: 0, firstNumber: 8, titles: ['Chapter Eight: Papa', 'Chapter Nine: The Piggyback'] },
      { season: 5, first: '2025-11-26T20:00:00-05:00', everyDays: 0, titles: ['Chapter One: The Crawl', 'Chapter Two: The Vanishing of Holly Wheeler',
        'Chapter Three: The Turnbow Trap', 'Chapter Four: Sorcerer'] },
      { season: 5, first: '2025-12-25T20:00:00-05:00', everyDays: 0, firstNumber: 5, titles: ['Chapter Five: Shock Jock', 'Chapter Six: Escape from Camazotz', 'Chapter Seven: The Bridge'] },
      { season: 5, first: '2025-12-31T20:00:00-05:00', everyDays: 0, firstNumber: 8, titles: ['Chapter Eight: The Rightside Up'] },
    ],
  }),
  item({
    kind: 'tv', svc: 20002, slug: 'the-office', title: 'The Office', year: 2005, rank: 15, droprate: 6.2,
    ids: { imdb: 'tt0386676', tmdb: '2316', tvdb: '73244' }, runtime: 22, status: 'ended', network: 'NBC',
    country: 'us', certification: 'TV-14', genres: ['comedy'],
    overview: 'A mockumentary on a group of typical office workers at the Scranton branch of Dunder Mifflin.',
    ratings: { svc: { rating: 8.8, votes: 61_200 }, imdb: { rating: 9.0, votes: 780_000 } },
    seasons: [
      { season: 1, first: '2005-03-24T21:30:00-05:00', everyDays: 7, titles: ['Pilot', 'Diversity Day', 'Health Care', 'The Alliance', 'Basketball', 'Hot Girl'] },
      { season: 2, first: '2005-09-20T21:00:00-05:00', everyDays: 7, titles: ['The Dundies', 'Sexual Harassment', 'Office Olympics', 'The Fire', 'Halloween'] },
    ],
  }),
  item({
    kind: 'tv', svc: 20003, slug: 'the-office-2001', title: 'The Office', year: 2001,
    ids: { imdb: 'tt0290978', tmdb: '2996', tvdb: '78107' }, runtime: 30, status: 'ended', network: 'BBC Two',
    country: 'gb', certification: 'TV-MA', genres: ['comedy'],
    overview: 'The everyday lives of office employees in the Slough branch of the Wernham Hogg paper company.',
    ratings: { svc: { rating: 8.3, votes: 9_800 }, imdb: { rating: 8.5, votes: 120_000 } },
    seasons: [
      { season: 1, first: '2001-07-09T21:30:00+01:00', everyDays: 7, titles: ['Downsize', 'Work Experience', 'The Quiz', 'Training', 'New Girl', 'Judgement'] },
      { season: 2, first: '2002-09-30T21:30:00+01:00', everyDays: 7, titles: ['Merger', 'Appraisals', 'Party', 'Motivation', 'Charity', 'Interview'] },
      { season: 0, first: '2003-12-26T21:00:00+00:00', everyDays: 1, type: 'special', titles: ['Christmas Special (Part 1)', 'Christmas Special (Part 2)'] },
    ],
  }),
  item({
    kind: 'tv', svc: 20004, slug: 'dark', title: 'Dark', year: 2017, rank: 95, droprate: 8.4,
    ids: { imdb: 'tt5753856', tmdb: '70523', tvdb: '334824' }, runtime: 60, status: 'ended', network: 'Netflix',
    country: 'de', certification: 'TV-MA', genres: ['drama', 'mystery', 'science-fiction'],
    overview: 'A missing child sets four families on a frantic hunt for answers as they unearth a mind-bending mystery spanning three generations.',
    ratings: { svc: { rating: 8.5, votes: 40_100 }, imdb: { rating: 8.7, votes: 450_000 } },
    seasons: [
      { season: 1, first: '2017-12-01T03:00:00-05:00', everyDays: 0, titles: [
        'Secrets', 'Lies', 'Past and Present', 'Double Lives', 'Truths', 'Sic Mundus Creatus Est', 'Crossroads',
        'As You Sow, So You Shall Reap', 'Everything Is Now', 'Alpha and Omega'] },
      { season: 2, first: '2019-06-21T03:00:00-05:00', everyDays: 0, titles: [
        'Beginnings and Endings', 'Dark Matter', 'Ghosts', 'The Travelers', 'Lost and Found', 'An Endless Cycle',
        'The White Devil', 'Endings and Beginnings'] },
      { season: 3, first: '2020-06-27T03:00:00-05:00', everyDays: 0, titles: [
        'Deja-vu', 'The Survivors', 'Adam and Eva', 'The Origin', 'Life and Death', 'Light and Shadow', 'Between the Time', 'The Paradise'] },
    ],
  }),
];
