import type { ExpectedItem } from '../expected-item';
// What the HIDIVE fixture serves, and what a correct detector reports for each watch URL. Pages,
// the season and playlist pages the adapter reads, and the tests all read these records. Titles
// exist in the simulator's catalog: Frieren (anime, its second season a separate entry the
// service reaches through mapped_tvdb_seasons) and Cowboy Bebop: The Movie.

export const HIDIVE_ORIGIN = 'https://www.hidive.com';

/** A season (/season/{id}) or a playlist (/playlist/{id}, how HIDIVE groups films). */
export interface HidiveCollection {
  kind: 'season' | 'playlist';
  id: number;
  /** The page's og:title: "Show - Season N" for seasons (PreMiD splits it), the film's name for a playlist. */
  ogTitle: string;
}

export interface HidiveVideo {
  /** /video/{id}: the DICE VOD id. */
  id: number;
  collection: HidiveCollection;
  /** `.player-title`: "E3 - Title" for an episode (MAL reads `E(\d+)`), the film's name, or an extra's name. */
  playerTitle: string;
  /** What a correct detector reports; null for trailers and promos. */
  expected: ExpectedItem | null;
}

export const FRIEREN = "Frieren: Beyond Journey's End";
export const FRIEREN_S1: HidiveCollection = { kind: 'season', id: 18742, ogTitle: `${FRIEREN} - Season 1` };
export const FRIEREN_S2: HidiveCollection = { kind: 'season', id: 24410, ogTitle: `${FRIEREN} - Season 2` };
export const BEBOP_MOVIE: HidiveCollection = { kind: 'playlist', id: 3105, ogTitle: 'Cowboy Bebop: The Movie' };

const episode = (id: number, collection: HidiveCollection, season: number, number: number, episodeTitle: string): HidiveVideo => ({
  id,
  collection,
  playerTitle: `E${number} - ${episodeTitle}`,
  expected: { kind: 'episode', title: FRIEREN, season, episode: number, episodeTitle },
});

export const FRIEREN_S1_EPISODES: readonly HidiveVideo[] = [
  episode(512001, FRIEREN_S1, 1, 1, "The Journey's End"),
  episode(512002, FRIEREN_S1, 1, 2, "It Didn't Have to Be Magic..."),
  episode(512003, FRIEREN_S1, 1, 3, 'Killing Magic'),
];
export const FRIEREN_S2_EPISODES: readonly HidiveVideo[] = [
  episode(598101, FRIEREN_S2, 2, 1, 'The Road North'),
  episode(598102, FRIEREN_S2, 2, 2, 'A Mage of the Continent'),
  episode(598103, FRIEREN_S2, 2, 3, 'Snowfall at the Pass'),
];
/** A promotional video in the season's list: no episode number, nothing a tracker lists. */
export const FRIEREN_S2_PV: HidiveVideo = { id: 598090, collection: FRIEREN_S2, playerTitle: 'PV 1', expected: null };
export const BEBOP_FILM: HidiveVideo = {
  id: 498877,
  collection: BEBOP_MOVIE,
  playerTitle: 'Cowboy Bebop: The Movie',
  expected: { kind: 'movie', title: 'Cowboy Bebop: The Movie' },
};

export const HIDIVE_COLLECTIONS: readonly HidiveCollection[] = [FRIEREN_S1, FRIEREN_S2, BEBOP_MOVIE];
export const HIDIVE_VIDEOS: readonly HidiveVideo[] = [...FRIEREN_S1_EPISODES, ...FRIEREN_S2_EPISODES, FRIEREN_S2_PV, BEBOP_FILM];

/** The videos of a season or playlist in list order (the PV comes before the episodes, as on the site). */
export function videosOf(collection: HidiveCollection): HidiveVideo[] {
  const all = HIDIVE_VIDEOS.filter((video) => video.collection === collection);
  return [...all.filter((video) => !video.expected), ...all.filter((video) => video.expected)];
}

/** Autoplay goes on to the next numbered episode of the same season. */
export function nextEpisode(video: HidiveVideo): HidiveVideo | undefined {
  if (video.expected?.kind !== 'episode') return undefined;
  const episodes = videosOf(video.collection).filter((candidate) => candidate.expected?.kind === 'episode');
  return episodes[episodes.indexOf(video) + 1];
}

export function videoById(id: number): HidiveVideo | undefined {
  return HIDIVE_VIDEOS.find((video) => video.id === id);
}

/** /video/{id}?seasonId={id} or ?playlistId={id}, as the site links them. */
export function watchPath(video: HidiveVideo): string {
  return `/video/${video.id}?${video.collection.kind === 'season' ? 'seasonId' : 'playlistId'}=${video.collection.id}`;
}

export const watchUrl = (video: HidiveVideo): string => `${HIDIVE_ORIGIN}${watchPath(video)}`;
export const collectionPath = (collection: HidiveCollection): string => `/${collection.kind}/${collection.id}`;

export type { ExpectedItem } from '../expected-item';

export interface HidiveTableRow {
  url: string;
  video: HidiveVideo;
  /** null: the extension must report nothing. */
  expected: ExpectedItem | null;
}

/** URL -> expected item. HIDIVE shows no year anywhere the sources looked, so none is expected. */
export const HIDIVE_TABLE: readonly HidiveTableRow[] = [
  FRIEREN_S1_EPISODES[0]!,
  FRIEREN_S2_EPISODES[0]!,
  FRIEREN_S2_EPISODES[1]!,
  BEBOP_FILM,
  FRIEREN_S2_PV,
].map((video) => ({ url: watchUrl(video), video, expected: video.expected }));
