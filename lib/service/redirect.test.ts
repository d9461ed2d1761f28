import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json';
import { resolveConfig, SIMULATOR_URLS } from '../config';
import type { HttpDeps } from './http';
import { lookupRedirect, parseRedirectLocation, redirectUrl, type RedirectMatch, type RedirectQuery } from './redirect';

const deps: HttpDeps = { config: resolveConfig({}), fetch };

describe('parseRedirectLocation (spec 4.2)', () => {
  const cases: Array<[string, RedirectMatch | null]> = [
    // Item pages, relative and absolute.
    ['/movies/123/the-matrix', { kind: 'movie', svcId: 123, slug: 'the-matrix' }],
    ['https://web.example.com/movies/123/the-matrix', { kind: 'movie', svcId: 123, slug: 'the-matrix' }],
    ['http://web.example.com:8788/tv/4567/breaking-bad', { kind: 'show', svcId: 4567, slug: 'breaking-bad' }],
    ['/anime/89/cowboy-bebop', { kind: 'anime', svcId: 89, slug: 'cowboy-bebop' }],
    ['//web.example.com/anime/89/cowboy-bebop', { kind: 'anime', svcId: 89, slug: 'cowboy-bebop' }],
    // Missing slug (the service redirects again, but the id is already known).
    ['/movies/123', { kind: 'movie', svcId: 123 }],
    ['/movies/123/', { kind: 'movie', svcId: 123 }],
    ['https://web.example.com/tv/7', { kind: 'show', svcId: 7 }],
    // Season and episode pages: the show id, and the slug when it is there.
    ['/tv/4567/breaking-bad/season-2', { kind: 'show', svcId: 4567, slug: 'breaking-bad' }],
    ['/tv/4567/breaking-bad/season-2/episode-3', { kind: 'show', svcId: 4567, slug: 'breaking-bad' }],
    ['/anime/89/cowboy-bebop/episode-12', { kind: 'anime', svcId: 89, slug: 'cowboy-bebop' }],
    ['/tv/4567/season-2/episode-3', { kind: 'show', svcId: 4567 }],
    ['/anime/89/episode-12', { kind: 'anime', svcId: 89 }],
    // Query and fragment are not part of the path.
    ['/movies/123/the-matrix?ref=redirect#top', { kind: 'movie', svcId: 123, slug: 'the-matrix' }],
    ['https://web.example.com/tv/55?season=1', { kind: 'show', svcId: 55 }],
    // A large id that is still a safe integer.
    ['/movies/9007199254740991/x', { kind: 'movie', svcId: 9007199254740991, slug: 'x' }],
    // No numeric id: "not found".
    ['/', null],
    ['', null],
    ['https://web.example.com/', null],
    ['/search?q=the+matrix', null],
    ['/movies/the-matrix', null],
    ['/movies/', null],
    ['/movies', null],
    ['/tv/airing', null],
    ['/movies/0/zero', null],
    ['/movies/-5/minus', null],
    ['/movies/99999999999999999999/too-big', null],
    ['/movies/12abc/not-a-number', null],
    ['/shows/123/unknown-kind', null],
    ['/people/123/someone', null],
    ['/redirect?to=svc&imdb=tt0133093', null],
    ['https://web.example.com/?movies/123', null],
    // Garbage.
    ['http://[bad', null],
    ['::::', null],
    ['not a url at all', null],
  ];

  it.each(cases)('%j -> %j', (location, expected) => {
    expect(parseRedirectLocation(location)).toEqual(expected);
  });

  it('never reports season-N or episode-N as the slug', () => {
    for (const location of ['/tv/1/season-1', '/tv/1/episode-4', '/anime/2/episode-10', '/tv/3/season-10/episode-2']) {
      expect(parseRedirectLocation(location)).not.toHaveProperty('slug');
    }
  });
});

describe('redirectUrl', () => {
  const common = (url: URL) => ({
    clientId: url.searchParams.get('client_id'),
    appName: url.searchParams.get('app-name'),
    appVersion: url.searchParams.get('app-version'),
  });

  const tmdbCases: Array<[RedirectQuery['type'], boolean]> = [
    ['movie', true],
    ['tv', true],
    ['show', false],
    ['anime', false],
  ];

  it.each(tmdbCases)('type=%s: tmdb sent = %s; other ids always sent', (type, tmdbKept) => {
    const url = redirectUrl(deps, { type, ids: { tmdb: '603', imdb: 'tt0133093', tvdb: '81189', mal: '1' } });
    expect(url.searchParams.get('type')).toBe(type);
    expect(url.searchParams.has('tmdb')).toBe(tmdbKept);
    if (tmdbKept) expect(url.searchParams.get('tmdb')).toBe('603');
    expect(url.searchParams.get('imdb')).toBe('tt0133093');
    expect(url.searchParams.get('tvdb')).toBe('81189');
    expect(url.searchParams.get('mal')).toBe('1');
  });

  it('targets GET {base_url}/redirect with to=svc', () => {
    const url = redirectUrl(deps, { type: 'movie', ids: { imdb: 'tt0133093' } });
    expect(url.origin).toBe(SIMULATOR_URLS.api);
    expect(url.pathname).toBe('/redirect');
    expect(url.searchParams.get('to')).toBe('svc');
  });

  it.each<RedirectQuery>([
    { type: 'movie', ids: { imdb: 'tt0133093' } },
    { type: 'show', title: 'Breaking Bad', year: 2008 },
    { type: 'anime', title: 'Cowboy Bebop' },
    { type: 'tv', ids: { tmdb: '1396' } },
  ])('carries the common parameters (spec 1) for %j', (query) => {
    const url = redirectUrl(deps, query);
    expect(common(url)).toEqual({ clientId: 'watchmark-dev', appName: 'watchmark', appVersion: packageJson.version });
  });

  it('sends title and year as the fallback lookup', () => {
    const url = redirectUrl(deps, { type: 'movie', title: 'Amélie & Co', year: 2001 });
    expect(url.searchParams.get('title')).toBe('Amélie & Co');
    expect(url.searchParams.get('year')).toBe('2001');
    expect(url.searchParams.has('season')).toBe(false);
    expect(url.searchParams.has('episode')).toBe(false);
  });

  it('leaves out title and year when not given', () => {
    const url = redirectUrl(deps, { type: 'show', ids: { tvdb: '81189' } });
    expect(url.searchParams.has('title')).toBe(false);
    expect(url.searchParams.has('year')).toBe(false);
  });

  it('uses the configured client id (v1 build)', () => {
    const url = redirectUrl({ config: resolveConfig({ WXT_SVC_AUTH: 'v1' }), fetch }, { type: 'movie', title: 'Heat' });
    expect(url.searchParams.get('client_id')).toBe('watchmark-dev-v1');
  });
});

describe('lookupRedirect', () => {
  it('reads the Location of the redirect URL without following it and parses it', async () => {
    const seen: string[] = [];
    const match = await lookupRedirect(
      deps,
      async (url) => {
        seen.push(url.toString());
        return 'https://web.example.com/tv/4567/breaking-bad/season-1/episode-1';
      },
      { type: 'show', title: 'Breaking Bad' },
    );
    expect(match).toEqual({ kind: 'show', svcId: 4567, slug: 'breaking-bad' });
    expect(seen).toEqual([redirectUrl(deps, { type: 'show', title: 'Breaking Bad' }).toString()]);
  });

  it('returns null when there is no Location', async () => {
    expect(await lookupRedirect(deps, async () => null, { type: 'movie', title: 'Nothing' })).toBeNull();
  });
});
