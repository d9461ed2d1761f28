import { describe, expect, it } from 'vitest';
import type { LibraryItem } from '../messages/library-writes';
import { DISMISSED_LIMIT, RATE_OFFER_MS, shouldOffer, standingOffer, withDismissed } from './rate-offer';

const episode = (number: number): LibraryItem => ({ kind: 'show', svcId: 20001, title: 'Stranger Things', episode: { season: 1, number } });
const movie: LibraryItem = { kind: 'movie', svcId: 10001, title: 'Inception' };
const NOW = Date.parse('2026-11-24T12:00:00Z');

describe('rating offers after a finish', () => {
  it('are made only when the user asked for them', () => {
    expect(shouldOffer(false, movie, {}, [])).toBe(false);
    expect(shouldOffer(true, movie, {}, [])).toBe(true);
  });

  it('are not made for a title already rated, here or as read from the service', () => {
    expect(shouldOffer(true, episode(2), { 'show:20001': { rating: { value: 8, state: 'saved', at: 1 } } }, [])).toBe(false);
    // A rating removed here (null) is no rating: the offer stands.
    expect(shouldOffer(true, episode(2), { 'show:20001': { rating: { value: null, state: 'saved', at: 1 } } }, [])).toBe(true);
  });

  it('a "not now" covers every later episode of that title, and only that title', () => {
    const dismissed = withDismissed([], episode(1));
    expect(shouldOffer(true, episode(5), {}, dismissed)).toBe(false);
    expect(shouldOffer(true, movie, {}, dismissed)).toBe(true);
  });

  it('an offer stands for a day, then lapses; rating it ends it', () => {
    const offer = { item: episode(3), at: NOW };
    expect(standingOffer(offer, {}, [], NOW + 60_000)).toEqual(episode(3));
    expect(standingOffer(offer, {}, [], NOW + RATE_OFFER_MS + 1)).toBeNull();
    expect(standingOffer(offer, { 'show:20001': { rating: { value: 9, state: 'pending', at: NOW } } }, [], NOW + 1)).toBeNull();
    expect(standingOffer(undefined, {}, [], NOW)).toBeNull();
  });

  it('remembers dismissals without repeats, newest kept when full', () => {
    let dismissed: string[] = [];
    for (let svcId = 1; svcId <= DISMISSED_LIMIT + 3; svcId += 1) dismissed = withDismissed(dismissed, { kind: 'movie', svcId });
    dismissed = withDismissed(dismissed, { kind: 'movie', svcId: DISMISSED_LIMIT + 3 });
    expect(dismissed).toHaveLength(DISMISSED_LIMIT);
    expect(dismissed[0]).toBe('movie:4');
    expect(dismissed.at(-1)).toBe(`movie:${DISMISSED_LIMIT + 3}`);
  });
});
