import { describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '../config';
import { episodesUpTo, readEpisodeList, seasonToMark, type ListedEpisode } from './episode-list';

const ep = (season: number, number: number, aired = true, special = false): ListedEpisode => ({ season, number, special, aired, date: null });
const list = [ep(1, 1), ep(1, 2), ep(1, 3), ep(2, 1), ep(2, 2, false), ep(0, 1, true, true)];
const label = (episodes: ListedEpisode[]) => episodes.map((e) => `${e.season}x${e.number}`);

describe('episode lists (spec 4.1)', () => {
  it('reads seasons, aired flags and specials; an unknown id ([]) is an empty list', async () => {
    const rows = [
      { season: 1, number: 1, title: 'Pilot', type: 'episode', aired: true, date: '2016-07-15T03:00:00-05:00' },
      { season: 0, number: 1, type: 'special', aired: false, date: null },
    ];
    const fetch = (async (input: RequestInfo | URL) =>
      new Response(JSON.stringify(String(input).includes('/999') ? [] : rows), { status: 200 })) as typeof globalThis.fetch;
    const deps = { config: resolveConfig({}), fetch };
    expect(await readEpisodeList(deps, 'show', 20001)).toEqual([
      { season: 1, number: 1, title: 'Pilot', special: false, aired: true, date: '2016-07-15T03:00:00-05:00' },
      { season: 0, number: 1, special: true, aired: false, date: null },
    ]);
    expect(await readEpisodeList(deps, 'anime', 999)).toEqual([]);
  });

  it('one odd row is skipped and logged; the rest of the list reads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rows = [
      { season: 1, number: 1, aired: true },
      { season: 1, number: 'two', aired: true },
      { season: 1, number: 3, aired: false },
    ];
    const fetch = (async () => new Response(JSON.stringify(rows), { status: 200 })) as typeof globalThis.fetch;
    const episodes = await readEpisodeList({ config: resolveConfig({}), fetch }, 'show', 20001);
    expect(label(episodes)).toEqual(['1x1', '1x3']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('"up to here": aired regular episodes up to the chosen one, skipping those already watched', () => {
    const watched = new Set(['1x2']);
    const isWatched = (e: ListedEpisode) => watched.has(`${e.season}x${e.number}`);
    expect(label(episodesUpTo(list, { season: 2, number: 1 }, isWatched))).toEqual(['1x1', '1x3', '2x1']);
    expect(label(episodesUpTo(list, { season: 2, number: 2 }, isWatched))).toEqual(['1x1', '1x3', '2x1']);
    expect(label(episodesUpTo(list, { season: 0, number: 1 }, isWatched))).toEqual(['0x1']);
    expect(episodesUpTo(list, { season: 9, number: 9 }, isWatched)).toEqual([]);
  });

  it('"season watched": the aired, unwatched episodes of that season only', () => {
    expect(label(seasonToMark(list, 2, () => false))).toEqual(['2x1']);
    expect(label(seasonToMark(list, 1, (e) => e.number === 1))).toEqual(['1x2', '1x3']);
  });
});
