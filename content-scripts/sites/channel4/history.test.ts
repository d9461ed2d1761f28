import { beforeEach, describe, expect, it } from 'vitest';
import { resetHistoryFaults } from '../../../test/sites/history-faults';
import { fixtureTab, noSleep } from '../../../test/sites/history-tab';
import { SiteReadError, type ReadDeps } from '../../../lib/import/sites/read';
import type { FixtureRequest } from '../../../test/sites/fixture-http';
import { channel4FixtureHandler } from './fixture/serve';
import { C4_ACCOUNTS, importedRows } from './fixture/history';
import { readChannel4History } from './history';
import { ImportSourceSchema } from '../../../lib/messages/import';

const MY4 = 'https://www.channel4.com/my4';

/** The tab of a signed-in My4 page; `cookie` carries the fixture's knobs, as the browser sends them. */
function depsFor(cookie = '', change?: (request: FixtureRequest, body: string) => string) {
  const tab = fixtureTab(MY4, (request) => {
    const answer = channel4FixtureHandler({ ...request, headers: { ...request.headers, cookie } });
    return change ? { ...answer, body: change(request, String(answer.body)) } : answer;
  });
  const progress: Array<{ pages: number; items: number }> = [];
  const deps: ReadDeps = { tab, signal: new AbortController().signal, onProgress: (p) => progress.push(p), sleep: noSleep };
  return { deps, tab, progress };
}

const rowsOf = (viewings: Awaited<ReturnType<typeof readChannel4History>>['viewings']) =>
  viewings.map(({ guess, watchedAt }) => ({
    title: guess!.title,
    ...(guess!.kind === 'episode' ? { season: guess!.season, number: guess!.episode } : {}),
    watched_at: new Date(watchedAt).toISOString(),
  }));

beforeEach(() => resetHistoryFaults());

describe('Channel 4 history (My4)', () => {
  it('reads the account, its list, and dates each available programme from its asset; a title gone is skipped', async () => {
    const { deps, tab, progress } = depsFor();
    const reading = await readChannel4History(deps);
    expect(reading).toMatchObject({ source: 'channel-four-history:Jo', profile: 'Jo', skipped: 1 });
    expect(rowsOf(reading.viewings)).toEqual(importedRows(C4_ACCOUNTS.jo));
    // The background takes the source key as it is.
    expect(ImportSourceSchema.safeParse(reading.source).success).toBe(true);
    expect(reading.viewings[2]).toMatchObject({
      rawTitle: 'Trainspotting',
      exactTime: true,
      progress: 100,
      guess: { site: 'channel4', kind: 'movie', siteItemId: '10045-001' },
    });
    expect(reading.viewings[0]).toMatchObject({ rawTitle: 'Peep Show: Series 1: Episode 2', guess: { siteShowId: 'peep-show' } });
    expect(tab.requests.map((request) => new URL(request.url).pathname).slice(0, 4)).toEqual([
      '/identity/whoami',
      '/my4/api/v1/myfour.json',
      '/vod/stream/33283-002',
      '/player/peep-show/asset/332832',
    ]);
    expect(progress.at(-1)).toEqual({ pages: 3, items: 3 });
  });

  it('asks again for an asset that failed once, and completes', async () => {
    const { deps, tab } = depsFor('wm_c4_account=sam');
    const reading = await readChannel4History(deps);
    expect(reading.profile).toBe('Sam');
    expect(rowsOf(reading.viewings)).toEqual(importedRows(C4_ACCOUNTS.sam));
    expect(tab.requests.filter((request) => request.status === 503)).toHaveLength(1);
  });

  it('stops with the reason, reading nothing, when the list changed shape', async () => {
    const { deps } = depsFor('wm_c4_history=changed');
    const error = await readChannel4History(deps).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SiteReadError);
    expect((error as SiteReadError).reason).toMatch(/^the My4 history: the answer changed shape at history\.availableItems/);
    expect((error as SiteReadError).partial).toEqual([]);
  });

  it('an asset that changed shape ends the read; what was read before is kept aside', async () => {
    const { deps } = depsFor('', (request, body) => (request.url.includes('/asset/610045') ? '{"asset":{"resumeTimeStamp":"yesterday"}}' : body));
    const error = (await readChannel4History(deps).catch((caught: unknown) => caught)) as SiteReadError;
    expect(error.reason).toMatch(/^the asset of 10045-001: the answer changed shape at asset\.resumeTimeStamp/);
    expect(rowsOf(error.partial)).toEqual(importedRows(C4_ACCOUNTS.jo).slice(0, 2));
    expect(error.profile).toBe('Jo');
  });

  it('a programme being watched carries its progress; one both watched and being watched is read once', async () => {
    const { deps } = depsFor('', (request, body) => {
      if (!request.url.endsWith('/myfour.json')) return body;
      const lists = JSON.parse(body);
      const partial = {
        ...lists.history.availableItems[0],
        episode: { ...lists.history.availableItems[0].episode, resume: { seconds: 60, completed: false } },
      };
      return JSON.stringify({
        history: { availableItems: lists.history.availableItems.slice(1), unavailableItems: [] },
        watching: { availableItems: [partial, lists.history.availableItems[1]], unavailableItems: [] },
      });
    });
    const reading = await readChannel4History(deps);
    expect(reading.viewings.map((viewing) => [viewing.guess!.siteItemId, viewing.progress])).toEqual([
      ['33283-001', 100],
      ['10045-001', 100],
      ['33283-002', 20],
    ]);
  });
});
