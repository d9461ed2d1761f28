import fc from 'fast-check';
import { parseHTML } from 'linkedom';
import { h, render } from 'preact';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pollDeviceFlow, startDeviceFlow } from '../../lib/auth/device';
import { exchangeCode, readAuthorizationResponse, refreshTokens, revokeToken, SignInError } from '../../lib/auth/oauth2';
import { pollPinFlow, startPinFlow } from '../../lib/auth/pin-v1';
import { resolveConfig } from '../../lib/config';
import { airingForLibrary, topTrending } from '../../lib/library/calendar';
import { readAnimeDetail } from '../../lib/service/anime';
import { pickRandom, readAiring, readBest, readGenre, readPremieres, searchCatalog } from '../../lib/service/catalog-lists';
import { readWatchlistCommunityRatings } from '../../lib/service/community-ratings';
import { readEpisodeList } from '../../lib/service/episode-list';
import { markUnwatched, markWatched, moveToList, rateItems, unrateItems } from '../../lib/service/library';
import { readRecentBackground } from '../../lib/service/recent-background';
import { identifyFile } from '../../lib/service/search-file';
import { readTitleDetail } from '../../lib/service/title-detail';
import { readListItems, readUserLists } from '../../lib/service/custom-lists';
import { readPosterFragment } from '../../lib/service/details';
import { NetworkError, ResponseShapeError, ServiceError, SignedOutError } from '../../lib/service/errors';
import { addToHistory } from '../../lib/service/history';
import type { HttpDeps } from '../../lib/service/http';
import { parseRedirectLocation } from '../../lib/service/redirect';
import { deletePlayback, readPlaybackRows } from '../../lib/service/saved-playbacks';
import { sendScrobble } from '../../lib/service/scrobble';
import { searchTitles } from '../../lib/service/search';
import { fetchStaticFile } from '../../lib/service/static-files';
import { readLastWatched } from '../../lib/service/last-watched';
import { readActivities, readRatings, readWatchlist } from '../../lib/service/sync-reads';
import { readUserStats } from '../../lib/service/user-profile';
import { fuzz, hostileText, mutated, prototypeKeys, shapedJson, share, toJsonText } from './runs';
import { NOT_ANSWER_PARSERS, parserModules } from './parser-modules';

// Every parser of a service answer, fed wrong types, 64-bit ids, missing fields, HTML in titles and
// plain garbage: each answer is a value or a typed error (the outbox and the pages branch on those),
// never a crash, and nothing it returns can smuggle markup into a page.

const config = resolveConfig({
  WXT_SVC_API_URL: 'https://api.svc.test',
  WXT_SVC_WEB_URL: 'https://web.svc.test',
  WXT_SVC_IMAGE_URL: 'https://img.svc.test',
  WXT_SVC_CDN_URL: 'https://cdn.svc.test',
});
const TYPED = [ServiceError, ResponseShapeError, NetworkError, SignedOutError];

/** An answer: mostly 2xx with a shaped body, sometimes an error status or a body that is not JSON. */
const answer = fc.record({
  status: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(200, 201) },
    { weight: 1, arbitrary: fc.constantFrom(204, 400, 401, 403, 404, 409, 412, 429, 500, 502, 503) },
  ),
  body: fc.oneof({ weight: 8, arbitrary: shapedJson.map(toJsonText) }, { weight: 1, arbitrary: hostileText }, { weight: 1, arbitrary: fc.constant('') }),
  retryAfter: fc.option(fc.oneof(fc.integer({ min: -5, max: 100_000 }).map(String), hostileText), { nil: undefined }),
});

const answering = ({ status, body, retryAfter }: { status: number; body: string; retryAfter?: string | undefined }): HttpDeps => ({
  config,
  fetch: async () =>
    new Response(status === 204 ? null : body, {
      status,
      headers: { 'content-type': 'application/json', ...(retryAfter !== undefined ? { 'retry-after': retryAfter.replace(/[^\x20-\x7e]/g, '') } : {}) },
    }),
});

const target = { item: { kind: 'show' as const, svcId: 1, title: 'T' }, episode: { season: 1, number: 2 } };
const flow = { deviceCode: 'd', userCode: 'ABCDE', verificationUri: 'https://web.svc.test/pin', expiresAt: 0, intervalSec: 5 };
const paging = { sort: 'updated' as const, direction: 'desc' as const, page: 1, limit: 6 };

/** Answers as the contract shows them, to be mutated field by field (a parser's success paths get fuzzed too). */
const VALID: Record<string, unknown> = {
  'auth/oauth2#refreshTokens': { access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 604800, scope: 'media:read media:write' },
  'auth/device#startDeviceFlow': { device_code: 'd', user_code: 'ABCD-EFGH', verification_uri: 'https://web.svc.test/device', expires_in: 600, interval: 5 },
  'auth/pin-v1#startPinFlow': {
    result: 'OK',
    device_code: 'x',
    user_code: 'AB12C',
    verification_url: 'https://web.svc.test/pin',
    expires_in: 900,
    interval: 5,
  },
  'service/search#searchTitles': [{ title: '<b>The Office</b>', year: 2005, ids: { svc: 20010, slug: 'the-office' } }],
  'service/scrobble#sendScrobble': { id: { bigint: '9223372036854775807' }, action: 'start', progress: 10, show: { title: 'T', ids: { svc: 1 } } },
  'service/history#addToHistory': { added: { movies: 0, episodes: 1 }, not_found: { movies: [], shows: [], episodes: [] } },
  'service/saved-playbacks#readPlaybackRows': [
    {
      id: { bigint: '9007199254740993' },
      progress: 42.5,
      paused_at: '2026-01-01T00:00:00Z',
      type: 'episode',
      episode: { season: 1, number: 2, title: '<img src=x>' },
      show: { title: 'T', year: 2005, ids: { svc: 1 } },
    },
  ],
};

const item = { kind: 'show' as const, svcId: 1, title: 'T' };
const signIn = { url: 'https://web.svc.test/oauth2/authorize', state: 's', verifier: 'v', redirectUri: 'https://callback.example/cb' };

/**
 * Every reader of a service answer, by module and exported function (parser-modules.ts checks that
 * no module holds one missing here), with the request it makes answered by the fuzzed answer.
 */
const PARSERS: Record<string, (deps: HttpDeps) => Promise<unknown>> = {
  'auth/oauth2#refreshTokens': (deps) => refreshTokens(deps, 'r'),
  'auth/oauth2#exchangeCode': (deps) => exchangeCode(deps, signIn, 'c'),
  'auth/oauth2#revokeToken': (deps) => revokeToken(deps, 'a'),
  'auth/device#startDeviceFlow': (deps) => startDeviceFlow(deps, 0),
  'auth/device#pollDeviceFlow': (deps) => pollDeviceFlow(deps, flow),
  'auth/pin-v1#startPinFlow': (deps) => startPinFlow(deps, 0),
  'auth/pin-v1#pollPinFlow': (deps) => pollPinFlow(deps, flow, 0),
  'service/search#searchTitles': (deps) => searchTitles(deps, 't', 'tv', 'x'),
  'service/search-file#identifyFile': (deps) => identifyFile(deps, 't', 'The.Office.S01E02.mkv'),
  'service/scrobble#sendScrobble': (deps) => sendScrobble(deps, 't', 'start', target, 10),
  'service/history#addToHistory': (deps) => addToHistory(deps, 't', [{ target, watchedAt: 0 }]),
  'service/library#rateItems': (deps) => rateItems(deps, 't', [{ item, rating: 8 }]),
  'service/library#unrateItems': (deps) => unrateItems(deps, 't', [item]),
  'service/library#moveToList': (deps) => moveToList(deps, 't', [{ item, status: 'watching' }]),
  'service/library#markWatched': (deps) => markWatched(deps, 't', [{ item, at: 1 }]),
  'service/library#markUnwatched': (deps) => markUnwatched(deps, 't', [{ item }]),
  'service/saved-playbacks#readPlaybackRows': (deps) => readPlaybackRows(deps, 't'),
  'service/saved-playbacks#deletePlayback': (deps) => deletePlayback(deps, 't', '1'),
  'service/sync-reads#readActivities': (deps) => readActivities(deps, 't'),
  'service/sync-reads#readWatchlist': (deps) => readWatchlist(deps, 't', 'shows'),
  'service/last-watched#readLastWatched': (deps) => readLastWatched(deps, 't', 'shows'),
  'service/sync-reads#readRatings': (deps) => readRatings(deps, 't', 'movies'),
  'service/community-ratings#readWatchlistCommunityRatings': (deps) => readWatchlistCommunityRatings(deps, 't', 'show'),
  'service/custom-lists#readUserLists': (deps) => readUserLists(deps, 't', 1, paging),
  'service/custom-lists#readListItems': (deps) => readListItems(deps, 't', 1, { ...paging, sort: 'rank' }),
  'service/anime#readAnimeDetail': (deps) => readAnimeDetail(deps, 1),
  'service/details#readPosterFragment': (deps) => readPosterFragment(deps, 'show', 1),
  'service/title-detail#readTitleDetail': (deps) => readTitleDetail(deps, 'tv', 1),
  'service/episode-list#readEpisodeList': (deps) => readEpisodeList(deps, 'show', 1),
  'service/user-profile#readUserStats': (deps) => readUserStats(deps, 't', 1),
  'service/recent-background#readRecentBackground': (deps) => readRecentBackground(deps, 1),
  'service/catalog-lists#readAiring': (deps) => readAiring(deps, 't', 'tv', '2026-11-29', 'time'),
  'service/catalog-lists#readPremieres': (deps) => readPremieres(deps, 't', 'tv', 'all', 1),
  'service/catalog-lists#readGenre': (deps) => readGenre(deps, 't', 'movie', 'drama', 'rating', 1),
  'service/catalog-lists#readBest': (deps) => readBest(deps, 't', 'tv', 'all'),
  'service/catalog-lists#searchCatalog': (deps) => searchCatalog(deps, 't', 'movie', 'dune', 1),
  'service/catalog-lists#pickRandom': (deps) => pickRandom(deps, 't', { kind: 'movie' }),
  'service/static-files#fetchStaticFile': async (deps) => {
    const { file } = await fetchStaticFile(deps, '/calendar/tv.json', undefined);
    return [airingForLibrary(file.body, 'show', [], deps.config.webUrl), topTrending(file.body, 10, deps.config.webUrl)];
  },
};

/** Whatever came back is plain data: every string in it renders as text, never as markup. */
function rendersAsText(value: unknown): void {
  const strings: string[] = [];
  const walk = (inner: unknown, depth: number) => {
    if (depth > 50) return;
    if (typeof inner === 'string') strings.push(inner);
    else if (inner && typeof inner === 'object') for (const child of Object.values(inner)) walk(child, depth + 1);
  };
  walk(value, 0);
  if (strings.length === 0) return;
  const { document } = parseHTML('<!doctype html><html><body><ul id="root"></ul></body></html>');
  const root = document.getElementById('root')!;
  render(
    h(
      'div',
      null,
      strings.map((text) => h('li', null, text)),
    ),
    root as unknown as Element,
  );
  expect(root.querySelectorAll('*').length).toBe(1 + strings.length);
  expect(root.querySelectorAll('li').length).toBe(strings.length);
}

/** Garbage, or a valid answer with fields changed or missing. */
function answersFor(name: string) {
  const valid = VALID[name];
  if (valid === undefined) return answer;
  const body = fc.oneof(shapedJson, mutated(valid as object)).map(toJsonText);
  return fc.oneof(answer, fc.record({ status: fc.constant(200), body, retryAfter: fc.constant(undefined) }));
}

describe('fuzz: every service response parser gives a value or a typed error', () => {
  const before = prototypeKeys();
  // Rows a list reader skips are logged as they would be in the field: thousands of lines here.
  beforeAll(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterAll(() => vi.restoreAllMocks());
  // Each parser its own target with a share of the runs: `npm run fuzz` gives each well over 10,000.
  it.each(Object.keys(PARSERS))('%s', { timeout: 1_800_000 }, async (name) => {
    await fuzz(
      name,
      answersFor(name),
      async (reply) => {
        let result: unknown;
        try {
          result = await PARSERS[name]!(answering(reply));
        } catch (error) {
          if (!TYPED.some((type) => error instanceof type)) throw error;
          return;
        }
        if (name.startsWith('service/search#')) rendersAsText(result);
      },
      share(Object.keys(PARSERS).length),
    );
    expect(prototypeKeys()).toEqual(before);
  });

  it('no module reads a service answer without a target here', () => {
    const readers = parserModules().flatMap(({ module, functions }) => functions.map((name) => `${module}#${name}`));
    const missing = readers.filter((reader) => !(reader in PARSERS) && !(reader in NOT_ANSWER_PARSERS));
    expect(missing).toEqual([]);
    // And no target names a function that is gone.
    expect(Object.keys(PARSERS).filter((reader) => !readers.includes(reader))).toEqual([]);
  });

  it("the redirect helper's Location", { timeout: 600_000 }, async () => {
    await fuzz(
      'redirect Location',
      fc.oneof(hostileText, fc.webUrl(), fc.constantFrom('/tv/9007199254740993/x', '/movies/-1/x', '/anime/0', '/tv/12/season-1')),
      (location) => {
        const match = parseRedirectLocation(location);
        if (match) expect(Number.isSafeInteger(match.svcId) && match.svcId > 0).toBe(true);
      },
      share(4),
    );
  });

  it("the sign-in callback's parameters", { timeout: 600_000 }, async () => {
    const param = fc.tuple(
      fc.constantFrom('state', 'iss', 'error', 'code', 'error_description', '__proto__'),
      fc.oneof(fc.constantFrom('s', 'https://web.svc.test', 'access_denied', 'hasOwnProperty'), hostileText),
    );
    const callback = fc.array(param, { maxLength: 5 }).map((params) => `https://callback.example/cb?${new URLSearchParams(params).toString()}`);
    await fuzz(
      'sign-in callback',
      callback,
      (url) => {
        const params = new URL(url).searchParams;
        let code: string;
        try {
          code = readAuthorizationResponse({ config, fetch }, signIn, url);
        } catch (error) {
          expect(error).toBeInstanceOf(SignInError);
          return;
        }
        // A code only with our state, from our issuer (or none named), and no error.
        expect(params.get('state')).toBe(signIn.state);
        expect([null, 'https://web.svc.test']).toContain(params.get('iss'));
        expect(params.get('error')).toBeNull();
        expect(code).toBe(params.get('code'));
      },
      share(4),
    );
  });
});
