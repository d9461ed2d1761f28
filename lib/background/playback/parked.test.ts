import { describe, expect, it } from 'vitest';
import type { MediaGuess } from '../../messages/media';
import { newEntry, type OutboxEntry } from '../../outbox/entry';
import { parkedSubjects } from './parked';

const guess = (siteItemId: string, extra: Partial<MediaGuess> = {}): MediaGuess => ({
  site: 'netflix',
  siteItemId,
  kind: 'movie',
  title: 'Dune',
  year: 2000,
  ...extra,
});
const parked = (g: MediaGuess, action: 'start' | 'stop' = 'start'): OutboxEntry => ({
  ...newEntry({ action, guess: g, progress: 1, at: 1 }, 1),
  status: 'parked',
});

describe('parkedSubjects', () => {
  it('groups parked entries by show or item, oldest first, counting the events', () => {
    const show = (n: number) => guess(`ep-${n}`, { kind: 'episode', title: 'The Office', siteShowId: 'S1', season: 1, episode: n, year: undefined });
    const rows = parkedSubjects([parked(guess('m1')), parked(show(1)), parked(guess('m1'), 'stop'), parked(show(2))]);
    expect(rows).toEqual([
      { subject: 'netflix:item:m1', title: 'Dune', site: 'netflix', kind: 'movie', year: 2000, count: 2 },
      { subject: 'netflix:show:S1', title: 'The Office', site: 'netflix', kind: 'episode', season: 1, episode: 1, count: 2 },
    ]);
  });

  it('nothing parked, nothing to ask', () => {
    expect(parkedSubjects([])).toEqual([]);
  });
});
