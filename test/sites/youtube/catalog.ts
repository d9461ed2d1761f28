import type { ExpectedItem } from '../expected-item';
import type { UserStep } from '../row-steps';
// What the YouTube fixture serves, and what a correct detector reports for each watch URL. The
// pages, the InnerTube answers and the tests all read YOUTUBE_VIDEOS, so they cannot disagree.
// Titles exist in the simulator's catalog (test/service/catalog) so resolution works end to end.

export const YOUTUBE_ORIGIN = 'https://www.youtube.com';
/** YouTube's own Movies channel; its name follows the UI language, its id does not. */
export const MOVIES_CHANNEL = { id: 'UClgRkhTL3_hImCAmdLfDE4g', name: { en: 'YouTube Movies', de: 'YouTube Filme' } } as const;

export type UiLang = 'en' | 'de';

export interface Channel {
  id: string;
  /** `/@handle` link; YouTube's own channels link by `/channel/<id>` instead. */
  handle?: string;
  name: string;
}

export type { ExpectedItem } from '../expected-item';

export interface FixtureVideo {
  id: string;
  title: string;
  channel: Channel;
  /** `/shorts/<id>` instead of a watch page. */
  short?: boolean;
  /** UI language of this video's table row (`hl=`); English when absent. */
  ui?: UiLang;
  /** A skippable pre-roll ad plays first, in the same <video>. */
  preroll?: boolean;
  /** Playlist this video belongs to; autoplay moves to the next entry. */
  playlist?: string;
  genre: string;
  uploadDate: string;
  /** null: the extension must report nothing for it. */
  expected: ExpectedItem | null;
}

const CLASSIC_TV: Channel = { id: 'UC3Fq0Hd2mW1v7sKxYbLr9Tg', handle: '@ClassicTVRewind', name: 'Classic TV Rewind' };
const SERIEN: Channel = { id: 'UCb8Nw4kQ2pHs0aVe6tJc1Zr', handle: '@SerienArchiv', name: 'Serien-Archiv' };
const VLOGGER: Channel = { id: 'UCx0Jm5Rt8Lq2Wn4Ys6Pd9Ke', handle: '@nightshiftnoah', name: 'Night Shift Noah' };
const STUDIO: Channel = { id: 'UCjmJDM5pRKbUlVIzDYYWb6g', handle: '@WarnerBrosPictures', name: 'Warner Bros. Pictures' };
const MOVIES: Channel = { id: MOVIES_CHANNEL.id, name: MOVIES_CHANNEL.name.en };

export const BSG_PLAYLIST = 'PLc7Hq2Xw9Vt4Rk1Ns8Ya3Lm6Fj0Bd5Ge';

export const YOUTUBE_VIDEOS: readonly FixtureVideo[] = [
  {
    id: 'Qf7CwXW1B2s',
    title: 'Inception',
    channel: MOVIES,
    genre: 'Film & Animation',
    uploadDate: '2017-03-01',
    expected: { kind: 'movie', title: 'Inception' },
  },
  {
    id: 'Tn4bE0k9ZqA',
    title: 'Oppenheimer',
    channel: MOVIES,
    ui: 'de',
    genre: 'Film & Animation',
    uploadDate: '2023-11-21',
    expected: { kind: 'movie', title: 'Oppenheimer' },
  },
  {
    id: 'a1GxB7s0eQw',
    title: 'Battlestar Galactica (1978) – S1 E1 – Saga of a Star World | Full Episode',
    channel: CLASSIC_TV,
    preroll: true,
    playlist: BSG_PLAYLIST,
    genre: 'Entertainment',
    uploadDate: '2024-02-09',
    expected: { kind: 'episode', title: 'Battlestar Galactica', year: 1978, season: 1, episode: 1, episodeTitle: 'Saga of a Star World' },
  },
  {
    id: 'b2HyC8t1fRx',
    title: 'Battlestar Galactica (1978) – S1 E2 – Lost Planet of the Gods | Full Episode',
    channel: CLASSIC_TV,
    playlist: BSG_PLAYLIST,
    genre: 'Entertainment',
    uploadDate: '2024-02-16',
    expected: { kind: 'episode', title: 'Battlestar Galactica', year: 1978, season: 1, episode: 2, episodeTitle: 'Lost Planet of the Gods' },
  },
  {
    id: 'Dk3LmP9wQ2e',
    title: 'Dark – Staffel 1, Folge 2: Lügen',
    channel: SERIEN,
    ui: 'de',
    genre: 'Film & Animation',
    uploadDate: '2021-05-04',
    expected: { kind: 'episode', title: 'Dark', season: 1, episode: 2, episodeTitle: 'Lügen' },
  },
  {
    id: 'Vx9sK2mR4tY',
    title: 'I lived like a 1999 hacker for a week (The Matrix was right)',
    channel: VLOGGER,
    genre: 'People & Blogs',
    uploadDate: '2026-04-11',
    expected: null,
  },
  {
    id: 'Rc0Ex7nBb1U',
    title: 'Breaking Bad S01E01 REACTION | First Time Watching!',
    channel: VLOGGER,
    genre: 'Entertainment',
    uploadDate: '2026-03-02',
    expected: null,
  },
  { id: 'Wd2Pt5Tr8Ai', title: 'Dune: Part Two | Official Trailer 3', channel: STUDIO, genre: 'Film & Animation', uploadDate: '2023-12-21', expected: null },
  {
    id: 'Sh0rTz8uQ4o',
    title: 'Inception ending in 3 minutes #shorts',
    channel: VLOGGER,
    short: true,
    genre: 'Film & Animation',
    uploadDate: '2026-01-20',
    expected: null,
  },
];

export function videoById(id: string): FixtureVideo | undefined {
  return YOUTUBE_VIDEOS.find((video) => video.id === id);
}

export function playlistOf(id: string): FixtureVideo[] {
  return YOUTUBE_VIDEOS.filter((video) => video.playlist === id);
}

/** The watch URL a user has in the address bar: playlist entries carry `list` and `index`. */
export function watchUrl(video: FixtureVideo, opts: { lang?: UiLang; host?: string } = {}): string {
  const url = new URL(video.short ? `/shorts/${video.id}` : '/watch', `https://${opts.host ?? 'www.youtube.com'}`);
  if (!video.short) url.searchParams.set('v', video.id);
  if (video.playlist) {
    url.searchParams.set('list', video.playlist);
    url.searchParams.set('index', String(playlistOf(video.playlist).indexOf(video) + 1));
  }
  if (opts.lang && opts.lang !== 'en') url.searchParams.set('hl', opts.lang);
  return url.toString();
}

export interface YouTubeTableRow {
  url: string;
  video: FixtureVideo;
  lang: UiLang;
  expected: ExpectedItem | null;
  /** A pre-roll first: watched at speed until "Skip" shows (after 5 s of ad), then skipped. */
  steps?: readonly UserStep[];
}

const SKIP_PREROLL: readonly UserStep[] = [
  { do: 'speed', rate: 4 },
  { do: 'click', selector: '.ytp-skip-ad-button' },
];

/** URL -> expected item (null: nothing may be reported), one row per fixture video. */
export const YOUTUBE_TABLE: readonly YouTubeTableRow[] = YOUTUBE_VIDEOS.map((video) => {
  const lang = video.ui ?? 'en';
  return { url: watchUrl(video, { lang }), video, lang, expected: video.expected, ...(video.preroll ? { steps: SKIP_PREROLL } : {}) };
});
