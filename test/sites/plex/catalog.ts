// What the Plex fixture serves (SITES.md section 11) and what a correct detector reports: the
// server's library with its ratingKeys and Guids, the hosted app.plex.tv and a self-hosted /web.
import type { ExpectedItem } from '../expected-item';
import type { SiteTableRow } from '../site-table';
import { serverOrigin, WEB_APP_PATHS } from '../media-servers/origins';

/** Plex Web's account token in local storage: tests search everything the service and the background saw for it. */
export const PLEX_TOKEN = 'xPlexT0kenNeverLeavesThePage';
export const MACHINE_ID = '0123456789abcdef0123456789abcdef01234567';
export const PLEX_LIBRARY_ROOT = '/volume1/plex-private/Media';
export const CLIP_PATH = '/_fixture/media/clip.webm';

export interface PlexItem {
  ratingKey: string;
  type: 'movie' | 'show' | 'episode' | 'clip';
  title: string;
  year?: number;
  /** An episode's show (its ratingKey) and numbers. */
  grandparentRatingKey?: string;
  grandparentTitle?: string;
  parentIndex?: number;
  index?: number;
  Guid?: Array<{ id: string }>;
  subtype?: string;
  file?: string;
}

export const SHOW: PlexItem = {
  ratingKey: '5100',
  type: 'show',
  title: 'Breaking Bad',
  year: 2008,
  Guid: [{ id: 'imdb://tt0903747' }, { id: 'tmdb://1396' }, { id: 'tvdb://81189' }],
};
export const EPISODE: PlexItem = {
  ratingKey: '5105',
  type: 'episode',
  title: 'Gray Matter',
  grandparentRatingKey: SHOW.ratingKey,
  grandparentTitle: 'Breaking Bad',
  parentIndex: 1,
  index: 5,
  Guid: [{ id: 'tvdb://349232' }],
  file: `${PLEX_LIBRARY_ROOT}/TV Shows/Breaking Bad/Season 01/Breaking.Bad.S01E05.mkv`,
};
/** The next episode: in no table row, played after EPISODE by the resolve bench (PLEX_EPISODE_PAIRS). */
export const NEXT_EPISODE: PlexItem = {
  ratingKey: '5106',
  type: 'episode',
  title: "Crazy Handful of Nothin'",
  grandparentRatingKey: SHOW.ratingKey,
  grandparentTitle: 'Breaking Bad',
  parentIndex: 1,
  index: 6,
  Guid: [{ id: 'tvdb://349233' }],
  file: `${PLEX_LIBRARY_ROOT}/TV Shows/Breaking Bad/Season 01/Breaking.Bad.S01E06.mkv`,
};
/** A German library: the server's title is not the service's; its Guids are. */
export const MOVIE: PlexItem = {
  ratingKey: '4212',
  type: 'movie',
  title: 'Inception – Ein Traum',
  year: 2010,
  Guid: [{ id: 'imdb://tt1375666' }, { id: 'tmdb://27205' }],
  file: `${PLEX_LIBRARY_ROOT}/Filme/Inception (2010)/Inception.2010.mkv`,
};
export const TRAILER: PlexItem = {
  ratingKey: '4299',
  type: 'clip',
  subtype: 'trailer',
  title: 'Inception – Trailer',
  year: 2010,
  Guid: [{ id: 'imdb://tt1375666' }],
  file: `${PLEX_LIBRARY_ROOT}/Filme/Inception (2010)/Trailers/trailer.mkv`,
};
/** What the hosted app plays (its server is elsewhere: the player's line is all it reads). */
export const HOSTED_MOVIE: PlexItem = { ratingKey: '4300', type: 'movie', title: 'Inception', year: 2010 };

export const PLEX_LIBRARY: readonly PlexItem[] = [SHOW, EPISODE, NEXT_EPISODE, MOVIE, TRAILER, HOSTED_MOVIE];
export const plexItem = (ratingKey: string) => PLEX_LIBRARY.find((item) => item.ratingKey === ratingKey);

export const detailsHash = (item: PlexItem) => `#!/server/${MACHINE_ID}/details?key=%2Flibrary%2Fmetadata%2F${item.ratingKey}`;

const PRESS_PLAY = [{ do: 'click', selector: '[data-testid="preplay-play"]' }] as const;
const row = (base: string, item: PlexItem, expected: Partial<ExpectedItem> | null): SiteTableRow => ({
  url: `${base}${detailsHash(item)}`,
  expected,
  steps: PRESS_PLAY,
});

export const HOSTED_PLEX = 'https://app.plex.tv/desktop/';

/** app.plex.tv: an ordinary supported site. */
export const PLEX_TABLE: readonly SiteTableRow[] = [row(HOSTED_PLEX, HOSTED_MOVIE, { kind: 'movie', title: 'Inception', year: 2010 })];

/** The Plex server's web app, on the port the user added. */
export const PLEX_SERVER = `${serverOrigin('plex')}${WEB_APP_PATHS.plex}`;

/** A Plex server the user added on its own port. */
export const PLEX_SERVER_TABLE: readonly SiteTableRow[] = [
  row(PLEX_SERVER, MOVIE, { kind: 'movie', title: 'Inception', year: 2010 }),
  row(PLEX_SERVER, EPISODE, { kind: 'episode', title: 'Breaking Bad', season: 1, episode: 5 }),
  row(PLEX_SERVER, TRAILER, null),
];

const PAIR_EXPECTED = [EPISODE, NEXT_EPISODE].map(
  (item) => ({ kind: 'episode', title: 'Breaking Bad', season: item.parentIndex!, episode: item.index! }) as const,
);

/**
 * Two episodes of one show, for the resolve bench (test/bench/resolve-lookups.ts): the second must
 * come from the per-show cache. Not table rows: each row costs CI seconds. The hosted app names
 * the show from its player line alone; the server from its Guids.
 */
export const PLEX_EPISODE_PAIRS: Record<'hosted' | 'server', readonly [SiteTableRow, SiteTableRow]> = {
  hosted: [row(HOSTED_PLEX, EPISODE, PAIR_EXPECTED[0]!), row(HOSTED_PLEX, NEXT_EPISODE, PAIR_EXPECTED[1]!)],
  server: [row(PLEX_SERVER, EPISODE, PAIR_EXPECTED[0]!), row(PLEX_SERVER, NEXT_EPISODE, PAIR_EXPECTED[1]!)],
};
