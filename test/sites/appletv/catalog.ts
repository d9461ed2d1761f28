import type { ExpectedItem } from '../expected-item';
// What the Apple TV+ fixture serves, and what a correct detector reports for each address. Pages
// and tests all read these records. Titles exist in the simulator's catalog: Breaking Bad (sold
// on tv.apple.com by the episode) and Dune: Part Two (2024). The storefront in the address sets
// the UI's language: /us/ English, /de/ German (as on the site), so every row is one address.

export type AppleLang = 'en' | 'de';
export const APPLE_HOST = 'tv.apple.com';
export const STOREFRONTS: Record<AppleLang, string> = { en: 'us', de: 'de' };

type Localized = Record<AppleLang, string>;

export interface AppleShow {
  id: string;
  slug: string;
  name: string;
}

export interface AppleItem {
  /** umc.cmc.* (umc.cse.* for a sporting event): the last path segment. */
  id: string;
  /** What the address calls it, and so which page it is. */
  kind: 'episode' | 'movie' | 'clip' | 'sporting-event';
  slug: Localized;
  /** apple:title: the episode's, film's, trailer's or match's own name. */
  title: Localized;
  show?: AppleShow;
  season?: number;
  episode?: number;
  /** Film release (og:video:release_date); episode air date. */
  released?: string;
  /** A film's genre line under its title in the player. */
  genre?: Localized;
  /** Next-episode autoplay moves here at the end. */
  next?: string;
}

export const BREAKING_BAD: AppleShow = { id: 'umc.cmc.na7ckpbdjxphv3wrzqwonwuot', slug: 'breaking-bad', name: 'Breaking Bad' };

const episode = (n: number, id: string, en: string, de: string, slug: Localized, released: string, next?: string): AppleItem => ({
  id,
  kind: 'episode',
  slug,
  title: { en, de },
  show: BREAKING_BAD,
  season: 1,
  episode: n,
  released,
  ...(next ? { next } : {}),
});

export const BB_S1: readonly AppleItem[] = [
  episode(
    1,
    'umc.cmc.60o305f3x2u2ze5bmi8lbs75j',
    'Pilot',
    'Der Einstieg',
    { en: 'pilot', de: 'der-einstieg' },
    '2008-01-20',
    'umc.cmc.ghzde39sz6ol86wfpttkuy4v2',
  ),
  episode(
    2,
    'umc.cmc.ghzde39sz6ol86wfpttkuy4v2',
    "Cat's in the Bag...",
    'Die Katze ist im Sack',
    { en: 'cats-in-the-bag', de: 'die-katze-ist-im-sack' },
    '2008-01-27',
    'umc.cmc.er4jh5yyaqfsec2dqk545c6d4',
  ),
  episode(
    3,
    'umc.cmc.er4jh5yyaqfsec2dqk545c6d4',
    "...And the Bag's in the River",
    '… und der Sack ist im Fluss',
    { en: 'and-the-bags-in-the-river', de: 'und-der-sack-ist-im-fluss' },
    '2008-02-10',
    'umc.cmc.f3o2qfadvy1wdt2t9b1yawy7a',
  ),
  episode(4, 'umc.cmc.f3o2qfadvy1wdt2t9b1yawy7a', 'Cancer Man', 'Der Krebsmann', { en: 'cancer-man', de: 'der-krebsmann' }, '2008-02-17'),
];

export const DUNE_PART_TWO: AppleItem = {
  id: 'umc.cmc.jqp56vupu5uawovdl6gzvivgu',
  kind: 'movie',
  slug: { en: 'dune-part-two', de: 'dune-teil-zwei' },
  title: { en: 'Dune: Part Two', de: 'Dune: Part Two' },
  released: '2024-03-01',
  genre: { en: 'Science Fiction · 2024', de: 'Science-Fiction · 2024' },
};

/** The film's trailer on its own /clip/ page: the long-form player, unmuted, and no program. */
export const DUNE_TRAILER: AppleItem = {
  id: 'umc.cmc.v394hzagj3km89uxzo97h73kv',
  kind: 'clip',
  slug: { en: 'official-trailer', de: 'offizieller-trailer' },
  title: { en: 'Official Trailer', de: 'Offizieller Trailer' },
  released: '2023-12-13',
};

/** A live match (Apple's MLS coverage): live, so never a film. */
export const LIVE_MATCH: AppleItem = {
  id: 'umc.cse.30brvirwld3ngeqne28koukdx',
  kind: 'sporting-event',
  slug: { en: 'la-galaxy-at-seattle-sounders', de: 'la-galaxy-at-seattle-sounders' },
  title: { en: 'LA Galaxy at Seattle Sounders', de: 'LA Galaxy at Seattle Sounders' },
};

export const APPLE_ITEMS: readonly AppleItem[] = [...BB_S1, DUNE_PART_TWO, DUNE_TRAILER, LIVE_MATCH];

export function itemById(id: string): AppleItem | undefined {
  return APPLE_ITEMS.find((item) => item.id === id);
}

/** The path the site links an item under (episodes carry their show's id, as Apple's links do). */
export function itemPath(item: AppleItem, lang: AppleLang = 'en'): string {
  const path = `/${STOREFRONTS[lang]}/${item.kind}/${item.slug[lang]}/${item.id}`;
  if (item.show) return `${path}?showId=${item.show.id}`;
  return item.kind === 'clip' ? `${path}?targetId=${DUNE_PART_TWO.id}&targetType=Movie` : path;
}

export function itemUrl(item: AppleItem, lang: AppleLang = 'en'): string {
  return `https://${APPLE_HOST}${itemPath(item, lang)}`;
}

export function showPath(show: AppleShow, lang: AppleLang = 'en'): string {
  return `/${STOREFRONTS[lang]}/show/${show.slug}/${show.id}`;
}

/** The player's subtitle line for an episode: "S1, E3 · Title" (German UI: "Staffel 1, Folge 3 · Titel"). */
export function episodeLine(item: AppleItem, lang: AppleLang): string {
  const marker = lang === 'de' ? `Staffel ${item.season}, Folge ${item.episode}` : `S${item.season}, E${item.episode}`;
  return `${marker} · ${item.title[lang]}`;
}

export type { ExpectedItem } from '../expected-item';

export interface AppleTableRow {
  url: string;
  lang: AppleLang;
  item: AppleItem;
  /** null: the extension must report nothing. */
  expected: ExpectedItem | null;
}

function expectedOf(item: AppleItem, lang: AppleLang): ExpectedItem | null {
  if (item.kind === 'movie') return { kind: 'movie', title: item.title[lang], year: Number(item.released!.slice(0, 4)) };
  if (item.kind !== 'episode') return null;
  return { kind: 'episode', title: item.show!.name, season: item.season!, episode: item.episode!, episodeTitle: item.title[lang] };
}

const row = (item: AppleItem, lang: AppleLang = 'en'): AppleTableRow => ({ url: itemUrl(item, lang), lang, item, expected: expectedOf(item, lang) });

/** URL -> expected item: two English episodes, one in the German UI, a film, a trailer and a live match. */
export const APPLE_TABLE: readonly AppleTableRow[] = [
  row(BB_S1[0]!),
  row(BB_S1[1]!),
  row(BB_S1[2]!, 'de'),
  row(DUNE_PART_TWO),
  row(DUNE_TRAILER),
  row(LIVE_MATCH),
];
