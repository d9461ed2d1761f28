import { item } from './build.ts';
import type { CatalogItem } from './types.ts';

/**
 * Anime: service ids 30001+. Numbering follows the anime database (one entry per cour, single
 * season), so Attack on Titan's TV-database season 2 is its own entry; `mapped_tvdb_seasons`
 * on the first entry says where each TV-database season lives. Air times carry +09:00.
 */
export const ANIME: CatalogItem[] = [
  item({
    kind: 'anime', svc: 30001, slug: 'spy-x-family', title: 'Spy x Family', year: 2022, rank: 120, droprate: 4.4, en_title: 'SPY x FAMILY',
    alternate_titles: ['SPY×FAMILY', 'スパイファミリー', 'Spy Family'],
    ids: { mal: '50265', anilist: '140960', kitsu: '45398', anidb: '16579', tvdb: '405920', tmdb: '120089', imdb: 'tt13706018' },
    runtime: 24, status: 'ended', network: 'TV Tokyo', anime_type: 'tv', studios: ['Wit Studio', 'CloverWorks'],
    country: 'jp', certification: 'TV-14', genres: ['action', 'comedy', 'anime'],
    overview: 'A spy on an undercover mission gets married and adopts a child as part of his cover; his wife and daughter have secrets of their own.',
    ratings: { svc: { rating: 8.4, votes: 7_250 }, imdb: { rating: 8.3, votes: 52_000 }, mal: { rating: 8.47, votes: 1_100_000, rank: 201 } },
    seasons: [
      { season: 1, first: '2022-04-09T23:00:00+09:00', everyDays: 7, tvdbSeason: 1, titles: [
        'Operation Strix', 'Secure a Wife', 'Prepare for the Interview', "The Prestigious School's Interview",
        'Will They Pass or Fail?', 'The Friendship Scheme', "The Target's Second Son", 'Counter-Espionage Against the Secret Police',
        'Show Off How in Love You Are!', 'The Great Dodgeball Battle', 'Penguin Park', 'The Underground Tennis Tournament'] },
      { season: 0, first: '2022-06-25T23:00:00+09:00', everyDays: 0, type: 'special', tvdbSeason: 0, titles: ['Extra Mission: Recap'] },
    ],
  }),
  item({
    kind: 'anime', svc: 30002, slug: 'attack-on-titan', title: 'Attack on Titan', year: 2013, rank: 22, droprate: 2.5, en_title: 'Attack on Titan',
    alternate_titles: ['Shingeki no Kyojin', '進撃の巨人'],
    ids: { mal: '16498', anilist: '16498', kitsu: '7442', anidb: '9541', tvdb: '267440', tmdb: '1429', imdb: 'tt2560140' },
    runtime: 24, status: 'ended', network: 'MBS', anime_type: 'tv', studios: ['Wit Studio'],
    country: 'jp', certification: 'TV-MA', genres: ['action', 'drama', 'fantasy', 'anime'],
    overview: 'Humanity lives inside cities surrounded by enormous walls that protect them from gigantic man-eating humanoids.',
    ratings: { svc: { rating: 8.7, votes: 15_300 }, imdb: { rating: 9.1, votes: 560_000 }, mal: { rating: 8.55, votes: 2_900_000, rank: 117 } },
    mapped_tvdb_seasons: [{ tvdb_season: 1, svc: 30002 }, { tvdb_season: 2, svc: 30003 }],
    seasons: [
      { season: 1, first: '2013-04-07T01:58:00+09:00', everyDays: 7, tvdbSeason: 1, titles: [
        'To You, in 2000 Years: The Fall of Shiganshina, Part 1', 'That Day: The Fall of Shiganshina, Part 2',
        "A Dim Light Amid Despair: Humanity's Comeback, Part 1", "The Night of the Closing Ceremony: Humanity's Comeback, Part 2",
        'First Battle: The Struggle for Trost, Part 1', 'The World the Girl Saw: The Struggle for Trost, Part 2',
        'Small Blade: The Struggle for Trost, Part 3', 'I Can Hear His Heartbeat: The Struggle for Trost, Part 4',
        'Whereabouts of His Left Arm: The Struggle for Trost, Part 5', 'Response: The Struggle for Trost, Part 6',
        'Idol: The Struggle for Trost, Part 7', 'Wound: The Struggle for Trost, Part 8', 'Primal Desire: The Struggle for Trost, Part 9',
        "Can't Look into His Eyes Yet: Eve of the Counterattack, Part 1", 'Special Operations Squad: Eve of the Counterattack, Part 2',
        'What Needs to be Done Now: Eve of the Counterattack, Part 3', 'Female Titan: The 57th Exterior Scouting Mission, Part 1',
        'Forest of Giant Trees: The 57th Exterior Scouting Mission, Part 2', 'Bite: The 57th Exterior Scouting Mission, Part 3',
        'Erwin Smith: The 57th Exterior Scouting Mission, Part 4', 'Crushing Blow: The 57th Exterior Scouting Mission, Part 5',
        'The Defeated: The 57th Exterior Scouting Mission, Part 6', 'Smile: Assault on Stohess, Part 1',
        'Mercy: Assault on Stohess, Part 2', 'Wall: Assault on Stohess, Part 3'] },
    ],
  }),
  item({
    kind: 'anime', svc: 30003, slug: 'attack-on-titan-season-2', title: 'Attack on Titan Season 2', year: 2017,
    en_title: 'Attack on Titan Season 2', alternate_titles: ['Shingeki no Kyojin Season 2', '進撃の巨人 Season2'],
    ids: { mal: '25777', anilist: '20958', kitsu: '8671', anidb: '10944', tvdb: '267440' },
    runtime: 24, status: 'ended', network: 'MBS', anime_type: 'tv', studios: ['Wit Studio'],
    country: 'jp', certification: 'TV-MA', genres: ['action', 'drama', 'fantasy', 'anime'],
    overview: 'Eren and the Survey Corps face the Titans inside Wall Rose and the secrets of those who would destroy it.',
    ratings: { svc: { rating: 8.6, votes: 9_900 }, mal: { rating: 8.5, votes: 1_700_000, rank: 139 } },
    seasons: [
      { season: 1, first: '2017-04-01T22:00:00+09:00', everyDays: 7, tvdbSeason: 2, titles: [
        'Beast Titan', "I'm Home", 'Southwestward', 'Soldier', 'Historia', 'Warrior', 'Close Combat', 'The Hunters',
        'Opening', 'Children', 'Charge', 'Scream'] },
    ],
  }),
];
