import { describe, expect, it } from 'vitest';
import type { Activities } from '../service/sync-reads';
import { isEmptyPlan, planRefresh } from './gate';

const T0 = '2026-05-01T12:00:00.000Z';
const T1 = '2026-05-01T13:00:00.000Z';

/** The contract names only `playback` in a bucket (spec 2.8): the rest may be named anything. */
const bucket = (fields: Record<string, string> = {}) => ({ playback: T0, ...fields });
const acts = (tv: Record<string, string> = {}): Activities => ({ movies: bucket(), tv_shows: bucket(tv), anime: bucket() });

describe('the activities gate compares whole buckets, whatever their field names (issue 12 item 4)', () => {
  it("a field the client does not know that moved rereads that bucket's data", () => {
    const plan = planRefresh(acts({ history: T0 }), acts({ history: T1 }));
    expect(plan.playback).toBe(true);
    expect(plan.watchlist).toEqual([{ bucket: 'tv_shows', since: T0 }]);
    expect(plan.ratings).toEqual(['tv_shows']);
    expect(plan.stats).toBe(true);
  });

  it('an unknown field that appeared rereads that bucket too', () => {
    const plan = planRefresh(acts(), acts({ lists: T1 }));
    expect(plan.watchlist.map((entry) => entry.bucket)).toEqual(['tv_shows']);
    expect(plan.ratings).toEqual(['tv_shows']);
  });

  it('nothing moved, unknown fields and all: nothing is reread', () => {
    expect(isEmptyPlan(planRefresh(acts({ history: T0, ratings: T0 }), acts({ history: T0, ratings: T0 })))).toBe(true);
  });

  it('only playback moved in a bucket of unknown fields: only the playbacks are reread', () => {
    const after = acts({ history: T0 });
    after.tv_shows.playback = T1;
    expect(planRefresh(acts({ history: T0 }), after)).toEqual({ playback: true, watchlist: [], ratings: [], stats: false });
  });
});
