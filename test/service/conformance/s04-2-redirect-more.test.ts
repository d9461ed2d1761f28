import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../index.ts';
import { call, startTestSim } from '../test-helpers.ts';

/** Spec 4.2: the remaining redirect-helper rules (to=watched sign-in, season targets, anime episodes, parameters). */
let sim: Simulator;
beforeAll(async () => {
  sim = await startTestSim();
});
afterAll(() => sim.close());

const loc = async (query: Record<string, string>) => {
  const r = await call(sim, '/redirect', { query });
  expect([r.status, r.headers.get('cache-control'), r.text]).toEqual([301, 'no-store', '']);
  return (r.headers.get('location') ?? '').replace(sim.urls.web, '');
};

describe('GET /redirect, more rules (spec 4.2)', () => {
  it('season alone targets .../season-N; season defaults to 1 with an episode; the id is the numeric segment', async () => {
    expect(await loc({ tvdb: '81189', season: '2' })).toBe('/tv/20012/breaking-bad/season-2');
    expect(await loc({ title: 'Breaking Bad', type: 'tv', episode: '3' })).toBe('/tv/20012/breaking-bad/season-1/episode-3');
    expect(/\/(?:movies|tv|anime)\/(\d+)/.exec(await loc({ mal: '1' }))?.[1]).toBe('30012');
  });

  it('anime episodes: .../episode-M, absolute numbers and TV-database seasons; type=show matches tv and anime', async () => {
    expect(await loc({ mal: '21', episode: '1100' })).toBe('/anime/30004/one-piece/episode-1100');
    expect(await loc({ tvdb: '424536', season: '2', episode: '4', type: 'show' })).toBe('/anime/30009/frieren-beyond-journeys-end-season-2/episode-4');
    expect(await loc({ title: 'Shōgun', year: '1980', type: 'show' })).toBe('/tv/20009/shogun-1980');
    expect(await loc({ svc: '10006' })).toBe('/movies/10006/parasite-2019');
    expect(await loc({ tmdb: '1396', type: 'tv', to: 'share', ep_title: 'Pilot', season: '1', episode: '1' })).toBe(
      '/tv/20012/breaking-bad/season-1/episode-1/share?ep_title=Pilot',
    );
  });

  it('setting season or episode excludes movies', async () => {
    expect(await loc({ title: 'Dune', season: '1' })).toMatch(/^\/search\?/);
    expect(await loc({ title: 'Dune', year: '1984' })).toBe('/movies/10011/dune-1984');
  });

  it('to=watched: the browser goes through sign-in first, then lands on the page', async () => {
    const path = await loc({ imdb: 'tt0903747', to: 'watched' });
    expect(path).toBe('/tv/20012/breaking-bad/watched');
    const wall = await fetch(`${sim.urls.web}${path}`, { redirect: 'manual' });
    expect([wall.status, wall.headers.get('location')]).toEqual([302, `/signin?return_to=${encodeURIComponent(path)}`]);
    const signin = await fetch(`${sim.urls.web}/signin`, { method: 'POST', body: new URLSearchParams({ user: 'pro', return_to: path }), redirect: 'manual' });
    expect([signin.status, signin.headers.get('location')]).toEqual([302, path]);
    const cookie = (signin.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const page = await fetch(`${sim.urls.web}${path}`, { headers: { cookie } });
    expect(await page.text()).toContain('id="watched" data-user="pro"');
    const open = await fetch(`${sim.urls.web}/signin`, {
      method: 'POST',
      body: new URLSearchParams({ user: 'pro', return_to: '//evil.example/' }),
      redirect: 'manual',
    });
    expect(open.headers.get('location')).toBe('/');
  });

  it('item pages with and without slug: a missing or wrong slug redirects to the canonical path', async () => {
    for (const [from, to] of [
      ['/anime/30004', '/anime/30004/one-piece'],
      ['/tv/20012/wrong-slug/season-2', '/tv/20012/breaking-bad/season-2'],
      ['/movies/10006/episode-1', '/movies/10006/parasite-2019/episode-1'],
    ]) {
      const r = await fetch(`${sim.urls.web}${from}`, { redirect: 'manual' });
      expect([from, r.status, r.headers.get('location')]).toEqual([from, 301, to]);
    }
    expect((await fetch(`${sim.urls.web}/anime/30004/one-piece/episode-3`)).status).toBe(200);
  });

  it('errors carry the envelope and no-store: empty_field, wrong_parameter', async () => {
    const r = await call(sim, '/redirect', { query: { imdb: 'tt0903747', season: 'two' } });
    expect([r.status, r.json, r.headers.get('cache-control')]).toEqual([400, { error: 'wrong_parameter', code: 400, message: expect.any(String) }, 'no-store']);
    expect((await call(sim, '/redirect', { query: { year: '2010' } })).json.error).toBe('empty_field');
    expect((await call(sim, '/redirect', { query: { imdb: 'tt0903747', year: '20x0' } })).json.error).toBe('wrong_parameter');
  });
});
