import { beforeEach, describe, expect, it } from 'vitest';
import { resetHistoryFaults } from '../../../test/sites/history-faults';
import { fixtureTab, noSleep } from '../../../test/sites/history-tab';
import { NETFLIX_PROFILES } from './fixture/history';
import { netflixFixtureHandler } from './fixture/serve';
import { readNetflixHistory } from './history';
import { ReadCancelled, SiteReadError, type ReadProgress } from '../../../lib/import/sites/read';

const context = (profile: { guid: string; name: string }) => ({
  netflix: { reactContext: { models: { userInfo: { data: { userGuid: profile.guid, name: profile.name } } } } },
});

function read(pageUrl: string, profile: { guid: string; name: string } | null = NETFLIX_PROFILES.alex, signal = new AbortController().signal) {
  const tab = fixtureTab(pageUrl, (request) => netflixFixtureHandler(request), profile ? context(profile) : {});
  const progress: ReadProgress[] = [];
  return { tab, progress, reading: readNetflixHistory({ tab, signal, onProgress: (p) => progress.push(p), sleep: noSleep }) };
}

describe('Netflix viewing activity, read in the tab', () => {
  beforeEach(resetHistoryFaults);

  it('reads every page of the current profile, with season and episode numbers from the metadata', async () => {
    const { reading, progress, tab } = read('https://www.netflix.com/settings/viewed/');
    const result = await reading;
    expect(result.profile).toBe('Alex');
    expect(result.source).toBe('netflix-history:PROFILEALEX0001');
    expect(result.viewings.map((v) => [v.rawTitle, v.guess?.season, v.guess?.episode, new Date(v.watchedAt).toISOString(), v.progress])).toEqual([
      ['Stranger Things: Chapter Two: The Weirdo on Maple Street', 1, 2, '2026-05-20T21:10:00.000Z', undefined],
      ['Glass Onion: A Knives Out Mystery', undefined, undefined, '2026-05-18T19:30:00.000Z', undefined],
      ['Stranger Things: Chapter One: MADMAX', 2, 1, '2026-05-10T18:00:00.000Z', undefined],
      ['Stranger Things: Chapter One: The Vanishing of Will Byers', 1, 1, '2026-05-09T21:45:00.000Z', undefined],
      ['Stranger Things: Chapter Two: The Weirdo on Maple Street', 1, 2, '2026-04-01T19:00:00.000Z', 10],
    ]);
    expect(result.viewings[1]?.guess).toMatchObject({ site: 'netflix', kind: 'movie', siteItemId: '81458416' });
    // Page 2 failed once and was asked again; the empty third page ended the read.
    const pages = tab.requests.filter((r) => r.url.includes('viewingActivity'));
    expect(pages.map((r) => r.status)).toEqual([200, 500, 200, 200]);
    expect(progress.at(-1)).toEqual({ pages: 3, items: 5 });
    // One metadata read per show or movie.
    expect(tab.requests.filter((r) => r.url.includes('/metadata')).length).toBe(2);
  });

  it('reads the profile the page is switched to', async () => {
    const result = await read('https://www.netflix.com/settings/viewed/', NETFLIX_PROFILES.kids).reading;
    expect(result.profile).toBe('Kids');
    expect(result.viewings.map((v) => v.rawTitle)).toEqual(['Stranger Things: Chapter Three: Holly, Jolly', 'The Irishman']);
    // A title that left the catalogue has no metadata: it goes by its title.
    expect(result.viewings[1]?.guess).toBeUndefined();
    expect(result.viewings[1]?.title).toEqual({ kind: 'movie', title: 'The Irishman' });
  });

  it('stops at a changed answer, keeping what the pages before gave', async () => {
    const error = await read('https://www.netflix.com/settings/viewed/?wm_history=changed').reading.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteReadError);
    expect((error as SiteReadError).reason).toMatch(
      /^history page 2: the answer changed shape at jsonGraph\.aui\.viewingActivity\.value\.viewedItems\.0\.date/u,
    );
    expect((error as SiteReadError).partial).toHaveLength(3);
    expect((error as SiteReadError).source).toBe('netflix-history:PROFILEALEX0001');
  });

  it('says so when the page has no signed-in profile', async () => {
    await expect(read('https://www.netflix.com/settings/viewed/', null).reading).rejects.toThrow(/no signed-in profile/u);
  });

  it('a refusal is not retried and ends the read', async () => {
    const tab = fixtureTab(
      'https://www.netflix.com/settings/viewed/',
      (request) => (request.url.includes('viewingActivity') ? { status: 403, headers: {}, body: 'BLOCKED' } : netflixFixtureHandler(request)),
      context(NETFLIX_PROFILES.alex),
    );
    const error = await readNetflixHistory({ tab, signal: new AbortController().signal, onProgress: () => undefined, sleep: noSleep }).catch((e: unknown) => e);
    expect((error as SiteReadError).reason).toBe('history page 1: the site answered 403');
    expect(tab.requests.length).toBe(1);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(read('https://www.netflix.com/settings/viewed/', NETFLIX_PROFILES.alex, controller.signal).reading).rejects.toBeInstanceOf(ReadCancelled);
  });

  it("takes progress from the metadata's bookmark when the entry has none (a bookmark of 0 says nothing)", async () => {
    const tab = fixtureTab(
      'https://www.netflix.com/settings/viewed/',
      (request) => {
        const answer = netflixFixtureHandler(request);
        if (!request.url.includes('/metadata')) return answer;
        const body = JSON.parse(String(answer.body)) as {
          video: { seasons?: Array<{ episodes: Array<{ id: number; runtime: number; bookmark: { offset: number } }> }> };
        };
        for (const episode of body.video.seasons?.flatMap((season) => season.episodes) ?? [])
          if (episode.id === 80077209) episode.bookmark.offset = episode.runtime / 2;
        return { ...answer, body: JSON.stringify(body) };
      },
      context(NETFLIX_PROFILES.alex),
    );
    const result = await readNetflixHistory({ tab, signal: new AbortController().signal, onProgress: () => undefined, sleep: noSleep });
    expect(result.viewings.map((v) => [v.guess?.season, v.guess?.episode, v.progress])).toEqual([
      [1, 2, undefined],
      [undefined, undefined, undefined],
      [2, 1, undefined],
      [1, 1, 50],
      [1, 2, 10],
    ]);
  });
});
