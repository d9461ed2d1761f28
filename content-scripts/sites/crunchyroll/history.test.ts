import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_ID, CLIENT_ID } from './fixture/history';
import { crunchyrollFixtureHandler } from './fixture/serve';
import { resetHistoryFaults } from '../../../test/sites/history-faults';
import { fixtureTab, noSleep } from '../../../test/sites/history-tab';
import { readCrunchyrollHistory, seasonFromSlug } from './history';
import { SiteReadError } from '../../../lib/import/sites/read';

const APP_CONFIG = { __APP_CONFIG__: { cxApiParams: { accountAuthClientId: CLIENT_ID } } };

function read(pageUrl: string, globals: Record<string, unknown> = APP_CONFIG) {
  const tab = fixtureTab(pageUrl, (request) => crunchyrollFixtureHandler(request), globals);
  return { tab, reading: readCrunchyrollHistory({ tab, signal: new AbortController().signal, onProgress: () => undefined, sleep: noSleep }) };
}

describe('Crunchyroll watch history, read in the tab', () => {
  beforeEach(resetHistoryFaults);

  it('reads every page: movies as movies, seasons from the slugs, partial views with their progress', async () => {
    const { tab, reading } = read('https://www.crunchyroll.com/history');
    const result = await reading;
    expect(result.source).toBe(`crunchyroll-history:${ACCOUNT_ID}`);
    expect(result.skipped).toBe(1);
    expect(
      result.viewings.map((v) => [v.guess?.kind, v.guess?.title, v.guess?.season, v.guess?.episode, new Date(v.watchedAt).toISOString(), v.progress]),
    ).toEqual([
      ['episode', 'SPY x FAMILY', 1, 3, '2026-05-02T19:41:07.000Z', 100],
      ['episode', 'SPY x FAMILY', 1, 2, '2026-05-01T20:05:00.000Z', 21.12],
      ['movie', 'Cowboy Bebop: The Movie', undefined, undefined, '2026-04-30T18:00:00.000Z', 100],
      ['episode', 'Attack on Titan', 2, 5, '2026-04-29T21:00:00.000Z', 100],
      ['episode', 'SPY x FAMILY', 0, 1, '2026-04-28T12:00:00.000Z', 100],
      ['episode', 'SPY x FAMILY', 1, 1, '2026-04-27T19:00:00.000Z', 100],
    ]);
    // The token is traded in the page for every page read; page 2 failed once and was asked again.
    const pages = tab.requests.filter((r) => r.url.includes('/watch-history/'));
    expect(pages.map((r) => [new URL(r.url).searchParams.get('page'), r.status])).toEqual([
      ['1', 200],
      ['2', 502],
      ['2', 200],
      ['3', 200],
    ]);
  });

  it('stops at a changed answer with the first page kept aside', async () => {
    const error = (await read('https://www.crunchyroll.com/history?wm_history=changed').reading.catch((e: unknown) => e)) as SiteReadError;
    expect(error).toBeInstanceOf(SiteReadError);
    expect(error.reason).toMatch(/^history page 2: the answer changed shape at items\.0\.date_played/u);
    expect(error.partial.map((v) => v.guess?.episode)).toEqual([3, 2, undefined]);
  });

  it('says what is missing when the page has no client id', async () => {
    await expect(read('https://www.crunchyroll.com/history', {}).reading).rejects.toThrow(/no client id/u);
  });

  it.each([
    ['attack-on-titan-season-2', 'attack-on-titan', 2],
    ['spy-x-family-ova', 'spy-x-family', 0],
    ['cowboy-bebop-english-dub', 'cowboy-bebop', 1],
    ['cowboy-bebop', 'cowboy-bebop', 1],
    ['demon-slayer-entertainment-district-arc', 'demon-slayer', undefined],
  ])('season slug %s of %s is season %s', (slug, series, season) => {
    expect(seasonFromSlug(slug, series)).toBe(season);
  });
});

describe('Crunchyroll: an empty page where entries were expected', () => {
  it('stops the read instead of taking it for the end of the history', async () => {
    const tab = fixtureTab(
      'https://www.crunchyroll.com/history',
      (request) => {
        const answer = crunchyrollFixtureHandler(request);
        if (!request.url.includes('page=2')) return answer;
        const body = JSON.parse(String(answer.body)) as { items: unknown[]; next_page?: string };
        return { ...answer, body: JSON.stringify({ ...body, items: [] }) };
      },
      APP_CONFIG,
    );
    const error = (await readCrunchyrollHistory({ tab, signal: new AbortController().signal, onProgress: () => undefined, sleep: noSleep }).catch(
      (e: unknown) => e,
    )) as SiteReadError;
    expect(error.reason).toBe('history page 2 is empty but names a next page');
    expect(error.partial).toHaveLength(3);
  });
});
