import { describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '../config';
import type { HttpDeps } from './http';
import { readActivities, readRatings } from './sync-reads';

function answering(body: unknown, asked: string[]): HttpDeps {
  return {
    config: resolveConfig({}),
    fetch: async (input) => {
      asked.push(new URL(String(input)).pathname);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  };
}

describe('reads by what the contract documents (issue 12 item 4)', () => {
  it('ratings are read by value: GET /sync/ratings/{type}/{rating}, all ten values', async () => {
    const asked: string[] = [];
    await readRatings(answering([], asked), 't', 'shows');
    expect(asked).toEqual(['/sync/ratings/shows/1,2,3,4,5,6,7,8,9,10']);
  });

  it('one odd ratings row is skipped and logged; the rest of the list reads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body = [
      { rating: 8, show: { title: 'S', year: 2016, ids: { svc: 20001 } } },
      { rating: 11, show: { title: 'T', year: 2017, ids: { svc: 20002 } } },
    ];
    const ratings = await readRatings(answering(body, []), 't', 'shows');
    expect(ratings.map((row) => [row.svcId, row.rating])).toEqual([[20001, 8]]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('activities keep every timestamp of a bucket, also the fields the contract does not name', async () => {
    const body = { all: 'A', movies: { playback: 'P', history: 'H', lists: 'L', count: 3 }, tv_shows: {}, anime: { playback: 'Q' } };
    const activities = await readActivities(answering(body, []), 't');
    expect(activities).toEqual({ movies: { playback: 'P', history: 'H', lists: 'L' }, tv_shows: {}, anime: { playback: 'Q' } });
  });
});
