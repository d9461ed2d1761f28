import { beforeEach, describe, expect, it } from 'vitest';
import { SiteReadError } from '../../../lib/import/sites/read';
import { resetHistoryFaults } from '../../../test/sites/history-faults';
import { fixtureTab, noSleep } from '../../../test/sites/history-tab';
import type { FixtureRequest, FixtureResponse } from '../../../test/sites/fixture-http';
import { ALEX, SAM } from './fixture/history';
import { bbciplayerFixtureHandler } from './fixture/serve';
import { isoSeconds, playedAt, readBbcIplayerHistory } from './history';

const PAGE = 'https://www.bbc.co.uk/iplayer/watching';

/** The tab, with the .bbc.co.uk cookies the page's credentialed calls carry (the fixture's knobs). */
function read(cookie = '', handler: (request: FixtureRequest) => FixtureResponse = bbciplayerFixtureHandler) {
  const tab = fixtureTab(PAGE, (request) => handler({ ...request, headers: { ...request.headers, cookie } }));
  return { tab, reading: readBbcIplayerHistory({ tab, signal: new AbortController().signal, onProgress: () => undefined, sleep: noSleep }) };
}

const summary = (viewings: Awaited<ReturnType<typeof readBbcIplayerHistory>>['viewings']) =>
  viewings.map((v) => [v.guess?.kind, v.guess?.title, v.guess?.season, v.guess?.episode, new Date(v.watchedAt).toISOString(), v.progress, v.rawTitle]);

describe('BBC iPlayer recent plays, read in the tab', () => {
  beforeEach(resetHistoryFaults);

  it("reads every page of the profile in use, the second after it failed once; a simulcast's play is skipped", async () => {
    const { tab, reading } = read();
    const result = await reading;
    expect(result.source).toBe(`bbciplayer-history:${ALEX.id}`);
    expect(result.profile).toBe('Alex');
    expect(result.skipped).toBe(1);
    expect(summary(result.viewings)).toEqual([
      ['episode', 'Doctor Who', 1, 2, '2026-05-20T21:10:00.000Z', 100, 'Doctor Who: Series 1: The End of the World'],
      ['episode', 'Doctor Who', 1, 1, '2026-05-19T20:00:00.000Z', 100, 'Doctor Who: Series 1: Rose'],
      ['movie', 'Fish Tank', undefined, undefined, '2026-05-17T22:30:00.000Z', 100, 'Fish Tank'],
      ['episode', 'Happy Valley', 1, 3, '2026-05-15T21:00:00.000Z', 100, 'Happy Valley: Series 1: Episode 3'],
      ['episode', 'Happy Valley', 1, 2, '2026-05-14T21:00:00.000Z', 100, 'Happy Valley: Series 1: Episode 2'],
      ['episode', 'Happy Valley', 1, 1, '2026-05-13T21:00:00.000Z', 100, 'Happy Valley: Series 1: Episode 1'],
    ]);
    const pages = tab.requests.filter((r) => r.url.includes('/user/plays'));
    expect(pages.map((r) => [new URL(r.url).searchParams.get('page'), r.status])).toEqual([
      ['1', 200],
      ['2', 503],
      ['2', 200],
      ['3', 200],
    ]);
  });

  it("the child profile's plays, whose times are epoch milliseconds", async () => {
    const result = await read('wm_bbc_profile=sam').reading;
    expect([result.source, result.profile, result.skipped]).toEqual([`bbciplayer-history:${SAM.id}`, 'Sam', 0]);
    expect(summary(result.viewings).map((row) => row.slice(1, 5))).toEqual([
      ['Doctor Who', 1, 4, '2026-05-21T17:00:00.000Z'],
      ['Doctor Who', 1, 3, '2026-05-20T17:30:00.000Z'],
    ]);
  });

  it('stops at a changed answer, with nothing read', async () => {
    const error = (await read('wm_history=changed').reading.catch((e: unknown) => e)) as SiteReadError;
    expect(error).toBeInstanceOf(SiteReadError);
    expect(error.reason).toBe('history page 1: the answer changed shape at plays.0.id (Invalid input: expected string, received undefined)');
    expect(error.partial).toEqual([]);
  });

  it('one unpaged answer (as UTS#463 reads it) is the whole list; a partial play keeps its progress', async () => {
    const unpaged = (request: FixtureRequest): FixtureResponse => {
      const res = bbciplayerFixtureHandler(request);
      if (!request.url.includes('/user/plays')) return res;
      const body = JSON.parse(String(res.body)) as { plays: Array<Record<string, unknown>> };
      body.plays[0] = { ...body.plays[0], action: 'paused', offset: 1350 };
      return { ...res, body: JSON.stringify({ plays: body.plays }) };
    };
    const { tab, reading } = read('', unpaged);
    const result = await reading;
    expect(tab.requests.filter((r) => r.url.includes('/user/plays'))).toHaveLength(1);
    // 1350 s of a 45-minute episode.
    expect(result.viewings.map((v) => v.progress)).toEqual([50, 100, 100]);
  });

  it('says so when the session is signed out', async () => {
    const signedOut = (request: FixtureRequest): FixtureResponse =>
      request.url.includes('/session/profiles') ? { ...bbciplayerFixtureHandler(request), status: 401, body: '{}' } : bbciplayerFixtureHandler(request);
    await expect(read('', signedOut).reading).rejects.toThrow(/not signed in to BBC iPlayer/u);
  });
});

describe('BBC iPlayer history: times and lengths', () => {
  it.each([
    ['2026-05-20T21:10:00.000Z', Date.parse('2026-05-20T21:10:00.000Z')],
    [1_779_311_400_000, 1_779_311_400_000],
    [1_779_311_400, 1_779_311_400_000],
    ['1779311400', 1_779_311_400_000],
  ] as const)('%s', (timestamp, ms) => {
    expect(playedAt(timestamp)).toBe(ms);
  });

  it('an unreadable time is NaN; ISO-8601 lengths in seconds', () => {
    expect(playedAt('yesterday')).toBeNaN();
    expect([isoSeconds('PT58M30S'), isoSeconds('PT1H3M0S'), isoSeconds('PT45S'), isoSeconds('58 mins'), isoSeconds(3480)]).toEqual([
      3510,
      3780,
      45,
      undefined,
      undefined,
    ]);
  });
});
