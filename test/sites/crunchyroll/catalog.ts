// What the Crunchyroll fixture serves, and what a correct detector reports for each watch page.
// Pages, the CMS answers and the expectations are all generated from the data below.
//
// Ids: GR19V7816 (Operation Strix), G4PH0WXVJ (SPY x FAMILY), GK9UG2E49 and GRGG9798R (Re:ZERO)
// are real ids quoted by public tests (MAL-Sync, a downloader's URL tests); the others are made
// up in the same shape (G + 8 of [A-Z0-9]).

export const CRUNCHYROLL_ORIGIN = 'https://www.crunchyroll.com';
export const PLAYER_ORIGIN = 'https://static.crunchyroll.com';
/** Where the Vilos player frame lives (userscripts and extensions match this path). */
export const PLAYER_PATH = '/vilos-v2/web/vilos/player.html';

export type UiLang = 'en' | 'de';
export type PlayerKind = 'in-page' | 'iframe';

export interface FixtureEpisode {
  id: string;
  slug: string;
  /** The site's episode number, as shown ("E66"): absolute for later seasons of long series. */
  number: number;
  title: string;
  /** Position in its season where it differs from `number` (absolutely numbered seasons). */
  sequence?: number;
}

export interface FixtureSeason {
  id: string;
  /** JSON-LD `partOfSeason.seasonNumber` / CMS `season_number`. */
  number: number;
  /** CMS `season_title`: where Crunchyroll names the audio version ("… (English Dub)"). */
  title: string;
  episodes: FixtureEpisode[];
}

export interface FixtureSeries {
  type: 'series';
  id: string;
  slug: string;
  /** As the page shows it, audio-version suffix included where the site adds one. */
  title: string;
  lang: UiLang;
  player: PlayerKind;
  seasons: FixtureSeason[];
}

export interface FixtureMovie {
  type: 'movie';
  id: string;
  slug: string;
  title: string;
  listingId: string;
  listingSlug: string;
  lang: UiLang;
  player: PlayerKind;
}

export interface ExpectedGuess {
  kind: 'movie' | 'episode';
  title: string;
  year?: number;
  season?: number;
  episode?: number;
  absoluteEpisode?: number;
  episodeTitle?: string;
}

export interface CrunchyrollRow {
  watchId: string;
  url: string;
  lang: UiLang;
  player: PlayerKind;
  expected: ExpectedGuess;
  nextWatchId?: string;
  /** Not in the service's catalog (test/service/catalog): detected, then parked for the user to pick. */
  unknownToService?: true;
}

export const SPY_X_FAMILY: FixtureSeries = {
  type: 'series',
  id: 'G4PH0WXVJ',
  slug: 'spy-x-family',
  title: 'SPY x FAMILY',
  lang: 'en',
  player: 'in-page',
  seasons: [
    {
      id: 'GY3VWX2MR',
      number: 1,
      title: 'SPY x FAMILY',
      episodes: [
        { id: 'GR19V7816', slug: 'operation-strix', number: 1, title: 'Operation Strix' },
        { id: 'G0DUND0K2', slug: 'secure-a-wife', number: 2, title: 'Secure a Wife' },
        { id: 'GEVUZD7XM', slug: 'prepare-for-the-interview', number: 3, title: 'Prepare for the Interview' },
      ],
    },
  ],
};

// The dubbed version as its own series name: the older site's form, which MAL-Sync still strips.
export const COWBOY_BEBOP_DUB: FixtureSeries = {
  type: 'series',
  id: 'GYVNXMVP6',
  slug: 'cowboy-bebop',
  title: 'Cowboy Bebop (English Dub)',
  lang: 'en',
  player: 'iframe',
  seasons: [
    {
      id: 'GR49G9VP6',
      number: 1,
      title: 'Cowboy Bebop (English Dub)',
      episodes: [
        { id: 'GZ7UV8KWZ', slug: 'asteroid-blues', number: 1, title: 'Asteroid Blues' },
        { id: 'G6NQ5DWZ6', slug: 'stray-dog-strut', number: 2, title: 'Stray Dog Strut' },
        { id: 'GR3VWXP96', slug: 'honky-tonk-women', number: 3, title: 'Honky Tonk Women' },
      ],
    },
  ],
};

// German UI (/de/...), German dub, German episode titles.
export const DEMON_SLAYER_DE: FixtureSeries = {
  type: 'series',
  id: 'GY5P48XEY',
  slug: 'demon-slayer-kimetsu-no-yaiba',
  title: 'Demon Slayer: Kimetsu no Yaiba (German Dub)',
  lang: 'de',
  player: 'in-page',
  seasons: [
    {
      id: 'GRWEC4PZR',
      number: 1,
      title: 'Demon Slayer: Kimetsu no Yaiba (German Dub)',
      episodes: [
        { id: 'GJWU2VKK3', slug: 'cruelty', number: 1, title: 'Grausamkeit' },
        { id: 'G9DUEM48Z', slug: 'trainer-sakonji-urokodaki', number: 2, title: 'Ausbilder Sakonji Urokodaki' },
      ],
    },
  ],
};

// MAL-Sync's test case: season 3 numbered from the series' first episode (51..66).
export const REZERO_DE: FixtureSeries = {
  type: 'series',
  id: 'GRGG9798R',
  slug: 'rezero--starting-life-in-another-world-',
  title: 'Re:ZERO -Starting Life in Another World-',
  lang: 'de',
  player: 'in-page',
  seasons: [
    {
      id: 'GY2P9ED0Y',
      number: 3,
      title: 'Re:ZERO -Starting Life in Another World- Season 3',
      episodes: [
        { id: 'GK9UG2E49', slug: 'the-result-of-the-battle-for-priestella', number: 66, sequence: 16, title: 'The Result of the Battle for Priestella' },
      ],
    },
  ],
};

// A later TV-database season that the service keeps as its own anime entry ("Attack on Titan
// Season 2", reached through `mapped_tvdb_seasons`); Crunchyroll numbers it per season.
export const ATTACK_ON_TITAN: FixtureSeries = {
  type: 'series',
  id: 'GR751KNZY',
  slug: 'attack-on-titan',
  title: 'Attack on Titan',
  lang: 'en',
  player: 'in-page',
  seasons: [
    {
      id: 'GYQ4MKDZ6',
      number: 2,
      title: 'Attack on Titan Season 2',
      episodes: [{ id: 'G6P8KQ3WR', slug: 'historia', number: 5, title: 'Historia' }],
    },
  ],
};

export const COWBOY_BEBOP_MOVIE: FixtureMovie = {
  type: 'movie',
  id: 'G25FVD45Q',
  slug: 'cowboy-bebop-the-movie',
  title: 'Cowboy Bebop: The Movie',
  listingId: 'GY8VM8MWY',
  listingSlug: 'cowboy-bebop-the-movie',
  lang: 'en',
  player: 'in-page',
};

export const CRUNCHYROLL_SERIES: readonly FixtureSeries[] = [SPY_X_FAMILY, COWBOY_BEBOP_DUB, DEMON_SLAYER_DE, REZERO_DE, ATTACK_ON_TITAN];
export const CRUNCHYROLL_MOVIES: readonly FixtureMovie[] = [COWBOY_BEBOP_MOVIE];

const localePrefix = (lang: UiLang) => (lang === 'en' ? '' : `/${lang}`);

export function watchPath(item: { id: string; slug: string }, lang: UiLang): string {
  return `${localePrefix(lang)}/watch/${item.id}/${item.slug}`;
}

export function seriesPath(series: FixtureSeries): string {
  return `${localePrefix(series.lang)}/series/${series.id}/${series.slug}`;
}

export function listingPath(movie: FixtureMovie): string {
  return `${localePrefix(movie.lang)}/movie_listing/${movie.listingId}/${movie.listingSlug}`;
}

export interface EpisodeRef {
  type: 'episode';
  series: FixtureSeries;
  season: FixtureSeason;
  episode: FixtureEpisode;
  next?: FixtureEpisode;
}

export type CrunchyrollRef = EpisodeRef | { type: 'movie'; movie: FixtureMovie };

function episodesInOrder(series: FixtureSeries): Array<{ season: FixtureSeason; episode: FixtureEpisode }> {
  return series.seasons.flatMap((season) => season.episodes.map((episode) => ({ season, episode })));
}

/** Any watch id of the fixture -> what it plays. */
export function lookupWatchId(id: string): CrunchyrollRef | undefined {
  const movie = CRUNCHYROLL_MOVIES.find((m) => m.id === id);
  if (movie) return { type: 'movie', movie };
  for (const series of CRUNCHYROLL_SERIES) {
    const ordered = episodesInOrder(series);
    const index = ordered.findIndex((entry) => entry.episode.id === id);
    const hit = ordered[index];
    if (hit) {
      const next = ordered[index + 1]?.episode;
      return { type: 'episode', series, season: hit.season, episode: hit.episode, ...(next ? { next } : {}) };
    }
  }
  return undefined;
}

const url = (path: string) => `${CRUNCHYROLL_ORIGIN}${path}`;

/**
 * The table: watch URL -> what a correct detector says. Written out by hand (not derived from the
 * data above) so a wrong page generator cannot agree with itself. No page states a year: the
 * sources show none on watch pages, so the resolver goes by title.
 */
export const CRUNCHYROLL_CATALOG: readonly CrunchyrollRow[] = [
  {
    watchId: 'GR19V7816',
    url: url('/watch/GR19V7816/operation-strix'),
    lang: 'en',
    player: 'in-page',
    nextWatchId: 'G0DUND0K2',
    expected: { kind: 'episode', title: 'SPY x FAMILY', season: 1, episode: 1, episodeTitle: 'Operation Strix' },
  },
  {
    watchId: 'G0DUND0K2',
    url: url('/watch/G0DUND0K2/secure-a-wife'),
    lang: 'en',
    player: 'in-page',
    nextWatchId: 'GEVUZD7XM',
    expected: { kind: 'episode', title: 'SPY x FAMILY', season: 1, episode: 2, episodeTitle: 'Secure a Wife' },
  },
  {
    watchId: 'GEVUZD7XM',
    url: url('/watch/GEVUZD7XM/prepare-for-the-interview'),
    lang: 'en',
    player: 'in-page',
    expected: { kind: 'episode', title: 'SPY x FAMILY', season: 1, episode: 3, episodeTitle: 'Prepare for the Interview' },
  },
  {
    watchId: 'GZ7UV8KWZ',
    url: url('/watch/GZ7UV8KWZ/asteroid-blues'),
    lang: 'en',
    player: 'iframe',
    nextWatchId: 'G6NQ5DWZ6',
    expected: { kind: 'episode', title: 'Cowboy Bebop', season: 1, episode: 1, episodeTitle: 'Asteroid Blues' },
  },
  {
    watchId: 'G6NQ5DWZ6',
    url: url('/watch/G6NQ5DWZ6/stray-dog-strut'),
    lang: 'en',
    player: 'iframe',
    nextWatchId: 'GR3VWXP96',
    expected: { kind: 'episode', title: 'Cowboy Bebop', season: 1, episode: 2, episodeTitle: 'Stray Dog Strut' },
  },
  {
    watchId: 'GR3VWXP96',
    url: url('/watch/GR3VWXP96/honky-tonk-women'),
    lang: 'en',
    player: 'iframe',
    expected: { kind: 'episode', title: 'Cowboy Bebop', season: 1, episode: 3, episodeTitle: 'Honky Tonk Women' },
  },
  {
    watchId: 'GJWU2VKK3',
    url: url('/de/watch/GJWU2VKK3/cruelty'),
    lang: 'de',
    player: 'in-page',
    nextWatchId: 'G9DUEM48Z',
    expected: { kind: 'episode', title: 'Demon Slayer: Kimetsu no Yaiba', season: 1, episode: 1, episodeTitle: 'Grausamkeit' },
  },
  {
    watchId: 'G9DUEM48Z',
    url: url('/de/watch/G9DUEM48Z/trainer-sakonji-urokodaki'),
    lang: 'de',
    player: 'in-page',
    expected: { kind: 'episode', title: 'Demon Slayer: Kimetsu no Yaiba', season: 1, episode: 2, episodeTitle: 'Ausbilder Sakonji Urokodaki' },
  },
  {
    watchId: 'GK9UG2E49',
    url: url('/de/watch/GK9UG2E49/the-result-of-the-battle-for-priestella'),
    lang: 'de',
    player: 'in-page',
    unknownToService: true,
    expected: {
      kind: 'episode',
      title: 'Re:ZERO -Starting Life in Another World-',
      season: 3,
      episode: 66,
      absoluteEpisode: 66,
      episodeTitle: 'The Result of the Battle for Priestella',
    },
  },
  {
    watchId: 'G6P8KQ3WR',
    url: url('/watch/G6P8KQ3WR/historia'),
    lang: 'en',
    player: 'in-page',
    expected: { kind: 'episode', title: 'Attack on Titan', season: 2, episode: 5, episodeTitle: 'Historia' },
  },
  {
    watchId: 'G25FVD45Q',
    url: url('/watch/G25FVD45Q/cowboy-bebop-the-movie'),
    lang: 'en',
    player: 'in-page',
    expected: { kind: 'movie', title: 'Cowboy Bebop: The Movie' },
  },
];

export function catalogRow(watchId: string): CrunchyrollRow {
  const row = CRUNCHYROLL_CATALOG.find((r) => r.watchId === watchId);
  if (!row) throw new Error(`Crunchyroll fixture has no watch id ${watchId}`);
  return row;
}
