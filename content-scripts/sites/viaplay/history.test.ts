import { beforeEach, describe, expect, it } from 'vitest';
import { SiteReadError } from '../../../lib/import/sites/read';
import { resetHistoryFaults } from '../../../test/sites/history-faults';
import { fixtureTab, noSleep } from '../../../test/sites/history-tab';
import type { FixtureRequest } from '../../../test/sites/fixture-http';
import { ANNA, ERIK } from './fixture/history';
import { viaplayFixtureHandler } from './fixture/serve';
import { readViaplayHistory } from './history';

/** The tab of the site with the session cookie (and the row's knobs) its requests carry. */
function read(pageUrl: string, knobs = '', edit: (body: unknown, url: URL) => unknown = (body) => body) {
  const tab = fixtureTab(pageUrl, (request: FixtureRequest) => {
    const answer = viaplayFixtureHandler({ ...request, headers: { ...request.headers, cookie: `vp_session=t${knobs}` } });
    if (!answer.headers['content-type']?.startsWith('application/json') || answer.status !== 200) return answer;
    return { ...answer, body: JSON.stringify(edit(JSON.parse(String(answer.body)), new URL(request.url))) };
  });
  return { tab, reading: readViaplayHistory({ tab, signal: new AbortController().signal, onProgress: () => undefined, sleep: noSleep }) };
}

const summary = (viewing: Awaited<ReturnType<typeof readViaplayHistory>>['viewings'][number]) => [
  viewing.guess?.kind,
  viewing.guess?.title,
  viewing.guess?.season,
  viewing.guess?.episode,
  new Date(viewing.watchedAt).toISOString(),
  viewing.progress,
];

describe('Viaplay watched list, read in the tab', () => {
  beforeEach(resetHistoryFaults);

  it("reads the active profile's pages (the second failed once), leaving out sport and an undated entry", async () => {
    const { tab, reading } = read('https://viaplay.se/profiles');
    const result = await reading;
    expect(result).toMatchObject({ source: `viaplay-history:${ANNA.id}`, profile: 'Anna', skipped: 2 });
    expect(result.viewings.map(summary)).toEqual([
      ['episode', 'Wisting', 2, 3, '2026-05-20T20:00:00.000Z', 100],
      ['movie', 'Låt den rätte komma in', undefined, undefined, '2026-05-18T21:30:00.000Z', 100],
      ['episode', 'Wisting', 2, 2, '2026-05-16T20:00:00.000Z', 100],
      ['episode', 'Wisting', 2, 1, '2026-05-15T20:00:00.000Z', 100],
      ['episode', 'Mr. Robot', 4, 2, '2026-05-12T19:00:00.000Z', 100],
    ]);
    expect(result.viewings[1]?.guess?.ids).toEqual({ imdb: 'tt1139797' });
    // Every page asks for the profile (the next links drop it); page 2 failed once and was asked again.
    const pages = tab.requests.filter((request) => request.url.includes('/watched'));
    expect(
      pages.map((request) => [new URL(request.url).searchParams.get('pageNumber'), new URL(request.url).searchParams.get('profileId'), request.status]),
    ).toEqual([
      [null, ANNA.id, 200],
      ['2', ANNA.id, 502],
      ['2', ANNA.id, 200],
      ['3', ANNA.id, 200],
    ]);
  });

  it('reads the profile switched to on the site, named as the site names it', async () => {
    const result = await read('https://viaplay.se/player/default/film/lat-den-ratte-komma-in-2008', '; wm_profile=erik').reading;
    expect(result).toMatchObject({ source: `viaplay-history:${ERIK.id}`, profile: 'Erik', skipped: 0 });
    expect(result.viewings.map((viewing) => [viewing.guess?.title, viewing.guess?.episode])).toEqual([
      ['Män som hatar kvinnor', undefined],
      ['Mr. Robot', 3],
    ]);
  });

  it('stops at a changed page with the pages before kept aside', async () => {
    const error = (await read('https://viaplay.se/profiles', '; wm_history=changed').reading.catch((e: unknown) => e)) as SiteReadError;
    expect(error).toBeInstanceOf(SiteReadError);
    expect(error.reason).toMatch(/^watched list page 2: the answer changed shape at _embedded\.viaplay:products/u);
    expect(error.partial.map((viewing) => viewing.guess?.title)).toEqual(['Wisting', 'Låt den rätte komma in']);
  });

  it('stops at a product that changed shape, naming the field; takes a partial view and seconds as they come', async () => {
    const bad = read('https://viaplay.se/profiles', '', (body, url) => {
      if (url.searchParams.get('pageNumber') !== '2') return body;
      const block = body as { _embedded: { 'viaplay:products': Array<{ content: { series?: { episodeNumber?: unknown } } }> } };
      delete block._embedded['viaplay:products'][0]!.content.series!.episodeNumber;
      return block;
    });
    await expect(bad.reading).rejects.toMatchObject({
      reason: 'watched list page 2: the answer changed shape at _embedded.viaplay:products.0.content.series.episodeNumber',
    });
    const partial = read('https://viaplay.se/profiles', '', (body) => {
      const products = (body as { _embedded: { 'viaplay:blocks': Array<{ _embedded: { 'viaplay:products': Array<{ user: { progress: object } }> } }> } })
        ._embedded['viaplay:blocks']?.[0]?._embedded['viaplay:products'];
      if (products) products[0]!.user.progress = { updated: 1_779_307_200, watched: false, elapsedPercent: 42 };
      return body;
    });
    const first = (await partial.reading).viewings[0]!;
    expect([new Date(first.watchedAt).toISOString(), first.progress]).toEqual(['2026-05-20T20:00:00.000Z', 42]);
  });

  it('says what is missing: a region, an active profile', async () => {
    await expect(read('https://viaplay.com/').reading).rejects.toThrow(/names no Viaplay region/u);
    const tab = fixtureTab('https://viaplay.se/profiles', () => ({ status: 200, headers: { 'content-type': 'text/html' }, body: '<html></html>' }));
    await expect(readViaplayHistory({ tab, signal: new AbortController().signal, onProgress: () => undefined, sleep: noSleep })).rejects.toThrow(
      /no active profile/u,
    );
  });
});
