import { beforeEach, describe, expect, it } from 'vitest';
import { resetHistoryFaults } from '../../../test/sites/history-faults';
import { fixtureTab, noSleep } from '../../../test/sites/history-tab';
import type { FixtureRequest } from '../../../test/sites/fixture-http';
import { ReadCancelled, SiteReadError, type ReadProgress } from '../../../lib/import/sites/read';
import { ADN_HISTORIES, ADN_PROFILES, ADN_TOKEN, type AdnProfile } from './fixture/history';
import { adnFixtureHandler } from './fixture/serve';
import { ADN_PAGE_SIZE, readAdnHistory } from './history';

/** What the app keeps in the page's localStorage for a signed-in profile. */
const storage = (profile: AdnProfile, token = ADN_TOKEN) => ({ localStorage: { token, refresh_token: 'r', profile: JSON.stringify(profile) } });

function read(globals: Record<string, unknown>, cookie = '', signal = new AbortController().signal) {
  const handler = (request: FixtureRequest) => adnFixtureHandler({ ...request, headers: { ...request.headers, cookie } });
  const tab = fixtureTab('https://animationdigitalnetwork.com/', handler, globals);
  const progress: ReadProgress[] = [];
  return { tab, progress, reading: readAdnHistory({ tab, signal, onProgress: (p) => progress.push(p), sleep: noSleep }) };
}

describe('ADN viewing history, read in the tab', () => {
  beforeEach(resetHistoryFaults);

  it("reads every page of the app's profile until a short page, asking a failed page again", async () => {
    const { reading, tab, progress } = read(storage(ADN_PROFILES.alex));
    const result = await reading;
    expect(result.profile).toBe('Alex');
    expect(result.source).toBe(`adn-history:${ADN_PROFILES.alex.id}`);
    const episodes = ADN_HISTORIES[ADN_PROFILES.alex.id]!.filter(({ video }) => video.type === 'EPS');
    expect(result.viewings.map((v) => [v.guess?.title, v.guess?.season, v.guess?.episode, new Date(v.watchedAt).toISOString(), v.progress])).toEqual(
      episodes.map(({ video, watchDate }) => [video.show.title, 1, video.episode, watchDate, 100]),
    );
    // The trailer they opened names no episode.
    expect(result.skipped).toBe(1);
    expect(result.viewings[0]).toMatchObject({ rawTitle: 'No Game No Life: Saison 1: Le joueur 12', guess: { site: 'adn', siteShowId: '315' } });
    expect(tab.requests.map((r) => [new URL(r.url).search, r.status])).toEqual([
      [`?limit=${ADN_PAGE_SIZE}&offset=0`, 200],
      [`?limit=${ADN_PAGE_SIZE}&offset=25`, 500],
      [`?limit=${ADN_PAGE_SIZE}&offset=25`, 200],
    ]);
    expect(progress.at(-1)).toEqual({ pages: 2, items: 27 });
  });

  it('reads the profile the app is switched to', async () => {
    const result = await read(storage(ADN_PROFILES.kids)).reading;
    expect(result.profile).toBe('Kids');
    expect(result.viewings.map((v) => v.guess?.episode)).toEqual([16, 15]);
  });

  it('stops at a changed answer, keeping what the pages before gave', async () => {
    const error = await read(storage(ADN_PROFILES.alex), 'wm_history=changed').reading.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteReadError);
    expect((error as SiteReadError).reason).toMatch(/^history page 2: the answer changed shape at videos\.0\.user\.watchDate/u);
    expect((error as SiteReadError).partial).toHaveLength(24);
  });

  it('an expired session asks the user to open ADN, and is not refreshed behind the app', async () => {
    const { reading, tab } = read(storage(ADN_PROFILES.alex, 'expired-token-0000'));
    await expect(reading).rejects.toThrow(/session has expired/u);
    expect(tab.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('says so when the page holds no session or no profile', async () => {
    await expect(read({}).reading).rejects.toThrow(/not signed in to ADN/u);
    await expect(read({ localStorage: { token: ADN_TOKEN } }).reading).rejects.toThrow(/no profile chosen/u);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(read(storage(ADN_PROFILES.alex), '', controller.signal).reading).rejects.toBeInstanceOf(ReadCancelled);
  });
});
