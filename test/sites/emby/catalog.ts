// What the Jellyfin and Emby fixtures serve (SITES.md sections 12, 13: one API for both), and what a
// correct detector reports for each page. The server's library, its API answers, the pages and the
// tests all read these records. Titles a row expects exist in the simulator's catalog, except the
// home video, which the service cannot know (it parks for the user to pick).
import type { ExpectedItem } from '../expected-item';
import type { SiteTableRow } from '../site-table';
import { serverOrigin, WEB_APP_PATHS } from '../media-servers/origins';

/** The app's sign-in: tests search everything the service and the background saw for it. */
export const SERVER_TOKEN = 'c0ffee5ec7e7a11ce0f7eab1e5f00d42';
export const SERVER_USER = '8a3d2c1b0f9e4d7c6b5a493827160504';
export const SERVER_ID = '2b4c6d8e0f1a3b5c7d9e1f3a5b7c9d1e';
/** The library's disk: its folder names must never leave the page. */
export const LIBRARY_ROOT = '/srv/private-media-library';
export const CLIP_PATH = '/_fixture/media/clip.webm';

export type MediaBrowserApp = 'jellyfin' | 'emby';

export interface ServerItem {
  Id: string;
  Type: 'Movie' | 'Episode' | 'Series' | 'Trailer' | 'Audio';
  Name: string;
  SeriesName?: string;
  SeriesId?: string;
  ParentIndexNumber?: number;
  IndexNumber?: number;
  ProductionYear?: number;
  ProviderIds?: Record<string, string>;
  Path?: string;
  /** How the app plays it: the file itself, a transcoded (blob:) stream, or music in the audio player. */
  play?: 'file' | 'blob' | 'audio';
  /** The server's "up next": what plays when this ends. */
  next?: string;
}

export const BREAKING_BAD: ServerItem = {
  Id: 'a6e0c9b35d1f4e2a8b7c6d5e4f3a2b10',
  Type: 'Series',
  Name: 'Breaking Bad',
  ProductionYear: 2008,
  ProviderIds: { Tvdb: '81189', Imdb: 'tt0903747' },
};

const episode = (Id: string, number: number, Name: string, next?: string): ServerItem => ({
  Id,
  Type: 'Episode',
  Name,
  SeriesName: 'Breaking Bad',
  SeriesId: BREAKING_BAD.Id,
  ParentIndexNumber: 1,
  IndexNumber: number,
  ProductionYear: 2008,
  // An episode's own ids: the show's are on the series item.
  ProviderIds: { Tvdb: String(349_227 + number) },
  Path: `${LIBRARY_ROOT}/TV/Breaking Bad/Season 01/Breaking Bad - S01E0${number} - ${Name}.mkv`,
  play: 'blob',
  ...(next ? { next } : {}),
});

export const GRAY_MATTER = episode('b1e5000000000000000000000000e105', 5, 'Gray Matter', 'b1e6000000000000000000000000e106');
export const CRAZY_HANDFUL = episode('b1e6000000000000000000000000e106', 6, "Crazy Handful of Nothin'");

/** A Spanish library: the server's name for it is not the service's; its ids are. */
export const ORIGEN: ServerItem = {
  Id: 'c1a0f2e3d4c5b6a798877665544332211',
  Type: 'Movie',
  Name: 'Origen',
  ProductionYear: 2010,
  ProviderIds: { Imdb: 'tt1375666', Tmdb: '27205' },
  Path: `${LIBRARY_ROOT}/Películas/Origen (2010)/Origen.2010.1080p.mkv`,
  play: 'file',
};
/** Never matched by the server: no ids, the file's name is all there is. */
export const DUNE_FILE: ServerItem = {
  Id: 'd0e1984000000000000000000000f11e',
  Type: 'Movie',
  Name: 'Dune.1984.720p.BluRay',
  Path: `${LIBRARY_ROOT}/Unsorted/Dune.1984.720p.BluRay.mkv`,
  play: 'file',
};
/** Never matched, and no title the service holds. */
export const HOME_VIDEO: ServerItem = {
  Id: 'e0f1a2b3c4d5e6f708192a3b4c5d6e7f',
  Type: 'Movie',
  Name: 'Lakeside.Picnic.Footage.2019',
  Path: `${LIBRARY_ROOT}/Home Videos/Lakeside.Picnic.Footage.2019.mkv`,
  play: 'file',
};
/** A local trailer carries its film's ids: only its type says it is no film. */
export const TRAILER: ServerItem = {
  Id: 'f7a11e7000000000000000000000aa01',
  Type: 'Trailer',
  Name: 'Origen (Trailer)',
  ProductionYear: 2010,
  ProviderIds: { Imdb: 'tt1375666' },
  Path: `${LIBRARY_ROOT}/Películas/Origen (2010)/trailers/Origen.trailer.mkv`,
  play: 'file',
};
export const SONG: ServerItem = {
  Id: '5a0e7d6c5b4a39281706f5e4d3c2b1a0',
  Type: 'Audio',
  Name: 'Time',
  Path: `${LIBRARY_ROOT}/Music/Hans Zimmer/Inception/12 - Time.flac`,
  play: 'audio',
};

export const LIBRARY: readonly ServerItem[] = [BREAKING_BAD, GRAY_MATTER, CRAZY_HANDFUL, ORIGEN, DUNE_FILE, HOME_VIDEO, TRAILER, SONG];
export const itemById = (id: string): ServerItem | undefined => LIBRARY.find((item) => item.Id === id);

/** The app's routes (SITES.md): Jellyfin `#/details?id=`, `#/video`; Emby `#!/item?id=`, `#!/videoosd/videoosd.html`. */
export const ROUTES = {
  jellyfin: { details: (id: string) => `#/details?id=${id}&serverId=${SERVER_ID}`, player: '#/video', remote: '#/queue', music: '#/music' },
  emby: { details: (id: string) => `#!/item?id=${id}&serverId=${SERVER_ID}`, player: '#!/videoosd/videoosd.html', remote: '#!/nowplaying', music: '#!/music' },
} as const;

/** The hosted Emby app (its server answers on the same origin in the fixture). */
export const HOSTED_EMBY = 'https://app.emby.media';

export const detailsUrl = (base: string, app: MediaBrowserApp, item: ServerItem) => `${base}${ROUTES[app].details(item.Id)}`;

const PRESS_PLAY_BUTTON = [{ do: 'click', selector: '.btnPlay' }] as const;

export type ServerTableRow = SiteTableRow & { item?: ServerItem };

const row = (
  base: string,
  app: MediaBrowserApp,
  item: ServerItem,
  expected: Partial<ExpectedItem> | null,
  extra: Partial<SiteTableRow> = {},
): ServerTableRow => ({
  url: detailsUrl(base, app, item),
  expected,
  steps: PRESS_PLAY_BUTTON,
  item,
  ...extra,
});

/** app.emby.media: an ordinary supported site. */
export const EMBY_TABLE: readonly ServerTableRow[] = [
  row(`${HOSTED_EMBY}/web/index.html`, 'emby', ORIGEN, { kind: 'movie', title: 'Inception', year: 2010 }),
  row(`${HOSTED_EMBY}/web/index.html`, 'emby', GRAY_MATTER, { kind: 'episode', title: 'Breaking Bad', season: 1, episode: 5 }),
];

const JELLYFIN = `${serverOrigin('jellyfin')}${WEB_APP_PATHS.jellyfin}`;

/** A Jellyfin server the user added, behind a path prefix on an unusual port: every kind of item. */
export const JELLYFIN_TABLE: readonly ServerTableRow[] = [
  // First of the films: the one row of its kind the second browser runs (the popup's test plays the other).
  row(JELLYFIN, 'jellyfin', DUNE_FILE, { kind: 'movie', title: 'Dune', year: 1984 }),
  row(JELLYFIN, 'jellyfin', ORIGEN, { kind: 'movie', title: 'Inception', year: 2010 }),
  row(JELLYFIN, 'jellyfin', GRAY_MATTER, { kind: 'episode', title: 'Breaking Bad', season: 1, episode: 5 }),
  // The server's "up next" plays the next episode in the same player once this one ends.
  row(
    JELLYFIN,
    'jellyfin',
    GRAY_MATTER,
    { kind: 'episode', title: 'Breaking Bad', season: 1, episode: 6 },
    { steps: [...PRESS_PLAY_BUTTON, { do: 'seek', seconds: 297 }] },
  ),
  row(JELLYFIN, 'jellyfin', HOME_VIDEO, { kind: 'movie', title: 'Lakeside.Picnic.Footage.2019' }, { unknownToService: true }),
  row(JELLYFIN, 'jellyfin', TRAILER, null),
  row(JELLYFIN, 'jellyfin', SONG, null, { steps: [...PRESS_PLAY_BUTTON, { do: 'play', video: 'audio.mediaPlayerAudio' }] }),
  // This browser is a remote for another device playing a film: nothing plays here.
  { url: `${JELLYFIN}${ROUTES.jellyfin.remote}`, expected: null },
];

const EMBY = `${serverOrigin('emby')}${WEB_APP_PATHS.emby}`;

/** An Emby server the user added (its API under /emby). */
export const EMBY_SERVER_TABLE: readonly ServerTableRow[] = [row(EMBY, 'emby', GRAY_MATTER, { kind: 'episode', title: 'Breaking Bad', season: 1, episode: 5 })];

const pairAt = (base: string, app: MediaBrowserApp): readonly [ServerTableRow, ServerTableRow] => [
  row(base, app, GRAY_MATTER, { kind: 'episode', title: 'Breaking Bad', season: 1, episode: 5 }),
  row(base, app, CRAZY_HANDFUL, { kind: 'episode', title: 'Breaking Bad', season: 1, episode: 6 }),
];

/**
 * Two episodes of one show, for the resolve bench (test/bench/resolve-lookups.ts): the second must
 * come from the per-show cache. Not table rows: each row costs CI seconds.
 */
export const EPISODE_PAIRS = {
  hostedEmby: pairAt(`${HOSTED_EMBY}/web/index.html`, 'emby'),
  jellyfin: pairAt(JELLYFIN, 'jellyfin'),
  emby: pairAt(EMBY, 'emby'),
} as const;
