import type { ExpectedItem } from '../expected-item';
// What the Tubi fixture serves, and what a correct detector reports for each URL. Pages, the
// content API answers, the page's own store (window.__data) and tests all read these records.
// Titles exist in the simulator's catalog: Dune (1984, not the 2021 film of the same title) and
// Battlestar Galactica (1978, not the 2004 remake): only the year Tubi states tells them apart.

export type UiLang = 'en' | 'es';
/** The fixture's media: the programme's stream and the ad creatives (the same generated clip). */
export const CLIP_PATH = '/_fixture/media/clip.webm';
export const AD_PATH = '/_fixture/ads/creative.webm';
export const TUBI_HOSTS = { canonical: 'tubitv.com', www: 'www.tubitv.com' } as const;

/** A client-side ad break: the content pauses at `at` seconds of the content while an ad plays `seconds`. */
export interface AdBreak {
  at: number;
  seconds: number;
}

export interface TubiSeries {
  /** The store's key for a series: its number with a leading 0 (yt-dlp reads `byId['0' + id]`). */
  id: string;
  slug: string;
  title: string;
  year: number;
}

export interface TubiVideo {
  id: string;
  /** The URL slug: "dune", "s01-e01-saga-of-a-star-world" (older links: "s01_e01_…"). */
  slug: string;
  kind: 'movie' | 'episode';
  /** The work's own title (a movie's; an episode's name). */
  name: string;
  year: number;
  series?: TubiSeries;
  season?: number;
  episode?: number;
  ads: readonly AdBreak[];
}

export const BATTLESTAR_GALACTICA: TubiSeries = { id: '0300245', slug: 'battlestar-galactica', title: 'Battlestar Galactica', year: 1978 };

export const DUNE: TubiVideo = {
  id: '589017',
  slug: 'dune',
  kind: 'movie',
  name: 'Dune',
  year: 1984,
  // A pre-roll, and a mid-roll halfway through the 300-second clip.
  ads: [
    { at: 0, seconds: 3 },
    { at: 150, seconds: 3 },
  ],
};

const episode = (number: number, id: string, name: string): TubiVideo => ({
  id,
  slug: `s01-e${String(number).padStart(2, '0')}-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`,
  kind: 'episode',
  name,
  year: 1978,
  series: BATTLESTAR_GALACTICA,
  season: 1,
  episode: number,
  ads: [{ at: 0, seconds: 2 }],
});

export const BSG_S1: readonly TubiVideo[] = [
  episode(1, '554101', 'Saga of a Star World'),
  episode(2, '554102', 'Lost Planet of the Gods (Part 1)'),
  episode(3, '554103', 'Lost Planet of the Gods (Part 2)'),
];

export const TUBI_VIDEOS: readonly TubiVideo[] = [DUNE, ...BSG_S1];

/** A live channel: an endless stream with no item of its own (FX treats /live* apart). */
export const TUBI_LIVE = { id: '400000081', slug: 'tubi-news-live', name: 'Tubi News Live' } as const;

export const videoById = (id: string): TubiVideo | undefined => TUBI_VIDEOS.find((video) => video.id === id);

export function nextEpisode(video: TubiVideo): TubiVideo | undefined {
  const index = BSG_S1.indexOf(video);
  return index >= 0 ? BSG_S1[index + 1] : undefined;
}

/** The title the content API and the store carry: a movie's name, or "S01:E01 - Name" (yt-dlp parses it). */
export function apiTitle(video: TubiVideo): string {
  if (video.kind === 'movie') return video.name;
  const two = (n: number) => String(n).padStart(2, '0');
  return `S${two(video.season!)}:E${two(video.episode!)} - ${video.name}`;
}

const LOCALE_PREFIX: Record<UiLang, string> = { en: '', es: '/es-mx' };

export function watchPath(video: TubiVideo, lang: UiLang = 'en', slug = video.slug): string {
  return `${LOCALE_PREFIX[lang]}/${video.kind === 'movie' ? 'movies' : 'tv-shows'}/${video.id}/${slug}`;
}

/** `?start=true` opens the player and plays; without it the same path is the details page. */
export function watchUrl(video: TubiVideo, opts: { lang?: UiLang; host?: string; slug?: string; start?: boolean } = {}): string {
  return `https://${opts.host ?? TUBI_HOSTS.canonical}${watchPath(video, opts.lang, opts.slug)}${opts.start === false ? '' : '?start=true'}`;
}

export const liveUrl = `https://${TUBI_HOSTS.canonical}/live/${TUBI_LIVE.id}/${TUBI_LIVE.slug}`;

export type { ExpectedItem } from '../expected-item';

export interface TubiTableRow {
  url: string;
  lang: UiLang;
  /** null: the live channel. */
  video: TubiVideo | null;
  /** null: nothing may be reported (the details page's preview, a live channel). */
  expected: ExpectedItem | null;
}

function expectedOf(video: TubiVideo): ExpectedItem {
  if (video.kind === 'movie') return { kind: 'movie', title: video.name, year: video.year };
  return { kind: 'episode', title: video.series!.title, year: video.series!.year, season: video.season!, episode: video.episode!, episodeTitle: video.name };
}

const [first, second, third] = BSG_S1 as [TubiVideo, TubiVideo, TubiVideo];

/** URL -> expected item. */
export const TUBI_TABLE: readonly TubiTableRow[] = [
  { url: watchUrl(DUNE), lang: 'en', video: DUNE, expected: expectedOf(DUNE) },
  { url: watchUrl(first), lang: 'en', video: first, expected: expectedOf(first) },
  // The www host and an older link's underscore slug (yt-dlp's "s01_e01_on_nom_stories").
  { url: watchUrl(second, { host: TUBI_HOSTS.www, slug: second.slug.replaceAll('-', '_') }), lang: 'en', video: second, expected: expectedOf(second) },
  // The Mexican Spanish UI, behind its locale prefix.
  { url: watchUrl(third, { lang: 'es' }), lang: 'es', video: third, expected: expectedOf(third) },
  // The details page loops a muted preview of the film: no viewing.
  { url: watchUrl(DUNE, { start: false }), lang: 'en', video: DUNE, expected: null },
  { url: liveUrl, lang: 'en', video: null, expected: null },
];
