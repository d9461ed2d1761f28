import fc from 'fast-check';
import { parseHTML } from 'linkedom';
import { h, render } from 'preact';
import { describe, expect, it } from 'vitest';
import { pollDeviceFlow, startDeviceFlow } from '../../lib/auth/device';
import { refreshTokens } from '../../lib/auth/oauth2';
import { pollPinFlow, startPinFlow } from '../../lib/auth/pin-v1';
import { resolveConfig } from '../../lib/config';
import { airingForLibrary, topTrending } from '../../lib/library/calendar';
import { readAnimeDetail } from '../../lib/service/anime';
import { readListItems, readUserLists } from '../../lib/service/custom-lists';
import { readPosterFragment } from '../../lib/service/details';
import { NetworkError, ResponseShapeError, ServiceError, SignedOutError } from '../../lib/service/errors';
import { addToHistory } from '../../lib/service/history';
import type { HttpDeps } from '../../lib/service/http';
import { parseRedirectLocation } from '../../lib/service/redirect';
import { readPlaybackRows } from '../../lib/service/saved-playbacks';
import { sendScrobble } from '../../lib/service/scrobble';
import { searchTitles } from '../../lib/service/search';
import { fetchStaticFile } from '../../lib/service/static-files';
import { readActivities, readRatings, readWatchlist } from '../../lib/service/sync-reads';
import { readUserStats } from '../../lib/service/user-profile';
import { fuzz, hostileText, mutated, prototypeKeys, shapedJson, toJsonText } from './runs';

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
  'POST /oauth2/token (refresh)': { access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 604800, scope: 'media:read media:write' },
  'POST /oauth2/device': { device_code: 'd', user_code: 'ABCD-EFGH', verification_uri: 'https://web.svc.test/device', expires_in: 600, interval: 5 },
  'GET /oauth/pin': { result: 'OK', device_code: 'x', user_code: 'AB12C', verification_url: 'https://web.svc.test/pin', expires_in: 900, interval: 5 },
  'GET /search/{type}': [{ title: '<b>The Office</b>', year: 2005, ids: { svc: 20010, slug: 'the-office' } }],
  'POST /scrobble/start': { id: { bigint: '9223372036854775807' }, action: 'start', progress: 10, show: { title: 'T', ids: { svc: 1 } } },
  'POST /sync/history': { added: { movies: 0, episodes: 1 }, not_found: { movies: [], shows: [], episodes: [] } },
  'GET /sync/playback': [
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

const PARSERS: Record<string, (deps: HttpDeps) => Promise<unknown>> = {
  'POST /oauth2/token (refresh)': (deps) => refreshTokens(deps, 'r'),
  'POST /oauth2/device': (deps) => startDeviceFlow(deps, 0),
  'POST /oauth2/token (device poll)': (deps) => pollDeviceFlow(deps, flow),
  'GET /oauth/pin': (deps) => startPinFlow(deps, 0),
  'GET /oauth/pin/{code}': (deps) => pollPinFlow(deps, flow, 0),
  'GET /search/{type}': (deps) => searchTitles(deps, 't', 'tv', 'x'),
  'POST /scrobble/start': (deps) => sendScrobble(deps, 't', 'start', target, 10),
  'POST /sync/history': (deps) => addToHistory(deps, 't', [{ target, watchedAt: 0 }]),
  'GET /sync/playback': (deps) => readPlaybackRows(deps, 't'),
  'GET /sync/activities': (deps) => readActivities(deps, 't'),
  'GET /sync/all-items': (deps) => readWatchlist(deps, 't', 'shows'),
  'GET /ratings': (deps) => readRatings(deps, 't', 'movies'),
  'GET /lists/user/{id}': (deps) => readUserLists(deps, 't', 1, paging),
  'GET /lists/{id}': (deps) => readListItems(deps, 't', 1, { ...paging, sort: 'rank' }),
  'GET /anime/{id}': (deps) => readAnimeDetail(deps, 1),
  'GET /tv/{id} (poster)': (deps) => readPosterFragment(deps, 'show', 1),
  'POST /users/{id}/stats': (deps) => readUserStats(deps, 't', 1),
  'CDN calendar and trending': async (deps) => {
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
  // One target over all parsers (each case picks one): RUNS cases in `npm test`; `npm run fuzz`
  // runs enough that every parser alone gets well over 10,000.
  it('all service answers', { timeout: 1_800_000 }, async () => {
    const before = prototypeKeys();
    const perParser = new Map<string, number>();
    const cases = fc.constantFrom(...Object.keys(PARSERS)).chain((name) => answersFor(name).map((reply) => ({ name, reply })));
    await fuzz('service responses', cases, async ({ name, reply }) => {
      perParser.set(name, (perParser.get(name) ?? 0) + 1);
      let result: unknown;
      try {
        result = await PARSERS[name]!(answering(reply));
      } catch (error) {
        if (!TYPED.some((type) => error instanceof type)) throw error;
        return;
      }
      if (name.startsWith('GET /search')) rendersAsText(result);
    });
    console.log(`fuzz: service responses per parser: ${[...perParser].map(([name, count]) => `${name}=${count}`).join(', ')}`);
    expect(perParser.size).toBe(Object.keys(PARSERS).length);
    expect(prototypeKeys()).toEqual(before);
  });

  it("the redirect helper's Location", { timeout: 600_000 }, async () => {
    await fuzz(
      'redirect Location',
      fc.oneof(hostileText, fc.webUrl(), fc.constantFrom('/tv/9007199254740993/x', '/movies/-1/x', '/anime/0', '/tv/12/season-1')),
      (location) => {
        const match = parseRedirectLocation(location);
        if (match) expect(Number.isSafeInteger(match.svcId) && match.svcId > 0).toBe(true);
      },
    );
  });
});
