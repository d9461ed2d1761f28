import type { ExpectedItem } from '../expected-item';
// What the Peacock fixture serves, and what a correct detector reports for each URL. Pages, ATOM's
// node answers and tests all read these records. Titles exist in the simulator's catalog:
// Saturday Night Live (season 51), Oppenheimer (2023).

export const PEACOCK_HOST = 'www.peacocktv.com';
/** ATOM, Peacock's content API: public, on its own host. */
export const ATOM_HOST = 'atom.peacocktv.com';

/** An ad break stitched into the stream, at a second of the programme (0: a pre-roll). */
export interface AdBreak {
  at: number;
  seconds: number;
}

export interface PeacockSeries {
  /** ATOM's providerSeriesId. */
  id: string;
  name: string;
  slug: string;
}

export interface PeacockProgramme {
  /** The GMO content id of /watch/playback/vod/{contentId}/{variantId}. */
  contentId: string;
  /** ATOM's providerVariantId; also the id of the film's detail page. */
  variantId: string;
  type: 'ASSET/EPISODE' | 'ASSET/PROGRAMME' | 'ASSET/SHORTFORM/CLIP';
  /** ATOM's title: the episode's, the film's or the clip's own. */
  title: string;
  series?: PeacockSeries;
  season?: number;
  episode?: number;
  year: number;
  synopsis: string;
  /** What the player's title line shows (the show or the film). */
  playerTitle: string;
  /** What the player's description line shows: "S51 E1: …" for an episode, else a short text. */
  playerLine: string;
  ads: readonly AdBreak[];
  /** The episode next-episode autoplay moves to (a content id). */
  next?: string;
  /** The film a trailer's "Watch Now" opens (a content id). */
  feature?: string;
}

export const SNL: PeacockSeries = { id: '5263925436108731112', name: 'Saturday Night Live', slug: 'saturday-night-live' };
const ADS: readonly AdBreak[] = [
  { at: 0, seconds: 2 },
  { at: 120, seconds: 4 },
];

const snl = (episode: number, contentId: string, variantId: string, next?: string): PeacockProgramme => ({
  contentId,
  variantId,
  type: 'ASSET/EPISODE',
  title: `Episode ${episode}`,
  series: SNL,
  season: 51,
  episode,
  year: 2025,
  synopsis: 'Sketches, a host and a musical guest, live from Studio 8H.',
  playerTitle: SNL.name,
  playerLine: `S51 E${episode}: Episode ${episode}`,
  ads: ADS,
  ...(next ? { next } : {}),
});

export const SNL_S51E2 = snl(2, 'GMO_00000000612002_01', '3c9d2e4f-6a7b-4c8d-9e0f-1a2b3c4d5e6f');
export const SNL_S51E1 = snl(1, 'GMO_00000000612001_01', '1b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e', SNL_S51E2.contentId);

export const OPPENHEIMER: PeacockProgramme = {
  contentId: 'GMO_00000000523417_01',
  variantId: '9a1e5c3d-7b2f-4e6a-8c0d-4f3e2a1b0c9d',
  type: 'ASSET/PROGRAMME',
  title: 'Oppenheimer',
  year: 2023,
  synopsis: 'The story of the physicist who led the Manhattan Project.',
  playerTitle: 'Oppenheimer',
  playerLine: 'The story of the physicist who led the Manhattan Project.',
  ads: ADS,
};
export const OPPENHEIMER_TRAILER: PeacockProgramme = {
  contentId: 'GMO_00000000523418_01',
  variantId: 'd4e5f6a7-b8c9-4dae-8f01-23456789abcd',
  type: 'ASSET/SHORTFORM/CLIP',
  title: 'Oppenheimer: Official Trailer',
  year: 2023,
  synopsis: 'Official trailer.',
  playerTitle: 'Oppenheimer',
  playerLine: 'Official Trailer',
  ads: [],
  feature: OPPENHEIMER.contentId,
};
export const OPPENHEIMER_SLUG = 'oppenheimer';

export const PEACOCK_PROGRAMMES: readonly PeacockProgramme[] = [SNL_S51E1, SNL_S51E2, OPPENHEIMER, OPPENHEIMER_TRAILER];

export function programmeById(contentId: string): PeacockProgramme | undefined {
  return PEACOCK_PROGRAMMES.find((programme) => programme.contentId === contentId);
}

export const playbackPath = (programme: PeacockProgramme): string => `/watch/playback/vod/${programme.contentId}/${programme.variantId}`;
export const playbackUrl = (programme: PeacockProgramme): string => `https://${PEACOCK_HOST}${playbackPath(programme)}`;
/** The film's detail page, whose hero autoplays a muted preview. */
export const assetPath = (film: PeacockProgramme): string => `/watch/asset/movies/${OPPENHEIMER_SLUG}/${film.variantId}`;
export const assetUrl = (film: PeacockProgramme): string => `https://${PEACOCK_HOST}${assetPath(film)}`;

export type { ExpectedItem } from '../expected-item';

export interface PeacockTableRow {
  url: string;
  /** The programme the page plays; null for a detail page. */
  programme: PeacockProgramme | null;
  /** null: the extension must report nothing. */
  expected: ExpectedItem | null;
}

function expectedOf(programme: PeacockProgramme): ExpectedItem | null {
  if (programme.type === 'ASSET/PROGRAMME') return { kind: 'movie', title: programme.title, year: programme.year };
  if (programme.type === 'ASSET/EPISODE')
    return { kind: 'episode', title: programme.series!.name, season: programme.season!, episode: programme.episode!, episodeTitle: programme.title };
  return null;
}

/** URL -> expected item. Episodes carry no year: ATOM's year is the episode's, not the show's. */
export const PEACOCK_TABLE: readonly PeacockTableRow[] = [
  ...PEACOCK_PROGRAMMES.map((programme) => ({ url: playbackUrl(programme), programme, expected: expectedOf(programme) })),
  { url: assetUrl(OPPENHEIMER), programme: null, expected: null },
];
