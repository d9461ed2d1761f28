import type { ExpectedItem } from '../expected-item';
import type { RowCookie } from '../row-steps';
// What the Max fixture serves, and what a correct detector reports for each watch URL. Pages,
// the CMS route answers and tests all read these records. Titles exist in the simulator's
// catalog: Harbor Lights (HBO, 2026), Dune: Part Two, Barbie.

export type UiLang = 'en' | 'es';
export const MAX_HOSTS = { current: 'play.hbomax.com', legacy: 'play.max.com' } as const;

type Localized = Record<UiLang, string>;

export interface FixtureShow {
  /** The show's alternateId (what /show/{id} and relationships.show.data.id carry). */
  id: string;
  /** Its internal JSON:API `id`, which is not the alternateId. */
  internalId: string;
  name: string;
  kind: 'series' | 'movie';
}

export interface FixtureVideo {
  videoId: string;
  editId: string;
  internalId: string;
  show: FixtureShow;
  videoType: 'EPISODE' | 'MOVIE' | 'EXTRA';
  name: Localized;
  seasonNumber?: number;
  episodeNumber?: number;
}

export const HARBOR_LIGHTS: FixtureShow = { id: '5c1d2b8e-7a3f-4c55-9d0e-1f2a3b4c5d6e', internalId: 'show-4b1e9f', name: 'Harbor Lights', kind: 'series' };
export const DUNE_PART_TWO: FixtureShow = { id: '8e0f6a2c-1b3d-4e5f-8a9b-0c1d2e3f4a5b', internalId: 'show-9a0c3d', name: 'Dune: Part Two', kind: 'movie' };
export const BARBIE: FixtureShow = { id: 'b4a7c2d1-9e8f-4a6b-b5c3-d2e1f0a9b8c7', internalId: 'show-2e7b5f', name: 'Barbie', kind: 'movie' };

const episode = (n: number, videoId: string, editId: string, en: string, es: string): FixtureVideo => ({
  videoId,
  editId,
  internalId: `video-e${n}-${videoId.slice(0, 6)}`,
  show: HARBOR_LIGHTS,
  videoType: 'EPISODE',
  name: { en, es },
  seasonNumber: 1,
  episodeNumber: n,
});

export const HARBOR_LIGHTS_S1: readonly FixtureVideo[] = [
  episode(1, 'dae9e532-3714-4f2e-b758-fb9a13def902', '1f6c2a0e-4b7d-4c8e-9f1a-2b3c4d5e6f70', 'The Empty Boat', 'El bote vacío'),
  episode(2, '3e8b1c4d-5f6a-4b7c-8d9e-0f1a2b3c4d5e', '2a7d3b1f-5c8e-4d9f-a0b1-3c4d5e6f7081', 'Dead Reckoning', 'Navegación a estima'),
  episode(3, '7a2c9e1b-3d4f-4a5b-9c6d-e7f8a9b0c1d2', '3b8e4c2a-6d9f-4eaf-b1c2-4d5e6f708192', 'Slack Water', 'Repunte'),
  episode(4, 'c0d1e2f3-a4b5-4c6d-8e7f-9a0b1c2d3e4f', '4c9f5d3b-7eaf-4fb0-82d3-5e6f708192a3', 'The Logbook', 'El cuaderno de bitácora'),
];

export const DUNE_PART_TWO_FILM: FixtureVideo = {
  videoId: '0f9e8d7c-6b5a-4f3e-8d2c-1b0a9f8e7d6c',
  editId: '5dab6e4c-8fb0-4ac1-93e4-6f708192a3b4',
  internalId: 'video-m-0f9e8d',
  show: DUNE_PART_TWO,
  videoType: 'MOVIE',
  name: { en: 'Dune: Part Two', es: 'Dune: Parte dos' },
};
export const DUNE_PART_TWO_TRAILER: FixtureVideo = {
  videoId: '6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b2a',
  editId: '6ebc7f5d-90c1-4bd2-a4f5-708192a3b4c5',
  internalId: 'video-x-6d5c4b',
  show: DUNE_PART_TWO,
  videoType: 'EXTRA',
  name: { en: 'Official Trailer', es: 'Tráiler oficial' },
};
export const BARBIE_FILM: FixtureVideo = {
  videoId: '9b8a7f6e-5d4c-4b3a-8f1e-0d9c8b7a6f5e',
  editId: '7fcd8060-a1d2-4ce3-b506-8192a3b4c5d6',
  internalId: 'video-m-9b8a7f',
  show: BARBIE,
  videoType: 'MOVIE',
  name: { en: 'Barbie', es: 'Barbie' },
};

export const MAX_VIDEOS: readonly FixtureVideo[] = [...HARBOR_LIGHTS_S1, DUNE_PART_TWO_FILM, DUNE_PART_TWO_TRAILER, BARBIE_FILM];
export const MAX_SHOWS: readonly FixtureShow[] = [HARBOR_LIGHTS, DUNE_PART_TWO, BARBIE];

export function videoById(videoId: string): FixtureVideo | undefined {
  return MAX_VIDEOS.find((video) => video.videoId === videoId);
}

export function nextEpisode(video: FixtureVideo): FixtureVideo | undefined {
  const index = HARBOR_LIGHTS_S1.indexOf(video);
  return index >= 0 ? HARBOR_LIGHTS_S1[index + 1] : undefined;
}

export function watchPath(video: FixtureVideo): string {
  return `/video/watch/${video.videoId}/${video.editId}`;
}

export function watchUrl(video: FixtureVideo, host: string = MAX_HOSTS.current): string {
  return `https://${host}${watchPath(video)}`;
}

/** The localized "S1 E3" of the player (Spanish UI: "T1 Ep.3", as SITES.md quotes). */
export function seasonEpisodeLabel(video: FixtureVideo, lang: UiLang): string | undefined {
  if (video.videoType !== 'EPISODE') return undefined;
  return lang === 'es' ? `T${video.seasonNumber} Ep.${video.episodeNumber}` : `S${video.seasonNumber} E${video.episodeNumber}`;
}

export type { ExpectedItem } from '../expected-item';

export interface MaxTableRow {
  url: string;
  lang: UiLang;
  video: FixtureVideo;
  /** null: the extension must report nothing. */
  expected: ExpectedItem | null;
  /** The fixture's UI language is a cookie on the brand's domain (`wm_lang`), as the site keeps it. */
  cookies?: readonly RowCookie[];
}

const SPANISH_UI: readonly RowCookie[] = [{ name: 'wm_lang', value: 'es', domain: '.hbomax.com' }];

function expectedOf(video: FixtureVideo, lang: UiLang): ExpectedItem | null {
  if (video.videoType === 'EXTRA') return null;
  if (video.videoType === 'MOVIE') return { kind: 'movie', title: video.show.name };
  return { kind: 'episode', title: video.show.name, season: video.seasonNumber!, episode: video.episodeNumber!, episodeTitle: video.name[lang] };
}

/** URL -> expected item. Max names no year anywhere the sources looked, so none is expected. */
export const MAX_TABLE: readonly MaxTableRow[] = [
  ...HARBOR_LIGHTS_S1.slice(0, 2).map((video) => ({ url: watchUrl(video), lang: 'en' as const, video, expected: expectedOf(video, 'en') })),
  ...HARBOR_LIGHTS_S1.slice(2).map((video) => ({ url: watchUrl(video), lang: 'es' as const, video, expected: expectedOf(video, 'es'), cookies: SPANISH_UI })),
  { url: watchUrl(DUNE_PART_TWO_FILM), lang: 'en', video: DUNE_PART_TWO_FILM, expected: expectedOf(DUNE_PART_TWO_FILM, 'en') },
  { url: watchUrl(DUNE_PART_TWO_TRAILER), lang: 'en', video: DUNE_PART_TWO_TRAILER, expected: null },
  { url: watchUrl(BARBIE_FILM, MAX_HOSTS.legacy), lang: 'en', video: BARBIE_FILM, expected: expectedOf(BARBIE_FILM, 'en') },
];
