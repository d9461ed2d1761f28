import { beforeEach, describe, expect, it } from 'vitest';
import { SiteReadError } from '../../../lib/import/sites/read';
import { resetHistoryFaults } from '../../../test/sites/history-faults';
import { fixtureTab, noSleep } from '../../../test/sites/history-tab';
import { craveFixtureHandler } from './fixture/serve';
import { accessToken, KIDS_PROFILE, MAIN_PROFILE, type Profile } from './fixture/history';
import { importsOf } from './fixture/history-cases';
import { readCraveHistory } from './history';

function read(cookie: string) {
  const tab = fixtureTab('https://www.crave.ca/en', (request) => craveFixtureHandler(request), {}, cookie);
  return { tab, reading: readCraveHistory({ tab, signal: new AbortController().signal, onProgress: () => undefined, sleep: noSleep }) };
}

const signedIn = (profile: Profile, knob?: 'changed') => `ce_access=${accessToken(profile, knob)}; ce_refresh=refresh-token`;

describe('Crave watch history, read in the tab', () => {
  beforeEach(resetHistoryFaults);

  it('reads every page of the profile, retrying the one that failed; promos are skipped', async () => {
    const { tab, reading } = read(signedIn(MAIN_PROFILE));
    const result = await reading;
    expect(result.source).toBe(`crave-history:${MAIN_PROFILE.id}`);
    expect(result.profile).toBe('Sam');
    expect(result.skipped).toBe(1);
    expect(
      result.viewings.map((v) => [v.guess?.kind, v.guess?.title, v.guess?.season, v.guess?.episode, new Date(v.watchedAt).toISOString(), v.progress]),
    ).toEqual([
      ['episode', 'Letterkenny', 1, 5, '2026-05-20T21:10:00.000Z', 100],
      ['episode', 'Letterkenny', 1, 4, '2026-05-20T20:40:00.000Z', 100],
      ['movie', 'Arrival', undefined, undefined, '2026-05-18T22:00:00.000Z', 100],
      ['movie', 'Incendies', undefined, undefined, '2026-05-17T20:00:00.000Z', 100],
    ]);
    expect(result.viewings.map((v) => ({ title: v.guess?.title, season: v.guess?.season, number: v.guess?.episode }))).toEqual(
      importsOf(MAIN_PROFILE).map(({ title, season, number }) => ({ title, season, number })),
    );
    // The profiles, two history pages (the second failed once) and the details in one call.
    expect(tab.requests.map((r) => [new URL(r.url).host, r.status])).toEqual([
      ['account.bellmedia.ca', 200],
      ['rte-api.bellmedia.ca', 200],
      ['rte-api.bellmedia.ca', 503],
      ['rte-api.bellmedia.ca', 200],
      ['rte-api.bellmedia.ca', 200],
    ]);
  });

  it('reads the profile the tab is signed in as', async () => {
    const result = await read(signedIn(KIDS_PROFILE)).reading;
    expect(result.profile).toBe('Jonesy');
    expect(result.source).toBe(`crave-history:${KIDS_PROFILE.id}`);
    expect(result.viewings.map((v) => [v.title, v.rawTitle])).toEqual([
      [{ kind: 'episode', show: 'Letterkenny', season: 1, seasonLabel: 'Season 1', episode: 3, episodeTitle: 'Episode 3' }, 'Letterkenny: Season 1: Episode 3'],
    ]);
  });

  it('stops at a changed answer and reads nothing', async () => {
    const error = (await read(signedIn(MAIN_PROFILE, 'changed')).reading.catch((e: unknown) => e)) as SiteReadError;
    expect(error).toBeInstanceOf(SiteReadError);
    expect(error.reason).toMatch(/^history page 1: the answer changed shape at data\.watchHistoryItemsPage\.items\.0\.createdDateSecs/u);
    expect(error.partial).toEqual([]);
  });

  it('says so when the tab is not signed in', async () => {
    await expect(read('ce_refresh=refresh-token').reading).rejects.toThrow(/not signed in to Crave \(not signed in \(no ce_access cookie\)\)/u);
  });

  it("a token the site refuses ends the read with GraphQL's own words", async () => {
    const stranger = `ce_access=${accessToken({ id: 'someone-else', nickname: 'X' })}`;
    await expect(read(stranger).reading).rejects.toThrow(/history page 1: A signed-in user is required/u);
  });
});
