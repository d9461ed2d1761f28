import type { ExpectedItem } from '../expected-item';
import type { UserStep } from '../row-steps';
// What the Prime Video fixture plays, and what a correct detector reports. The URL is a detail
// page and does not name the episode: the same URL plays one episode after another, each in a
// new player container, so a table row is a URL plus which player of that visit it is.
// Titles exist in the simulator's catalog. The player shows no year (SITES.md), so rows have none.

export type PrimeLang = 'en' | 'de';

export interface PrimeItem {
  key: string;
  kind: 'movie' | 'episode';
  /** `.atvwebplayersdk-title-text`, as shown (German stores append the audio version). */
  shownTitle: string;
  /** `.atvwebplayersdk-subtitle-text`: empty for movies. */
  subtitle: string;
  /** Ad breaks spliced into the stream, [start, length] in stream seconds. */
  ads: ReadonlyArray<readonly [number, number]>;
  /** The episode the next-up card starts, in a new player container. */
  next?: string;
  nextCard?: string;
  expected: ExpectedItem;
}

export type { ExpectedItem } from '../expected-item';

export interface PrimeDetailPage {
  origin: string;
  /** Path as linked from the site, tracking tail included. */
  path: string;
  detailId: string;
  lang: PrimeLang;
  documentTitle: string;
  heading: string;
  /** The detail page's big play button; for series it names an episode ("Resume S3 E7"). */
  playLabel: string;
  /** What that button plays. */
  first: string;
}

export interface PrimeRow {
  url: string;
  /** 1: the player the play button opens; 2: the one the next-up card creates. */
  player: 1 | 2;
  detailId: string;
  expected: ExpectedItem;
  /** The detail page plays nothing by itself: its play button opens the player. */
  steps: readonly UserStep[];
}

export const PRIME_ITEMS: Record<string, PrimeItem> = {
  eeaao: {
    key: 'eeaao',
    kind: 'movie',
    shownTitle: 'Everything Everywhere All at Once',
    subtitle: '',
    ads: [[100, 40]],
    expected: { kind: 'movie', title: 'Everything Everywhere All at Once' },
  },
  bbS1E4: {
    key: 'bbS1E4',
    kind: 'episode',
    shownTitle: 'Breaking Bad',
    subtitle: 'Season 1, Ep. 4 Cancer Man',
    ads: [[0, 30]],
    next: 'bbS1E5',
    nextCard: 'S1 E5 Gray Matter',
    expected: { kind: 'episode', title: 'Breaking Bad', season: 1, episode: 4, episodeTitle: 'Cancer Man' },
  },
  bbS1E5: {
    key: 'bbS1E5',
    kind: 'episode',
    shownTitle: 'Breaking Bad',
    subtitle: 'Season 1, Ep. 5 Gray Matter',
    ads: [],
    expected: { kind: 'episode', title: 'Breaking Bad', season: 1, episode: 5, episodeTitle: 'Gray Matter' },
  },
  bbS1E6de: {
    key: 'bbS1E6de',
    kind: 'episode',
    shownTitle: 'Breaking Bad [dt./OV]',
    subtitle: "Staffel 1, Folge 6 Crazy Handful of Nothin'",
    ads: [],
    expected: { kind: 'episode', title: 'Breaking Bad', season: 1, episode: 6, episodeTitle: "Crazy Handful of Nothin'" },
  },
};

export const EEAAO_PAGE: PrimeDetailPage = {
  origin: 'https://www.primevideo.com',
  path: '/detail/0QF1XTUREEEAAO2022M0V1E01A/ref=atv_sr_def_c_unkc_1_1_1',
  detailId: '0QF1XTUREEEAAO2022M0V1E01A',
  lang: 'en',
  documentTitle: 'Prime Video: Everything Everywhere All at Once',
  heading: 'Everything Everywhere All at Once',
  playLabel: 'Play',
  first: 'eeaao',
};

export const BREAKING_BAD_S1_PAGE: PrimeDetailPage = {
  origin: 'https://www.primevideo.com',
  path: '/detail/Breaking-Bad-Season-1/0QF1XTUREBRBAD2008SEAS0N1A/ref=atv_dp_season_select_s1',
  detailId: '0QF1XTUREBRBAD2008SEAS0N1A',
  lang: 'en',
  documentTitle: 'Prime Video: Breaking Bad - Season 1',
  heading: 'Breaking Bad',
  playLabel: 'Resume S1 E4',
  first: 'bbS1E4',
};

export const BREAKING_BAD_DE_PAGE: PrimeDetailPage = {
  origin: 'https://www.amazon.de',
  path: '/gp/video/detail/B0F1XTURE6/ref=atv_dp',
  detailId: 'B0F1XTURE6',
  lang: 'de',
  documentTitle: 'Amazon.de: Breaking Bad - Staffel 1 ansehen | Prime Video',
  heading: 'Breaking Bad [dt./OV]',
  playLabel: 'Weiterschauen S1 F6',
  first: 'bbS1E6de',
};

export const PRIME_PAGES: readonly PrimeDetailPage[] = [EEAAO_PAGE, BREAKING_BAD_S1_PAGE, BREAKING_BAD_DE_PAGE];

export const detailUrl = (page: PrimeDetailPage): string => `${page.origin}${page.path}`;

/** The items one visit of a detail page plays, in order: the first, then each next-up card's. */
export function chainOf(page: PrimeDetailPage): PrimeItem[] {
  const chain: PrimeItem[] = [];
  for (let key: string | undefined = page.first; key; key = PRIME_ITEMS[key]?.next) chain.push(PRIME_ITEMS[key]!);
  return chain;
}

const PLAY_BUTTON: UserStep = { do: 'click', selector: '[data-testid="dp-atf-play-button"]' };
/** The open player's stream (the hero trailer beside it is as large while the player lays out). */
const OPEN_VIDEO = 'div[id^="dv-web-player"].dv-player-fullscreen video';

/**
 * What a user does for each player of a visit: the play button; a pre-roll sat through at speed;
 * for the second player, the first episode's last minutes at speed until the next-up card shows
 * (at 90 % of the feature), and the card.
 */
function stepsFor(first: PrimeItem, player: 1 | 2): readonly UserStep[] {
  if (player === 2)
    return [
      PLAY_BUTTON,
      { do: 'seek', seconds: 240, video: OPEN_VIDEO },
      { do: 'speed', rate: 8, video: OPEN_VIDEO },
      { do: 'click', selector: '.atvwebplayersdk-nextupcard-button' },
    ];
  return first.ads.some(([start]) => start === 0) ? [PLAY_BUTTON, { do: 'speed', rate: 8, video: OPEN_VIDEO }] : [PLAY_BUTTON];
}

export const PRIME_TABLE: readonly PrimeRow[] = PRIME_PAGES.flatMap((page) => {
  const chain = chainOf(page);
  return chain.slice(0, 2).map((item, index): PrimeRow => {
    const player = index === 0 ? 1 : 2;
    return { url: detailUrl(page), player, detailId: page.detailId, expected: item.expected, steps: stepsFor(chain[0]!, player) };
  });
});

/** Seconds of feature in the stream: the clip less its ad breaks. */
export function featureSeconds(item: PrimeItem, clipSeconds: number): number {
  return clipSeconds - item.ads.reduce((total, [, length]) => total + length, 0);
}
