import { describe, expect, it } from 'vitest';
import { parseEpisodeLabel, parseSeasonLabel, splitEpisodeLine, type EpisodeLabel } from './episode-label.js';

const labels: Array<[string, string, EpisodeLabel]> = [
  ['en', 'S2:E1', { season: 2, episode: 1 }],
  ['en', 'E1', { episode: 1 }],
  ['en', 'Episode 1', { episode: 1 }],
  ['en', 'Ep. 4', { episode: 4 }],
  ['en', 'Season 1, Ep. 4', { season: 1, episode: 4 }],
  ['en', 'Season 2 Episode 5', { season: 2, episode: 5 }],
  ['en', 'S1 E4', { season: 1, episode: 4 }],
  ['en', 'S01E04', { season: 1, episode: 4 }],
  ['en', 's3 · e12', { season: 3, episode: 12 }],
  ['en', '  S2:E10 ', { season: 2, episode: 10 }],
  ['en', '1x04', { season: 1, episode: 4 }],
  ['en', 'E0', { episode: 0 }],
  ['de', 'Flg. 1', { episode: 1 }],
  ['de', 'Folge 3', { episode: 3 }],
  ['de', 'Staffel 2, Folge 3', { season: 2, episode: 3 }],
  ['de', 'St. 2 Flg. 3', { season: 2, episode: 3 }],
  ['fr', 'Épisode 4', { episode: 4 }],
  ['fr', 'Saison 2, épisode 4', { season: 2, episode: 4 }],
  ['fr', 'S2 É4', { season: 2, episode: 4 }],
  ['fr', 'E\u0301pisode 4', { episode: 4 }],
  ['es', 'Episodio 4', { episode: 4 }],
  ['es', 'Temporada 2, episodio 4', { season: 2, episode: 4 }],
  ['es', 'T2:E4', { season: 2, episode: 4 }],
  ['es', 'T2 E4', { season: 2, episode: 4 }],
  ['pt', 'Episódio 4', { episode: 4 }],
  ['pt', 'Temporada 1, Episódio 4', { season: 1, episode: 4 }],
  ['pt', 'T1:E4', { season: 1, episode: 4 }],
  ['ja', '第1話', { episode: 1 }],
  ['ja', '第3期 第1話', { season: 3, episode: 1 }],
  ['ja', 'エピソード1', { episode: 1 }],
  ['ja', 'シーズン2 第5話', { season: 2, episode: 5 }],
  ['ja', '第１話', { episode: 1 }],
  ['ja', 'Ｓ１：Ｅ２', { season: 1, episode: 2 }],
  ['ko', '1화', { episode: 1 }],
  ['ko', '시즌 2: 1화', { season: 2, episode: 1 }],
  ['ko', '시즌 2 1화', { season: 2, episode: 1 }],
  ['zh', '第2季 第7集', { season: 2, episode: 7 }],
];

const notLabels = [
  '',
  '   ',
  '2001: A Space Odyssey',
  "Ocean's 11",
  'Se7en',
  'Stranger Things',
  'Chapter One: MADMAX',
  'Star Wars: Episode IV - A New Hope',
  'Star Wars: Episode 1',
  'Season 2',
  'S2',
  'Staffel 3',
  '第3期',
  '시즌 2',
  '11',
  '1917',
  'E',
  'Episode',
  'Apollo 13',
  'Blade Runner 2049',
  'Super 8',
  'District 9',
  'S2:E1 Chapter One: MADMAX',
];

describe('parseEpisodeLabel', () => {
  it.each(labels)('[%s] %j', (_lang, text, expected) => {
    expect(parseEpisodeLabel(text)).toEqual(expected);
  });

  it.each(notLabels)('returns null for %j', (text) => {
    expect(parseEpisodeLabel(text)).toBeNull();
  });
});

describe('splitEpisodeLine', () => {
  it.each([
    ['S1:E6 One World, One People', { season: 1, episode: 6, episodeTitle: 'One World, One People' }],
    ['S1: afl. 6 One World, One People', { season: 1, episode: 6, episodeTitle: 'One World, One People' }],
    ['Season 1, Ep. 4 The Ghouls', { season: 1, episode: 4, episodeTitle: 'The Ghouls' }],
    ["Staffel 1, Folge 6 Crazy Handful of Nothin'", { season: 1, episode: 6, episodeTitle: "Crazy Handful of Nothin'" }],
    ['S1:E1 33', { season: 1, episode: 1, episodeTitle: '33' }],
    ['S2:E3', { season: 2, episode: 3 }],
    ['Official Trailer', null],
    ['', null],
  ])('%s', (line, expected) => {
    expect(splitEpisodeLine(line)).toEqual(expected);
  });
});

describe('parseSeasonLabel', () => {
  it.each([
    ['Season 2', 2],
    ['Staffel 3', 3],
    ['S4', 4],
    ['第3期', 3],
    ['saison 1', 1],
  ])('%j -> %d', (text, season) => {
    expect(parseSeasonLabel(text)).toBe(season);
  });

  it.each(['Season', 'S2:E1', 'Episode 3', 'Seasons of Love', '1917'])('returns null for %j', (text) => {
    expect(parseSeasonLabel(text)).toBeNull();
  });
});
