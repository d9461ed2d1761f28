import type { CatalogItem, Episode } from './types.ts';

/** Seed helpers: seasons are written as title lists plus a first air time and a cadence. */

export interface SeasonSpec {
  season: number;
  /** First air time with offset, e.g. '2016-07-15T03:00:00-05:00'. */
  first: string;
  /** 0 for a streaming drop (all on one day), 7 for weekly. */
  everyDays: number;
  titles: string[];
  type?: Episode['type'];
  /** Number of the first title when a season is split into volumes; default 1. */
  firstNumber?: number;
  /** Anime: the TV-database season these episodes come from (numbering 1..n). */
  tvdbSeason?: number;
}

export function shiftDays(iso: string, days: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(T.*)$/.exec(iso);
  if (!m) throw new Error(`bad seed date ${iso}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return d.toISOString().slice(0, 10) + (m[4] as string);
}

export function episodes(svc: number, seasons: SeasonSpec[]): Episode[] {
  const out: Episode[] = [];
  for (const s of seasons) {
    s.titles.forEach((title, i) => {
      const number = (s.firstNumber ?? 1) + i;
      const ep: Episode = {
        svc: svc * 1000 + out.length + 1,
        season: s.season,
        number,
        title,
        date: shiftDays(s.first, i * s.everyDays),
        type: s.type ?? 'episode',
      };
      if (s.tvdbSeason !== undefined) {
        ep.tvdb_season = s.tvdbSeason;
        ep.tvdb_number = number;
      }
      out.push(ep);
    });
  }
  return out;
}

export type ItemSeed = Omit<CatalogItem, 'poster' | 'fanart' | 'episodes'> & { seasons?: SeasonSpec[] };

export function item(seed: ItemSeed): CatalogItem {
  const { seasons, ...rest } = seed;
  return {
    ...rest,
    poster: `${seed.svc}-${seed.slug}`,
    fanart: `${seed.svc}-${seed.slug}-fanart`,
    episodes: seasons ? episodes(seed.svc, seasons) : [],
  };
}
