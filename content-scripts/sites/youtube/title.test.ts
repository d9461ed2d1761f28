import { describe, expect, it } from 'vitest';
import { classifyVideo, MOVIES_CHANNEL_ID } from './title';

const creator = 'UCx0Jm5Rt8Lq2Wn4Ys6Pd9Ke';

describe('youtube titles: episodes are titles that state season and episode', () => {
  it.each([
    ['The Office S02E01 - The Dundies', { title: 'The Office', season: 2, episode: 1, episodeTitle: 'The Dundies' }],
    ['Breaking Bad S1 E3 | Full Episode', { title: 'Breaking Bad', season: 1, episode: 3 }],
    [
      'Stranger Things S4:E1 Chapter One: The Hellfire Club',
      { title: 'Stranger Things', season: 4, episode: 1, episodeTitle: 'Chapter One: The Hellfire Club' },
    ],
    [
      'Battlestar Galactica (1978) 1x05 The Lost Warrior',
      { title: 'Battlestar Galactica', year: 1978, season: 1, episode: 5, episodeTitle: 'The Lost Warrior' },
    ],
    ['Wednesday - Season 1 Episode 4 - Woe What a Night', { title: 'Wednesday', season: 1, episode: 4, episodeTitle: 'Woe What a Night' }],
    ['Dark – Staffel 2, Folge 3: Geister', { title: 'Dark', season: 2, episode: 3, episodeTitle: 'Geister' }],
    ['La casa de papel · Temporada 1 Episodio 2', { title: 'La casa de papel', season: 1, episode: 2 }],
  ])('%s', (title, expected) => {
    expect(classifyVideo({ title, channelId: creator })).toEqual({ kind: 'episode', ...expected, siteShowId: `${creator}:${expected.title.toLowerCase()}` });
    // Without a known owner there is no show to share the answer with.
    expect(classifyVideo({ title })).toEqual({ kind: 'episode', ...expected });
  });
});

describe('youtube titles: films only from the Movies channel', () => {
  it('a Movies & TV film is a movie, with a year when the title carries one', () => {
    expect(classifyVideo({ title: 'Inception', channelId: MOVIES_CHANNEL_ID })).toEqual({ kind: 'movie', title: 'Inception' });
    expect(classifyVideo({ title: 'Dune (2021)', channelId: MOVIES_CHANNEL_ID })).toEqual({ kind: 'movie', title: 'Dune', year: 2021 });
  });

  it('the same title from anyone else is not a film, nor is a title without an owner', () => {
    expect(classifyVideo({ title: 'Inception', channelId: creator })).toBeNull();
    expect(classifyVideo({ title: 'Inception' })).toBeNull();
  });
});

describe('youtube titles: everything else is silent', () => {
  it.each([
    'I lived like a 1999 hacker for a week (The Matrix was right)',
    'Minecraft Hardcore Episode 5',
    "Let's Play Zelda - Part 12",
    'Breaking Bad S01E01 REACTION | First Time Watching!',
    'The Office S2E1 Review',
    'Stranger Things 4x01 Recap',
    'Dune: Part Two | Official Trailer 3',
    'Dark Staffel 3 Folge 1 Vorschau',
    'S01E01',
    "Ocean's 11 (2001) full soundtrack",
    '',
  ])('%j', (title) => {
    expect(classifyVideo({ title, channelId: creator })).toBeNull();
  });

  it('a trailer on the Movies channel is not the film', () => {
    expect(classifyVideo({ title: 'Oppenheimer - Official Trailer', channelId: MOVIES_CHANNEL_ID })).toBeNull();
  });

  it('a live stream is neither', () => {
    expect(classifyVideo({ title: 'The Office S02E01 - The Dundies', live: true })).toBeNull();
    expect(classifyVideo({ title: 'Inception', channelId: MOVIES_CHANNEL_ID, live: true })).toBeNull();
  });
});
