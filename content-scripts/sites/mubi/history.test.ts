import { beforeEach, describe, expect, it } from 'vitest';
import { resetHistoryFaults } from '../../../test/sites/history-faults';
import { fixtureTab, noSleep } from '../../../test/sites/history-tab';
import type { FixtureRequest } from '../../../test/sites/fixture-http';
import { ReadCancelled, SiteReadError, type ReadProgress } from '../../../lib/import/sites/read';
import { MUBI_USER } from './fixture/catalog';
import { MUBI_VIEW_LOGS } from './fixture/history';
import { mubiFixtureHandler } from './fixture/serve';
import { readMubiHistory } from './history';

/** The tab on MUBI's home page; `cookie` is what the site's cookies hold (the fixture's knobs). */
function read(cookie = '', pageUrl = 'https://mubi.com/en/us', signal = new AbortController().signal) {
  const handler = (request: FixtureRequest) => mubiFixtureHandler({ ...request, headers: { ...request.headers, cookie } });
  const tab = fixtureTab(pageUrl, handler);
  const progress: ReadProgress[] = [];
  return { tab, progress, reading: readMubiHistory({ tab, signal, onProgress: (p) => progress.push(p), sleep: noSleep }) };
}

describe('MUBI view logs, read in the tab', () => {
  beforeEach(resetHistoryFaults);

  it('reads every page with the session the page carries, asking a failed page again', async () => {
    const { reading, tab, progress } = read();
    const result = await reading;
    expect(result.profile).toBe(MUBI_USER.name);
    expect(result.source).toBe(`mubi-history:${MUBI_USER.id}`);
    expect(result.viewings.map((v) => [v.rawTitle, v.guess?.year, new Date(v.watchedAt).toISOString()])).toEqual(
      MUBI_VIEW_LOGS.map((log) => [log.film.titles.en, log.film.year, new Date(log.watchedAt).toISOString()]),
    );
    expect(result.viewings[0]).toMatchObject({
      exactTime: true,
      title: { kind: 'movie', title: 'Perfect Days' },
      guess: { site: 'mubi', kind: 'movie', siteItemId: '366535' },
    });
    // The page first (for the session), then page 2 failed once and was asked again.
    expect(tab.requests.map((r) => [new URL(r.url).pathname + new URL(r.url).search, r.status])).toEqual([
      ['/en/us', 200],
      ['/v3/view_logs?page=1', 200],
      ['/v3/view_logs?page=2', 502],
      ['/v3/view_logs?page=2', 200],
      ['/v3/view_logs?page=3', 200],
    ]);
    expect(progress.at(-1)).toEqual({ pages: 3, items: 5 });
  });

  it('stops at a changed answer, keeping what the pages before gave', async () => {
    const error = await read('wm_history=changed').reading.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteReadError);
    expect((error as SiteReadError).reason).toMatch(/^history page 2: the answer changed shape at view_logs\.0\.watched_at/u);
    expect((error as SiteReadError).partial).toHaveLength(2);
    expect((error as SiteReadError).source).toBe(`mubi-history:${MUBI_USER.id}`);
  });

  it('says so when the page carries no session', async () => {
    const tab = fixtureTab('https://mubi.com/', (request) => {
      const answer = mubiFixtureHandler(request);
      return { ...answer, body: String(answer.body).replace(/"Authorization":"Bearer [^"]+",?/u, '') };
    });
    await expect(readMubiHistory({ tab, signal: new AbortController().signal, onProgress: () => undefined, sleep: noSleep })).rejects.toThrow(
      /not signed in to MUBI/u,
    );
  });

  it('says so when the page has no __NEXT_DATA__ any more', async () => {
    const tab = fixtureTab('https://mubi.com/', () => ({ status: 200, headers: {}, body: '<!doctype html><title>MUBI</title>' }));
    await expect(readMubiHistory({ tab, signal: new AbortController().signal, onProgress: () => undefined, sleep: noSleep })).rejects.toThrow(
      /no __NEXT_DATA__/u,
    );
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(read('', 'https://mubi.com/', controller.signal).reading).rejects.toBeInstanceOf(ReadCancelled);
  });
});
