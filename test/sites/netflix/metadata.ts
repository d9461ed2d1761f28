// Body of GET /nq/website/memberapi/release/metadata?movieid={id}, in the shape PreMiD
// and universal-trakt-scrobbler read (see SITES.md, Netflix).
import { lookupNetflixId, type FixtureMovie, type FixtureSeason, type FixtureShow } from './catalog.js';

interface Art {
  w: number;
  h: number;
  url: string;
}

interface Bookmark {
  offset: number;
  watchedDate: number;
}

interface Timing {
  runtime: number;
  displayRuntime: number;
  bookmark: Bookmark;
  creditsOffset: number;
  watchedToEndOffset: number;
}

export interface MetadataEpisode extends Timing {
  episodeId: number;
  id: number;
  seq: number;
  title: string;
  synopsis: string;
  skipMarkers: Record<string, { start: number | null; end: number | null }>;
  thumbs: Art[];
  stills: Art[];
}

export interface MetadataSeason {
  seq: number;
  title: string;
  shortName: string;
  longName: string;
  id: number;
  year: number;
  hiddenEpisodeNumbers: boolean;
  episodes: MetadataEpisode[];
}

interface VideoCommon {
  title: string;
  id: number;
  year: number;
  synopsis: string;
  boxart: Art[];
  artwork: Art[];
  storyart: Art[];
}

export type MetadataVideo =
  | (VideoCommon & { type: 'show'; currentEpisode: number; hiddenEpisodeNumbers: boolean; seasons: MetadataSeason[] })
  | (VideoCommon & Timing & { type: 'movie' });

export interface NetflixMetadata {
  version: string;
  trackIds: { nextEpisode: number; episodeSelector: number };
  video: MetadataVideo;
}

export interface MetadataOptions {
  // Every fixture video plays the same clip, so runtimes follow its length to keep
  // metadata and <video>.duration consistent.
  runtimeSeconds: number;
}

// Track ids are opaque numbers to clients; fixed values keep responses reproducible.
export const TRACK_IDS = { nextEpisode: 14170035, episodeSelector: 14170033 } as const;

function art(id: number, kind: string, w: number, h: number): Art {
  return { w, h, url: `https://occ-0-0-0.1.nflxso.net/dnm/api/v6/fixture/${kind}/${id}.jpg` };
}

function timing(runtime: number): Timing {
  return {
    runtime,
    displayRuntime: runtime,
    bookmark: { offset: 0, watchedDate: 0 },
    creditsOffset: Math.floor(runtime * 0.9),
    watchedToEndOffset: Math.floor(runtime * 0.93),
  };
}

function common(item: FixtureShow | FixtureMovie): VideoCommon {
  return {
    title: item.title,
    id: item.id,
    year: item.year,
    synopsis: item.synopsis,
    boxart: [art(item.id, 'boxart', 426, 240)],
    artwork: [art(item.id, 'artwork', 1280, 720)],
    storyart: [art(item.id, 'storyart', 1920, 1080)],
  };
}

function season(s: FixtureSeason, runtime: number): MetadataSeason {
  return {
    seq: s.seq,
    title: `Season ${s.seq}`,
    shortName: `S${s.seq}`,
    longName: `Season ${s.seq}`,
    id: s.id,
    year: s.year,
    hiddenEpisodeNumbers: false,
    episodes: s.episodes.map((e) => ({
      episodeId: e.id,
      id: e.id,
      seq: e.seq,
      title: e.title,
      synopsis: e.synopsis,
      ...timing(runtime),
      skipMarkers: {
        credit: { start: null, end: null },
        recap: { start: null, end: null },
        content: { start: null, end: null },
      },
      thumbs: [art(e.id, 'thumb', 341, 192)],
      stills: [art(e.id, 'still', 1920, 1080)],
    })),
  };
}

function showVideo(show: FixtureShow, currentEpisode: number, runtime: number): MetadataVideo {
  return {
    type: 'show',
    ...common(show),
    currentEpisode,
    hiddenEpisodeNumbers: false,
    seasons: show.seasons.map((s) => season(s, runtime)),
  };
}

// `movieid` may name an episode (answer for its show, with currentEpisode set), the show
// itself (currentEpisode = where a new viewer starts) or a movie. Unknown -> null.
export function buildNetflixMetadata(movieId: string | number, opts: MetadataOptions): NetflixMetadata | null {
  const ref = lookupNetflixId(movieId);
  if (!ref) return null;
  const runtime = Math.round(opts.runtimeSeconds);
  let video: MetadataVideo;
  if (ref.type === 'movie') {
    video = { type: 'movie', ...common(ref.movie), ...timing(runtime) };
  } else if (ref.type === 'episode') {
    video = showVideo(ref.show, ref.episode.id, runtime);
  } else {
    const first = ref.show.seasons[0]?.episodes[0];
    if (!first) return null;
    video = showVideo(ref.show, first.id, runtime);
  }
  return { version: '2.1', trackIds: { ...TRACK_IDS }, video };
}
