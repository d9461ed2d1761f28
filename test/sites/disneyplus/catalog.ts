import type { ExpectedItem } from '../expected-item';
import { SIT_THROUGH_PREROLL, type UserStep } from '../row-steps';
// What the Disney+ fixture plays, and what a correct detector reports for each play URL.
// Titles exist in the simulator's catalog, so detections resolve end to end. The player shows
// no year anywhere SITES.md knows of, so the table has none either.

export const DISNEY_ORIGIN = 'https://www.disneyplus.com';

export type DisneyLocale = 'en-us' | 'nl-nl';

export interface DisneyItem {
  /** The play uuid: the episode's or the movie's own. */
  id: string;
  kind: 'movie' | 'episode';
  /** `.title-field`: the show or the movie. */
  title: string;
  season?: number;
  episode?: number;
  episodeTitle?: string;
  /** The episode autoplay moves to. */
  next?: string;
  /** Seconds of ad at the head of the stream: same <video>, counted by the ad badge. */
  adSeconds: number;
  /**
   * Program seconds before the stream's first frame (a resumed episode): the <video>'s
   * currentTime is that far behind the real position, as CF measured (50.8 vs 146).
   */
  resumeAt: number;
  /** Where the title block lives: nested shadow roots (NPAS) or the light DOM (UTS). */
  layout: 'shadow' | 'light';
}

export type { ExpectedItem } from '../expected-item';

export interface DisneyRow {
  url: string;
  id: string;
  expected: ExpectedItem;
  /** Where an ad plays first: play, and sit through it at speed. */
  steps?: readonly UserStep[];
}

export const SIMPSONS_ENTITY = 'entity-cac75c8f-a9e2-4d95-ac73-1cf1cc7b9568';

const episode = (n: number, episodeTitle: string, extra: Partial<DisneyItem> = {}): DisneyItem => ({
  id: `a3c1e8d2-5b7f-4c19-9e0a-36e10000000${n}`,
  kind: 'episode',
  title: 'The Simpsons',
  season: 36,
  episode: n,
  episodeTitle,
  adSeconds: 0,
  resumeAt: 0,
  layout: 'shadow',
  ...extra,
});

// Episode 1 resumes 95 s in; episode 3 has the older light-DOM title block.
export const S36E1 = episode(1, "Bart's Birthday", { next: episode(2, '').id, resumeAt: 95 });
export const S36E2 = episode(2, 'The Yellow Lotus', { next: episode(3, '').id });
export const S36E3 = episode(3, 'Desperately Seeking Lisa', { layout: 'light' });

export const OPPENHEIMER: DisneyItem = {
  id: 'f0c2b5a4-8d3e-4e6f-b1a7-0a9e00002023',
  kind: 'movie',
  title: 'Oppenheimer',
  adSeconds: 15,
  resumeAt: 0,
  layout: 'shadow',
};

export const DISNEY_ITEMS: readonly DisneyItem[] = [S36E1, S36E2, S36E3, OPPENHEIMER];

export function disneyItem(id: string): DisneyItem | undefined {
  return DISNEY_ITEMS.find((item) => item.id === id);
}

export function playUrl(id: string, locale: DisneyLocale = 'en-us'): string {
  return `${DISNEY_ORIGIN}/${locale}/play/${id}`;
}

/** The line under the title, as each UI language writes it (SITES.md: "S1:E6 Title", "S1: afl. 6 Title"). */
export function subtitleLine(item: DisneyItem, locale: DisneyLocale): string | undefined {
  if (item.kind === 'movie') return undefined;
  const label = locale === 'nl-nl' ? `S${item.season}: afl. ${item.episode}` : `S${item.season}:E${item.episode}`;
  return `${label} ${item.episodeTitle}`;
}

function expectedOf(item: DisneyItem): ExpectedItem {
  return item.kind === 'movie'
    ? { kind: 'movie', title: item.title }
    : { kind: 'episode', title: item.title, season: item.season, episode: item.episode, episodeTitle: item.episodeTitle };
}

/** URL -> expected item. Episode 2 is also reached by autoplay from episode 1 (same table row). */
export const DISNEY_TABLE: readonly DisneyRow[] = (
  [
    [S36E1, 'en-us'],
    [S36E2, 'en-us'],
    [S36E3, 'nl-nl'],
    [OPPENHEIMER, 'en-us'],
  ] as const
).map(([item, locale]) => ({
  url: playUrl(item.id, locale),
  id: item.id,
  expected: expectedOf(item),
  ...(item.adSeconds > 0 ? { steps: SIT_THROUGH_PREROLL } : {}),
}));

export function disneyRow(id: string): DisneyRow {
  const row = DISNEY_TABLE.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`Disney+ fixture has no play id ${id}`);
  return row;
}
