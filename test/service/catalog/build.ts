import type { CatalogItem, Episode } from './types.ts';

/** Seed helpers: seasons are written as title lists plus a first air time and a cadence. */

export interface SeasonSpec {
  season: number;
  /** First air time with offset, e.g. '2016-07-15T03:00:00-05:00'. */
  first: string;
  /** 0 for a streaming drop (all on one day), 7 for weekly, 1 for daily; 'weekdays' skips Sat/Sun. */
  everyDays: number | 'weekdays';
  titles: string[];
  type?: Episode['type'];
  /** Number of the first title when a season is split into volumes (or numbered absolutely); default 1. */
  firstNumber?: number;
  /** Anime: the TV-database season these episodes come from (numbering 1..n in that season). */
  tvdbSeason?: number;
  /** The air time is unknown (only the day): episodes get `date: null` and `day`. */
  timeUnknown?: boolean;
}

export function shiftDays(iso: string, days: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(T.*)$/.exec(iso);
  if (!m) throw new Error(`bad seed date ${iso}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return d.toISOString().slice(0, 10) + (m[4] as string);
}

/** `count` generic titles, for long-running shows whose episode titles nobody reads. */
export function numbered(count: number, from = 1, label = 'Episode'): string[] {
  return Array.from({ length: count }, (_, i) => `${label} ${from + i}`);
}

/**
 * Episode service ids: `<item svc> * 1000 + ordinal` (e.g. 20001001); ordinals of 1000 and more
 * (One Piece) move to a separate range so they never collide with the next item's ids.
 */
export const LONG_EPISODE_BASE = 100_000_000_000;
export function episodeId(svc: number, ordinal: number): number {
  return ordinal < 1000 ? svc * 1000 + ordinal : LONG_EPISODE_BASE + svc * 100_000 + ordinal;
}
export function itemOfEpisodeId(id: number): number {
  return id >= LONG_EPISODE_BASE ? Math.floor((id - LONG_EPISODE_BASE) / 100_000) : Math.floor(id / 1000);
}

function dayOffsets(s: SeasonSpec): number[] {
  if (s.everyDays !== 'weekdays') return s.titles.map((_, i) => i * (s.everyDays as number));
  const weekday = new Date(`${s.first.slice(0, 10)}T12:00:00Z`).getUTCDay();
  const out: number[] = [];
  for (let d = 0; out.length < s.titles.length; d++) if ((weekday + d) % 7 !== 0 && (weekday + d) % 7 !== 6) out.push(d);
  return out;
}

export function episodes(svc: number, seasons: SeasonSpec[]): Episode[] {
  const out: Episode[] = [];
  for (const s of seasons) {
    const offsets = dayOffsets(s);
    s.titles.forEach((title, i) => {
      const number = (s.firstNumber ?? 1) + i;
      const at = shiftDays(s.first, offsets[i] ?? 0);
      const ep: Episode = {
        svc: episodeId(svc, out.length + 1),
        season: s.season,
        number,
        title,
        date: s.timeUnknown ? null : at,
        type: s.type ?? 'episode',
        ...(s.timeUnknown ? { day: at.slice(0, 10) } : {}),
      };
      if (s.tvdbSeason !== undefined) {
        ep.tvdb_season = s.tvdbSeason;
        ep.tvdb_number = i + 1;
      }
      out.push(ep);
    });
  }
  return out;
}

/**
 * Absolute-numbered anime (spec 1): one service season numbered 1..n, split into TV-database
 * seasons of the given sizes (numbering restarts at 1 in each).
 */
export function absolute(svc: number, first: string, everyDays: number, tvdbSizes: number[]): Episode[] {
  const total = tvdbSizes.reduce((a, b) => a + b, 0);
  const eps = episodes(svc, [{ season: 1, first, everyDays, titles: numbered(total) }]);
  let i = 0;
  tvdbSizes.forEach((size, s) => {
    for (let n = 1; n <= size; n++, i++) {
      const ep = eps[i] as Episode;
      ep.tvdb_season = s + 1;
      ep.tvdb_number = n;
    }
  });
  return eps;
}

export type ItemSeed = Omit<CatalogItem, 'poster' | 'fanart' | 'episodes'> & { seasons?: SeasonSpec[]; episodeList?: Episode[] };

export function item(seed: ItemSeed): CatalogItem {
  const { seasons, episodeList, ...rest } = seed;
  return {
    ...rest,
    poster: seed.noPoster ? 'placeholder' : `${seed.svc}-${seed.slug}`,
    fanart: `${seed.svc}-${seed.slug}-fanart`,
    episodes: episodeList ?? (seasons ? episodes(seed.svc, seasons) : []),
  };
}
