import type { ExpectedItem } from '../expected-item';
// What the Hulu fixture serves, and what a correct detector reports for each watch URL. Pages, the
// discover API's entity answers and tests all read these records. Titles exist in the simulator's
// catalog: The Simpsons (season 36), Parasite (2019), Jeopardy! (season 42).

export const HULU_HOST = 'www.hulu.com';
/** The discover API's host: same site as the web app, so the session cookie goes along. */
export const DISCOVER_HOST = 'discover.hulu.com';

export interface HuluSeries {
  id: string;
  name: string;
}

/** An ad break of the fixture: its own <video> plays while the program's waits. */
export interface AdBreak {
  /** Program second the break comes at (0: a pre-roll). */
  at: number;
  seconds: number;
}

export interface HuluEntity {
  /** The id of /watch/{id}, and the entity's `id` in the discover API. */
  id: string;
  type: 'episode' | 'movie';
  name: string;
  series?: HuluSeries;
  season?: number;
  number?: number;
  premiereDate: string;
  genres: readonly string[];
  rating: string;
  /** LIVE: an airing of a live channel, not an on-demand program. */
  bundle: 'VOD' | 'LIVE';
  ads: readonly AdBreak[];
  /** The item next-episode autoplay moves to. */
  next?: string;
}

export const THE_SIMPSONS: HuluSeries = { id: '2b3a7c61-5d0e-4f48-9a3e-7c1f0e6d2a94', name: 'The Simpsons' };
export const JEOPARDY: HuluSeries = { id: '8f1c2d3e-4b5a-4c6d-9e7f-0a1b2c3d4e5f', name: 'Jeopardy!' };

/** A pre-roll and a mid-roll, short enough for a test to sit through. */
const ADS: readonly AdBreak[] = [
  { at: 0, seconds: 2 },
  { at: 120, seconds: 4 },
];

export const S36E1: HuluEntity = {
  id: 'a7d0c6e2-3f1b-4c58-8e9d-2b4f6a1c3e50',
  type: 'episode',
  name: "Bart's Birthday",
  series: THE_SIMPSONS,
  season: 36,
  number: 1,
  premiereDate: '2024-09-29T00:00:00Z',
  genres: ['Animation', 'Comedy'],
  rating: 'TV-PG',
  bundle: 'VOD',
  ads: ADS,
  next: 'c4e8b2a1-6d3f-4e7a-9b5c-1f0d2e3a4b67',
};
export const S36E2: HuluEntity = {
  id: 'c4e8b2a1-6d3f-4e7a-9b5c-1f0d2e3a4b67',
  type: 'episode',
  name: 'The Yellow Lotus',
  series: THE_SIMPSONS,
  season: 36,
  number: 2,
  premiereDate: '2024-10-06T00:00:00Z',
  genres: ['Animation', 'Comedy'],
  rating: 'TV-PG',
  bundle: 'VOD',
  ads: ADS,
};
export const PARASITE: HuluEntity = {
  id: '5e9f1a2b-8c7d-4e6f-a0b1-c2d3e4f5a6b7',
  type: 'movie',
  name: 'Parasite',
  premiereDate: '2019-10-11T00:00:00Z',
  genres: ['Drama', 'Thriller', 'International'],
  rating: 'R',
  bundle: 'VOD',
  ads: ADS,
};
/** Jeopardy! as it airs on a live channel (Hulu + Live TV): an episode, but live, so nothing to report. */
export const JEOPARDY_LIVE: HuluEntity = {
  id: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
  type: 'episode',
  name: 'Tournament of Champions, Game 1',
  series: JEOPARDY,
  season: 42,
  number: 31,
  premiereDate: '2025-10-20T23:00:00Z',
  genres: ['Game Show'],
  rating: 'TV-G',
  bundle: 'LIVE',
  ads: [],
};

export const HULU_ENTITIES: readonly HuluEntity[] = [S36E1, S36E2, PARASITE, JEOPARDY_LIVE];

export function entityById(id: string): HuluEntity | undefined {
  return HULU_ENTITIES.find((entity) => entity.id === id);
}

export const watchPath = (entity: HuluEntity): string => `/watch/${entity.id}`;
export const watchUrl = (entity: HuluEntity): string => `https://${HULU_HOST}${watchPath(entity)}`;

/** The player's subtitle line, as PreMiD reads it: "S36 E1-Bart's Birthday". */
export function subtitleOf(entity: HuluEntity): string | null {
  return entity.type === 'episode' ? `S${entity.season} E${entity.number}-${entity.name}` : null;
}

/** The player shows the show for an episode, the film otherwise. */
export const titleOf = (entity: HuluEntity): string => entity.series?.name ?? entity.name;

export type { ExpectedItem } from '../expected-item';

export interface HuluTableRow {
  url: string;
  entity: HuluEntity;
  /** null: the extension must report nothing. */
  expected: ExpectedItem | null;
}

function expectedOf(entity: HuluEntity): ExpectedItem | null {
  if (entity.bundle === 'LIVE') return null;
  if (entity.type === 'movie') return { kind: 'movie', title: entity.name, year: Number(entity.premiereDate.slice(0, 4)) };
  return { kind: 'episode', title: entity.series!.name, season: entity.season!, episode: entity.number!, episodeTitle: entity.name };
}

/** URL -> expected item. Episodes carry no year: the API's dates are the episode's, not the show's. */
export const HULU_TABLE: readonly HuluTableRow[] = HULU_ENTITIES.map((entity) => ({ url: watchUrl(entity), entity, expected: expectedOf(entity) }));
