import type { ExpectedItem } from '../expected-item';
// What the Netflix fixture knows about, and what a correct detector should report for
// each watch page. Tests assert against NETFLIX_CATALOG, so the pages and the metadata
// endpoint are both generated from the same data below.

export const NETFLIX_ORIGIN = 'https://www.netflix.com';

export interface FixtureEpisode {
  id: number;
  seq: number;
  title: string;
  synopsis: string;
}

export interface FixtureSeason {
  id: number;
  seq: number;
  year: number;
  episodes: FixtureEpisode[];
}

export interface FixtureShow {
  type: 'show';
  id: number;
  title: string;
  year: number;
  synopsis: string;
  seasons: FixtureSeason[];
}

export interface FixtureMovie {
  type: 'movie';
  id: number;
  title: string;
  year: number;
  synopsis: string;
}

export type { ExpectedItem } from '../expected-item';

export interface NetflixCatalogRow {
  watchId: string;
  url: string;
  expected: ExpectedItem;
  nextWatchId?: string;
}

export const STRANGER_THINGS: FixtureShow = {
  type: 'show',
  id: 80057281,
  title: 'Stranger Things',
  year: 2016,
  synopsis: 'When a young boy vanishes, a small town uncovers a mystery involving secret experiments.',
  seasons: [
    {
      id: 80077368,
      seq: 1,
      year: 2016,
      episodes: [
        {
          id: 80077209,
          seq: 1,
          title: 'Chapter One: The Vanishing of Will Byers',
          synopsis: "On his way home from a friend's house, young Will sees something terrifying.",
        },
        {
          id: 80077210,
          seq: 2,
          title: 'Chapter Two: The Weirdo on Maple Street',
          synopsis: 'Lucas, Mike and Dustin try to talk to the girl they found in the woods.',
        },
        {
          id: 80077211,
          seq: 3,
          title: 'Chapter Three: Holly, Jolly',
          synopsis: "An increasingly concerned Nancy looks for Barb and finds out what Jonathan's been up to.",
        },
      ],
    },
    {
      id: 80117715,
      seq: 2,
      year: 2017,
      episodes: [
        {
          id: 80117799,
          seq: 1,
          title: 'Chapter One: MADMAX',
          synopsis: 'As the town preps for Halloween, a high-scoring rival shakes things up at the arcade.',
        },
      ],
    },
  ],
};

export const GLASS_ONION: FixtureMovie = {
  type: 'movie',
  id: 81458416,
  title: 'Glass Onion: A Knives Out Mystery',
  year: 2022,
  synopsis: 'World-famous detective Benoit Blanc heads to Greece to peel back the layers of a mystery.',
};

export const NETFLIX_SHOWS: readonly FixtureShow[] = [STRANGER_THINGS];
export const NETFLIX_MOVIES: readonly FixtureMovie[] = [GLASS_ONION];

// Large runs (the chaos test) add titles of their own; the pages and metadata serve them too.
const extraShows: FixtureShow[] = [];
const extraMovies: FixtureMovie[] = [];
export function registerFixtureTitles(titles: { shows?: FixtureShow[]; movies?: FixtureMovie[] }): void {
  extraShows.push(...(titles.shows ?? []));
  extraMovies.push(...(titles.movies ?? []));
}

// Real watch URLs carry tracking parameters; detectors must not depend on their absence.
export function watchUrl(id: number | string, trackId = 13462260): string {
  return `${NETFLIX_ORIGIN}/watch/${id}?trackId=${trackId}&tctx=0%2C0%2C${id}%2C%2C%2C%2C%2C%2C%2CVideo%3A${id}`;
}

export interface EpisodeRef {
  type: 'episode';
  show: FixtureShow;
  season: FixtureSeason;
  episode: FixtureEpisode;
  next?: FixtureEpisode;
}

export type NetflixVideoRef = EpisodeRef | { type: 'movie'; movie: FixtureMovie } | { type: 'show'; show: FixtureShow };

function episodesInOrder(show: FixtureShow): Array<{ season: FixtureSeason; episode: FixtureEpisode }> {
  return show.seasons.flatMap((season) => season.episodes.map((episode) => ({ season, episode })));
}

// Any Netflix video id (episode, movie or show) -> what it is in the fixture.
export function lookupNetflixId(id: number | string): NetflixVideoRef | undefined {
  const numeric = Number(id);
  if (!Number.isSafeInteger(numeric)) return undefined;
  const movie = [...NETFLIX_MOVIES, ...extraMovies].find((m) => m.id === numeric);
  if (movie) return { type: 'movie', movie };
  for (const show of [...NETFLIX_SHOWS, ...extraShows]) {
    if (show.id === numeric) return { type: 'show', show };
    const ordered = episodesInOrder(show);
    const index = ordered.findIndex((entry) => entry.episode.id === numeric);
    const hit = ordered[index];
    if (hit) {
      const next = ordered[index + 1]?.episode;
      return { type: 'episode', show, season: hit.season, episode: hit.episode, ...(next ? { next } : {}) };
    }
  }
  return undefined;
}

function episodeRows(show: FixtureShow): NetflixCatalogRow[] {
  return episodesInOrder(show).map(({ season, episode }, index, all) => {
    const next = all[index + 1]?.episode;
    return {
      watchId: String(episode.id),
      url: watchUrl(episode.id),
      expected: {
        kind: 'episode',
        title: show.title,
        year: show.year,
        season: season.seq,
        episode: episode.seq,
        episodeTitle: episode.title,
      },
      ...(next ? { nextWatchId: String(next.id) } : {}),
    };
  });
}

export const NETFLIX_CATALOG: readonly NetflixCatalogRow[] = [
  ...NETFLIX_SHOWS.flatMap(episodeRows),
  ...NETFLIX_MOVIES.map((movie): NetflixCatalogRow => ({
    watchId: String(movie.id),
    url: watchUrl(movie.id),
    expected: { kind: 'movie', title: movie.title, year: movie.year },
  })),
];

export function catalogRow(watchId: string | number): NetflixCatalogRow {
  const row = NETFLIX_CATALOG.find((r) => r.watchId === String(watchId));
  if (!row) throw new Error(`Netflix fixture has no watch id ${watchId}`);
  return row;
}
