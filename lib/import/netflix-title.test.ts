import { describe, expect, it } from 'vitest';
import { parseNetflixTitle } from './netflix-title';

describe('parseNetflixTitle', () => {
  it.each([
    ['Example Show: Season 2: The Return', { show: 'Example Show', season: 2, seasonLabel: 'Season 2', episodeTitle: 'The Return' }],
    ['Dark: Staffel 2: Geister', { show: 'Dark', season: 2, episodeTitle: 'Geister' }],
    ['La casa de papel: Temporada 3: Episodio 1', { show: 'La casa de papel', season: 3, episodeTitle: 'Episodio 1' }],
    ['Another Series: Limited Series: Episode 3', { show: 'Another Series', season: 1, episodeTitle: 'Episode 3' }],
    ['Money Heist: Part 3: We Have a Problem', { show: 'Money Heist', season: 3 }],
    ['Stranger Things: Stranger Things 4: Chapter 3: The Monster', { show: 'Stranger Things', season: 4, episodeTitle: 'Chapter 3: The Monster' }],
    ['Haus des Geldes: Staffel 2 – Teil B: Folge', { show: 'Haus des Geldes', season: 2, seasonLabel: 'Staffel 2 – Teil B' }],
    ['Dix pour cent : Saison 1 : Cécile', { show: 'Dix pour cent', season: 1, episodeTitle: 'Cécile' }],
    ['Star Wars: The Clone Wars: Season 7: Victory and Death', { show: 'Star Wars: The Clone Wars', season: 7, episodeTitle: 'Victory and Death' }],
  ])('%j is an episode', (text, expected) => {
    expect(parseNetflixTitle(text)).toMatchObject({ kind: 'episode', ...expected });
  });

  it('leaves a named season unnumbered for the resolver', () => {
    expect(parseNetflixTitle('American Horror Story: Murder House: Pilot')).toEqual({
      kind: 'episode',
      show: 'American Horror Story',
      seasonLabel: 'Murder House',
      episodeTitle: 'Pilot',
    });
  });

  it("takes the episode number from the full export's suffix", () => {
    expect(parseNetflixTitle('Example Show: Season 2: The Return (Episode 1)')).toEqual({
      kind: 'episode',
      show: 'Example Show',
      season: 2,
      seasonLabel: 'Season 2',
      episodeTitle: 'The Return',
      episode: 1,
    });
  });

  it('reads a title without a colon as a movie and one colon as either', () => {
    expect(parseNetflixTitle('The Irishman')).toEqual({ kind: 'movie', title: 'The Irishman' });
    expect(parseNetflixTitle('Example Film: The Sequel')).toEqual({
      kind: 'either',
      title: 'Example Film: The Sequel',
      show: 'Example Film',
      episodeTitle: 'The Sequel',
    });
  });
});
