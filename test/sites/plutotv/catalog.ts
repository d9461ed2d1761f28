import type { ExpectedItem } from '../expected-item';
import { SIT_THROUGH_PREROLL, type UserStep } from '../row-steps';
// What the Pluto TV fixture serves, and what a correct detector reports for each URL. Pages, the
// VOD API answers and tests all read these records. Titles exist in the simulator's catalog:
// Knives Out (2019), Breaking Bad and Dark (the German UI's row).

export type UiLang = 'en' | 'de';
export const PLUTO_HOSTS = { canonical: 'pluto.tv', www: 'www.pluto.tv' } as const;
export const PLUTO_API_HOSTS = { boot: 'boot.pluto.tv', vod: 'service-vod.clusters.pluto.tv' } as const;
export const CLIP_PATH = '/_fixture/media/clip.webm';

/**
 * Ads are stitched into the stream (Pluto's stitcher; streamlink filters their segments), so the
 * <video> plays them: [start, seconds] in stream time. The programme is the stream less its ads.
 */
export type StitchedAd = readonly [start: number, seconds: number];

export interface PlutoSeries {
  /** The 24-hex id the API uses. */
  id: string;
  slug: string;
  name: string;
}

export interface PlutoItem {
  id: string;
  /** Ends in -{year}-{season}-{episode}; a movie is its own season 1, episode 1. */
  slug: string;
  kind: 'movie' | 'episode';
  name: string;
  /** The first release, as the API's clip.originalReleaseDate. */
  released: string;
  series?: PlutoSeries;
  season?: number;
  episode?: number;
  ads: readonly StitchedAd[];
}

export const KNIVES_OUT: PlutoItem = {
  id: '5dd8a1e0f4a1b2c3d4e5f601',
  slug: 'knives-out-2019-1-1',
  kind: 'movie',
  name: 'Knives Out',
  released: '2019-11-27',
  // A pre-roll and a mid-roll: 28 of the clip's 300 seconds are ads, 272 are the film.
  ads: [
    [0, 8],
    [120, 20],
  ],
};

export const BREAKING_BAD: PlutoSeries = { id: '5e6f1a2b3c4d5e6f7a8b9c01', slug: 'breaking-bad', name: 'Breaking Bad' };
export const DARK: PlutoSeries = { id: '5f7a8b9c0d1e2f3a4b5c6d01', slug: 'dark', name: 'Dark' };

function episode(series: PlutoSeries, year: number, season: number, number: number, id: string, slug: string, name: string, released: string): PlutoItem {
  return { id, slug: `${slug}-${year}-${season}-${number}`, kind: 'episode', name, released, series, season, episode: number, ads: [[0, 4]] };
}

export const BREAKING_BAD_S1: readonly PlutoItem[] = [
  episode(BREAKING_BAD, 2008, 1, 1, '5e6f1a2b3c4d5e6f7a8b9c11', 'pilot', 'Pilot', '2008-01-20'),
  episode(BREAKING_BAD, 2008, 1, 2, '5e6f1a2b3c4d5e6f7a8b9c12', 'cats-in-the-bag', "Cat's in the Bag...", '2008-01-27'),
  episode(BREAKING_BAD, 2008, 1, 3, '5e6f1a2b3c4d5e6f7a8b9c13', 'and-the-bags-in-the-river', "...And the Bag's in the River", '2008-02-10'),
];

/** Dark as Pluto TV Germany lists it: German episode names. */
export const DARK_S1: readonly PlutoItem[] = [
  episode(DARK, 2017, 1, 3, '5f7a8b9c0d1e2f3a4b5c6d13', 'gestern-und-heute', 'Gestern und heute', '2017-12-01'),
  episode(DARK, 2017, 1, 4, '5f7a8b9c0d1e2f3a4b5c6d14', 'doppelleben', 'Doppelleben', '2017-12-01'),
];

export const PLUTO_ITEMS: readonly PlutoItem[] = [KNIVES_OUT, ...BREAKING_BAD_S1, ...DARK_S1];
export const PLUTO_SERIES: readonly PlutoSeries[] = [BREAKING_BAD, DARK];

/** A live channel: what airs changes under one address, and the stream never ends. */
export const SCI_FI_CHANNEL = { id: '5f1a2b3c4d5e6f7a8b9c0d99', slug: 'pluto-tv-sci-fi', name: 'Pluto TV Sci-Fi', airing: 'Battlestar Galactica' } as const;

export const itemBySlugOrId = (key: string): PlutoItem | undefined => PLUTO_ITEMS.find((item) => item.slug === key || item.id === key);

export function nextEpisode(item: PlutoItem): PlutoItem | undefined {
  const list = [BREAKING_BAD_S1, DARK_S1].find((candidates) => candidates.includes(item));
  return list?.[list.indexOf(item) + 1];
}

/** Seconds of the programme in a stream of `clipSeconds`. */
export const programmeSeconds = (item: PlutoItem, clipSeconds: number): number => clipSeconds - item.ads.reduce((total, [, seconds]) => total + seconds, 0);

const LOCALE: Record<UiLang, string> = { en: '', de: '/de' };

/** The slug form (SITES.md), or the id form /on-demand/series/{id}/episode/{id}. */
export function watchPath(item: PlutoItem, opts: { lang?: UiLang; byId?: boolean; locale?: string } = {}): string {
  const prefix = opts.locale ?? LOCALE[opts.lang ?? 'en'];
  if (item.kind === 'movie') return `${prefix}/on-demand/movies/${opts.byId ? item.id : item.slug}`;
  return opts.byId
    ? `${prefix}/on-demand/series/${item.series!.id}/episode/${item.id}`
    : `${prefix}/on-demand/series/${item.series!.slug}/season/${item.season}/episode/${item.slug}`;
}

export function watchUrl(item: PlutoItem, opts: Parameters<typeof watchPath>[1] & { host?: string } = {}): string {
  return `https://${opts.host ?? PLUTO_HOSTS.canonical}${watchPath(item, opts)}`;
}

export const liveUrl = (lang: UiLang = 'en') => `https://${PLUTO_HOSTS.canonical}${LOCALE[lang]}/live-tv/${SCI_FI_CHANNEL.slug}`;

export type { ExpectedItem } from '../expected-item';

export interface PlutoTableRow {
  url: string;
  lang: UiLang;
  /** null: the live channel. */
  item: PlutoItem | null;
  /** null: nothing may be reported (a live channel is never a movie, nor anything else). */
  expected: ExpectedItem | null;
  /** The e2e runner sits through a stitched pre-roll at speed (test/sites/row-steps.ts). */
  steps?: readonly UserStep[];
}

function expectedOf(item: PlutoItem): ExpectedItem {
  if (item.kind === 'movie') return { kind: 'movie', title: item.name, year: Number(item.released.slice(0, 4)) };
  return { kind: 'episode', title: item.series!.name, season: item.season!, episode: item.episode!, episodeTitle: item.name };
}

const [pilot, cats, bag] = BREAKING_BAD_S1 as [PlutoItem, PlutoItem, PlutoItem];
const [gestern] = DARK_S1 as [PlutoItem];

/** URL -> expected item. The series API names no year, so episodes expect none. */
export const PLUTO_TABLE: readonly PlutoTableRow[] = (
  [
    { url: watchUrl(KNIVES_OUT), lang: 'en', item: KNIVES_OUT, expected: expectedOf(KNIVES_OUT) },
    // The US locale prefix, as links shared from the US site carry it.
    { url: watchUrl(pilot, { locale: '/us' }), lang: 'en', item: pilot, expected: expectedOf(pilot) },
    { url: watchUrl(cats), lang: 'en', item: cats, expected: expectedOf(cats) },
    // The id form of an episode's address, on the www host.
    { url: watchUrl(bag, { byId: true, host: PLUTO_HOSTS.www }), lang: 'en', item: bag, expected: expectedOf(bag) },
    // The German UI: the player says "Staffel 1 Folge 3".
    { url: watchUrl(gestern, { lang: 'de' }), lang: 'de', item: gestern, expected: expectedOf(gestern) },
    { url: liveUrl(), lang: 'en', item: null, expected: null },
  ] satisfies PlutoTableRow[]
).map((row) => (row.item?.ads.some(([start]) => start === 0) ? { ...row, steps: SIT_THROUGH_PREROLL } : row));
