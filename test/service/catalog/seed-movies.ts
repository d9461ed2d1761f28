import { item } from './build.ts';
import type { CatalogItem, Ratings } from './types.ts';

/** Movies: service ids 10001+. Release dates are first-ever releases (calendar `release_date`). */

interface M {
  svc: number;
  slug: string;
  title: string;
  year: number;
  imdb: string;
  tmdb: string;
  runtime: number;
  released: string;
  country: string;
  cert: string;
  genres: string[];
  /** [svc rating, svc votes, imdb rating, imdb votes] */
  r: [number, number, number, number];
  rank?: number;
  overview: string;
}

function movie(m: M): CatalogItem {
  // A provider key appears only when it has data (spec 2.4): unreleased films have none.
  const ratings: Ratings = m.r[1] > 0 ? { svc: { rating: m.r[0], votes: m.r[1] } } : {};
  if (m.r[3] > 0) ratings.imdb = { rating: m.r[2], votes: m.r[3] };
  return item({
    kind: 'movie', svc: m.svc, slug: m.slug, title: m.title, year: m.year, ids: { imdb: m.imdb, tmdb: m.tmdb },
    runtime: m.runtime, released: m.released, country: m.country, certification: m.cert, genres: m.genres,
    overview: m.overview, ratings, droprate: Math.round((10 - m.r[0]) * 10) / 10,
    trailer: `https://youtube.com/watch?v=${m.slug.slice(0, 11)}`,
    ...(m.rank !== undefined ? { rank: m.rank } : {}),
  });
}

export const MOVIES: CatalogItem[] = [
  movie({ svc: 10001, slug: 'glass-onion-a-knives-out-mystery', title: 'Glass Onion: A Knives Out Mystery', year: 2022, imdb: 'tt11564570', tmdb: '661374', runtime: 139, released: '2022-12-23', country: 'us', cert: 'PG-13', genres: ['mystery', 'comedy', 'crime'], r: [7.1, 21_455, 7.1, 512_300], rank: 310,
    overview: 'Tech billionaire Miles Bron invites his friends for a getaway on his private Greek island; Benoit Blanc is among the guests.' }),
  movie({ svc: 10002, slug: 'the-irishman', title: 'The Irishman', year: 2019, imdb: 'tt1302006', tmdb: '398978', runtime: 209, released: '2019-11-27', country: 'us', cert: 'R', genres: ['crime', 'drama', 'history'], r: [7.7, 30_120, 7.8, 430_900], rank: 420,
    overview: 'Hitman Frank Sheeran looks back at the secrets he kept as a loyal member of the Bufalino crime family.' }),
  movie({ svc: 10003, slug: 'roma', title: 'Roma', year: 2018, imdb: 'tt6155172', tmdb: '426426', runtime: 135, released: '2018-12-14', country: 'mx', cert: 'R', genres: ['drama'], r: [7.5, 9_870, 7.7, 167_400], rank: 2_100,
    overview: "A year in the life of a middle-class family's maid in Mexico City in the early 1970s." }),
  movie({ svc: 10004, slug: 'inception', title: 'Inception', year: 2010, imdb: 'tt1375666', tmdb: '27205', runtime: 148, released: '2010-07-16', country: 'us', cert: 'PG-13', genres: ['action', 'science-fiction', 'adventure'], r: [8.7, 95_300, 8.8, 2_600_000], rank: 12,
    overview: 'A thief who steals corporate secrets through dream-sharing technology is given the inverse task of planting an idea.' }),
  movie({ svc: 10005, slug: 'the-matrix', title: 'The Matrix', year: 1999, imdb: 'tt0133093', tmdb: '603', runtime: 136, released: '1999-03-31', country: 'us', cert: 'R', genres: ['action', 'science-fiction'], r: [8.6, 80_200, 8.7, 2_100_000], rank: 25,
    overview: 'A hacker learns that the world he lives in is a simulation and joins a rebellion against its machine overlords.' }),
  movie({ svc: 10006, slug: 'parasite-2019', title: 'Parasite', year: 2019, imdb: 'tt6751668', tmdb: '496243', runtime: 133, released: '2019-05-30', country: 'kr', cert: 'R', genres: ['comedy', 'thriller', 'drama'], r: [8.5, 60_400, 8.5, 1_000_000], rank: 40,
    overview: 'Greed and class discrimination threaten the newly formed relationship between the wealthy Park family and the destitute Kim clan.' }),
  movie({ svc: 10007, slug: 'the-dark-knight', title: 'The Dark Knight', year: 2008, imdb: 'tt0468569', tmdb: '155', runtime: 152, released: '2008-07-18', country: 'us', cert: 'PG-13', genres: ['action', 'crime', 'drama'], r: [8.9, 101_000, 9.0, 2_900_000], rank: 8,
    overview: 'Batman raises the stakes in his war on crime and meets the Joker, a criminal mastermind who thrives on chaos.' }),
  movie({ svc: 10008, slug: 'interstellar', title: 'Interstellar', year: 2014, imdb: 'tt0816692', tmdb: '157336', runtime: 169, released: '2014-11-07', country: 'us', cert: 'PG-13', genres: ['adventure', 'drama', 'science-fiction'], r: [8.7, 90_500, 8.7, 2_200_000], rank: 10,
    overview: 'A team of explorers travel through a wormhole in space in an attempt to ensure humanity\'s survival.' }),
  movie({ svc: 10009, slug: 'pulp-fiction', title: 'Pulp Fiction', year: 1994, imdb: 'tt0110912', tmdb: '680', runtime: 154, released: '1994-10-14', country: 'us', cert: 'R', genres: ['crime', 'thriller'], r: [8.6, 70_300, 8.9, 2_300_000], rank: 30,
    overview: 'The lives of two mob hitmen, a boxer, a gangster and his wife intertwine in four tales of violence and redemption.' }),
  movie({ svc: 10010, slug: 'dune-2021', title: 'Dune', year: 2021, imdb: 'tt1160419', tmdb: '438631', runtime: 155, released: '2021-10-22', country: 'us', cert: 'PG-13', genres: ['science-fiction', 'adventure'], r: [7.9, 55_000, 8.0, 900_000], rank: 55,
    overview: 'Paul Atreides leads nomadic tribes in a battle to control the desert planet Arrakis.' }),
  // Same title, different year (title + year resolution must pick the right one).
  movie({ svc: 10011, slug: 'dune-1984', title: 'Dune', year: 1984, imdb: 'tt0087182', tmdb: '841', runtime: 137, released: '1984-12-14', country: 'us', cert: 'PG-13', genres: ['science-fiction', 'adventure'], r: [6.4, 8_100, 6.3, 160_000], rank: 5_400,
    overview: 'In the year 10191 a young nobleman becomes embroiled in a battle for the desert planet Arrakis.' }),
  movie({ svc: 10012, slug: 'dune-part-two-2024', title: 'Dune: Part Two', year: 2024, imdb: 'tt15239678', tmdb: '693134', runtime: 167, released: '2024-03-01', country: 'us', cert: 'PG-13', genres: ['science-fiction', 'adventure'], r: [8.4, 41_000, 8.5, 600_000], rank: 35,
    overview: 'Paul Atreides unites with Chani and the Fremen while seeking revenge against those who destroyed his family.' }),
  movie({ svc: 10013, slug: 'oppenheimer-2023', title: 'Oppenheimer', year: 2023, imdb: 'tt15398776', tmdb: '872585', runtime: 181, released: '2023-07-21', country: 'us', cert: 'R', genres: ['drama', 'history'], r: [8.2, 52_000, 8.3, 800_000], rank: 45,
    overview: 'The story of J. Robert Oppenheimer and his role in the development of the atomic bomb.' }),
  movie({ svc: 10014, slug: 'barbie-2023', title: 'Barbie', year: 2023, imdb: 'tt1517268', tmdb: '346698', runtime: 114, released: '2023-07-21', country: 'us', cert: 'PG-13', genres: ['comedy', 'adventure', 'fantasy'], r: [6.9, 38_000, 6.8, 560_000], rank: 140,
    overview: 'Barbie and Ken leave Barbieland for the real world and discover the joys and perils of living among humans.' }),
  movie({ svc: 10015, slug: 'everything-everywhere-all-at-once', title: 'Everything Everywhere All at Once', year: 2022, imdb: 'tt6710474', tmdb: '545611', runtime: 139, released: '2022-03-25', country: 'us', cert: 'R', genres: ['action', 'adventure', 'science-fiction'], r: [7.8, 33_000, 7.8, 540_000], rank: 90,
    overview: 'A middle-aged Chinese immigrant is swept up in an insane adventure across the multiverse.' }),
  movie({ svc: 10016, slug: 'knives-out', title: 'Knives Out', year: 2019, imdb: 'tt8946378', tmdb: '546554', runtime: 131, released: '2019-11-27', country: 'us', cert: 'PG-13', genres: ['comedy', 'crime', 'mystery'], r: [7.8, 40_000, 7.9, 800_000], rank: 70,
    overview: 'A detective investigates the death of a patriarch of an eccentric, combative family.' }),
  movie({ svc: 10017, slug: 'the-shawshank-redemption', title: 'The Shawshank Redemption', year: 1994, imdb: 'tt0111161', tmdb: '278', runtime: 142, released: '1994-09-23', country: 'us', cert: 'R', genres: ['drama', 'crime'], r: [9.0, 99_000, 9.3, 2_900_000], rank: 5,
    overview: 'Two imprisoned men bond over a number of years, finding solace and eventual redemption through acts of common decency.' }),
  movie({ svc: 10018, slug: 'amelie', title: 'Amélie', year: 2001, imdb: 'tt0211915', tmdb: '194', runtime: 122, released: '2001-04-25', country: 'fr', cert: 'R', genres: ['comedy', 'romance'], r: [7.9, 30_000, 8.3, 790_000], rank: 160,
    overview: 'A shy waitress in Montmartre decides to change the lives of those around her for the better.' }),
  movie({ svc: 10019, slug: 'red-notice', title: 'Red Notice', year: 2021, imdb: 'tt7991608', tmdb: '512195', runtime: 118, released: '2021-11-05', country: 'us', cert: 'PG-13', genres: ['action', 'comedy', 'crime'], r: [6.4, 20_000, 6.3, 330_000], rank: 800,
    overview: 'An FBI profiler pursuing the world\'s most wanted art thief becomes his reluctant partner.' }),
  movie({ svc: 10020, slug: 'extraction-2020', title: 'Extraction', year: 2020, imdb: 'tt8936646', tmdb: '545609', runtime: 117, released: '2020-04-24', country: 'us', cert: 'R', genres: ['action', 'thriller'], r: [6.8, 22_000, 6.7, 240_000], rank: 900,
    overview: 'A black-market mercenary is hired to rescue the kidnapped son of an imprisoned international crime lord.' }),
  movie({ svc: 10021, slug: 'top-gun-maverick', title: 'Top Gun: Maverick', year: 2022, imdb: 'tt1745960', tmdb: '361743', runtime: 131, released: '2022-05-27', country: 'us', cert: 'PG-13', genres: ['action', 'drama'], r: [8.2, 45_000, 8.2, 700_000], rank: 60,
    overview: 'After more than thirty years of service, Pete "Maverick" Mitchell trains a detachment of graduates for a special mission.' }),
  movie({ svc: 10022, slug: 'fight-club', title: 'Fight Club', year: 1999, imdb: 'tt0137523', tmdb: '550', runtime: 139, released: '1999-10-15', country: 'us', cert: 'R', genres: ['drama', 'thriller'], r: [8.6, 77_000, 8.8, 2_400_000], rank: 28,
    overview: 'An insomniac office worker and a devil-may-care soap maker form an underground fight club.' }),
  // Upcoming releases around the test clock (2026-05-01) feed the movie_release calendar.
  movie({ svc: 10023, slug: 'the-last-lighthouse-2026', title: 'The Last Lighthouse', year: 2026, imdb: 'tt31000001', tmdb: '1300001', runtime: 121, released: '2026-05-08', country: 'us', cert: 'PG-13', genres: ['drama', 'mystery'], r: [0, 0, 0, 0],
    overview: 'A keeper on a decommissioned lighthouse receives signals from a ship that sank a century ago.' }),
  movie({ svc: 10024, slug: 'paper-moons-2026', title: 'Paper Moons', year: 2026, imdb: 'tt31000002', tmdb: '1300002', runtime: 98, released: '2026-05-22', country: 'gb', cert: 'PG', genres: ['comedy', 'romance'], r: [0, 0, 0, 0], rank: 999_999,
    overview: 'Two rival stationery-shop owners fall for each other during a city-wide origami contest.' }),
  movie({ svc: 10025, slug: 'red-notice-2-2026', title: 'Red Notice 2', year: 2026, imdb: 'tt31000003', tmdb: '1300003', runtime: 125, released: '2026-06-12', country: 'us', cert: 'PG-13', genres: ['action', 'comedy', 'crime'], r: [0, 0, 0, 0], rank: 4_000,
    overview: 'The world\'s most wanted art thieves reunite for one more impossible heist.' }),
];
