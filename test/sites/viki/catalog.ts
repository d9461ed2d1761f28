import type { ExpectedItem } from '../expected-item';
import { SIT_THROUGH_PREROLL, type UserStep } from '../row-steps';
// What the Viki fixture serves, and what a correct detector reports for each watch URL. Pages, the
// site's own video API answers and the tests all read these records. Titles exist in the
// simulator's catalog: Heirs (a Korean drama; Viki numbers its episodes without a season) and
// Parasite.

export const VIKI_ORIGIN = 'https://www.viki.com';

export type VikiLocale = 'en' | 'es';
type Localized = Record<VikiLocale, string>;

/** A container (/tv/{id}c-{slug} or /movies/{id}c-{slug}): a series or a film. */
export interface VikiContainer {
  id: string;
  type: 'series' | 'film';
  slug: string;
  titles: Localized;
}

export interface VikiVideo {
  /** The video id, digits and a `v` (yt-dlp: `(?:videos|player)/(?P<id>[0-9]+v)`). */
  id: string;
  /** The address's slug after the id. */
  slug: string;
  type: 'episode' | 'movie' | 'trailer';
  container: VikiContainer;
  number?: number;
  /** Trailers and clips carry their own title; episodes usually none. */
  titles?: Localized;
  /** Free viewing is ad-supported: a pre-roll before the video and a mid-roll at this content second. */
  midRollAt?: number;
}

export const HEIRS: VikiContainer = { id: '21503c', type: 'series', slug: 'heirs', titles: { en: 'Heirs', es: 'Herederos' } };
export const PARASITE: VikiContainer = { id: '36934c', type: 'film', slug: 'parasite', titles: { en: 'Parasite', es: 'Parásito' } };

/** The mid-roll's place in the content; the fixture's clip is five minutes. */
export const MID_ROLL_AT = 120;

// SITES.md's example is episode 14: /videos/1023585v-heirs-episode-14.
const episode = (number: number): VikiVideo => ({
  id: `${1023571 + number}v`,
  slug: `heirs-episode-${number}`,
  type: 'episode',
  container: HEIRS,
  number,
  midRollAt: MID_ROLL_AT,
});

export const HEIRS_EPISODES: readonly VikiVideo[] = Array.from({ length: 20 }, (_, index) => episode(index + 1));
export const heirsEpisode = (number: number): VikiVideo => HEIRS_EPISODES[number - 1]!;
export const PARASITE_FILM: VikiVideo = {
  id: '1168452v',
  slug: 'parasite',
  type: 'movie',
  container: PARASITE,
  titles: { en: 'Parasite', es: 'Parásito' },
  midRollAt: MID_ROLL_AT,
};
export const HEIRS_TRAILER: VikiVideo = { id: '1022933v', slug: 'heirs-trailer', type: 'trailer', container: HEIRS, titles: { en: 'Trailer', es: 'Tráiler' } };

export const VIKI_VIDEOS: readonly VikiVideo[] = [...HEIRS_EPISODES, PARASITE_FILM, HEIRS_TRAILER];

export function videoById(id: string): VikiVideo | undefined {
  return VIKI_VIDEOS.find((video) => video.id === id);
}

export function nextEpisode(video: VikiVideo): VikiVideo | undefined {
  return video.type === 'episode' ? HEIRS_EPISODES[HEIRS_EPISODES.indexOf(video) + 1] : undefined;
}

/** /videos/{id}-{slug}, with Viki's `locale` parameter for a UI other than English. */
export function watchPath(video: VikiVideo, locale: VikiLocale = 'en'): string {
  return `/videos/${video.id}-${video.slug}${locale === 'en' ? '' : `?locale=${locale}`}`;
}

export const watchUrl = (video: VikiVideo, locale: VikiLocale = 'en'): string => `${VIKI_ORIGIN}${watchPath(video, locale)}`;

/** `#channel-link > span`: "Show: Episode 3" (Spanish UI "Herederos: Episodio 3"); PreMiD splits it on ": ". */
export function channelLinkText(video: VikiVideo, locale: VikiLocale): string {
  const show = video.container.titles[locale];
  if (video.type === 'episode') return `${show}: ${locale === 'es' ? 'Episodio' : 'Episode'} ${video.number}`;
  if (video.type === 'movie') return show;
  return `${show}: ${video.titles?.[locale] ?? ''}`;
}

export type { ExpectedItem } from '../expected-item';

export interface VikiTableRow {
  url: string;
  locale: VikiLocale;
  video: VikiVideo;
  /** null: the extension must report nothing. */
  expected: ExpectedItem | null;
  /** Episodes and films open with a pre-roll: the e2e runner sits through it at speed (test/sites/row-steps.ts). */
  steps?: readonly UserStep[];
}

/** What the service must hear: the English title whatever the UI's language, and no season (Viki names none). */
export function expectedOf(video: VikiVideo): ExpectedItem | null {
  if (video.type === 'trailer') return null;
  if (video.type === 'movie') return { kind: 'movie', title: video.container.titles.en };
  return { kind: 'episode', title: video.container.titles.en, episode: video.number! };
}

const row = (video: VikiVideo, locale: VikiLocale = 'en'): VikiTableRow => ({
  url: watchUrl(video, locale),
  locale,
  video,
  expected: expectedOf(video),
  ...(video.type === 'trailer' ? {} : { steps: SIT_THROUGH_PREROLL }),
});

/** URL -> expected item. Viki names no year the sources saw, so none is expected. */
export const VIKI_TABLE: readonly VikiTableRow[] = [
  row(heirsEpisode(14)),
  row(heirsEpisode(1)),
  row(heirsEpisode(3), 'es'),
  row(PARASITE_FILM),
  row(HEIRS_TRAILER),
];
