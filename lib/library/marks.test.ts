import { describe, expect, it } from 'vitest';
import type { LibraryItem } from '../messages/library-writes';
import { applyWrite, checkInOffered, markWatchedByKey, marksOf, MARKS_LIMIT, settleWrite, withServiceMarks, type MarksTable } from './marks';
import { watchedKey } from '../media/keys';

const episode: LibraryItem = { kind: 'show', svcId: 20001, title: 'Stranger Things', year: 2016, episode: { season: 1, number: 2 } };
const otherEpisode: LibraryItem = { ...episode, episode: { season: 1, number: 3 } };

describe('item marks: optimistic, then settled by the service', () => {
  it('a rating belongs to the show, "watched" to the episode', () => {
    let table: MarksTable = {};
    table = applyWrite(table, { kind: 'rate', item: episode, rating: 8 }, 'pending', 1);
    table = applyWrite(table, { kind: 'watched', item: episode, at: 5 }, 'pending', 2);
    expect(marksOf(table, otherEpisode)).toEqual({ rating: { value: 8, state: 'pending', at: 1 } });
    expect(marksOf(table, episode).watched).toEqual({ value: true, state: 'pending', at: 2 });
  });

  it('the answer settles the mark it was sent for', () => {
    const write = { kind: 'list' as const, item: episode, status: 'hold' as const };
    const table = settleWrite(applyWrite({}, write, 'pending', 1), write, 'not_found', 'Not found');
    expect(marksOf(table, episode).status).toEqual({ value: 'hold', state: 'not_found', at: 1, reason: 'Not found' });
  });

  it('an answer to an older write never overwrites a newer choice', () => {
    const first = { kind: 'rate' as const, item: episode, rating: 5 };
    let table = applyWrite({}, first, 'pending', 1);
    table = applyWrite(table, { kind: 'rate', item: episode, rating: 9 }, 'pending', 2);
    table = settleWrite(table, first, 'saved');
    expect(marksOf(table, episode).rating).toEqual({ value: 9, state: 'pending', at: 2 });
  });

  it('removing a rating is a mark of its own (value null)', () => {
    const table = applyWrite(applyWrite({}, { kind: 'rate', item: episode, rating: 5 }, 'saved', 1), { kind: 'unrate', item: episode }, 'pending', 2);
    expect(marksOf(table, episode).rating).toEqual({ value: null, state: 'pending', at: 2 });
  });

  it('a scrobbled finish marks the episode watched by its watch key', () => {
    const table = markWatchedByKey({}, watchedKey(episode), 7);
    expect(marksOf(table, episode).watched).toEqual({ value: true, state: 'saved', at: 7 });
    expect(marksOf(table, otherEpisode).watched).toBeUndefined();
  });

  it('keeps only the newest items', () => {
    let table: MarksTable = {};
    for (let n = 1; n <= MARKS_LIMIT + 5; n += 1)
      table = applyWrite(table, { kind: 'rate', item: { kind: 'movie', svcId: n, title: `M${n}` }, rating: 5 }, 'saved', n);
    expect(Object.keys(table)).toHaveLength(MARKS_LIMIT);
    expect(table['movie:1']).toBeUndefined();
    expect(table[`movie:${MARKS_LIMIT + 5}`]).toBeDefined();
  });
});

describe("withServiceMarks: the service's own record or a write made here, whichever is newer", () => {
  const movie: LibraryItem = { kind: 'movie', svcId: 10005, title: 'The Matrix' };
  const service = {
    ratings: [{ kind: 'movie', svcId: 10005, rating: 7, ratedAt: '2026-05-01T10:00:00.000Z' }],
    watchlist: [{ kind: 'movie', svcId: 10005, status: 'completed' as const, updatedAt: '2026-05-01T10:00:00.000Z' }],
  };

  it('shows what the service has when nothing was written here', () => {
    expect(withServiceMarks({}, service, movie)).toEqual({
      rating: { value: 7, state: 'saved', at: Date.parse('2026-05-01T10:00:00.000Z'), fromService: true },
      status: { value: 'completed', state: 'saved', at: Date.parse('2026-05-01T10:00:00.000Z'), fromService: true },
    });
  });

  it('a newer write made here wins; an older one gives way to what the service has now', () => {
    const newer = applyWrite({}, { kind: 'rate', item: movie, rating: 3 }, 'pending', Date.parse('2026-05-01T11:00:00.000Z'));
    expect(withServiceMarks(marksOf(newer, movie), service, movie).rating).toMatchObject({ value: 3, state: 'pending' });
    const older = applyWrite({}, { kind: 'rate', item: movie, rating: 3 }, 'saved', Date.parse('2026-05-01T09:00:00.000Z'));
    expect(withServiceMarks(marksOf(older, movie), service, movie).rating).toMatchObject({ value: 7, fromService: true });
  });

  it("another title's record is not this one's", () => {
    expect(withServiceMarks({}, service, { ...movie, kind: 'show' })).toEqual({});
  });
});

describe('checkInOffered: check-in names one thing watched now (spec 4.4, issue 12 item 2)', () => {
  it('a movie or an episode: offered; a show or anime without its episode: not offered', () => {
    expect(checkInOffered({ kind: 'movie', svcId: 1, title: 'Heat' })).toBe(true);
    expect(checkInOffered({ kind: 'show', svcId: 2, title: 'Dark', episode: { season: 1, number: 3 } })).toBe(true);
    expect(checkInOffered({ kind: 'show', svcId: 2, title: 'Dark' })).toBe(false);
    expect(checkInOffered({ kind: 'anime', svcId: 3, title: 'Frieren' })).toBe(false);
  });
});
