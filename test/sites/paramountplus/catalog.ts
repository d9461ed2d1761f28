import type { ExpectedItem } from '../expected-item';
import { SIT_THROUGH_PREROLL, type UserStep } from '../row-steps';
// What the Paramount+ fixture serves, and what a correct detector reports for each address. Pages,
// the thePlatform preview feed and tests all read these records. Titles exist in the simulator's
// catalog: Dark and Top Gun: Maverick. A country prefix in the address sets the UI's language
// (/de/ German), so every row is one address.

export type ParamountLang = 'en' | 'de';
export const PARAMOUNT_HOST = 'www.paramountplus.com';
export const FEED_HOST = 'link.theplatform.com';
/** thePlatform path of the CBS account's preview feed, before the content id. */
export const FEED_PATH = '/s/dJ5BDC/media/guid/2198311517/';

type Localized = Record<ParamountLang, string>;

/** An ad break spliced into the stream: [start, length] in stream seconds. */
export type AdBreak = readonly [number, number];

export interface ParamountItem {
  /** The 32-character contentId of the address. */
  contentId: string;
  kind: 'episode' | 'movie' | 'clip';
  /** What the page and the feed call it (episodes: the episode's own title). */
  title: Localized;
  series?: string;
  season?: number;
  episode?: number;
  ads: readonly AdBreak[];
  /** The end card's next episode. */
  next?: string;
}

export const DARK = 'Dark';
const AD = 8;

const episode = (n: number, contentId: string, en: string, de: string, ads: readonly AdBreak[], next?: string): ParamountItem => ({
  contentId,
  kind: 'episode',
  title: { en, de },
  series: DARK,
  season: 1,
  episode: n,
  ads,
  ...(next ? { next } : {}),
});

export const DARK_S1: readonly ParamountItem[] = [
  episode(
    1,
    'a64dR57HX64ZpvO59Q7kBCvZnZQP5GwI',
    'Secrets',
    'Geheimnisse',
    [
      [0, AD],
      [120, AD],
    ],
    '1pMCIuHLt5Et9pFBY2CK08Z8CPWTRWQQ',
  ),
  episode(2, '1pMCIuHLt5Et9pFBY2CK08Z8CPWTRWQQ', 'Lies', 'Lügen', [[0, AD]], 'mq-CDjwNGBE-G-xE_VuBQofHhCeTYQLO'),
  episode(3, 'mq-CDjwNGBE-G-xE_VuBQofHhCeTYQLO', 'Past and Present', 'Gestern und heute', [[0, AD]], 'PU1Wb8D1iv3rphlfX3TtzSlrgSHg4dsa'),
  episode(4, 'PU1Wb8D1iv3rphlfX3TtzSlrgSHg4dsa', 'Double Lives', 'Doppelleben', [[0, AD]]),
];

export const TOP_GUN_MAVERICK: ParamountItem = {
  contentId: '49CsvXEC2Q-gpxYKOnItbFG4sYKjWCg-',
  kind: 'movie',
  title: { en: 'Top Gun: Maverick', de: 'Top Gun: Maverick' },
  ads: [[100, AD]],
};

/** A show's trailer: it plays on /shows/video/ like an episode, but has no episode number. */
export const DARK_TRAILER: ParamountItem = {
  contentId: 'SvwzonLVxEqL3r9FcreV2k9QvUh6h_Qv',
  kind: 'clip',
  title: { en: 'Dark - Official Trailer', de: 'Dark - Offizieller Trailer' },
  series: DARK,
  ads: [],
};

export const PARAMOUNT_ITEMS: readonly ParamountItem[] = [...DARK_S1, TOP_GUN_MAVERICK, DARK_TRAILER];

/** The live channel of /live/: the feed is never asked, it is no program. */
export const LIVE_CHANNEL = { name: 'CBS News 24/7', show: 'CBS News Live' } as const;

export function itemByContentId(contentId: string): ParamountItem | undefined {
  return PARAMOUNT_ITEMS.find((item) => item.contentId === contentId);
}

export function itemPath(item: ParamountItem, lang: ParamountLang = 'en'): string {
  return `${lang === 'de' ? '/de' : ''}/${item.kind === 'movie' ? 'movies' : 'shows'}/video/${item.contentId}/`;
}

export function itemUrl(item: ParamountItem, lang: ParamountLang = 'en'): string {
  return `https://${PARAMOUNT_HOST}${itemPath(item, lang)}`;
}

export const LIVE_URL = `https://${PARAMOUNT_HOST}/live/`;
export const MOVIE_DETAIL_PATH = '/movies/top-gun-maverick/';

/** The end card's label of an episode ("S1 E2"; German UI "S1 F2"). */
export function episodeLabel(item: ParamountItem, lang: ParamountLang): string {
  return `S${item.season} ${lang === 'de' ? 'F' : 'E'}${item.episode}`;
}

export type { ExpectedItem } from '../expected-item';

export interface ParamountTableRow {
  url: string;
  lang: ParamountLang;
  item: ParamountItem | null;
  /** null: the extension must report nothing. */
  expected: ExpectedItem | null;
  /** The e2e runner sits through a pre-roll at speed (test/sites/row-steps.ts). */
  steps?: readonly UserStep[];
}

function expectedOf(item: ParamountItem): ExpectedItem | null {
  if (item.kind === 'movie') return { kind: 'movie', title: item.title.en };
  if (item.kind !== 'episode') return null;
  return { kind: 'episode', title: item.series!, season: item.season!, episode: item.episode! };
}

const row = (item: ParamountItem, lang: ParamountLang = 'en'): ParamountTableRow => ({
  url: itemUrl(item, lang),
  lang,
  item,
  expected: expectedOf(item),
  ...(item.ads.some(([start]) => start === 0) ? { steps: SIT_THROUGH_PREROLL } : {}),
});

/**
 * URL -> expected item: two episodes (pre-roll, and a mid-roll in the first), one in the German UI,
 * a film, a show's trailer and the live channel. The feed names no year, so no row has one.
 */
export const PARAMOUNT_TABLE: readonly ParamountTableRow[] = [
  row(DARK_S1[0]!),
  row(DARK_S1[1]!),
  row(DARK_S1[2]!, 'de'),
  row(TOP_GUN_MAVERICK),
  row(DARK_TRAILER),
  { url: LIVE_URL, lang: 'en', item: null, expected: null },
];
