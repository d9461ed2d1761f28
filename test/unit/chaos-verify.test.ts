import { describe, expect, it } from 'vitest';
import { compareAccounts } from '../chaos/verify';
import type { UserView } from '../e2e/support/sim-admin';

/** The chaos run's verdict across accounts (test/chaos/verify.ts): nothing of one account in another's history. */
const movie = (svc: number): UserView['history'][number] => ({ type: 'movie', title: `Movie ${svc}`, ids: { svc }, watched_at: '2026-05-01T12:00:00.000Z' });
const episode = (svc: number, season: number, number: number): UserView['history'][number] => ({
  type: 'episode',
  title: `Show ${svc}`,
  ids: { svc },
  season,
  number,
  watched_at: '2026-05-01T12:00:00.000Z',
});

describe('compareAccounts', () => {
  it("is clean when every account's history is exactly what was watched under it", () => {
    const expected = new Map([
      ['demo', new Set(['movie:10001', 'episode:20001:1:2'])],
      ['pro', new Set(['movie:10002'])],
    ]);
    const histories = new Map([
      ['demo', [movie(10001), episode(20001, 1, 2)]],
      ['pro', [movie(10002)]],
    ]);
    expect(compareAccounts(expected, histories)).toEqual({ lost: [], duplicated: [], unexpected: [] });
  });

  it("names a viewing written to the other account: lost in its own, unexpected in the other's", () => {
    const expected = new Map([
      ['demo', new Set(['movie:10001'])],
      ['pro', new Set(['movie:10002'])],
    ]);
    const histories = new Map([
      ['demo', []],
      ['pro', [movie(10002), movie(10001)]],
    ]);
    expect(compareAccounts(expected, histories)).toEqual({ lost: ['demo movie:10001'], duplicated: [], unexpected: ['pro movie:10001'] });
  });

  it('names a double within one account, and an account with no history read as all lost', () => {
    const expected = new Map([
      ['demo', new Set(['episode:20001:1:1'])],
      ['pro', new Set(['movie:10002'])],
    ]);
    const histories = new Map([['demo', [episode(20001, 1, 1), episode(20001, 1, 1)]]]);
    expect(compareAccounts(expected, histories)).toEqual({ lost: ['pro movie:10002'], duplicated: ['demo episode:20001:1:1'], unexpected: [] });
  });
});
