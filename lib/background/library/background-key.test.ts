import { describe, expect, it } from 'vitest';
import type { Activities } from '../../service/sync-reads';
import { backgroundKey } from './background-key';

const before: Activities = { movies: { playback: '2026-11-01T10:00:00Z', history: '2026-11-01T10:00:00Z' }, tv_shows: {}, anime: {} };

describe("backgroundKey: when the header picture is read again (spec 2.8's timestamps, not the simulator's names)", () => {
  it('moves when any timestamp of a bucket moves, whatever the field is called, but a pause alone', () => {
    const watchedSince = { ...before, movies: { ...before.movies, history: '2026-11-02T10:00:00Z' } };
    expect(backgroundKey(1, watchedSince)).not.toBe(backgroundKey(1, before));
    const otherSince = { ...before, anime: { rated: '2026-11-02T10:00:00Z' } };
    expect(backgroundKey(1, otherSince)).not.toBe(backgroundKey(1, before));
    // A saved pause moves only `playback`: nothing was watched, the picture stands.
    const playbackSince = { ...before, tv_shows: { playback: '2026-11-02T10:00:00Z' } };
    expect(backgroundKey(1, playbackSince)).toBe(backgroundKey(1, before));
  });

  it('stays put when nothing moved, whatever order the fields came in, and differs per user', () => {
    const reordered: Activities = { ...before, movies: { history: '2026-11-01T10:00:00Z', playback: '2026-11-01T10:00:00Z' } };
    expect(backgroundKey(1, reordered)).toBe(backgroundKey(1, before));
    expect(backgroundKey(2, before)).not.toBe(backgroundKey(1, before));
  });
});
