import { beforeEach, describe, expect, it } from 'vitest';
import { resetHistoryFaults } from '../../../test/sites/history-faults';
import { fixtureTab, noSleep } from '../../../test/sites/history-tab';
import { primeFixtureHandler } from './fixture/serve';
import { apiBase, readPrimeHistory } from './history';
import type { SiteReadError } from '../../../lib/import/sites/read';

function read(pageUrl: string) {
  const tab = fixtureTab(pageUrl, (request) => primeFixtureHandler(request));
  return { tab, reading: readPrimeHistory({ tab, signal: new AbortController().signal, onProgress: () => undefined, sleep: noSleep }, 'device-1') };
}

describe('Prime Video watch history, read in the tab', () => {
  beforeEach(resetHistoryFaults);

  it('reads every page on the home region, episodes out of their series, trailers and bonus content left out', async () => {
    const { tab, reading } = read('https://www.primevideo.com/settings/watch-history');
    const result = await reading;
    expect(result.profile).toBe('Sam');
    expect(result.source).toBe('primevideo-history:amzn1.actor.person.oid.A2PRIMEFIXTURE');
    expect(result.skipped).toBe(2);
    expect(
      result.viewings.map((v) => [
        v.guess?.kind,
        v.guess?.title,
        v.guess?.season,
        v.guess?.episode,
        v.guess?.episodeTitle,
        new Date(v.watchedAt).toISOString(),
      ]),
    ).toEqual([
      ['episode', 'Breaking Bad', 1, 5, 'Gray Matter', '2026-05-02T21:00:00.000Z'],
      ['episode', 'Breaking Bad', 1, 4, 'Cancer Man', '2026-05-02T20:00:00.000Z'],
      ['movie', 'Everything Everywhere All at Once', undefined, undefined, undefined, '2026-05-01T19:00:00.000Z'],
      ['episode', 'Breaking Bad', 1, 1, 'Pilot', '2026-04-27T20:00:00.000Z'],
      ['movie', 'Barbie', undefined, undefined, undefined, '2026-04-20T18:00:00.000Z'],
    ]);
    const pages = tab.requests.filter((r) => r.url.includes('getWatchHistorySettingsPage'));
    expect(pages.map((r) => r.status)).toEqual([200, 503, 200, 200]);
    expect(pages.every((r) => new URL(r.url).pathname === '/region/eu/api/getWatchHistorySettingsPage')).toBe(true);
  });

  it('stops at a changed widget with the first page kept aside', async () => {
    const error = (await read('https://www.primevideo.com/settings/watch-history?wm_history=changed').reading.catch((e: unknown) => e)) as SiteReadError;
    expect(error.reason).toBe('history page 2: the watch-history widget changed shape');
    expect(error.partial).toHaveLength(3);
  });

  it("reads on the account's own store, and refuses another one", () => {
    expect(apiBase('https://www.primevideo.com/storefront', 'EU', 'https://www.amazon.de')).toBe('/region/eu/api');
    expect(apiBase('https://www.amazon.de/gp/video/storefront', 'EU', 'https://www.amazon.de')).toBe('/gp/video/api');
    expect(() => apiBase('https://www.amazon.com/gp/video/storefront', 'NA', 'https://www.amazon.de')).toThrow(/www\.amazon\.de/u);
  });
});
