import { describe, expect, it } from 'vitest';
import type { ListedEpisode } from '../service/episode-list';
import { matchEpisode } from './episode-match';

const ep = (season: number, number: number, title?: string): ListedEpisode => ({
  season,
  number,
  special: season === 0,
  aired: true,
  date: null,
  ...(title ? { title } : {}),
});
const list = [ep(1, 1, 'Pilot'), ep(1, 2, 'The Return'), ep(2, 1, 'The Return'), ep(2, 2, 'Homecoming'), ep(2, 3), ep(0, 1, 'Behind the Scenes')];

describe('matchEpisode', () => {
  it('matches the title within the named season, ignoring case and punctuation', () => {
    expect(matchEpisode(list, 2, 'the return')).toEqual({ season: 2, number: 1, confidence: 'sure' });
    expect(matchEpisode(list, 2, 'Homecoming!')).toEqual({ season: 2, number: 2, confidence: 'sure' });
  });

  it('finds a title in another season as unsure (Netflix parts vs catalog seasons)', () => {
    expect(matchEpisode(list, 3, 'Homecoming')).toEqual({ season: 2, number: 2, confidence: 'unsure' });
  });

  it('matches an unnumbered (named) season by a title unique across the show, unsure', () => {
    expect(matchEpisode(list, undefined, 'Pilot')).toEqual({ season: 1, number: 1, confidence: 'unsure' });
    expect(matchEpisode(list, undefined, 'The Return')).toBeNull();
  });

  it('reads numbered labels in the profile language', () => {
    expect(matchEpisode(list, 2, 'Episode 3')).toEqual({ season: 2, number: 3, confidence: 'sure' });
    expect(matchEpisode(list, 2, 'Folge 3')).toEqual({ season: 2, number: 3, confidence: 'sure' });
    expect(matchEpisode(list, 2, 'Chapter 3: The Monster')).toEqual({ season: 2, number: 3, confidence: 'sure' });
    expect(matchEpisode(list, 2, 'Episode 9')).toBeNull();
  });

  it('leaves a localized title the catalog does not carry unmatched', () => {
    expect(matchEpisode(list, 2, 'Die Rückkehr')).toBeNull();
  });
});
