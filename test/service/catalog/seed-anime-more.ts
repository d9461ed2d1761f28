import { absolute, item, numbered } from './build.ts';
import type { CatalogItem } from './types.ts';

/**
 * More anime (spec 1: anime-database numbering). One Piece and Pokémon Horizons are
 * absolute-numbered (one service season, TV-database seasons restart at 1); Frieren, Demon Slayer
 * and Pokémon Concierge are multi-season franchises split into entries tied by
 * `mapped_tvdb_seasons`; every `anime_type` appears at least once. Air times carry +09:00.
 */
const ONE_PIECE_TVDB = [61, 16, 14, 39, 13, 52, 33, 35, 73, 45, 26, 14, 101, 56, 100, 60, 95, 41, 48, 86, 167, 160, 140];
const HORIZONS_TVDB = [45, 46, 46, 70];

export const MORE_ANIME: CatalogItem[] = [
  item({
    kind: 'anime', svc: 30004, slug: 'one-piece', title: 'One Piece', year: 1999, en_title: 'One Piece', rank: 20, droprate: 12.5,
    alternate_titles: ['ワンピース'], anime_type: 'tv', studios: ['Toei Animation'], network: 'Fuji TV',
    ids: { mal: '21', anilist: '21', kitsu: '12', anidb: '69', tvdb: '81797', tmdb: '37854', imdb: 'tt0388629' },
    runtime: 24, status: 'airing', country: 'jp', certification: 'TV-14', genres: ['action', 'adventure', 'comedy', 'anime'],
    overview: 'Monkey D. Luffy sets off to find the legendary treasure One Piece and become King of the Pirates.',
    ratings: { svc: { rating: 8.8, votes: 25_000 }, imdb: { rating: 9.0, votes: 260_000 }, mal: { rating: 8.72, votes: 1_500_000, rank: 56 } },
    episodeList: absolute(30004, '1999-10-24T09:30:00+09:00', 7, ONE_PIECE_TVDB),
  }),
  item({
    kind: 'anime', svc: 30005, slug: 'pokemon-horizons-the-series', title: 'Pokémon Horizons: The Series', year: 2023, rank: 900,
    en_title: 'Pokémon Horizons: The Series', alternate_titles: ['Pocket Monsters (2023)', 'ポケットモンスター'], anime_type: 'tv',
    studios: ['OLM'], network: 'TV Tokyo',
    ids: { mal: '53876', anilist: '155646', kitsu: '47181', anidb: '17726', tvdb: '423638', tmdb: '220150', imdb: 'tt26445153' },
    runtime: 23, status: 'airing', country: 'jp', certification: 'TV-Y7', genres: ['adventure', 'comedy', 'anime'],
    overview: 'Liko and Roy, two young trainers with mysterious ties, set out on a journey across the Pokémon world.',
    ratings: { svc: { rating: 7.1, votes: 800 }, mal: { rating: 7.2, votes: 30_000, rank: 4_800 } },
    episodeList: absolute(30005, '2023-04-14T18:55:00+09:00', 7, HORIZONS_TVDB),
  }),
  item({
    kind: 'anime', svc: 30006, slug: 'pokemon-concierge', title: 'Pokémon Concierge', year: 2023, anime_type: 'ona', rank: 3_100,
    en_title: 'Pokémon Concierge', alternate_titles: ['ポケモンコンシェルジュ'], studios: ['dwarf'], network: 'Netflix',
    ids: { mal: '53263', anilist: '151970', kitsu: '46600', anidb: '17650', tvdb: '433051', tmdb: '219392', imdb: 'tt21107606' },
    runtime: 17, status: 'airing', country: 'jp', certification: 'TV-Y', genres: ['comedy', 'slice-of-life', 'anime'],
    overview: 'Haru takes a job as a concierge at a resort for Pokémon and learns to relax along with her guests.',
    ratings: { svc: { rating: 7.6, votes: 300 }, mal: { rating: 7.6, votes: 20_000, rank: 2_400 } },
    mapped_tvdb_seasons: [{ tvdb_season: 1, svc: 30006 }, { tvdb_season: 2, svc: 30007 }],
    seasons: [{ season: 1, first: '2023-12-28T17:00:00+09:00', everyDays: 0, tvdbSeason: 1, titles: numbered(4) }],
  }),
  // Streams on Fridays at an unannounced time: airing items with `date` and `year` null; rank 999999 reads as null.
  item({
    kind: 'anime', svc: 30007, slug: 'pokemon-concierge-season-2', title: 'Pokémon Concierge Season 2', year: 2026, anime_type: 'ona', rank: 999_999,
    en_title: 'Pokémon Concierge Season 2', studios: ['dwarf'], network: 'Netflix',
    ids: { mal: '59001', anilist: '180001', kitsu: '49001', anidb: '19001', tvdb: '433051' },
    runtime: 17, status: 'airing', country: 'jp', certification: 'TV-Y', genres: ['comedy', 'slice-of-life', 'anime'],
    overview: 'Haru and Psyduck welcome new guests to the Pokémon Resort.',
    ratings: {},
    seasons: [{ season: 1, first: '2026-04-03T00:00:00-05:00', everyDays: 7, tvdbSeason: 2, timeUnknown: true, titles: numbered(12) }],
  }),
  item({
    kind: 'anime', svc: 30008, slug: 'frieren-beyond-journeys-end', title: "Frieren: Beyond Journey's End", year: 2023, anime_type: 'tv', rank: 18, droprate: 1.9,
    en_title: "Frieren: Beyond Journey's End", alternate_titles: ['Sousou no Frieren', '葬送のフリーレン'], studios: ['Madhouse'], network: 'Nippon TV',
    ids: { mal: '52991', anilist: '154587', kitsu: '46474', anidb: '17617', tvdb: '424536', tmdb: '209867', imdb: 'tt22248376' },
    runtime: 24, status: 'airing', country: 'jp', certification: 'TV-14', genres: ['adventure', 'drama', 'fantasy', 'anime'],
    overview: 'An elf mage who outlived her party retraces their journey and learns what it means to know people.',
    ratings: { svc: { rating: 9.0, votes: 8_800 }, imdb: { rating: 8.9, votes: 60_000 }, mal: { rating: 9.3, votes: 900_000, rank: 1 } },
    mapped_tvdb_seasons: [{ tvdb_season: 1, svc: 30008 }, { tvdb_season: 2, svc: 30009 }],
    seasons: [{ season: 1, first: '2023-09-29T21:00:00+09:00', everyDays: 7, tvdbSeason: 1, titles: numbered(28) }],
  }),
  item({
    kind: 'anime', svc: 30009, slug: 'frieren-beyond-journeys-end-season-2', title: "Frieren: Beyond Journey's End Season 2", year: 2026, anime_type: 'tv', rank: 60,
    en_title: "Frieren: Beyond Journey's End Season 2", alternate_titles: ['Sousou no Frieren 2nd Season'], studios: ['Madhouse'], network: 'Nippon TV',
    ids: { mal: '59978', anilist: '182255', kitsu: '49500', anidb: '19200', tvdb: '424536' },
    runtime: 24, status: 'ended', country: 'jp', certification: 'TV-14', genres: ['adventure', 'drama', 'fantasy', 'anime'],
    overview: 'Frieren, Fern and Stark continue north toward Aureole.',
    ratings: { svc: { rating: 8.9, votes: 2_100 }, mal: { rating: 9.1, votes: 200_000, rank: 3 } },
    seasons: [{ season: 1, first: '2026-01-16T23:00:00+09:00', everyDays: 7, tvdbSeason: 2, titles: numbered(10) }],
  }),
  item({
    kind: 'anime', svc: 30010, slug: 'demon-slayer-kimetsu-no-yaiba', title: 'Demon Slayer: Kimetsu no Yaiba', year: 2019, anime_type: 'tv', rank: 33,
    en_title: 'Demon Slayer: Kimetsu no Yaiba', alternate_titles: ['Kimetsu no Yaiba', '鬼滅の刃'], studios: ['ufotable'], network: 'Tokyo MX',
    ids: { mal: '38000', anilist: '101922', kitsu: '41370', anidb: '14107', tvdb: '348545', tmdb: '85937', imdb: 'tt9335498' },
    runtime: 24, status: 'ended', country: 'jp', certification: 'TV-MA', genres: ['action', 'fantasy', 'anime'],
    overview: 'Tanjiro joins the Demon Slayer Corps to turn his sister back into a human.',
    ratings: { svc: { rating: 8.4, votes: 12_000 }, imdb: { rating: 8.6, votes: 190_000 }, mal: { rating: 8.45, votes: 2_800_000, rank: 180 } },
    mapped_tvdb_seasons: [{ tvdb_season: 1, svc: 30010 }, { tvdb_season: 2, svc: 30011 }],
    seasons: [{ season: 1, first: '2019-04-06T23:30:00+09:00', everyDays: 7, tvdbSeason: 1, titles: numbered(26) }],
  }),
  item({
    kind: 'anime', svc: 30011, slug: 'demon-slayer-entertainment-district-arc', title: 'Demon Slayer: Entertainment District Arc', year: 2021, anime_type: 'tv', rank: 70,
    en_title: 'Demon Slayer: Entertainment District Arc', alternate_titles: ['Kimetsu no Yaiba: Yuukaku-hen'], studios: ['ufotable'], network: 'Fuji TV',
    ids: { mal: '47778', anilist: '142329', kitsu: '44229', anidb: '16198', tvdb: '348545' },
    runtime: 24, status: 'ended', country: 'jp', certification: 'TV-MA', genres: ['action', 'fantasy', 'anime'],
    overview: 'Tengen Uzui leads Tanjiro, Zenitsu and Inosuke into the Entertainment District to hunt a demon.',
    ratings: { svc: { rating: 8.6, votes: 7_000 }, mal: { rating: 8.7, votes: 1_700_000, rank: 70 } },
    seasons: [
      { season: 1, first: '2021-12-05T23:15:00+09:00', everyDays: 7, tvdbSeason: 2, titles: numbered(11) },
      { season: 0, first: '2022-02-13T23:15:00+09:00', everyDays: 0, type: 'special', tvdbSeason: 0, titles: ['Entertainment District Arc Recap'] },
    ],
  }),
  item({
    kind: 'anime', svc: 30012, slug: 'cowboy-bebop', title: 'Cowboy Bebop', year: 1998, anime_type: 'tv', rank: 110,
    en_title: 'Cowboy Bebop', alternate_titles: ['カウボーイビバップ'], studios: ['Sunrise'], network: 'WOWOW',
    ids: { mal: '1', anilist: '1', kitsu: '1', anidb: '23', tvdb: '76885', tmdb: '30991', imdb: 'tt0213338' },
    runtime: 24, status: 'ended', country: 'jp', certification: 'TV-14', genres: ['action', 'science-fiction', 'anime'],
    overview: 'The crew of the spaceship Bebop hunt bounties across the solar system in 2071.',
    ratings: { svc: { rating: 8.7, votes: 9_000 }, imdb: { rating: 8.9, votes: 140_000 }, mal: { rating: 8.75, votes: 1_000_000, rank: 48 } },
    seasons: [{ season: 1, first: '1998-10-24T01:00:00+09:00', everyDays: 7, tvdbSeason: 1, titles: ['Asteroid Blues', 'Stray Dog Strut', 'Honky Tonk Women', 'Gateway Shuffle', 'Ballad of Fallen Angels', ...numbered(21, 6)] }],
  }),
  item({
    kind: 'anime', svc: 30013, slug: 'cowboy-bebop-the-movie', title: 'Cowboy Bebop: The Movie', year: 2001, anime_type: 'movie', rank: 1_200,
    en_title: "Cowboy Bebop: Knockin' on Heaven's Door", alternate_titles: ['Cowboy Bebop: Tengoku no Tobira'], studios: ['Bones'],
    ids: { mal: '5', anilist: '5', kitsu: '5', anidb: '4', tmdb: '11299', imdb: 'tt0275277' },
    runtime: 115, status: 'ended', country: 'jp', certification: 'R', genres: ['action', 'science-fiction', 'anime'],
    overview: 'A terrorist threatens Mars with a nanomachine virus, and the Bebop crew chase the bounty.',
    ratings: { svc: { rating: 8.0, votes: 2_000 }, mal: { rating: 8.38, votes: 240_000, rank: 260 } },
    seasons: [{ season: 1, first: '2001-09-01T10:00:00+09:00', everyDays: 0, titles: ["Knockin' on Heaven's Door"] }],
  }),
  item({
    kind: 'anime', svc: 30014, slug: 'mobile-suit-gundam-the-origin', title: 'Mobile Suit Gundam: The Origin', year: 2015, anime_type: 'ova', rank: 4_100,
    en_title: 'Mobile Suit Gundam: The Origin', alternate_titles: ['Kidou Senshi Gundam: The Origin'], studios: ['Sunrise'],
    ids: { mal: '20819', anilist: '20819', kitsu: '8250', anidb: '10911', tvdb: '301377' },
    runtime: 60, status: 'ended', country: 'jp', certification: 'TV-14', genres: ['action', 'drama', 'science-fiction', 'anime'],
    overview: 'The youth of Casval and Artesia Deikun, and the road to the One Year War.',
    ratings: { svc: { rating: 7.9, votes: 400 }, mal: { rating: 7.9, votes: 40_000, rank: 1_100 } },
    seasons: [{ season: 1, first: '2015-02-28T10:00:00+09:00', everyDays: 120, titles: numbered(6) }],
  }),
  item({
    kind: 'anime', svc: 30015, slug: 'shelter', title: 'Shelter', year: 2016, anime_type: 'music',
    en_title: 'Shelter', studios: ['A-1 Pictures'],
    ids: { mal: '34240', anilist: '97938', kitsu: '12722', anidb: '12345' },
    runtime: 6, status: 'ended', country: 'jp', certification: 'TV-PG', genres: ['drama', 'music', 'anime'],
    overview: 'A music video for Porter Robinson and Madeon\'s song: a girl alone in a simulated world.',
    ratings: { svc: { rating: 7.8, votes: 500 }, mal: { rating: 8.2, votes: 120_000, rank: 500 } },
    seasons: [{ season: 1, first: '2016-10-18T12:00:00+09:00', everyDays: 0, titles: ['Shelter'] }],
  }),
  item({
    kind: 'anime', svc: 30016, slug: 'demon-slayer-kimetsu-academy', title: 'Demon Slayer: Kimetsu Academy', year: 2020, anime_type: 'special',
    en_title: 'Demon Slayer: Kimetsu Academy', studios: ['ufotable'],
    ids: { mal: '40456', anilist: '112151', kitsu: '42200', anidb: '15000' },
    runtime: 3, status: 'ended', country: 'jp', certification: 'TV-PG', genres: ['comedy', 'school', 'anime'],
    overview: 'The Demon Slayer cast as students and teachers of a modern high school.',
    ratings: { svc: { rating: 6.9, votes: 200 }, mal: { rating: 7.0, votes: 50_000, rank: 5_900 } },
    seasons: [{ season: 1, first: '2020-01-01T00:00:00+09:00', everyDays: 7, titles: numbered(6) }],
  }),
];
