import { describe, expect, it } from 'vitest';
import { parseNetflixTitle } from './netflix-title';
import { resolutionsOf, subjectsOf, type SubjectAnswer } from './resolutions';
import type { Viewing } from './viewing';

const viewing = (rawTitle: string, episode?: number): Viewing => {
  const title = parseNetflixTitle(rawTitle);
  return { title: episode !== undefined && title.kind === 'episode' ? { ...title, episode } : title, rawTitle, watchedAt: 0, exactTime: false };
};
const ep = (season: number, number: number, title: string) => ({ season, number, title, special: false, aired: true, date: null });
const show = { kind: 'show' as const, svcId: 7, title: 'Example Show' };
const film = { kind: 'movie' as const, svcId: 9, title: 'Example Film: The Sequel' };

describe('subjectsOf', () => {
  it('asks once per title, both ways for a title that may be a movie or an episode', () => {
    const viewings = [viewing('Example Show: Season 2: The Return'), viewing('Example Show: Season 2: Homecoming'), viewing('Example Film: The Sequel')];
    expect(subjectsOf(viewings)).toEqual([
      { key: 'show:example show', kind: 'show', title: 'Example Show', season: 2 },
      { key: 'movie:example film: the sequel', kind: 'movie', title: 'Example Film: The Sequel' },
      { key: 'show:example film', kind: 'show', title: 'Example Film' },
    ]);
  });
});

describe('resolutionsOf', () => {
  const answers = new Map<string, SubjectAnswer>([
    ['show:example show', { key: 'show:example show', item: show, episodes: [ep(2, 1, 'The Return'), ep(2, 2, 'Homecoming')] }],
    ['movie:example film: the sequel', { key: 'movie:example film: the sequel', item: film }],
    ['show:example film', { key: 'show:example film' }],
  ]);

  it('numbers episodes from the list and keeps a movie reading of "A: B" unsure', () => {
    const resolutions = resolutionsOf([viewing('Example Show: Season 2: Homecoming'), viewing('Example Film: The Sequel'), viewing('Nobody Knows')], answers);
    expect(resolutions).toEqual([
      { status: 'resolved', target: { item: show, episode: { season: 2, number: 2 } }, confidence: 'sure' },
      { status: 'resolved', target: { item: film }, confidence: 'unsure' },
      { status: 'unresolved' },
    ]);
  });

  it("takes the full export's episode number when the list has it, and leaves unknown titles unresolved", () => {
    expect(resolutionsOf([viewing('Example Show: Season 2: Anything (Episode 1)', 1)], answers)[0]).toEqual({
      status: 'resolved',
      target: { item: show, episode: { season: 2, number: 1 } },
      confidence: 'sure',
    });
    expect(resolutionsOf([viewing('Example Show: Season 2: Die Rückkehr')], answers)[0]).toEqual({ status: 'unresolved' });
  });
});

describe('resolutionWithPick', () => {
  it("makes a picked movie sure and numbers a picked show's episode from its list", async () => {
    const { resolutionWithPick } = await import('./resolutions');
    expect(resolutionWithPick(viewing('Nobody Knows'), film, undefined)).toEqual({ status: 'resolved', target: { item: film }, confidence: 'sure' });
    expect(resolutionWithPick(viewing('Beispielserie: Staffel 2: Homecoming'), show, [ep(2, 2, 'Homecoming')])).toEqual({
      status: 'resolved',
      target: { item: show, episode: { season: 2, number: 2 } },
      confidence: 'sure',
    });
    expect(resolutionWithPick(viewing('Beispielserie: Staffel 2: Heimkehr'), show, [ep(2, 2, 'Homecoming')])).toEqual({ status: 'unresolved' });
  });
});

describe('viewings read from a site, with its own ids and numbers', () => {
  const guess = { site: 'crunchyroll', siteItemId: 'GX1', siteShowId: 'GY1', kind: 'episode' as const, title: 'Example Anime', season: 2, episode: 5 };
  const anime = { kind: 'anime' as const, svcId: 31, title: 'Example Anime Season 2' };
  const read: Viewing = {
    title: { kind: 'episode', show: 'Example Anime', season: 2, seasonLabel: '', episodeTitle: 'Five', episode: 5 },
    rawTitle: 'Example Anime: Five',
    watchedAt: 0,
    exactTime: true,
    guess,
  };

  it('asks once per thing played, carrying the guess', () => {
    expect(subjectsOf([read, read])).toEqual([{ key: 'crunchyroll:item:GX1', kind: 'show', title: 'Example Anime', guess }]);
  });

  it('takes the item and episode the resolver named (the anime mapping included), and nothing without an episode', () => {
    const answered = new Map<string, SubjectAnswer>([['crunchyroll:item:GX1', { key: 'crunchyroll:item:GX1', item: anime, episode: { number: 5 } }]]);
    expect(resolutionsOf([read], answered)).toEqual([{ status: 'resolved', target: { item: anime, episode: { number: 5 } }, confidence: 'sure' }]);
    const noEpisode = new Map<string, SubjectAnswer>([['crunchyroll:item:GX1', { key: 'crunchyroll:item:GX1', item: anime }]]);
    expect(resolutionsOf([read], noEpisode)).toEqual([{ status: 'unresolved' }]);
    expect(resolutionsOf([read], new Map())).toEqual([{ status: 'unresolved' }]);
  });
});
