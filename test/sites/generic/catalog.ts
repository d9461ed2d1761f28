import type { ExpectedItem } from '../expected-item';
// What the generic fixture serves and what a correct generic detector makes of each page: the
// pages, the unit table test and the e2e all read GENERIC_PAGES, so they cannot disagree. The
// markup imitates what SITES.md ("Generic detection") says real sites put in their pages; the
// titles exist in the simulator's catalog so resolution works end to end.
import type { GenericCandidate } from '../../../lib/messages/generic';

/** Made-up https hosts: the extension has no adapter for them, as for any site it does not know. */
export const GENERIC_ORIGIN = 'https://www.streamhall.test';
/** A second site the user never switches on: nothing may ever be injected or reported there. */
export const OTHER_ORIGIN = 'https://www.filmcellar.test';
export const GENERIC_ORIGINS = [GENERIC_ORIGIN, OTHER_ORIGIN] as const;

export type { ExpectedItem } from '../expected-item';

export interface GenericPageSpec {
  path: string;
  /** What the page imitates, for test names. */
  imitates: string;
  /** schema.org blocks in <head>. */
  jsonLd?: unknown[];
  /** <meta property=...> tags. */
  og?: Record<string, string>;
  documentTitle: string;
  heading: string;
  /** A real player the user starts (not autoplaying, not muted). */
  player: boolean;
  /** The player is a web component whose <video> sits in its open shadow root (Mux, Media Chrome). */
  playerInShadowRoot?: boolean;
  /** A hero trailer that autoplays muted and loops, as detail pages do. */
  trailer?: boolean;
  /** A link the page follows in-page (History API) to another title, leaving <head> as it was. */
  spaLink?: { path: string; heading: string };
  /** What the detector must report on this page (null: nothing, it must ask the user). */
  expected: ExpectedItem | null;
  /** For pages it cannot name: the best reading it offers the user. */
  candidate?: GenericCandidate;
  /** The player plays this file (its address ends in the name) instead of an anonymous stream. */
  mediaFile?: string;
}

const ld = (value: Record<string, unknown>) => ({ '@context': 'https://schema.org', ...value });

export const GENERIC_PAGES: readonly GenericPageSpec[] = [
  {
    path: '/us/movie/the-matrix/umc.cmc.1x2b3c4d5e6f',
    imitates: 'Apple TV+ movie (JSON-LD Movie, og:title, og:video:release_date)',
    jsonLd: [
      ld({
        '@type': 'Movie',
        name: 'The Matrix',
        datePublished: '1999-03-31',
        url: `${GENERIC_ORIGIN}/us/movie/the-matrix/umc.cmc.1x2b3c4d5e6f`,
        sameAs: 'https://www.imdb.com/title/tt0133093/',
      }),
    ],
    og: { 'og:title': 'The Matrix', 'og:type': 'video.movie', 'og:video:release_date': '1999-03-31', 'og:site_name': 'Streamhall' },
    documentTitle: 'The Matrix - Streamhall',
    heading: 'The Matrix',
    player: true,
    expected: { kind: 'movie', title: 'The Matrix', year: 1999 },
  },
  {
    path: '/us/episode/the-crown-hyde-park-corner/umc.cmc.7h8j9k0l1m',
    imitates: 'Apple TV+ episode (JSON-LD TVEpisode with season and number)',
    jsonLd: [
      ld({
        '@type': 'TVEpisode',
        '@id': `${GENERIC_ORIGIN}/us/episode/the-crown-hyde-park-corner/umc.cmc.7h8j9k0l1m`,
        name: 'Windsor',
        episodeNumber: 2,
        partOfSeason: { '@type': 'TVSeason', seasonNumber: 1 },
        partOfSeries: { '@type': 'TVSeries', name: 'The Crown', startDate: '2016-11-04' },
      }),
    ],
    og: { 'og:title': 'Windsor', 'og:type': 'video.episode' },
    documentTitle: 'The Crown: Windsor - Streamhall',
    heading: 'The Crown',
    player: true,
    expected: { kind: 'episode', title: 'The Crown', year: 2016, season: 1, episode: 2 },
  },
  {
    path: '/shows/video/Zp3QbX9yTq1Vw2/',
    imitates: 'Paramount+ episode object (partOfSeries, partOfSeason, episodeNumber as strings), in @graph',
    jsonLd: [
      ld({
        '@graph': [
          { '@type': 'WebPage', name: 'Breaking Bad - Gray Matter' },
          {
            '@type': 'Episode',
            name: 'Gray Matter',
            episodeNumber: '5',
            partOfSeason: { '@type': 'CreativeWorkSeason', seasonNumber: '1' },
            partOfSeries: { '@type': 'CreativeWorkSeries', name: 'Breaking Bad' },
            url: '/shows/video/Zp3QbX9yTq1Vw2/',
          },
        ],
      }),
    ],
    documentTitle: 'Watch Breaking Bad Season 1 Episode 5: Gray Matter - Full show on Streamhall',
    heading: 'Breaking Bad',
    player: true,
    expected: { kind: 'episode', title: 'Breaking Bad', season: 1, episode: 5 },
  },
  {
    path: '/movies/554712/inception',
    imitates: 'Tubi movie (og:title and og:type only)',
    og: { 'og:title': 'Inception | Streamhall', 'og:type': 'video.movie', 'og:site_name': 'Streamhall', 'og:url': `${GENERIC_ORIGIN}/movies/554712/inception` },
    documentTitle: 'Watch Inception - Free Movies | Streamhall',
    heading: 'Inception',
    player: true,
    expected: { kind: 'movie', title: 'Inception' },
  },
  {
    path: '/film/interstellar-2014',
    imitates: 'web-component player (<media-player>, its <video> in an open shadow root) on a JSON-LD Movie page',
    jsonLd: [ld({ '@type': 'Movie', name: 'Interstellar', datePublished: '2014-11-07', url: `${GENERIC_ORIGIN}/film/interstellar-2014` })],
    documentTitle: 'Interstellar | Streamhall',
    heading: 'Interstellar',
    player: true,
    playerInShadowRoot: true,
    expected: { kind: 'movie', title: 'Interstellar', year: 2014 },
  },
  {
    path: '/season/dark-season-1',
    imitates: 'HIDIVE season page (og:title "Show - Season N", no episode number anywhere)',
    og: { 'og:title': 'Dark - Season 1', 'og:type': 'video.tv_show', 'og:site_name': 'Streamhall' },
    documentTitle: 'Dark - Season 1 | Streamhall',
    heading: 'Dark',
    player: true,
    expected: null,
    candidate: { kind: 'episode', title: 'Dark', season: 1 },
  },
  {
    path: '/files/tv/Breaking%20Bad/Season%201/',
    imitates: 'An open directory or a media server without metadata: only the file name says what plays',
    documentTitle: 'Index of /files/tv/Breaking Bad/Season 1',
    heading: 'Index of /files/tv/Breaking Bad/Season 1',
    player: true,
    mediaFile: 'Breaking.Bad.S01E05.720p.WEB.mp4',
    expected: null,
    candidate: { title: 'Index of /files/tv/Breaking Bad/Season 1', fileName: 'Breaking.Bad.S01E05.720p.WEB.mp4' },
  },
  {
    path: '/watch/vid-Kx81Qm2',
    imitates: 'YouTube-like upload (VideoObject, no TV semantics)',
    jsonLd: [ld({ '@type': 'VideoObject', name: 'Three days on the Faroe Islands', uploadDate: '2025-08-14', duration: 'PT5M' })],
    og: { 'og:title': 'Three days on the Faroe Islands', 'og:type': 'video.other' },
    documentTitle: 'Three days on the Faroe Islands - Streamhall',
    heading: 'Three days on the Faroe Islands',
    player: true,
    expected: null,
    candidate: { title: 'Three days on the Faroe Islands', year: 2025 },
  },
  {
    path: '/us/movie/dune-part-two/umc.cmc.2q3w4e5r6t',
    imitates: 'Detail page whose hero trailer autoplays muted and loops (JSON-LD names the film)',
    jsonLd: [ld({ '@type': 'Movie', name: 'Dune: Part Two', datePublished: '2024-03-01', url: `${GENERIC_ORIGIN}/us/movie/dune-part-two/umc.cmc.2q3w4e5r6t` })],
    documentTitle: 'Dune: Part Two - Streamhall',
    heading: 'Dune: Part Two',
    player: false,
    trailer: true,
    expected: { kind: 'movie', title: 'Dune: Part Two', year: 2024 },
  },
  {
    path: '/us/movie/pulp-fiction/umc.cmc.9z8x7c6v5b',
    imitates: 'Single-page app: JSON-LD for the page first loaded, then an in-page move to another film',
    jsonLd: [ld({ '@type': 'Movie', name: 'Pulp Fiction', datePublished: '1994-10-14' })],
    og: { 'og:site_name': 'Streamhall' },
    documentTitle: 'Pulp Fiction - Streamhall',
    heading: 'Pulp Fiction',
    player: true,
    spaLink: { path: '/us/movie/fight-club/umc.cmc.5b6n7m8a9s', heading: 'Fight Club' },
    expected: { kind: 'movie', title: 'Pulp Fiction', year: 1994 },
  },
];

export function pageAt(path: string): GenericPageSpec | undefined {
  return GENERIC_PAGES.find((page) => page.path === path);
}

export interface GenericTableRow {
  /** The address in the tab when the video plays. */
  url: string;
  /** The address the document was loaded for (differs after an in-page move). */
  loadedUrl: string;
  page: GenericPageSpec;
  expected: ExpectedItem | null;
  candidate?: GenericCandidate;
}

/** URL -> expected item, one row per page, plus the in-page move where <head> went stale. */
export const GENERIC_TABLE: readonly GenericTableRow[] = GENERIC_PAGES.flatMap((page) => {
  const url = `${GENERIC_ORIGIN}${page.path}`;
  const rows: GenericTableRow[] = [{ url, loadedUrl: url, page, expected: page.expected, ...(page.candidate ? { candidate: page.candidate } : {}) }];
  if (page.spaLink) {
    // The head still says Pulp Fiction: believing it would scrobble the wrong film. The app did
    // retitle the document, which is all the user is offered.
    rows.push({ url: `${GENERIC_ORIGIN}${page.spaLink.path}`, loadedUrl: url, page, expected: null, candidate: { title: page.spaLink.heading } });
  }
  return rows;
});

const rowWith = (test: (row: GenericTableRow) => boolean): GenericTableRow => {
  const row = GENERIC_TABLE.find(test);
  if (!row) throw new Error('the generic table lost a row the e2e tests name');
  return row;
};

/** The table rows the e2e tests name, each a kind of page the detector must handle. */
export const GENERIC_ROWS = {
  MATRIX: rowWith((row) => row.expected?.title === 'The Matrix'),
  CROWN: rowWith((row) => row.expected?.title === 'The Crown'),
  BREAKING_BAD: rowWith((row) => row.expected?.title === 'Breaking Bad'),
  INCEPTION: rowWith((row) => row.expected?.title === 'Inception'),
  WEB_COMPONENT_PLAYER: rowWith((row) => !!row.page.playerInShadowRoot),
  DUNE_TRAILER: rowWith((row) => !!row.page.trailer),
  DARK_SEASON: rowWith((row) => row.candidate?.title === 'Dark'),
  PULP_FICTION: rowWith((row) => row.expected?.title === 'Pulp Fiction'),
  FILE_ONLY: rowWith((row) => row.candidate?.fileName !== undefined),
};
