import { describe, expect, it } from 'vitest';
import type { WrittenWatch } from '../../undo/written';
import { movedBuckets, OWN_WATCH_SLACK_MS, watchedAgainAt } from './watched-again';

// Undo asks before taking back a watch the user has since repeated in another way (issue 30).
const NOW = Date.parse('2026-06-10T12:00:00Z');
const HOUR = 3600_000;
const episode: WrittenWatch = {
  key: 'show:20001:1:3',
  target: { item: { kind: 'show', svcId: 20001, title: 'Stranger Things' }, episode: { season: 1, number: 3 } },
  at: NOW,
  exact: true,
};
const film: WrittenWatch = { key: 'movie:10004', target: { item: { kind: 'movie', svcId: 10004, title: 'A Film' } }, at: NOW, exact: true };
const stamps = (movies: string, shows: string) => ({ movies: { watched_at: movies }, tv_shows: { watched_at: shows }, anime: {} });

describe('watchedAgainAt', () => {
  it("a later watch of the title that is not the extension's own is found, the latest of the record's titles", () => {
    const latest = [
      { kind: 'show' as const, svcId: 20001, lastWatchedAt: NOW + HOUR },
      { kind: 'movie' as const, svcId: 10004, lastWatchedAt: NOW + 2 * HOUR },
    ];
    expect(watchedAgainAt([episode], latest, () => [NOW])).toBe(NOW + HOUR);
    expect(watchedAgainAt([episode, film], latest, () => [NOW])).toBe(NOW + 2 * HOUR);
  });

  it("the title's latest watch being the undone one, an earlier one, or another of the extension's is no question", () => {
    const at = (lastWatchedAt: number) => [{ kind: 'show' as const, svcId: 20001, lastWatchedAt }];
    expect(watchedAgainAt([episode], at(NOW), () => [NOW])).toBeUndefined();
    expect(watchedAgainAt([episode], at(NOW - HOUR), () => [NOW])).toBeUndefined();
    expect(watchedAgainAt([episode], at(NOW + HOUR), () => [NOW, NOW + HOUR])).toBeUndefined();
    // A scrobble's own time is the user's stop; the service's is its arrival, a little later.
    expect(watchedAgainAt([{ ...episode, exact: false }], at(NOW + OWN_WATCH_SLACK_MS), () => [NOW])).toBeUndefined();
    expect(watchedAgainAt([episode], at(NOW + OWN_WATCH_SLACK_MS + 1), () => [NOW])).toBe(NOW + OWN_WATCH_SLACK_MS + 1);
  });

  it('a title the library read does not show (no row, or no last watch given) asks nothing', () => {
    expect(watchedAgainAt([episode], [{ kind: 'movie', svcId: 20001, lastWatchedAt: NOW + HOUR }], () => [])).toBeUndefined();
    expect(watchedAgainAt([episode], [], () => [])).toBeUndefined();
  });
});

describe('movedBuckets', () => {
  it("only buckets of the record's titles whose history moved after the write are read; an unreadable stamp is read", () => {
    const after = new Date(NOW + 1).toISOString();
    const before = new Date(NOW - 1).toISOString();
    expect(movedBuckets([episode, film], NOW, stamps(before, after))).toEqual(['tv_shows']);
    expect(movedBuckets([episode], NOW, stamps(after, before))).toEqual([]);
    expect(movedBuckets([film], NOW, { movies: {}, tv_shows: {}, anime: {} })).toEqual(['movies']);
  });
});
