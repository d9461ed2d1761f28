import { normalizeTitle } from '../text.ts';
import { itemOfEpisodeId } from './build.ts';
import { ANIME } from './seed-anime.ts';
import { MORE_ANIME } from './seed-anime-more.ts';
import { MOVIES } from './seed-movies.ts';
import { SHOWS } from './seed-tv.ts';
import { MORE_SHOWS } from './seed-tv-more.ts';
import { SITE_ITEMS } from './sites/index.ts';
import { type CatalogItem, type Episode, EXTERNAL_KEYS, type ExternalKey, type Kind } from './types.ts';

export const ALL_KINDS: readonly Kind[] = ['movie', 'tv', 'anime'];

export interface EpisodeHit {
  item: CatalogItem;
  episode: Episode;
}

/** Read-only catalog with every lookup the handlers need; seed order doubles as popularity. */
export class Catalog {
  readonly items: readonly CatalogItem[];

  constructor(items: readonly CatalogItem[] = [...MOVIES, ...SHOWS, ...MORE_SHOWS, ...ANIME, ...MORE_ANIME, ...SITE_ITEMS]) {
    this.items = items;
  }

  byId(svc: number, kinds: readonly Kind[] = ALL_KINDS): CatalogItem | undefined {
    return this.items.find((i) => i.svc === svc && kinds.includes(i.kind));
  }

  byExternal(key: ExternalKey, value: string, kinds: readonly Kind[] = ALL_KINDS): CatalogItem | undefined {
    const want = value.trim().toLowerCase();
    return this.items.find((i) => kinds.includes(i.kind) && i.ids[key]?.toLowerCase() === want);
  }

  /** Normalised exact title (or English/alternate title), optionally narrowed by year. */
  byTitle(title: string, year: number | undefined, kinds: readonly Kind[] = ALL_KINDS): CatalogItem | undefined {
    const want = normalizeTitle(title);
    if (!want) return undefined;
    return this.items.find((i) => kinds.includes(i.kind) && (year === undefined || i.year === year) && titlesOf(i).some((t) => normalizeTitle(t) === want));
  }

  /** Substring search; exact matches first, then prefixes, then the rest, each in seed order. */
  search(text: string, kind: Kind): CatalogItem[] {
    const want = normalizeTitle(text);
    if (!want) return [];
    const scored: { item: CatalogItem; score: number }[] = [];
    for (const item of this.items) {
      if (item.kind !== kind) continue;
      const names = titlesOf(item).map(normalizeTitle);
      if (names.some((n) => n === want)) scored.push({ item, score: 0 });
      else if (names.some((n) => n.startsWith(want))) scored.push({ item, score: 1 });
      else if (names.some((n) => n.includes(want))) scored.push({ item, score: 2 });
    }
    return scored.sort((a, b) => a.score - b.score).map((s) => s.item);
  }

  episodeById(svc: number): EpisodeHit | undefined {
    const item = this.byId(itemOfEpisodeId(svc), ['tv', 'anime']);
    const episode = item?.episodes.find((e) => e.svc === svc);
    return item && episode ? { item, episode } : undefined;
  }

  /**
   * Service numbering first; for anime, TV-database numbering is remapped (spec 1) through
   * `mapped_tvdb_seasons`, e.g. Attack on Titan S2E3 -> "Attack on Titan Season 2" episode 3.
   */
  findEpisode(item: CatalogItem, season: number | undefined, number: number): EpisodeHit | undefined {
    const s = season ?? 1;
    const own = item.episodes.find((e) => e.season === s && e.number === number);
    if (own) return { item, episode: own };
    if (item.kind !== 'anime') return undefined;
    const owners = [item, ...(item.mapped_tvdb_seasons ?? []).map((m) => this.byId(m.svc, ['anime']))];
    for (const owner of owners) {
      const ep = owner?.episodes.find((e) => e.tvdb_season === s && e.tvdb_number === number);
      if (owner && ep) return { item: owner, episode: ep };
    }
    return undefined;
  }
}

export function titlesOf(item: CatalogItem): string[] {
  return [item.title, ...(item.en_title ? [item.en_title] : []), ...(item.alternate_titles ?? [])];
}

export function isExternalKey(key: string): key is ExternalKey {
  return (EXTERNAL_KEYS as readonly string[]).includes(key);
}
